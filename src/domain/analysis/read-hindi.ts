/**
 * Briefs written in Hindi (Devanagari script) read as the English the estimator knows (issue 17 §1, decision
 * 0025): Devanagari digits become ASCII digits, the danda a full stop, and each Devanagari word with an entry
 * in the glossary (`hindi-words.ts`) its English gloss ("30 ब्लॉग चाहिए" → "30 blogs need"). Words without an
 * entry are transliterated to Latin letters with Sanscript (ITRANS, lower-cased): they match no English term,
 * and read as the words between a count and its noun do in English ("बारह रंगीन चित्र" → "twelve ramgina
 * illustrations"). Word order stays Hindi (verb last) but for "in" after languages, which moves before them
 * ("हिंदी में" → "in hindi"), as the readings of languages expect, and "run" or "manage" after ads or pages ("run
 * ads"), as the readings of out-of-scope marketing work expect. Pure.
 *
 * @module
 */
import Sanscript from "@indic-transliteration/sanscript";
import { HINDI_PHRASES, HINDI_WORDS, keyOf } from "./hindi-words";
import { LANGUAGE } from "./rule-patterns";

/** Any Devanagari letter, sign or digit: a text without one is returned as it is. */
const DEVANAGARI = /[\u0900-\u097F]/;
/** A Devanagari word: letters and signs, without the danda (U+0964–5), digits (U+0966–F) and the abbreviation sign. */
const WORD = /[\u0900-\u0963\u0971-\u097F]+/g;
/** "in", a postposition: glossed last, before the languages it follows ("हिंदी और अंग्रेज़ी दोनों में" → "in both hindi and english"). */
const IN = "में";
const IN_LANGUAGE = new RegExp(
  `\\b((?:${LANGUAGE})(?:(?:,\\s*|\\s+(?:and|or)\\s+)(?:${LANGUAGE}))*)(\\s+both)?\\s+में`,
  "gi",
);
/** "2 हज़ार शब्द": a digit count of thousands (the word's key form, nukta dropped). */
const THOUSANDS = /(\d+(?:\.\d+)?)\s*हजार/g;

/**
 * The text with its Devanagari read as English: digits as ASCII digits, the danda as a full stop, the
 * phrases of {@link HINDI_PHRASES} and the words of {@link HINDI_WORDS} as their gloss ("हिंदी में 30 ब्लॉग
 * चाहिए, हर एक लगभग 1000 शब्द का" → "in hindi 30 blogs need, each about 1000 words ka"); a digit count of
 * हज़ार as its thousands ("2 हज़ार शब्द" → "2000 words"). Texts without Devanagari are returned unchanged.
 */
export function glossHindi(text: string): string {
  if (!DEVANAGARI.test(text)) return text;
  let glossed = keyOf(text)
    .replace(/[\u0966-\u096F]/g, (digit) => String(digit.charCodeAt(0) - 0x0966))
    .replace(/[\u0964\u0965]/g, ".")
    .replace(THOUSANDS, (_, n: string) => String(Math.round(Number(n) * 1000)));
  for (const [phrase, english] of HINDI_PHRASES) glossed = glossed.replace(phrase, english);
  return (
    glossed
      .replace(WORD, (word) => (word === IN ? word : (HINDI_WORDS[word] ?? latin(word))))
      .replace(IN_LANGUAGE, (_, languages: string, both?: string) => `in ${both ? "both " : ""}${languages}`)
      // "विज्ञापन चलाए" → "run ads": running ads and managing pages read as English says them, verb first.
      .replace(/\b(ads|pages?|accounts?|campaigns?) (run|manage)\b/g, "$2 $1")
      .replace(/में/g, "in")
  );
}

/** A Devanagari word in Latin letters: ITRANS, lower-cased, its marks (~, ^, .) dropped. */
function latin(word: string): string {
  return Sanscript.t(word, "devanagari", "itrans")
    .toLowerCase()
    .replace(/[^a-z]/g, "");
}

/** "पैथोलॉजी लैब के लिए online reports portal": a title's "X के लिए Y" asks for Y, read "Y for X" as English says it. */
const FOR_IN_TITLE = /\s*के\s+लिए\s*/;

/** A title read by {@link glossHindi}, its one "X के लिए Y" turned to "Y for X" so the title's head is the ask. */
function glossTitle(title: string): string {
  const parts = title.split(FOR_IN_TITLE);
  return parts.length === 2 && parts[0].trim() && parts[1].trim()
    ? `${glossHindi(parts[1])} for ${glossHindi(parts[0])}`
    : glossHindi(title);
}

/**
 * The brief with its title, description and requirements read by {@link glossHindi} (the title by
 * {@link glossTitle}); other fields unchanged.
 */
export function readableBrief<T extends { title: string; description: string; requirements?: string | null }>(
  brief: T,
): T {
  if (!DEVANAGARI.test(brief.title + brief.description + (brief.requirements ?? ""))) return brief;
  return {
    ...brief,
    title: glossTitle(brief.title),
    description: glossHindi(brief.description),
    ...(typeof brief.requirements === "string" ? { requirements: glossHindi(brief.requirements) } : {}),
  };
}
