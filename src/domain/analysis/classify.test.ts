import { describe, expect, it } from "vitest";
import { classifyBrief, MIN_IN_SCOPE_SCORE, TITLE_WEIGHT } from "./classify";
import { OUT_OF_SCOPE_SIGNALS, SUBCATEGORIES, SUBCATEGORY_LEXICON, TYPE_SIGNALS } from "./lexicon";

const classify = (title: string, description: string, requirements?: string) =>
  classifyBrief({ title, description, requirements });

describe("classifyBrief", () => {
  it.each([
    ["Logo for my bakery", "A warm, hand-drawn logo with our name Sweet Crumbs.", "graphic_design", "logo"],
    [
      "Food delivery app",
      "Android and iOS app with payments and order tracking.",
      "it_services",
      "mobile_app",
    ],
    ["REST API for inventory", "Endpoints for products and stock, JSON, token auth.", "it_services", "api"],
    [
      "Fix my WordPress site",
      "The site is broken after an update; fix errors and speed up.",
      "it_services",
      "maintenance",
    ],
    [
      "SEO content writer",
      "10 articles on home loans with keyword research.",
      "content_creation",
      "seo_writing",
    ],
    [
      "Proofread my novel",
      "A 60,000 word manuscript needs proofreading for typos.",
      "content_creation",
      "editing",
    ],
    [
      "Instagram posts",
      "Design 12 social media posts for our cafe launch.",
      "graphic_design",
      "social_graphics",
    ],
    [
      "Brand identity for a clinic",
      "Logo, colour palette, business card and brand guidelines.",
      "graphic_design",
      "branding",
    ],
    [
      "Figma mockups",
      "Wireframes and UI design for 8 screens of our dashboard.",
      "graphic_design",
      "ui_mockups",
    ],
  ])("classifies %j", (title, description, type, subcategory) => {
    expect(classify(title, description)).toMatchObject({ projectType: type, subcategory });
  });

  it("reads the requirements too", () => {
    expect(
      classify("Project", "See requirements.", "We need a blog post every week about gardening.").projectType,
    ).toBe("content_creation");
  });

  it("refuses work outside the three categories and says which signals it saw", () => {
    const result = classify(
      "Data entry from PDF invoices",
      "Type 500 invoices into our Excel sheet accurately.",
    );
    expect(result).toMatchObject({ projectType: "unsupported", subcategory: "", matchedKeywords: [] });
    expect(result.outOfScopeKeywords).toContain("data entry");
  });

  it("lets out-of-scope signals dominate an in-scope mention", () => {
    const result = classify(
      "Virtual assistant",
      "Manage email and calendar for the owner of a website design agency.",
    );
    expect(result.projectType).toBe("unsupported");
  });

  it(`refuses a brief that scores below ${MIN_IN_SCOPE_SCORE}`, () => {
    expect(classify("Help needed", "Please contact me for details.")).toMatchObject({
      projectType: "unsupported",
      outOfScopeKeywords: [],
    });
  });

  it(`weights the title ${TITLE_WEIGHT}× the description`, () => {
    // "logo" (4) in the title beats "website" (2) × 3 occurrences in the body only thanks to the weight.
    const result = classify("Logo", "For our website. The website is new. Our website sells tea.");
    expect(result.projectType).toBe("graphic_design");
  });

  it("lets the strongest, longest phrase claim its words", () => {
    expect(classify("Landing page copy", "Persuasive landing page copy for our course.")).toMatchObject({
      projectType: "content_creation",
      subcategory: "copywriting",
    });
    expect(classify("Web design (design only)", "Homepage and 3 inner pages for our site.").projectType).toBe(
      "graphic_design",
    );
  });

  it("matches whole words only, with plurals", () => {
    expect(classify("Happy apple", "A pineapple mapping.").projectType).toBe("unsupported");
    expect(classify("Apps", "Two apps for Android.").subcategory).toBe("mobile_app");
  });

  it("reports confidence between 0 and 1 and the strongest keywords first", () => {
    const result = classify("Mobile app", "Android app with push notifications.");
    expect(result.confidence).toBeGreaterThan(0);
    expect(result.confidence).toBeLessThanOrEqual(1);
    expect(result.matchedKeywords[0]).toBe("mobile app");
  });

  it("is deterministic", () => {
    const brief = { title: "Website and logo", description: "A website with a logo and blog." };
    expect(classifyBrief(brief)).toEqual(classifyBrief(brief));
  });
});

describe("lexicon", () => {
  const all = [
    ...Object.values(SUBCATEGORY_LEXICON).flat(),
    ...Object.values(TYPE_SIGNALS).flat(),
    ...OUT_OF_SCOPE_SIGNALS,
  ];

  it("lists each term once, in lower case, with a weight from 1 to 5", () => {
    const terms = all.map((rule) => rule.term);
    expect(new Set(terms).size).toBe(terms.length);
    for (const rule of all) {
      expect(rule.term).toBe(rule.term.toLowerCase());
      expect(rule.weight).toBeGreaterThanOrEqual(1);
      expect(rule.weight).toBeLessThanOrEqual(5);
    }
  });

  it("has keywords for every subcategory of spec 2 §1", () => {
    for (const subcategories of Object.values(SUBCATEGORIES)) {
      for (const sub of subcategories) expect(SUBCATEGORY_LEXICON[sub].length).toBeGreaterThan(0);
    }
  });
});
