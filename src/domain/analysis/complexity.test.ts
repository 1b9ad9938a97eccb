import { describe, expect, it } from "vitest";
import { assessComplexity, countWords, readScopeSignals } from "./complexity";

describe("countWords", () => {
  it("counts whitespace-separated tokens that contain a letter or digit", () => {
    expect(countWords("An e-commerce site for ₹5,000 - quickly •")).toBe(6);
    expect(countWords("   ")).toBe(0);
  });
});

describe("readScopeSignals", () => {
  it.each([
    ["We need 10 pages", { page: 10 }],
    ["Write five blog posts", { post: 5 }],
    ["Write a blog post about us", { post: 1 }],
    ["Three simple screens", { screen: 3 }],
    ["Show 3 logo concepts", { concept: 3 }],
    ["Two banner styles in four sizes each, a total of eight banners", { graphic: 8 }],
    ["A 60,000 word manuscript", { kword: 60 }],
    ["A five-page responsive website", { page: 5 }],
    ["A 12-page site", { page: 12 }],
  ])("counts %j", (text, counts) => {
    expect(readScopeSignals(text).counts).toEqual(counts);
  });

  it.each([
    "Pays up to $500 per article",
    "I can pay $2 per post",
    "Designs for the iPhone 5 screen size",
    "Posted in 2024 on our blog",
  ])("does not mistake prices, rates or models for counts: %j", (text) => {
    const { counts } = readScopeSignals(text);
    expect(counts.post).toBeUndefined();
    expect(counts.screen).toBeUndefined();
  });

  it("reads the first stated length", () => {
    expect(readScopeSignals("Posts are usually 1500-2500 words").statedWords).toBe(1500);
  });

  it("counts a site's blog section and a working form as features", () => {
    expect(
      readScopeSignals("A website with a contact form, an admin panel and a blog section.").features,
    ).toEqual(["admin", "blog", "forms"]);
  });

  it("finds feature groups and platforms", () => {
    const signals = readScopeSignals(
      "Login, payment gateway, admin panel and Google Maps on Android and iOS.",
    );
    expect(signals.features).toEqual(["payments", "accounts", "admin", "maps"]);
    expect(signals.platforms).toEqual(["android", "ios"]);
  });
});

describe("assessComplexity", () => {
  const words = (n: number) => Array(n).fill("word").join(" ");

  it("is low for a short brief", () => {
    const result = assessComplexity(readScopeSignals("A simple website"), { countsFeatures: true });
    expect(result).toMatchObject({ complexity: "low", points: 0, scale: 0 });
  });

  it("adds a point per word step (80, 250, 600 words)", () => {
    expect(assessComplexity(readScopeSignals(words(80)), { countsFeatures: false }).points).toBe(1);
    expect(assessComplexity(readScopeSignals(words(250)), { countsFeatures: false }).points).toBe(2);
    expect(assessComplexity(readScopeSignals(words(600)), { countsFeatures: false }).complexity).toBe(
      "medium",
    );
  });

  it("counts features beyond the first and several platforms for software only", () => {
    const signals = readScopeSignals("Login, payments, chat, Google Maps and reports, on Android and iOS.");
    const software = assessComplexity(signals, { countsFeatures: true });
    expect(software.points).toBe(5); // 4 feature points (capped) + 1 for two platforms
    expect(software.complexity).toBe("high");
    expect(assessComplexity(signals, { countsFeatures: false }).points).toBe(0);
  });

  it("adds a point for twice the default count and two for five times", () => {
    const unit = { kind: "page" as const, defaultCount: 5 };
    expect(assessComplexity(readScopeSignals("9 pages"), { countsFeatures: false, unit }).points).toBe(0);
    expect(assessComplexity(readScopeSignals("10 pages"), { countsFeatures: false, unit }).points).toBe(1);
    expect(assessComplexity(readScopeSignals("25 pages"), { countsFeatures: false, unit }).points).toBe(2);
  });

  it("caps the scale at 1", () => {
    const signals = readScopeSignals(`${words(700)} login payments chat maps reports android ios 50 pages`);
    const result = assessComplexity(signals, {
      countsFeatures: true,
      unit: { kind: "page", defaultCount: 5 },
    });
    expect(result.scale).toBe(1);
  });
});
