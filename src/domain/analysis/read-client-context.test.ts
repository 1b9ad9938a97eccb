import { describe, expect, it } from "vitest";
import { analyzeBrief } from "./analyze-brief";
import { readDeliverables as read } from "./read-deliverables.test-helper";

const kinds = (description: string, title: string) => read(description, title).map((d) => d.kind);

/**
 * What a brief says beside its asks (decision 0025, "parts need something to be part of" and after): what the client
 * has, lacks, attaches or had made before, who builds, and asks said in the client's words (blind rounds r and t).
 */
describe("what the client lacks is asked for", () => {
  it("reads 'we do not have any text — the writer must create the copy' as copy to write", () => {
    expect(
      kinds(
        "We require a new WordPress website of 8 pages. We do not have any text — the writer must create the copy for all 8 pages.",
        "Hotel website",
      ),
    ).toEqual(["site_pages", "web_copy"]);
    expect(kinds("We do not need any text written, only the 8-page website.", "Hotel website")).not.toContain(
      "web_copy",
    );
  });
});

describe("posts on LinkedIn are text to write", () => {
  it("reads 'a dozen LinkedIn posts' as 12 posts to write, about an hour each, and LinkedIn post designs as graphics", () => {
    const analysis = analyzeBrief(
      {
        title: "LinkedIn posts for founder",
        description: "Want a dozen LinkedIn posts over next month — stories and lessons.",
      },
      { today: new Date("2026-11-02T09:00:00Z") },
    );
    expect(analysis.deliverables).toEqual([
      expect.objectContaining({ kind: "social_captions", quantity: 12 }),
    ]);
    const writing = analysis.breakdown.find((task) => task.deliverable === 0 && task.stage === "production");
    expect(writing?.basis).toMatch(/250 words at 250 words an hour/);
    expect(kinds("Need 10 LinkedIn post designs for our page.", "Social designs")).toEqual([
      "social_graphics",
    ]);
  });
});

describe("short texts and a site's words, as clients ask for them", () => {
  it("reads product blurbs, counted descriptions and descriptions written for uploaded products, with short lengths", () => {
    expect(
      read(
        "Copy: please write a short intro page and 80 product blurbs (~40 words each).",
        "Catalogue copy",
      ).map((d) => [d.kind, d.quantity, d.wordsEach]),
    ).toEqual([
      ["web_copy", 1, undefined],
      ["product_descriptions", 80, 40],
    ]);
    expect(
      kinds("Need text for our homestay and 20 small descriptions for our rooms and activities.", "Copy"),
    ).toContain("product_descriptions");
    expect(
      read("- 60 products uploaded with descriptions written by you (~100 words each)", "Shopify store").find(
        (d) => d.kind === "product_descriptions",
      ),
    ).toMatchObject({ quantity: 60, wordsEach: 100 });
  });

  it("reads 'please write the copy too' beside a site as the copy of its pages", () => {
    expect(
      read(
        "Need a simple 5-page website (Home, Branches, Memberships, Trainers, Contact), and please write the copy too as we have none.",
        "Gym website",
      ).map((d) => [d.kind, d.quantity]),
    ).toEqual([
      ["site_pages", 5],
      ["web_copy", 5],
    ]);
  });
});

describe("systems named by what they do", () => {
  it("reads a stock tracker or QR ordering named in the title as a web app", () => {
    expect(
      kinds(
        "I have 2 hardware shops. Staff should have their own login.",
        "Stock tracking for hardware shop",
      ),
    ).toContain("web_app");
    expect(kinds("Cafe in Jaipur, 18 tables.", "QR menu + ordering for cafe")).toEqual(["web_app"]);
  });

  it("keeps the site of 'a 5-page website, and the website copy written too'", () => {
    expect(
      read(
        "We need a logo and basic brand identity, a 5-page website, and the website copy written too.",
        "Brand + website for coworking space",
      ).map((d) => [d.kind, d.quantity]),
    ).toEqual(
      expect.arrayContaining([
        ["site_pages", 5],
        ["web_copy", 5],
      ]),
    );
  });
});

describe("what the client has, had built or does itself, in a long brief", () => {
  const rfp =
    "Our current website (WordPress, 2017) was built by a local vendor. It is slow. We have a brand guide from 2021, a logo, and a product photo library from a 2025 shoot; none of these should be redone.\n" +
    "2.1 New website of about 12 pages on WordPress (custom theme).\n" +
    "2.2 Investor section: upload area for annual reports and disclosures.\n" +
    "2.3 Migrate the ~150 news posts from the old site.\n" +
    "2.5 Copywriting for all 12 pages in English (Hindi translation will be done by our in-house team).\n" +
    "Out of scope: hosting, social media.";

  it("plans the new site, its copy, the move and the upload area, and none of the client's own pieces", () => {
    expect(read(rfp, "RFP: Corporate website rebuild").map((d) => [d.kind, d.quantity])).toEqual([
      ["site_pages", 12],
      ["data_migration", 150],
      ["web_copy", 12],
      ["feature", 1],
    ]);
  });
});

describe("a redesign the client's developers build", () => {
  it("reads a flow redesigned in N screens, with its microcopy, as design and copy only when the client's devs implement", () => {
    expect(
      read(
        "Our React Native app is live; our devs will implement. We want the onboarding and KYC flow redesigned — 7 screens — and the microcopy on those screens rewritten in simple Hinglish.",
        "App screens redesign + microcopy",
      ).map((d) => [d.kind, d.quantity]),
    ).toEqual([
      ["web_copy", 3],
      ["ui_design", 7],
    ]);
    expect(kinds("In-app microcopy review for ~60 screens.", "Help content")).not.toContain("web_copy");
  });
});

describe("what is done, fixed, attached or was written before", () => {
  it("plans none of the pieces the client says are done, fixed, attached or written last year", () => {
    expect(
      kinds(
        "The store, logo and product photos are all done and we are happy with them. What we need is fresh product descriptions for 24 products.",
        "Product descriptions",
      ),
    ).toEqual(["product_descriptions"]);
    const print = kinds(
      "Logo and brand colours are fixed (see attached brand guide from 2024 — do not change). Need: a 4-page dine-in menu design and a table tent card.",
      "New outlet",
    );
    expect(print).toContain("print_items");
    expect(print).not.toContain("logo");
    expect(print).not.toContain("brand_identity");
    expect(
      read(
        "We want 8 blog articles, 1200-1500 words each. Last year an agency wrote 20 articles for us; please do not repeat those topics.",
        "SEO blog articles",
      ).map((d) => [d.kind, d.quantity]),
    ).toEqual([["articles", 8]]);
  });
});

describe("a site's text without the site", () => {
  it("reads 'need text for website, 4 pages' as copy for 4 pages, no site to build, and label copy that is the client's as none", () => {
    expect(
      read(
        "hi.. we have homestay in coorg, need text for website, 4 pages. english. thanks",
        "hotel website text",
      ).map((d) => [d.kind, d.quantity]),
    ).toEqual([["web_copy", 4]]);
    expect(
      read(
        "Need packaging design for 3 SKUs (100g pouch each) and the product label copy is ours.",
        "Tea packaging",
      ).map((d) => [d.kind, d.quantity]),
    ).toEqual([["packaging", 3]]);
  });
});

describe("people at work in a system nobody named", () => {
  it("plans the phone app of the people it serves and its office side from what each should do", () => {
    const analysis = analyzeBrief(
      {
        title: "Delivery tracking for our drivers",
        description:
          "We deliver water cans in Chennai. Drivers should see their route list for the day on their phone, mark delivered, and the office should see live where each driver is on a map. Customers get an SMS when driver is 10 min away.",
      },
      { today: new Date("2026-11-02T09:00:00Z") },
    );
    expect(analysis.projectType).toBe("it_services");
    expect(analysis.deliverables?.map((d) => d.kind)).toEqual(
      expect.arrayContaining(["mobile_app", "admin_panel", "login", "integration"]),
    );
  });
});
