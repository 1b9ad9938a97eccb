/**
 * Complexity from scope signals (DESIGN §5 "complexity from scope signals"): how long the brief
 * is, which features and integrations it asks for, how many platforms, and explicit counts such
 * as "10 pages" or "five blog posts". The result scales template hours (see templates.ts).
 *
 * @module
 */
import { normalizeText } from "./classify";
import type { Complexity } from "./schema";

/** What an explicit count in a brief counts, e.g. "8 pages" → page. */
export type UnitKind = "page" | "screen" | "post" | "concept" | "graphic" | "kword";

// Nouns per unit; several nouns share a unit because clients use them interchangeably.
const UNIT_NOUNS: Record<Exclude<UnitKind, "kword">, string> = {
  page: "pages?|web ?pages?",
  screen: "screens?|app screens?",
  post: "articles?|blog posts?|posts?|blogs?|entries|tutorials?",
  // "a logo" is one deliverable, not one concept: only concepts and options set the concept count.
  concept: "concepts?|logo concepts?|options|variations",
  graphic: "banners?|graphics?|creatives?|ads|sizes|covers?|thumbnails?|flyers?|posters?|icons?",
};

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  hundred: 100,
};
const NUMBER = `(\\d{1,3}(?:,\\d{3})+|\\d{1,6}|${Object.keys(NUMBER_WORDS).join("|")})(?![a-z0-9])`;
/**
 * "a blog post", "a landing page" and "a single screen" count one; design briefs list items with
 * "a" ("a cover for Facebook, a cover for Twitter"), so for other units an article is not a count.
 */
const ARTICLE_UNITS = new Set<UnitKind>(["page", "screen", "post"]);

/**
 * Feature groups that each add build and test effort. Counting groups, not words, keeps
 * "login, sign in and sign up" as one feature.
 */
const FEATURE_GROUPS: Record<string, RegExp> = {
  payments: /\b(payments?|payment gateway|checkout|stripe|razorpay|paypal|wallet|billing|subscriptions?)\b/,
  accounts:
    /\b(log ?in|sign ?in|sign ?up|register|registration|authentication|sso|user accounts?|password)\b/,
  admin: /\b(admin|back ?office|dashboard|cms|content management)\b/,
  // A site's blog or news section needs listing and post templates, categories and an editor flow.
  blog: /\b(blogs?|news section|articles section)\b/,
  // A working form needs fields, validation, spam protection and delivery of what is sent.
  forms: /\b((contact|enquiry|inquiry|quote|feedback|lead) forms?)\b/,
  "third-party APIs": /\b(apis?|integrations?|integrate|webhooks?|third[- ]party|data ?feeds?)\b/,
  notifications: /\b(notifications?|push|sms|email alerts?)\b/,
  search: /\b(search|filters?|sorting)\b/,
  booking: /\b(booking|reservations?|appointments?|calendar)\b/,
  maps: /\b(maps?|geolocation|gps|location-based)\b/,
  messaging: /\b(chat|messaging|messages|comments|community|forum)\b/,
  commerce: /\b(cart|orders|inventory|catalog(ue)?|checkout)\b/,
  media: /\b(uploads?|photo|photos|gallery|video)\b/,
  reports: /\b(reports?|analytics|statistics)\b/,
  languages: /\b(multi-?lingual|multi-?language|languages)\b/,
  realtime: /\b(real-?time|live updates?)\b/,
  ai: /\b(ai|machine learning|ml model)\b/,
};

/** Feature groups that need a build-and-wire task of their own in software templates. */
export const INTEGRATION_FEATURES = new Set([
  "payments",
  "third-party APIs",
  "notifications",
  "booking",
  "maps",
  "messaging",
  "commerce",
  "realtime",
  "ai",
]);

const PLATFORMS: Record<string, RegExp> = {
  web: /\b(web|website|browser)\b/,
  android: /\bandroid\b/,
  ios: /\b(ios|iphone|ipad)\b/,
  desktop: /\b(desktop app|windows app|macos|mac app)\b/,
};

/**
 * Scope signals read from a brief: `wordCount` (words), `features` (feature group names),
 * `platforms` (web, android, ios, desktop), `counts` (largest explicit count per unit; `kword`
 * is thousands of words, rounded up), `statedWords` (the first "N words" of the brief, if any).
 */
export interface ScopeSignals {
  wordCount: number;
  features: string[];
  platforms: string[];
  counts: Partial<Record<UnitKind, number>>;
  statedWords?: number;
}

/**
 * Result of {@link assessComplexity}: `complexity` (spec 2 §3), `points` (0..8, see the rules),
 * `scale` 0..1 used to place template hours between their min and max, and the `signals`.
 */
export interface ComplexityAssessment {
  complexity: Complexity;
  points: number;
  scale: number;
  signals: ScopeSignals;
}

/**
 * Words in a text, as a reader counts them: whitespace-separated tokens with at least one letter
 * or digit ("e-commerce" and "₹5,000" are one word each; a lone "-" or "•" is none). Used for the
 * spec's word-count rules (spec 2 §5 fallback estimate).
 *
 * @param text - any text.
 * @returns the number of words (≥ 0).
 */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

function toNumber(token: string): number {
  return NUMBER_WORDS[token] ?? Number(token.replace(/,/g, ""));
}

/**
 * Reads scope signals from the brief text (title, description and requirements joined).
 *
 * @param text - the brief text.
 * @returns the signals; never throws.
 */
export function readScopeSignals(text: string): ScopeSignals {
  const lower = normalizeText(text);
  const counts: Partial<Record<UnitKind, number>> = {};
  for (const [unit, nouns] of Object.entries(UNIT_NOUNS) as [UnitKind, string][]) {
    // Up to two words may sit between number and noun ("10 unique articles", "5 blog posts"), or a
    // hyphen ("a five-page site"); a following "size" means a device model ("iPhone 5 screen size"),
    // and a currency sign or "per" a price or rate ("$500 per article", "2 per post"), not a count.
    const pattern = new RegExp(
      `(?<![$₹€£]\\s?)\\b${NUMBER}\\s*\\+?\\s*(?:-\\s*|(?:(?!per\\b)[a-z-]+\\s+){0,2}?)(?:${nouns})\\b(?!\\s*(?:size|resolution))`,
      "g",
    );
    if (
      ARTICLE_UNITS.has(unit) &&
      new RegExp(`\\b(?:a|an|single)\\s+(?:[a-z-]+\\s+)?(?:${nouns})\\b`).test(lower)
    ) {
      counts[unit] = Math.max(counts[unit] ?? 0, 1);
    }
    for (const match of lower.matchAll(pattern)) {
      const n = toNumber(match[1]);
      // Counts above 500 are years, prices or IDs, not deliverables.
      if (n > 0 && n <= 500) counts[unit] = Math.max(counts[unit] ?? 0, n);
    }
  }
  // "1500-2500 words" reads the first number: the client's lower bound is the firm part of the ask.
  let statedWords: number | undefined;
  for (const match of lower.matchAll(
    new RegExp(`\\b${NUMBER}(?:\\s*(?:-|to)\\s*\\d[\\d,]*)?\\s*(?:-\\s*)?words?\\b`, "g"),
  )) {
    const words = toNumber(match[1]);
    if (words > 0 && words <= 500_000) {
      statedWords ??= words;
      counts.kword = Math.max(counts.kword ?? 0, Math.ceil(words / 1000));
    }
  }
  const features = Object.keys(FEATURE_GROUPS).filter((name) => FEATURE_GROUPS[name].test(lower));
  const platforms = Object.keys(PLATFORMS).filter((name) => PLATFORMS[name].test(lower));
  return { wordCount: countWords(text), features, platforms, counts, statedWords };
}

/** Briefs of 80+ words describe more than one thing; 250+ and 600+ usually list many requirements. */
const WORD_STEPS = [80, 250, 600];
/** Each feature group beyond the first adds a point, up to 4: the fifth feature is rarely the hard part. */
const MAX_FEATURE_POINTS = 4;
/** Complexity is medium from 2 points: one signal (a long brief, a second feature) is normal scope. */
const MEDIUM_AT = 2;
/** Complexity is high from 4 points: several features, platforms or large counts at once is a big job. */
const HIGH_AT = 4;
/** Points at which template hours reach their max; beyond that only explicit counts add hours. */
const FULL_SCALE_POINTS = 6;

/**
 * Complexity of a brief (spec 2 §3 complexity low/medium/high) from scope signals:
 * +1 per word step ({@link WORD_STEPS}); for software (`countsFeatures`) +1 per feature group
 * beyond the first (max {@link MAX_FEATURE_POINTS}) and +1 for two or more platforms; for every
 * category +1 when an explicit count is at least twice the template default, +2 at five times.
 * Complexity is high from {@link HIGH_AT} points, medium from {@link MEDIUM_AT}; `scale` is
 * points / {@link FULL_SCALE_POINTS}, capped at 1.
 *
 * @param signals - from {@link readScopeSignals}.
 * @param options.countsFeatures - true for it_services, where features drive effort; in writing
 *   and design briefs "login" or "search" describe the client's product, not the work.
 * @param options.unit - the unit the subcategory's template counts, with its default quantity.
 * @returns the assessment; never throws.
 */
export function assessComplexity(
  signals: ScopeSignals,
  options: { countsFeatures: boolean; unit?: { kind: UnitKind; defaultCount: number } },
): ComplexityAssessment {
  let points = WORD_STEPS.filter((step) => signals.wordCount >= step).length;
  if (options.countsFeatures) {
    points += Math.min(MAX_FEATURE_POINTS, Math.max(0, signals.features.length - 1));
    if (signals.platforms.length >= 2) points += 1;
  }
  const unit = options.unit;
  const count = unit ? signals.counts[unit.kind] : undefined;
  if (unit && count !== undefined) {
    if (count >= unit.defaultCount * 5) points += 2;
    else if (count >= unit.defaultCount * 2) points += 1;
  }
  const complexity: Complexity = points >= HIGH_AT ? "high" : points >= MEDIUM_AT ? "medium" : "low";
  return { complexity, points, scale: Math.min(1, points / FULL_SCALE_POINTS), signals };
}
