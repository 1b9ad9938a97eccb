import { describe, expect, it } from "vitest";
import {
  ASK_VERBS,
  AUDIENCE_OPENERS,
  DESCRIBED_NOUNS,
  DESCRIBING_ADJECTIVES,
  HEAD_NOUNS,
  OUT_OF_SCOPE_SIGNALS,
  PHRASE_BREAKS,
  SUBCATEGORIES,
  SUBCATEGORY_LEXICON,
  TITLE_CONNECTORS,
  TYPE_SIGNALS,
} from "./lexicon";

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

  it("writes the modifier word lists in lower case, each word once", () => {
    const lists = [
      ASK_VERBS,
      AUDIENCE_OPENERS,
      DESCRIBED_NOUNS,
      DESCRIBING_ADJECTIVES,
      PHRASE_BREAKS,
      TITLE_CONNECTORS,
      ...Object.values(HEAD_NOUNS),
    ];
    for (const list of lists) {
      expect(new Set(list).size).toBe(list.length);
      for (const word of list) expect(word).toBe(word.toLowerCase().trim());
    }
  });

  it("has keywords for every subcategory of spec 2 §1", () => {
    for (const subcategories of Object.values(SUBCATEGORIES)) {
      for (const sub of subcategories) expect(SUBCATEGORY_LEXICON[sub].length).toBeGreaterThan(0);
    }
  });
});
