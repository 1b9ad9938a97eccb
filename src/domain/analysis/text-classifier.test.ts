import { describe, expect, it } from "vitest";
import { tokenize } from "./classifier-tokens";
import { POST_TYPES, predictType } from "./text-classifier";

describe("tokenize", () => {
  it("lower-cases words, keeps dotted names whole, and adds bigrams", () => {
    expect(tokenize("Node.js API in Vue.js")).toEqual([
      "node.js",
      "api",
      "in",
      "vue.js",
      "node.js_api",
      "api_in",
      "in_vue.js",
    ]);
  });
});

describe("predictType", () => {
  it.each([
    ["Build a React web app with a Node.js backend", "it_services"],
    ["Write 10 SEO blog articles about fitness", "content_creation"],
    ["Logo and brand identity for a coffee shop", "graphic_design"],
    ["Edit 10 YouTube videos for our channel", "unsupported"],
  ])("reads %j as %s", (text, type) => {
    expect(predictType(text)?.type).toBe(type);
  });

  it("gives probabilities of the four types summing to 1, the type being the most probable", () => {
    const prediction = predictType("Shopify store setup with product pages");
    expect(prediction).not.toBeNull();
    const probabilities = POST_TYPES.map((t) => prediction?.probabilities[t] ?? -1);
    expect(probabilities.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6);
    expect(Math.max(...probabilities)).toBe(prediction?.probabilities[prediction.type]);
  });

  it.each([
    ["Build a Power BI dashboard for our sales data", "data"],
    ["Voice over artist for a two minute explainer", "voice"],
    ["Virtual assistant for email and calendar management", "assistance"],
  ])("names the family of %j: %s", (text, family) => {
    expect(predictType(text)).toMatchObject({ type: "unsupported", family });
  });

  it("answers null for a text that shares no word with the model", () => {
    expect(predictType("qqqzzz xxyyzz")).toBeNull();
  });
});
