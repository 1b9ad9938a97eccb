import { describe, expect, it } from "vitest";
import { analyzeBrief } from "./analyze-brief";
import { extractDeliverables } from "./extract-deliverables";
import { readDeliverables as read } from "./read-deliverables.test-helper";

/** What the whole brief says about the deliverables its sentences named (read-whole-brief.ts), read end to end. */
describe("readWholeBrief, through extractDeliverables", () => {
  it("takes a work's length in words from its sentence, a neighbour that names nothing, or the brief's one length", () => {
    const report = read(
      "Our annual report draft is ready (approx 18,000 words). Need a copy editor to edit it properly. " +
        "Then the 2,000 word executive summary should be translated into Assamese.",
    );
    expect(report.find((d) => d.kind === "editing")).toMatchObject({ quantity: 18_000, assumed: false });
    expect(report.find((d) => d.kind === "translation")).toMatchObject({ quantity: 2_000, assumed: false });
    expect(
      read(
        "My thesis is about 60,000 words, need language editing and proofreading.",
        "Proofreading and editing of PhD thesis",
      ).find((d) => d.kind === "editing"),
    ).toMatchObject({ quantity: 60_000, assumed: false });
    expect(
      read(
        "I want to publish an ebook for new exporters. About 25,000 words. Cover design I will get done separately.",
        "Ghostwriter for ebook on export business",
      ).find((d) => d.kind === "long_form"),
    ).toMatchObject({ quantity: 25_000, assumed: false });
    // "One ebook" counts a piece, not its words: the length stated later is the ebook's.
    expect(
      read(
        "For a long time I have wanted to put everything I teach into one ebook. Rough chapters below.\nI'm thinking about 25,000 words in total.",
        "Ghostwriter for fitness ebook",
      ).find((d) => d.kind === "long_form"),
    ).toMatchObject({ quantity: 25_000, assumed: false });
  });

  it("counts the fixes a brief totals itself ('that is 12 things', 'so 5 things total')", () => {
    const fixes = (description: string) => read(description).find((d) => d.kind === "maintenance");
    expect(
      fixes(
        "Our WooCommerce site has some problems: 1) cart page is blank on mobile, 2) shipping charges show wrong, 3) contact form emails not arriving, 4) slider images stretched. Need these fixed.",
      ),
    ).toMatchObject({ quantity: 4, assumed: false });
    expect(
      fixes(
        "Our resort website is very slow. Need speed optimisation + fix 4 small bugs (form, lightbox, map, widget). So 5 things total.",
      ),
    ).toMatchObject({ quantity: 5, assumed: false });
    expect(
      fixes(
        "Problems on our store:\n- search not showing new arrivals\n- payment page timeout\n- zoom broken\nThat is 3 things, please fix.",
      ),
    ).toMatchObject({ quantity: 3, assumed: false });
  });

  it("reads pages as copy when the site is built elsewhere, and a report to write as writing", () => {
    expect(
      read(
        "Our website is being built by our developer, we only need the content written. 7 pages: Home, About, Contact.",
      ),
    ).toEqual([expect.objectContaining({ kind: "web_copy", quantity: 7 })]);
    expect(
      read("Write our annual report (approx 8,000 words) from field notes. Also 3 donor appeal emails."),
    ).toEqual([
      expect.objectContaining({ kind: "long_form", quantity: 8000 }),
      expect.objectContaining({ kind: "emails", quantity: 3 }),
    ]);
  });

  it("counts the endpoints a list names, reads Swagger docs as one document, and leaves a refused link out", () => {
    const brief = extractDeliverables({
      title: "Backend API for our truck tracking app",
      description:
        "Need a backend REST API.\n\nEndpoints required:\n- driver login with OTP\n- post GPS location\n- get trip list for a driver\n\nSwagger documentation please.",
    });
    expect(brief.deliverables.map((d) => [d.kind, d.quantity])).toContainEqual(["api_endpoints", 3]);
    expect(brief.deliverables.map((d) => [d.kind, d.quantity])).toContainEqual(["technical_docs", 1]);
    expect(brief.notEstimated).toEqual([]);
    const kinds = read(
      "We manage stock in Excel + Tally. Current stock of ~3,200 SKUs to be imported from Excel. Tally integration is not required right now.",
    );
    expect(kinds.map((d) => d.kind)).not.toContain("integration");
    expect(kinds).toContainEqual(expect.objectContaining({ kind: "data_migration", quantity: 3200 }));
  });

  it("documents an API once: in the Swagger docs asked for, else in the API's own documentation step", () => {
    const titles = (description: string) =>
      analyzeBrief(
        { title: "Partner API", description },
        { today: new Date("2026-11-02T09:00:00Z") },
      ).breakdown.map((task) => task.title);
    expect(titles("Need a REST API with 6 endpoints. Docs in Swagger.")).not.toContain("API documentation");
    expect(titles("Need a REST API with 6 endpoints.")).toContain("API documentation");
  });

  it("reads a store's fixes as a fix job (its apps are removed, not built) and keeps a part asked anew beside a fix", () => {
    expect(
      read(
        "Our Shopify store needs: fix cart drawer bug on iOS Safari, fix size chart popup, remove unused apps cleanly, fix broken collection filters. We are not redesigning anything.",
        "Shopify store fixes",
      ).map((d) => d.kind),
    ).toEqual(["maintenance"]);
    const kinds = read(
      "Our React app has email login. Password reset emails link to a 404. Fix that, and add 'Sign in with Google'.",
      "Fix password reset",
    ).map((d) => [d.kind, d.quantity]);
    expect(kinds).toContainEqual(["login", 1]);
    expect(kinds.map(([kind]) => kind)).not.toContain("integration");
  });

  it("plans no site the client has: 'Shopify store + logo + product shots all exist', 'add a chatbot to existing Next.js site'", () => {
    expect(
      read(
        "Shopify store + logo + product shots all exist. Need Diwali creatives: 8 Instagram posts and 8 stories.",
        "Festive social media creatives",
      ).map((d) => d.kind),
    ).not.toContain("site_pages");
    expect(
      read(
        "Add a WhatsApp chatbot for FAQs. No redesign, no new pages.",
        "Add WhatsApp chatbot to existing Next.js site",
      ).map((d) => d.kind),
    ).not.toContain("site_pages");
  });

  it("plans no site someone else builds: its pages are the copy asked for, its languages the translation's", () => {
    expect(
      read(
        "New website going live (Wix, we built it ourselves) but text is placeholder. Need copy for 6 pages (home, lessons, camps, stay, about, FAQ).",
      ).map((d) => [d.kind, d.quantity]),
    ).toEqual([["web_copy", 6]]);
    expect(
      read(
        "Our NGO is redesigning its website. Developer is already hired. We need UI design first:\n- 7 page designs\n- 3 presentation mockups",
      ).map((d) => d.kind),
    ).not.toContain("site_pages");
    expect(
      read(
        "Our website is only in English. We want the full site translated to Hindi and Odia. Total text is around 5,500 words. Website update we will do ourselves.",
      ).map((d) => d.kind),
    ).toEqual(["translation"]);
  });

  it("does not take a monthly rate for the pieces' count", () => {
    expect(
      read(
        "Maa channel ki scripts rayali. 20 scripts kavali, each 8-10 min video. Monthly 5 scripts, total 4 months.",
        "Telugu YouTube scripts for personal finance channel",
      ),
    ).toEqual([expect.objectContaining({ kind: "scripts", quantity: 20, assumed: false })]);
  });

  it("reads a paged catalogue as one print piece, and a site the pieces are used in as no site", () => {
    expect(
      read(
        "We are a spinning mill. For the trade fair we need a printed product catalogue, 24 pages, A4.",
        "24-page product catalogue for yarn mill",
      ),
    ).toEqual([expect.objectContaining({ kind: "print_items", pagesEach: 24 })]);
    expect(
      read(
        "Need a 24 page product catalogue for our pump factory, print ready.",
        "Product catalogue for pump factory",
      ),
    ).toEqual([expect.objectContaining({ kind: "print_items", pagesEach: 24 })]);
    expect(
      read("* 12 small icons for features (energy saving, warranty) to use in catalogue and website").map(
        (d) => d.kind,
      ),
    ).toEqual(["icons"]);
  });

  it("reads the length beside the body's ask for a piece the title names, and a piece summarised as its topic", () => {
    const paper = read(
      "We want a thought-leadership whitepaper on credit on UPI. Target length 8,000 words.\n\n" +
        "Alongside: 2 blog posts summarising the whitepaper (~1,000 words each).",
      "Whitepaper on UPI credit lines + blog posts",
    );
    expect(paper.find((d) => d.kind === "long_form")).toMatchObject({ quantity: 8000, assumed: false });
    expect(paper.find((d) => d.kind === "articles")).toMatchObject({ quantity: 2, wordsEach: 1000 });
  });
});

describe("edited pieces, through extractDeliverables and analyzeBrief", () => {
  it("reads pieces named in a sentence about editing them as the edit's source, its length their total", () => {
    expect(read("Please edit 20 blog posts of about 1,000 words each.", "Editor needed")).toEqual([
      expect.objectContaining({ kind: "editing", quantity: 20_000, assumed: false }),
    ]);
    const proofread = read(
      "We have 40 existing blog posts on our edtech site, roughly 1000 words each. Need proofreading for grammar, spelling and broken formatting.",
      "Proofread 40 old blog posts",
    );
    expect(proofread).toEqual([expect.objectContaining({ kind: "editing", quantity: 40_000 })]);
  });

  it("plans a proofread asked for alone as one pass at 2,000 words an hour, an edit as a copy edit and a proofread", () => {
    const tasks = (title: string, description: string) =>
      analyzeBrief({ title, description }, { today: new Date("2026-11-20T05:00:00Z") }).breakdown.filter(
        (t) => t.deliverable === 0,
      );
    const proofread = tasks("Proofread our ebook", "Need proofreading of my 20,000 word ebook for typos.");
    expect(proofread.map((t) => [t.estimatedHours, t.basis])).toEqual([
      [
        10.5,
        "20,000 words at 2,000 words an hour proofread = 10 h; × 1.05 (norms calibrated to reviewed estimates) = 10.5 h",
      ],
    ]);
    const edit = tasks("Edit our ebook", "Need my 20,000 word ebook edited for grammar and flow.");
    expect(edit.map((t) => t.estimatedHours)).toEqual([17, 5.5]); // 16 h and 5 h × 1.05
  });

  it("reads old posts to refresh as an edit of their stated total, and 'not writing new articles' as no writing", () => {
    expect(
      read(
        "We have 20 old blog posts (2021-22) that are now dropping. Total roughly 24,000 words. Need someone to edit/refresh them: update facts, improve headings. Not writing new articles.",
        "Refresh 20 old blog posts for SEO",
      ).map((d) => [d.kind, d.quantity]),
    ).toEqual([["editing", 24_000]]);
  });
});

describe("totals and marks placed on a design", () => {
  it("reads a dozen emails listed as 5 and 7 as those two sets, not a third", () => {
    expect(
      read(
        "Need a dozen emails written:\n- 5 emails welcome/onboarding for new learners\n- 7 emails nurture for leads",
        "Email sequences",
      ).map((d) => [d.kind, d.quantity]),
    ).toEqual([
      ["emails", 5],
      ["emails", 7],
    ]);
  });

  it("does not design the FSSAI logo a pouch carries", () => {
    expect(
      read("Packaging design for 8 pouches. FSSAI logo + licence no on back.", "Pouch packaging").map(
        (d) => d.kind,
      ),
    ).toEqual(["packaging"]);
  });
});
