import { describe, expect, it } from "vitest";
import { BRIEF_TODAY, WEBSITE_BRIEF } from "../../../test/fixtures/briefs/website-brief";
import { analyzeBrief } from "./analyze-brief";
import { HOURLY_RATE_PAISE } from "./norms";

/**
 * What the plan holds for briefs of each kind: its tasks, their hours and what is refused. The engine's contract
 * (schema, prices, range, schedule, risks, any brief) is analyze-brief.test.ts's.
 */
const today = BRIEF_TODAY;
/** The analysis of a brief of `title` and `description`, as submitted {@link today}. */
const plan = (title: string, description: string) => analyzeBrief({ title, description }, { today });
const website = WEBSITE_BRIEF;

describe("analyzeBrief's plan of what the brief names", () => {
  it("plans each deliverable the brief names: 8 pages, booking and maps, each task with its basis", () => {
    const analysis = analyzeBrief(website, { today });
    const titles = analysis.breakdown.map((task) => task.title);
    expect(titles.some((t) => /^Design of 8 pages/.test(t))).toBe(true);
    expect(titles.some((t) => /^Build 8 pages/.test(t))).toBe(true);
    expect(analysis.deliverables?.map((d) => d.kind)).toEqual(
      expect.arrayContaining(["site_pages", "integration"]),
    );
    expect(titles).toEqual(expect.arrayContaining(["Book an appointment", "Google Maps"]));
    // "8 pages: home, about, …, gallery, blog, FAQ and contact": the gallery and the FAQ are two of the 8 pages.
    expect(titles.filter((t) => /^(?:Gallery|FAQ)$/.test(t))).toEqual([]);
    expect(analysis.breakdown.every((task) => (task.basis ?? "").length > 0)).toBe(true);
    const small = analyzeBrief(
      { ...website, description: website.description.replace("8 pages", "3 pages") },
      { today },
    );
    expect(small.estimatedHours).toBeLessThan(analysis.estimatedHours);
  });

  it("adds no integration task when none is asked for; launch waits for testing", () => {
    const analysis = plan("Portfolio website", "A simple 4 page portfolio site.");
    expect(analysis.deliverables?.map((d) => d.kind)).toEqual(["site_pages"]);
    const launch = analysis.breakdown.findIndex((task) => task.title === "Launch and handover");
    const testing = analysis.breakdown.findIndex((task) => task.title === "Testing and fixes");
    expect(analysis.breakdown[launch].dependencies).toContain(testing);
  });

  it("plans a fix job as its listed fixes: no site to build, no discovery, every line counted", () => {
    const analysis = plan(
      "Fix bugs in our school fee portal (Laravel)",
      "Our fee payment portal is built in Laravel. Bugs:\n1. parents get logged out after 2 min\n" +
        "2. receipt PDF shows the wrong academic year\n3. SMS not going for successful payment (msg91)\n" +
        "Need all 3 fixed and tested on staging first.",
    );
    expect(analysis.deliverables).toEqual([
      expect.objectContaining({ kind: "maintenance", quantity: 3, assumed: false }),
    ]);
    expect(analysis.notEstimated ?? []).toEqual([]);
    expect(analysis.breakdown.map((task) => task.title)).not.toContain("Discovery and requirements");
    expect(analysis.estimatedHours).toBeLessThan(20);
  });

  it("refuses a translation alone (spec 2 §1) but plans a site's language versions with their translation", () => {
    const handbook = plan(
      "Translate employee handbook into Tamil and Telugu",
      "We have an English employee handbook of about 8,000 words. Need accurate translation into Tamil and Telugu.",
    );
    expect(handbook.projectType).toBe("unsupported");
    // An edit asked for is supported work, though its length is given in another sentence.
    const edit = plan(
      "Employee handbook: edit and Marathi translation",
      "Our 18,000-word employee handbook reads like a legal document. Please edit it into plain English, and once HR signs off, translate the final version into Marathi.",
    );
    expect(edit.projectType).toBe("content_creation");
    expect(edit.deliverables).toContainEqual(expect.objectContaining({ kind: "editing", quantity: 18_000 }));
    // Asked for in the passive, of a document the client wrote: still an edit, not a sentence dropped.
    const manual = plan(
      "User manual for our water purifier",
      "Our team has drafted the user manual, about 12,000 words. We need it edited and formatted before printing.",
    );
    expect(manual.projectType).toBe("content_creation");
    expect(manual.deliverables).toContainEqual(
      expect.objectContaining({ kind: "editing", quantity: 12_000 }),
    );
    const site = plan(
      "Translate website into Tamil and Kannada",
      "Translate our 15-page website (about 6,000 words in total) from English into Tamil and Kannada and put both language versions live on our WordPress site.",
    );
    expect(site.deliverables).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: "translation", quantity: 6000, variants: 2 }),
        expect.objectContaining({ kind: "language_version", quantity: 2 }),
      ]),
    );
  });

  it("prices a one-way CRM push and a chat button as small links, a two-way sync as a big one", () => {
    const hoursOf = (description: string, title: string) => {
      const analysis = plan("Website integrations", description);
      return analysis.breakdown.find((task) => task.title.includes(title))?.estimatedHours;
    };
    // The norms (6 h, 16 h, 2 h) × 0.85, IT's NORM_SCALE, to the half hour.
    expect(hoursOf("We have a WordPress website. Push every enquiry into our Zoho CRM.", "Zoho")).toBe(5);
    expect(hoursOf("We have a WordPress website. Two-way sync with our Zoho CRM for contacts.", "Zoho")).toBe(
      13.5,
    );
    expect(
      hoursOf("We have a WordPress website. Add a click-to-chat WhatsApp button.", "Click-to-chat"),
    ).toBe(1.5);
  });

  it("prices a link on a website or store as plugin set-up, the same link in a custom app as code", () => {
    const hoursOf = (description: string, title: string) =>
      plan("Clinic project", description).breakdown.find((task) => task.title.includes(title))
        ?.estimatedHours;
    const site =
      "A 5-page website for our clinic with Razorpay payments and a Google map on the contact page.";
    const app =
      "An Android app of 8 screens for our clinic with Razorpay payments and a Google map of branches.";
    // Plugin set-up 6 h and 2 h, code 16 h and 8 h; each × 0.85 (IT's NORM_SCALE) to the half hour.
    expect([hoursOf(site, "Razorpay"), hoursOf(site, "Google map")]).toEqual([5, 1.5]);
    expect([hoursOf(app, "Razorpay"), hoursOf(app, "Google map")]).toEqual([13.5, 7]);
  });

  it("refuses marketplace listing uploads and handling a social page, though they name products and posts", () => {
    const typeOf = (title: string, description: string) => plan(title, description).projectType;
    expect(
      typeOf(
        "Upload 350 products to Amazon Seller Central",
        "We sell brass handicrafts. We have an Excel sheet with 350 products. Need someone to create all listings on Amazon Seller Central using the flat file and upload the images.",
      ),
    ).toBe("unsupported");
    expect(
      typeOf(
        "Instagram page handling for our boutique",
        "We have a boutique with an insta page of 6k followers. Looking for someone to handle the page fully – post daily (you design the posts in our style), reply to DMs and grow followers to 20k.",
      ),
    ).toBe("unsupported");
  });
});

describe("a site that has a blog is a site build", () => {
  const companySite = {
    title: "Company website with blog",
    description:
      "A five-page responsive website for our company with a contact form, an admin panel and a blog section. Budget ₹60,000.",
  };

  it("plans a five-page website of tens of hours, not a blog post", () => {
    const analysis = analyzeBrief(companySite, { today });
    expect(analysis).toMatchObject({
      projectType: "it_services",
      subcategory: "website",
    });
    const titles = analysis.breakdown.map((task) => task.title);
    expect(titles.some((t) => /^Design of 5 pages/.test(t))).toBe(true);
    expect(titles).toEqual(
      expect.arrayContaining(["Contact form", "Admin panel: 8 screens", "Blog section"]),
    );
    expect(analysis.estimatedHours).toBeGreaterThanOrEqual(30);
    expect(analysis.estimatedHours).toBeLessThanOrEqual(80);
    // A plausible quote for a small-business site with an admin panel: its low end within the client's ₹60,000.
    expect(analysis.suggestedBudget.min).toBeGreaterThanOrEqual(1_500_000);
    expect(analysis.suggestedBudget.min).toBeLessThanOrEqual(6_000_000);
  });

  it.each([
    [
      "E-commerce site with a blog",
      "An online shop for our brand with product pages and a blog.",
      "it_services",
      "website",
    ],
    [
      "Web app with an admin dashboard and SEO-friendly pages",
      "Staff log in to manage bookings stored in our database.",
      "it_services",
      "web_app",
    ],
    [
      "Landing page with copy",
      "A responsive landing page with a contact form, hosted on our domain.",
      "it_services",
      "website",
    ],
    [
      "Write 10 blog posts for our website",
      "Posts of about 1,000 words on home decor.",
      "content_creation",
      "blog",
    ],
    [
      "SEO articles for our web development company",
      "Eight keyword-rich articles about responsive websites and hosting.",
      "content_creation",
      "seo_writing",
    ],
    [
      "Design a logo for our website",
      "A modern, minimal logo for our online store.",
      "graphic_design",
      "logo",
    ],
  ])("%j is %s / %s", (title, description, type, subcategory) => {
    const analysis = plan(title, description);
    expect(analysis).toMatchObject({ projectType: type, subcategory });
    expect(analysis.estimatedHours).toBeGreaterThan(0);
  });

  it("prices writing for a site as writing", () => {
    const posts = plan("Write 10 blog posts for our website", "Posts of about 1,000 words on home decor.");
    expect(posts.breakdown.map((task) => task.title)).toContain("10 blog posts (about 1,000 words)");
    expect(
      posts.breakdown.every(
        (task) => task.estimatedBudget === task.estimatedHours * HOURLY_RATE_PAISE.content_creation,
      ),
    ).toBe(true);
  });
});

describe("analyzeBrief's packaging plan", () => {
  it("counts the master as the first variant and prices a shipping carton without a label panel", () => {
    const analysis = plan(
      "Packaging design for 8 masala pouches + carton",
      "Need packaging design for 8 SKUs, one master layout with colour change per SKU. Also one master shipping carton.",
    );
    const titles = analysis.breakdown.map((t) => t.title);
    expect(titles).toContain("Pouches: 7 more variants");
    expect(titles.some((t) => /carton: \d+ more variants?$/i.test(t))).toBe(false);
    const carton = analysis.breakdown.find((t) => /carton: master design$/i.test(t.title));
    expect(carton?.estimatedHours).toBe(6);
    expect(analysis.summary).toMatch(/carton \(1 design\)/i); // not "1 designs"
  });
});

describe("analyzeBrief's packs in flavours and sizes", () => {
  const titles = (title: string, description: string) =>
    plan(title, description).breakdown.map((t) => t.title);

  it("adapts the master to each flavour, then fits every design to each further size", () => {
    expect(
      titles(
        "Packaging labels for pickle jars",
        "6 flavours, same design system. Labels for 250g and 500g jars.",
      ),
    ).toEqual(
      expect.arrayContaining([
        "Labels: master design",
        "Labels: 5 more variants",
        "Labels: 6 designs in 1 more size or version",
      ]),
    );
  });

  it("reads 'packaging' beside the one pack the brief names as that pack", () => {
    const packs = titles(
      "Cookie box packaging",
      "Packaging for our cookie range — one box design with six flavour variations.",
    ).filter((t) => /master design$/.test(t));
    expect(packs).toEqual(["Box design: master design"]);
  });
});

describe("analyzeBrief's language versions of designs", () => {
  it("prices each further language at a quarter of a design, and none for one language", () => {
    const tasks = (description: string) => plan("Health campaign graphics", description).breakdown;
    const bilingual = tasks("We need 6 infographics on dengue, each one in Hindi and English.");
    const versions = bilingual.find((t) => /versions in 1 more language$/.test(t.title));
    expect(versions?.estimatedHours).toBe(7.5); // 6 × 1 × 25 % of 5 h
    expect(tasks("We need 6 infographics on dengue.").some((t) => /versions in/.test(t.title))).toBe(false);
  });
});

describe("analyzeBrief's picture-book plan", () => {
  const book = (size: string) =>
    plan(
      "Illustrations for our picture book",
      `Need 12 ${size} colour illustrations and the front and back cover.`,
    );
  const hoursOf = (analysis: ReturnType<typeof plan>, pattern: RegExp) =>
    analysis.breakdown.filter((task) => pattern.test(task.title)).map((task) => task.estimatedHours);

  it("prices a double-page spread above a full page, and the cover wrap as one cover", () => {
    const [pages] = hoursOf(book("full-page"), /^12 illustrations/);
    const [spreads] = hoursOf(book("double-page spread"), /^12 illustrations/);
    expect(spreads / pages).toBeCloseTo(8 / 5, 1);
    const covers = book("full-page").deliverables?.filter((d) => d.kind === "print_items") ?? [];
    expect(covers.map((d) => d.title)).toEqual(["Front and back cover"]);
    expect(hoursOf(book("full-page"), /^Front and back cover$/)).toEqual([6]);
  });
});
