import { describe, expect, it } from "vitest";
import { classifyBrief, TITLE_LENGTH_WORDS, WEAK_LEXICON_SCORE } from "./classify";
import { countWords } from "./count-words";
import { predictType } from "./text-classifier";

const classify = (title: string, description: string) => classifyBrief({ title, description });

describe(`classifyBrief on a brief of a title's length (≤ ${TITLE_LENGTH_WORDS} words of description)`, () => {
  it("takes the classifier's answer when the lexicon finds no term at all", () => {
    const result = classify("Azure DevOps pipeline setup", "Set up our Azure DevOps pipeline");
    expect(predictType("Azure DevOps pipeline setup\nSet up our Azure DevOps pipeline")?.type).toBe(
      "it_services",
    );
    expect(result.projectType).toBe("it_services");
    expect(result.matchedKeywords).toEqual([]);
    // No term of the lexicon backs the answer: it is given, but without confidence.
    expect(result.confidence).toBe(0);
  });

  it(`lets a sure classifier overrule one weak term (lexicon score below ${WEAK_LEXICON_SCORE})`, () => {
    // "facebook" and "instagram" are platforms (weight 2, ×3 in a title) that also name ad placements.
    for (const [title, description] of [
      ["Facebook ad specialist needed", "Looking for an expert for our sarees"],
      ["Instagram growth manager", "Grow our followers and engagement"],
    ]) {
      expect(predictType(`${title}\n${description}`)?.type).toBe("unsupported");
      expect(classify(title, description).projectType).toBe("unsupported");
    }
  });

  it("keeps the lexicon's answer for a longer brief, where the deliverables read from it decide", () => {
    const description =
      "Set up our Azure DevOps pipeline so that every push to the main branch of our three services is checked " +
      "and released by itself, with a manual step before the final release.";
    expect(countWords(description)).toBeGreaterThan(TITLE_LENGTH_WORDS);
    expect(classify("Azure DevOps pipeline setup", description).projectType).toBe("unsupported");
  });
});

describe("classifyBrief on people who run ads or rankings (marketing, issue 17 §3)", () => {
  it("refuses a media buyer, an ads specialist or SEO backlinks, and keeps ad creatives and SEO articles in scope", () => {
    for (const [title, description] of [
      [
        "Facebook Ads Specialist needed for our clinic",
        "Plan and run our campaigns; creatives will be given.",
      ],
      ["Experienced media buyer for Facebook ads", "Manage a monthly budget for our D2C brand."],
      ["High DA backlinks for furniture website", "Need 150 dofollow backlinks on home and lifestyle sites."],
    ])
      expect(classify(title, description).projectType).toBe("unsupported");
    expect(
      classify("Design 10 Facebook ads", "Ad creatives in 4 sizes for our Diwali sale.").projectType,
    ).toBe("graphic_design");
    expect(classify("SEO articles", "Write 10 SEO blog articles of 1,200 words.").projectType).toBe(
      "content_creation",
    );
  });
});

describe("classifyBrief on a restaurant's menu or ordering behind a table's QR code", () => {
  it("reads it as a web app, not as assistance", () => {
    const result = classify(
      "QR menu + ordering for cafe",
      "Cafe in Jaipur, 18 tables. Customer scans QR on table, sees menu with photos, places order, order appears on a " +
        "kitchen screen. Kitchen marks it ready.",
    );
    expect(result).toMatchObject({ projectType: "it_services", subcategory: "web_app" });
    expect(result.matchedKeywords).toContain("qr menu");
  });
});

describe("classifyBrief on captions to write", () => {
  it("reads Instagram captions as copywriting, not a video's captions", () => {
    const result = classify(
      "Instagram captions only - 3 months (cafe chain)",
      "Need Instagram captions - 30 per month for Dec, Jan, Feb. Hashtag set for each. Our designer makes the creatives.",
    );
    expect(result).toMatchObject({ projectType: "content_creation", subcategory: "copywriting" });
    expect(classify("Edit 10 YouTube videos", "Cut, colour and add captions to ten vlogs.").projectType).toBe(
      "unsupported",
    );
  });
});
