/**
 * Quantities as a brief writes them (issue 17 §1, decision 0025): number words turned into digits with
 * compromise's number parser, counts of a deliverable's unit, lengths in words, and a translation's
 * languages. Pure; used by `extract-deliverables.ts`.
 *
 * @module
 */
import nlp from "compromise";
import type { DeliverableKind } from "./deliverable-kinds";
import type { DeliverableRule } from "./deliverable-rules";
import { LANGUAGE } from "./rule-patterns";
import type { Deliverable } from "./schema";

export const NUMBER_WORD =
  "zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|" +
  "seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand";
export const NUMBER_WORD_RUN = new RegExp(
  `(?<![a-z0-9])(?:${NUMBER_WORD})(?:[\\s-]+(?:and[\\s-]+)?(?:${NUMBER_WORD}))*(?![a-z0-9])`,
  "gi",
);
/** "2k words", "2.5k": thousands written with k. */
export const THOUSANDS = /(?<![a-z0-9.])(\d+(?:\.\d+)?)\s?k(?=\s*(?:-|\s)?\s*words?\b|\s*(?:-|to)\s*\d)/gi;

/** Hindi number words clients write in Hinglish ("do alag flyers", "teen posters", "paanch pages"). */
const HINDI_NUMBERS: Record<string, number> = {
  do: 2,
  teen: 3,
  char: 4,
  chaar: 4,
  paanch: 5,
  panch: 5,
  chhe: 6,
  saat: 7,
  aath: 8,
  das: 10,
  barah: 12,
  bees: 20,
  pachas: 50,
};
/**
 * A Hindi number word before a plural noun ("teen posters", "paanch pages"), and "do" only before "alag" or "naye"
 * ("do alag flyers"): never before a singular, so "do the design", "we will do ourselves" and "teen fashion" stay
 * words.
 */
const HINDI_COUNT = new RegExp(
  String.raw`\b(?:(do)(?=\s+(?:alag|naye|nayi|nai|different)\s+[a-z]{2,}s\b)|(${Object.keys(HINDI_NUMBERS)
    .filter((word) => word !== "do")
    .join("|")})(?=\s+(?:alag |naye |nayi |nai |aur |different )?(?!(?:our|your|them)selves\b)[a-z]{2,}s\b))`,
  "gi",
);

/**
 * Number words turned into digits with compromise's number parser ("forty" → "40", "twenty-five"
 * → "25"), "a dozen" → "12", "2k" → "2000", Hindi number words before a plural ({@link HINDI_COUNT}). "one of …"
 * keeps its word: it is a choice, not a count.
 */
export function digitsForNumbers(text: string): string {
  return (
    text
      .replace(/\bhalf a dozen\b/gi, "6")
      .replace(/\b(?:a|one) dozen\b/gi, "12")
      .replace(/\b(two|three|four|five) dozen\b/gi, (_, n: string) =>
        String(12 * ["two", "three", "four", "five"].indexOf(n.toLowerCase()) + 24),
      )
      .replace(/\ba couple of\b/gi, "2")
      .replace(HINDI_COUNT, (word: string) => String(HINDI_NUMBERS[word.toLowerCase()]))
      // "Require: (1) a catalogue, (2) a website": list markers are not counts.
      .replace(/(^|[:;,]\s*|\band\s+)\((?:\d{1,2}|[a-h]|[ivx]{1,4})\)(?=\s+[a-z])/gim, "$1")
      .replace(/\ba handful(?: of)?\s*\((\d+)\)/gi, "$1")
      // "10-12 pages", "upto 8 screens": the upper figure is what must be delivered; lengths keep their range.
      .replace(
        /\b(\d+)\s*(?:-|–|to)\s*(\d+)(?=\s+(?!words?\b|w\b|minutes?|mins?|seconds?|hours?|days?|weeks?|months?|years?|%)[a-z])/gi,
        "$2",
      )
      .replace(/\bup ?to (\d+)\b/gi, "$1")
      .replace(THOUSANDS, (_, n: string) => String(Math.round(Number(n) * 1000)))
      .replace(NUMBER_WORD_RUN, (run: string, offset: number, whole: string) => {
        // "one of …" is a choice and "one-page" a format, not counts.
        if (/^one$/i.test(run) && /^(?:\s+of\b|-)/i.test(whole.slice(offset + run.length))) return run;
        const value = (nlp(run).numbers().get() as unknown[])[0];
        return typeof value === "number" && Number.isFinite(value) ? String(value) : run;
      })
  );
}

export const toNumber = (digits: string) => Number(digits.replace(/,/g, ""));
/** Counts beyond this are prices, years or IDs, not quantities of work. */
export const MAX_COUNT = 5_000;
/** A quantity of work: positive and not a price, a year, a phone number or an ID (at most {@link MAX_COUNT}). */
export const isCount = (n: number) => n > 0 && n <= MAX_COUNT;
/** Records a data import moves may run far past {@link MAX_COUNT} ("18,000 alumni records"), not past a phone number. */
export const MAX_RECORDS = 10_000_000;
/** A year ("the 2027 batch", "since 1998"), never a count. */
export const YEAR = /^(?:19[5-9]\d|20\d\d)$/;
export const PRICE_BEFORE = /(?:₹|rs\.?|inr|\$|usd|€|£)\s*$/;

/** The quantity a rule's `count` finds in `segment`, unless it is a price, a year or a word count. */
export function statedCount(rule: DeliverableRule, segment: string): number | undefined {
  if (!rule.count) return undefined;
  const max = rule.kind === "data_migration" ? MAX_RECORDS : MAX_COUNT;
  // "6 more small issues, total 7 fixes", "home, 9 homestay pages, contact – so about 13 pages": a stated total wins.
  const total = segment.match(
    new RegExp(
      String.raw`\b(?:total|overall|altogether|in all|so(?:\s+(?:about|around|roughly|approx\w*\.?))?)\s*(?:of\s*)?` +
        rule.count.source,
    ),
  );
  if (total && toNumber(total[1]) > 0 && toNumber(total[1]) <= max) return toNumber(total[1]);
  const global = new RegExp(rule.count.source, "g");
  // Records of several kinds moved together add up: "850 products and about 2,400 customers" is 3,250.
  let records = 0;
  for (const match of segment.matchAll(global)) {
    if (/\bwords?\b|-word|%/.test(match[0])) continue;
    if (PRICE_BEFORE.test(segment.slice(0, match.index))) continue;
    const n = toNumber(match[1]);
    if (n > 0 && n <= max && rule.kind !== "data_migration") return n;
    if (n > 0 && records + n <= max) records += n;
  }
  if (records > 0) return records;
  const after = segment.match(
    /(?:x|×|\*|:)\s*(\d[\d,]*)\s*\)?\s*$|\(\s*(\d[\d,]*)(?: of them)?\s*\)\s*$|\bfor (?:the |all |each of (?:the |those |these )?)?(\d+)(?: (?!(?:days?|weeks?|months?|years?|hours?)\b)[a-z]+)?\s*(?:[.,;)]|$)/,
  );
  const n = after ? toNumber(after[1] ?? after[2] ?? after[3]) : undefined;
  // "A platform for the 2027 batch": a year, not a count.
  if (after?.[3] !== undefined && YEAR.test(after[3])) return undefined;
  return n !== undefined && n > 0 && n <= max ? n : undefined;
}

/** "about 2,000 words", "1500-2000 words" (the middle), "2000-word". */
export function statedWords(sentence: string): number | undefined {
  const match = sentence.match(/(\d[\d,]*)\s*(?:(?:-|to|–)\s*(\d[\d,]*)\s*)?(?:-\s*)?(?:words?|w)\b/);
  if (!match) return undefined;
  const low = toNumber(match[1]);
  const high = match[2] ? toNumber(match[2]) : low;
  const words = Math.round((low + high) / 2);
  return words >= 25 && words <= 200_000 ? words : undefined;
}

export const WORDY_KINDS = new Set<DeliverableKind>([
  "articles",
  "scripts",
  "emails",
  "product_descriptions",
  "long_form",
  "web_copy",
  "technical_docs",
]);
export const WORD_TOTAL_KINDS = new Set<DeliverableKind>(["editing", "translation"]);
/** Every language a brief may name, "oriya" beside "odia" (global: count them with `match`). */
export const LANGUAGES = new RegExp(String.raw`\b(?:${LANGUAGE}|oriya)\b`, "g");
/** Designs made again in each language they are asked in. */
const LANGUAGE_VERSIONED = new Set<DeliverableKind>([
  "social_graphics",
  "infographics",
  "web_copy",
  "social_captions",
  "scripts",
]);
/** "…, each one in Hindi and English" at the end of a sentence: every design it named, in each language. */
const EACH_IN = /\b(?:each(?: one| 1)?|all|both|every (?:one|1))(?: of them)? in [^.;]*[.;!]?\s*$/;

/**
 * The languages a clause asks a design in: "in 2 languages", "in Hindi and English"; undefined when none.
 * Only the clause's own "in …" counts ("for our Hindi readers" names no version).
 */
function languageCount(clause: string): number | undefined {
  const counted = clause.match(/^[^.;]*?\bin (\d+) (?:[a-z]+ )?languages\b/);
  if (counted) return Number(counted[1]);
  const named = clause.match(/^[^.;]*?\bin ((?:[a-z]+)(?:(?:,| and| &| \+)\s*[a-z]+)+)/);
  if (!named) return undefined;
  const languages = new Set(named[1].match(LANGUAGES) ?? []).size;
  return languages >= 2 ? languages : undefined;
}

/**
 * The languages a design is asked in (issue 17 §1, decision 0025), 2 or more, else undefined: from its own
 * clause `after` ("10 graphics in 2 languages", "6 infographics in Hindi and English") or from the end of its
 * `sentence` ("…, each one in Hindi and English"). Social graphics and infographics are made per language, and
 * page copy, captions and scripts written in each (product descriptions' variants are marketplaces instead).
 */
export function designLanguages(kind: DeliverableKind, after: string, sentence: string): number | undefined {
  if (!LANGUAGE_VERSIONED.has(kind)) return undefined;
  const languages = languageCount(after) ?? languageCount(EACH_IN.exec(sentence)?.[0] ?? "");
  return languages !== undefined && languages >= 2 ? languages : undefined;
}

/** A translation's words are all the lengths its sentence gives; its variants the languages it goes into. */
export function translationScope(d: Deliverable, after: string): void {
  const totals = [...after.matchAll(/(\d[\d,]*)\s*(?:-\s*)?words?\b/g)].map((m) => toNumber(m[1]));
  if (totals.length > 1) d.quantity = totals.reduce((a, b) => a + b, 0);
  const into = after.split(/\binto\b/)[1] ?? "";
  const named = new Set(into.match(LANGUAGES) ?? []).size;
  const counted = into.match(/(\d+) (?:\w+ )?languages/);
  const languages = counted ? Number(counted[1]) : named;
  if (languages > 1) d.variants = languages;
}

/** A stated length: words per piece, or the total of an edit or a translation. */
export function applyWords(d: Deliverable, kind: DeliverableKind, words: number): void {
  if (WORD_TOTAL_KINDS.has(kind)) {
    d.quantity = words;
    d.assumed = false;
  } else if (kind === "long_form") {
    d.quantity = words; // counted in words
    d.assumed = false;
  } else if (WORDY_KINDS.has(kind) && (words <= MAX_PIECE_WORDS || (d.quantity === 1 && !d.assumed))) {
    d.wordsEach = words; // "a training manual (approx 15,000 words)": one piece's length, however long
  }
}

/** Beyond this a stated length is a total ("20,000 help-article words"), not one piece's. */
export const MAX_PIECE_WORDS = 5_000;
