import { describe, expect, it } from "vitest";
import { countWords } from "./count-words";

describe("countWords", () => {
  it("counts whitespace-separated tokens that contain a letter or digit", () => {
    expect(countWords("An e-commerce site for ₹5,000 - quickly •")).toBe(6);
    expect(countWords("   ")).toBe(0);
  });
});
