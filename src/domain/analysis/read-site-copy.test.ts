import { describe, expect, it } from "vitest";
import { readDeliverables as read } from "./read-deliverables.test-helper";

const kinds = (description: string, title?: string) =>
  read(description, title).map((d) => `${d.kind}×${d.quantity}${d.wordsEach ? `@${d.wordsEach}` : ""}`);

/** Briefs about a site's words, and what a client says it has or keeps (read-whole-brief.ts, read-sentence.ts). */
describe("site copy and what the client keeps, through extractDeliverables", () => {
  it("reads the pages of a brief that asks for a site's words and builds nothing as copy to write", () => {
    expect(
      kinds(
        "Website content writing for a multispeciality hospital: 12 pages, SEO friendly, ~500 words each.",
        "Hospital website content",
      ),
    ).toEqual(["web_copy×12@500"]);
    expect(
      kinds(
        "Need content for our new website - 8 pages: home, about, services, projects, careers, blog, FAQ, contact. We already have a developer building the site.",
        "Content writer for website",
      ),
    ).toEqual(["web_copy×8"]);
    expect(
      kinds(
        "Website content writing for a hospital: 12 pages, ~500 words each. Our developer is building the site.",
        "Content writer for hospital website",
      ),
    ).toEqual(["web_copy×12@500"]);
  });

  it("reads 'the text for these 6 pages' as copy for the site's pages", () => {
    expect(
      kinds(
        "(b) a 6 page website: Home, About, Products, Industries, Quality, Contact\n(c) someone to write the text for these 6 pages in good English.",
      ),
    ).toEqual(["site_pages×6", "web_copy×6"]);
  });

  it("keeps the build when the brief asks for the site too, and writes all of its pages", () => {
    expect(
      kinds(
        "We want a new 6 page website for our school. Please also write the content for the pages.",
        "Build site + content",
      ),
    ).toEqual(["site_pages×6", "web_copy×6"]);
    expect(
      kinds("Need 5 page website with content writing for our bakery.", "Website and content for bakery"),
    ).toContain("site_pages×5");
  });

  it("counts the pages a list names, 'Shipping & Returns' as one, and the language versions a site is asked in", () => {
    expect(
      kinds(
        "Our sweet shop wants a website where people can order online. Pages also needed: Home, About, Contact, Bulk/Wedding Orders.",
      ),
    ).toContain("site_pages×4");
    expect(
      kinds(
        "What we need:\n- Shopify store (we already bought the plan)\n- Pages: Home, Our Story, Contact, Shipping & Returns policy\n- 40 products to be uploaded — we will give names and prices in an Excel. Product descriptions we will write ourselves, just paste them",
      ),
    ).toEqual(["site_pages×4", "catalogue×40"]);
    expect(
      kinds(
        "Need corporate website, 5 pages. Besides English we need Japanese and Chinese versions of the site; translations will be given by our agent.",
      ),
    ).toEqual(["site_pages×5", "language_version×2"]);
    expect(
      kinds(
        "Temple website with six pages. Tamil and English both (we will give Tamil text).",
        "Temple website",
      ),
    ).toEqual(["site_pages×6", "language_version×1"]);
  });

  it("reads what the client has or keeps as no ask: a login it shares, an API its software has, a module that is fine", () => {
    expect(
      kinds(
        "Our CA firm's WordPress site has problems:\n1. contact form not sending emails\n2. mobile menu doesn't open\nPlease fix both. Hosting is on Hostinger, will share login.",
      ),
    ).toEqual(["maintenance×2"]);
    expect(
      kinds(
        "Our clinic software (Practo-like, local vendor) has a REST API for appointments. Need a small service that sends WhatsApp reminders.",
      ),
    ).not.toContain("api_endpoints×8");
    expect(
      kinds(
        "We want to add (a) online fee payment via Razorpay (b) PDF fee receipt after payment. Report cards module etc. is fine as it is.",
      ).filter((k) => k.startsWith("feature")),
    ).toHaveLength(1);
  });

  it("reads what is out of scope or done by the client's own people as no ask", () => {
    expect(
      kinds(
        "Our Android app (built in-house) needs a backend: a REST API with about 12 endpoints. Frontend/app not in scope.",
      ),
    ).toEqual(["api_endpoints×12"]);
    expect(
      kinds(
        "Write my ebook, about 25,000 words. Cover and formatting my designer will handle, so only the writing.",
        "Ghostwriter for fitness ebook",
      ),
    ).toEqual(["long_form×25000"]);
    expect(
      kinds(
        "We need a small internal web app for leaves.\n- Employees sign in with Google\n- HR panel: set leave policies, export to Excel\nPayroll integration not needed.",
      ),
    ).toEqual(expect.arrayContaining(["web_app×7", "login×1", "admin_panel×8"]));
    expect(
      kinds("We need a small internal web app for leaves. Payroll integration not needed.").filter((k) =>
        k.startsWith("integration"),
      ),
    ).toEqual([]);
  });

  it("reads a stated number of fixes over as many listed lines as a fix job, an addition among them too", () => {
    expect(
      kinds(
        "Our CA firm's WordPress site (built 3 yrs back) has these problems:\n1. contact form not sending emails\n2. mobile menu doesn't open\n3. home page takes 9-10 seconds to load\n4. add our new partner's profile on the Team page\nPlease fix all 4.",
        "Fix issues on our WordPress website",
      ),
    ).toEqual(["maintenance×4"]);
    // New work asked for outside the list is still planned.
    expect(
      kinds(
        "Our Laravel site has issues:\n1) OTP sms not coming\n2) cart total wrong\nPlease fix these 2. Also want to add coupon codes which admin can create.",
      ),
    ).toEqual(expect.arrayContaining(["maintenance×2", "feature×1"]));
  });
});

describe("page lists with notes and after a dash", () => {
  it("counts pages whose names carry notes in brackets, and a list after a dash that names the usual pages", () => {
    expect(
      kinds(
        "We want our own website.\nPages: Home, Rooms (3 room types), Experiences (yoga, rafting, our cafe), About us, Gallery, Contact / How to reach.",
      ),
    ).toContain("site_pages×6");
    expect(
      kinds(
        "Need a simple website — Home, About Doctors, Treatments, Gallery (before/after photos), Testimonials, Contact.",
      ),
    ).toContain("site_pages×6");
  });

  it("does not count forms listed after a dash as pages", () => {
    expect(
      kinds(
        "Please connect the 3 enquiry forms on our website - admission enquiry, franchise enquiry, career - to Zoho CRM.",
      ),
    ).not.toContain("site_pages×3");
  });

  it("reads a listed page named like a feature or a report as that page, beside no app", () => {
    expect(
      kinds("Want Shopify store. Pages: home, about, quality/lab reports, bulk enquiry, contact, policies."),
    ).toEqual(["site_pages×6"]);
    expect(
      kinds(
        "Build our website, approx 8 pages: home, about, programmes, impact stories, team, annual reports, donate, contact.",
      ),
    ).toEqual(["site_pages×8"]);
  });
});

describe("a site someone else builds", () => {
  it("reads 'need only content' and 'web developer is ready' as copy to write, not pages to build", () => {
    expect(
      kinds(
        "Web developer is ready, need only content for 8 pages: Home, About, Management, Careers.",
        "Website content writing for spinning mill (8 pages)",
      ),
    ).toEqual(["web_copy×8"]);
  });

  it("reads a second language said apart from the first, and all pages' content asked in Hinglish", () => {
    expect(kinds("We need a 6 page website. Website should be in English and also in Hindi.")).toContain(
      "language_version×1",
    );
    expect(kinds("We need a 6 page website. Site should work in Marathi bhi.")).toContain(
      "language_version×1",
    );
    expect(
      kinds(
        "Pages: Home, Boat Rides, Packages, Gallery, About, Contact. Saare pages ka English content aap likh dijiye.",
      ),
    ).toContain("web_copy×6");
  });

  it("shares a length given for all the pages among them, and leaves the languages to the separate developer", () => {
    expect(
      read(
        "5 pages content (home, services, about, process, contact) in English, and the same translated into Hindi for the Hindi version of site (approx 2500 words). Developer is separate.",
        "Website content for interior design firm in English + Hindi",
      ).map((d) => [d.kind, d.quantity, d.wordsEach, d.variants]),
    ).toEqual([["web_copy", 5, 500, 2]]);
  });

  it("reads an interior design studio's website content as copy, not a site to design", () => {
    expect(
      kinds(
        "Need website content for our interior design studio. 7 pages: Home, About, Services, Residential, Commercial, Our Process, Contact.",
        "Website content for interior design studio",
      ),
    ).toEqual(["web_copy×7"]);
  });

  it("writes the pages of a site its developer has made, in each language asked", () => {
    expect(
      read(
        "Website developer ne design bana diya hai, ab content chahiye. 7 pages: Home, About, Residential, Commercial, Subsidy, FAQ, Contact. Each page in both English and Hindi.",
        "Solar company website content",
      ).map((d) => [d.kind, d.quantity, d.variants]),
    ).toEqual([["web_copy", 7, 2]]);
  });
});
