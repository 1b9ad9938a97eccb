/**
 * Reads a brief into deliverables (issue 17 §1, decision 0025): every sentence is matched against
 * the rules of `deliverable-rules.ts`, each match with its quantity, words per piece and variants;
 * a sentence that asks for something and maps to no deliverable is listed as not estimated.
 *
 * Tokens, sentences and numbers come from `compromise` (its tokenizer splits sentences and list
 * lines; its number parser reads "forty", "twenty-five", "two thousand"). Only runs of number
 * words are given to the full parser, which keeps a 300-word brief well under a millisecond or two.
 *
 * @module
 */
import nlp from "compromise";
import { normalizeText } from "./classify";
import { DELIVERABLE_KINDS, type DeliverableKind } from "./deliverable-kinds";
import {
  ASK_PATTERN,
  DELIVERABLE_RULES,
  type DeliverableRule,
  QUALITY_PATTERN,
  WRITING_CONTEXT,
} from "./deliverable-rules";
import { OUT_OF_SCOPE_FAMILIES, OUT_OF_SCOPE_SIGNALS } from "./lexicon";
import type { Deliverable, NotEstimated } from "./schema";
import { predictFamily } from "./text-classifier";

/**
 * What {@link extractDeliverables} read: the deliverables, the sentences that asked for something
 * no deliverable covers, and how many asking sentences there were and how many mapped (the
 * estimate's confidence reads these).
 */
export interface ExtractedBrief {
  deliverables: Deliverable[];
  notEstimated: NotEstimated[];
  askSentences: number;
  mappedAskSentences: number;
  /** Whether some deliverable with a stated quantity comes from a sentence with no out-of-scope words. */
  statesInScopeWork: boolean;
}

const NUMBER_WORD =
  "zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|" +
  "seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand";
const NUMBER_WORD_RUN = new RegExp(
  `(?<![a-z0-9])(?:${NUMBER_WORD})(?:[\\s-]+(?:and[\\s-]+)?(?:${NUMBER_WORD}))*(?![a-z0-9])`,
  "gi",
);
/** "2k words", "2.5k": thousands written with k. */
const THOUSANDS = /(?<![a-z0-9.])(\d+(?:\.\d+)?)\s?k(?=\s*(?:-|\s)?\s*words?\b|\s*(?:-|to)\s*\d)/gi;

/**
 * Number words turned into digits with compromise's number parser ("forty" → "40", "twenty-five"
 * → "25"), "a dozen" → "12", "2k" → "2000". "one of …" keeps its word: it is a choice, not a count.
 */
export function digitsForNumbers(text: string): string {
  return text
    .replace(/\b(?:a|one) dozen\b/gi, "12")
    .replace(/\ba couple of\b/gi, "2")
    .replace(THOUSANDS, (_, n: string) => String(Math.round(Number(n) * 1000)))
    .replace(NUMBER_WORD_RUN, (run: string, offset: number, whole: string) => {
      // "one of …" is a choice and "one-page" a format, not counts.
      if (/^one$/i.test(run) && /^(?:\s+of\b|-)/i.test(whole.slice(offset + run.length))) return run;
      const value = (nlp(run).numbers().get() as unknown[])[0];
      return typeof value === "number" && Number.isFinite(value) ? String(value) : run;
    });
}

const toNumber = (digits: string) => Number(digits.replace(/,/g, ""));
/** Counts beyond this are prices, years or IDs, not quantities of work. */
const MAX_COUNT = 5_000;
const PRICE_BEFORE = /(?:₹|rs\.?|inr|\$|usd|€|£)\s*$/;

/** The quantity a rule's `count` finds in `segment`, unless it is a price, a year or a word count. */
function statedCount(rule: DeliverableRule, segment: string): number | undefined {
  if (!rule.count) return undefined;
  // "6 more small issues, total 7 fixes": a stated total wins.
  const total = segment.match(
    new RegExp(String.raw`\b(?:total|overall|altogether|in all)\s*(?:of\s*)?` + rule.count.source),
  );
  if (total && toNumber(total[1]) > 0 && toNumber(total[1]) <= MAX_COUNT) return toNumber(total[1]);
  const global = new RegExp(rule.count.source, "g");
  for (const match of segment.matchAll(global)) {
    if (/\bwords?\b|-word|%/.test(match[0])) continue;
    if (PRICE_BEFORE.test(segment.slice(0, match.index))) continue;
    const n = toNumber(match[1]);
    if (n > 0 && n <= MAX_COUNT) return n;
  }
  const after = segment.match(
    /(?:x|×|\*|:)\s*(\d[\d,]*)\s*\)?\s*$|\(\s*(\d[\d,]*)(?: of them)?\s*\)\s*$|\bfor (?:the |all |each of (?:the |those |these )?)?(\d+)(?: [a-z]+)?\s*(?:[.,;)]|$)/,
  );
  const n = after ? toNumber(after[1] ?? after[2] ?? after[3]) : undefined;
  return n !== undefined && n > 0 && n <= MAX_COUNT ? n : undefined;
}

/** "about 2,000 words", "1500-2000 words" (the middle), "2000-word". */
function statedWords(sentence: string): number | undefined {
  const match = sentence.match(/(\d[\d,]*)\s*(?:(?:-|to|–)\s*(\d[\d,]*)\s*)?(?:-\s*)?words?\b/);
  if (!match) return undefined;
  const low = toNumber(match[1]);
  const high = match[2] ? toNumber(match[2]) : low;
  const words = Math.round((low + high) / 2);
  return words >= 50 && words <= 200_000 ? words : undefined;
}

const WORDY_KINDS = new Set<DeliverableKind>([
  "articles",
  "product_descriptions",
  "long_form",
  "web_copy",
  "technical_docs",
]);
const WORD_TOTAL_KINDS = new Set<DeliverableKind>(["editing", "translation"]);
/** Kinds of which a brief has one, however often it names them. */
const SINGLE_KINDS = new Set<DeliverableKind>([
  "login",
  "admin_panel",
  "brand_identity",
  "language_version",
  "catalogue",
  "mobile_app",
  "web_app",
  "site_pages",
  "logo",
  "api_endpoints",
  "ui_design",
  "maintenance",
  "presentation",
]);
// A build named after a preposition describes the client's own thing ("articles for our website").
const FOR_AUDIENCE = /(?<!looking |searching |need |want )\bfor\s+(?:an?\s+|the\s+)?(?:[a-z-]+\s+){0,2}$/;
const POSSESSIVE_BEFORE = /\b(?:our|my)\s+(?:[a-z-()]+\s+){0,3}$/;
// "Feeds which the website will also use": a site or app that exists already.
const CONTEXT_AFTER = /^\s+(?:will also|also uses?|already|is (?:live|slow|down|built|on)|has been|keeps)\b/;
// "We are a Gujarati news portal": the client describing itself.
const SELF_BEFORE =
  /\b(?:we are|we're|i am|i'm|we run|i run|we own|we have)\s+(?:an?\s+|the\s+)?(?:[a-z0-9-]+\s+){0,3}$/;
const CONTEXT_BEFORE =
  /\b(?:for|on|to|from|into|in|of|about|at|with|via|through|like|and|or)\s+(?:our|the|my|their|your|an? existing|existing|his|her)\s+(?:[a-z-]+\s+)?$/;
const CONTEXT_KINDS = new Set<DeliverableKind>([
  "site_pages",
  "web_app",
  "mobile_app",
  "api_endpoints",
  "logo",
  "catalogue",
]);
// Sentences and titles that only describe the client, not an ask.
const GENERIC_NOUNS = new Set(
  "it this that project work job someone freelancer freelancers developer developers designer designers writer writers team business company us you i we me they thing things details person people time days weeks".split(
    " ",
  ),
);

// "We shoot and edit ourselves": what the client does, not what it asks for.
const NOT_ASKED =
  /\b(?:ourselves|in-house|we (?:will|'ll) (?:do|handle|provide|supply|give)|we already|already (?:have|done))\b/;
const TRANSLATED_PARTS = new Set<DeliverableKind>([
  "articles",
  "web_copy",
  "technical_docs",
  "mobile_app",
  "web_app",
  "site_pages",
  "print_items",
  "long_form",
  "product_descriptions",
]);
const DOCUMENTED_PARTS = new Set<DeliverableKind>([
  "api_endpoints",
  "integration",
  "feature",
  "web_app",
  "mobile_app",
]);
// Words by which a brief asks for its own site or app to be made anew ("build our new website").
const ASKS_NEW = /\b(?:new|redesign\w*|rebuild\w*|revamp\w*|build|create|develop|make)\b/;
const FIXED_PARTS = new Set<DeliverableKind>(["feature", "integration", "site_pages", "login"]);
const BUILDS = new Set<DeliverableKind>(["site_pages", "web_app", "mobile_app"]);
const BUILD_VERB =
  /\b(?:develop\w*|build\w*|cod(?:e|ed|ing)|programm\w*|implement\w*|set up|launch\w*|wordpress|shopify|html|php|react|flutter)\b/;
/** Mentions of one integration ("SMS" and "SMS reminders", "Razorpay" and "UPI checkout") are one deliverable. */
const INTEGRATION_GROUPS: [string, RegExp][] = [
  ["payments", /pay|checkout|upi|razorpay|paytm|stripe|gateway|cash on delivery|cashfree|instamojo|ccavenue/],
  ["booking", /book|reserv|appointment|slot/],
  ["maps", /map|locat|gps|tracking/],
  ["messages", /sms|whatsapp|otp|push|notif|alert|remind/],
  ["shipping", /ship|courier|delhivery/],
  ["crm", /zoho|crm|hubspot|salesforce|erp|tally|quickbooks/],
];
function integrationGroup(matched: string): string {
  return INTEGRATION_GROUPS.find(([, pattern]) => pattern.test(matched))?.[0] ?? matched.trim();
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Platforms an app is built for: Android and iOS count two; one named, or none, one. */
function platformCount(text: string): number {
  const android = /\bandroid\b/.test(text);
  const ios = /\b(?:ios|iphone|ipad)\b/.test(text);
  return (android && ios) || /\b(?:cross-platform|both platforms|flutter|react native)\b/.test(text) ? 2 : 1;
}

interface Found {
  deliverable: Deliverable;
  key: string;
}

/** The deliverables one sentence names, left to right, each with its stated quantity. */
function readSentence(sentence: string, lower: string, whole: string): Found[] {
  const claimed = new Uint8Array(lower.length);
  const found: (Found & { rule: DeliverableRule; start: number; end: number })[] = [];
  for (const rule of DELIVERABLE_RULES) {
    if (rule.unlessSentence?.test(lower) || (rule.requiresBrief && !rule.requiresBrief.test(whole))) continue;
    for (const match of lower.matchAll(new RegExp(rule.match.source, "g"))) {
      const start = match.index;
      const end = start + match[0].length;
      if (match[0].trim() === "" || claimed.subarray(start, end).some((c) => c === 1)) continue;
      const before = lower.slice(Math.max(0, start - 60), start);
      if (BUILDS.has(rule.kind) && CONTEXT_AFTER.test(lower.slice(end, end + 40))) continue;
      if (
        CONTEXT_KINDS.has(rule.kind) &&
        (CONTEXT_BEFORE.test(before) || FOR_AUDIENCE.test(before) || SELF_BEFORE.test(before))
      )
        continue;
      // "Our WordPress site has issues": the client's own site, described, not asked for.
      if (
        BUILDS.has(rule.kind) &&
        POSSESSIVE_BEFORE.test(before) &&
        !ASKS_NEW.test(lower) &&
        !/\d/.test(match[0])
      )
        continue;
      if (rule.kind === "social_captions" && !WRITING_CONTEXT.test(lower)) continue;
      claimed.fill(1, start, end);
      found.push({ ...describe(rule, match[0], sentence.slice(start, end), whole), rule, start, end });
    }
  }
  found.sort((a, b) => a.start - b.start);
  // "Web design", "app design": a site or app named beside its design, with no build asked for, is design only.
  if (found.some((f) => f.rule.kind === "ui_design") && !BUILD_VERB.test(lower)) {
    for (let i = found.length - 1; i >= 0; i--) if (BUILDS.has(found[i].rule.kind)) found.splice(i, 1);
  }
  // "Docs for our payment API, 40 endpoints": what documentation describes is not built.
  if (found.some((f) => f.rule.kind === "technical_docs") && !ASKS_NEW.test(lower)) {
    for (let i = found.length - 1; i >= 0; i--)
      if (DOCUMENTED_PARTS.has(found[i].rule.kind)) found.splice(i, 1);
  }
  // "Translate our 40 help articles into Tamil": in a translation sentence the texts named are the source.
  const translation = found.find((f) => f.rule.kind === "translation");
  if (translation) {
    for (let i = found.length - 1; i >= 0; i--)
      if (TRANSLATED_PARTS.has(found[i].rule.kind) && found[i].start > translation.start) found.splice(i, 1);
  }
  // "Broken checkout, contact form not sending": in a sentence about fixes, the parts named are what to fix.
  if (found.some((f) => f.rule.kind === "maintenance")) {
    for (let i = found.length - 1; i >= 0; i--) if (FIXED_PARTS.has(found[i].rule.kind)) found.splice(i, 1);
  }
  // A quantity belongs to the nearest deliverable after it: read it from the end of the previous one.
  return found.map((entry, i) => {
    const from = i === 0 ? 0 : found[i - 1].end;
    const to = i + 1 < found.length ? found[i + 1].start : lower.length;
    const rule = entry.rule;
    const inBrackets = lower
      .slice(entry.end, Math.min(to, entry.end + 40))
      .match(/^[^(.]*?\(\s*(\d[\d,]*)(?: of them)?\s*\)/);
    const quantity =
      statedCount(rule, lower.slice(from, entry.end)) ??
      statedCount(rule, lower.slice(entry.start, to)) ??
      (inBrackets && !WORD_TOTAL_KINDS.has(rule.kind) ? toNumber(inBrackets[1]) : undefined);
    const d = entry.deliverable;
    if (quantity !== undefined && !WORD_TOTAL_KINDS.has(rule.kind)) {
      d.quantity = quantity;
      d.assumed = false;
    } else if (
      ONE_BY_ARTICLE.has(rule.kind) &&
      !/s$/.test(lower.slice(entry.start, entry.end)) &&
      /\b(?:a|an|one|single)\s+(?:[a-z-]+\s+){0,3}$/.test(lower.slice(from, entry.start))
    ) {
      d.quantity = 1; // "a training manual", "an infographic"
      d.assumed = false;
    } else if (rule.kind === "site_pages" && /\bpage$/.test(lower.slice(entry.start, entry.end))) {
      d.quantity = 1; // "a donation page", "a landing page"
      d.assumed = false;
    }
    // "The 5 books, 64 pages each": pages of every book.
    const each = lower.slice(entry.start, to).match(/(\d+) pages? each/);
    const books = lower.match(
      /(\d+) (?:[a-z-]+ )?(?:books|workbooks|volumes|magazines|issues|reports|catalogues)\b/,
    );
    if (rule.kind === "presentation" && each && books) {
      d.quantity = toNumber(each[1]) * toNumber(books[1]);
      d.assumed = false;
    }
    // Words belong to the deliverable they follow ("10 articles of 1,200 words"), else to the one they precede.
    // Before it only when close: "2,000-word articles", not a length given for the previous deliverable.
    const words =
      statedWords(lower.slice(entry.start, to)) ??
      statedWords(lower.slice(Math.max(from, entry.start - 20), entry.end));
    if (words !== undefined) applyWords(d, rule.kind, words);
    if (rule.kind === "translation") translationScope(d, lower.slice(entry.start, to));
    const sizes = lower
      .slice(entry.start, to)
      .match(/(\d+)\s*(?:different\s+)?(?:sizes|formats|dimensions|aspect ratios)\b/);
    if (rule.kind === "ad_creatives" && sizes) d.variants = Number(sizes[1]);
    // "a monthly newsletter … for 6 months": one a month for the months asked.
    const months = lower.slice(entry.start, to).match(/\bfor (\d+) months\b/);
    if (
      (d.assumed || d.quantity === 1) &&
      months &&
      /\b(?:monthly|every month|a month|per month)\b/.test(lower)
    ) {
      d.quantity = Number(months[1]);
      d.assumed = false;
    }
    return { deliverable: d, key: entry.key };
  });
}

const LANGUAGES =
  /\b(?:hindi|marathi|tamil|telugu|kannada|malayalam|bengali|gujarati|odia|oriya|punjabi|urdu|assamese|arabic|french|german|spanish|english)\b/g;
/** A translation's words are all the lengths its sentence gives; its variants the languages it goes into. */
function translationScope(d: Deliverable, after: string): void {
  const totals = [...after.matchAll(/(\d[\d,]*)\s*(?:-\s*)?words?\b/g)].map((m) => toNumber(m[1]));
  if (totals.length > 1) d.quantity = totals.reduce((a, b) => a + b, 0);
  const into = after.split(/\binto\b/)[1] ?? "";
  const named = new Set(into.match(LANGUAGES) ?? []).size;
  const counted = into.match(/(\d+) (?:\w+ )?languages/);
  const languages = counted ? Number(counted[1]) : named;
  if (languages > 1) d.variants = languages;
}

/** A stated length: words per piece, or the total of an edit or a translation. */
function applyWords(d: Deliverable, kind: DeliverableKind, words: number): void {
  if (WORD_TOTAL_KINDS.has(kind)) {
    d.quantity = words;
    d.assumed = false;
  } else if (kind === "long_form") {
    d.quantity = words; // counted in words
    d.assumed = false;
  } else if (WORDY_KINDS.has(kind) && words <= MAX_PIECE_WORDS) {
    d.wordsEach = words;
  }
}

/** Beyond this a stated length is a total ("20,000 help-article words"), not one piece's. */
const MAX_PIECE_WORDS = 5_000;

/** Kinds whose singular after "a" / "an" is one piece (a site, an app or a logo counts pages, screens or concepts). */
const ONE_BY_ARTICLE = new Set<DeliverableKind>([
  "technical_docs",
  "articles",
  "infographics",
  "illustrations",
  "scripts",
  "emails",
  "social_graphics",
  "mockups",
  "web_copy",
]);

function describe(rule: DeliverableRule, matched: string, original: string, whole: string): Found {
  const info = DELIVERABLE_KINDS[rule.kind];
  const deliverable: Deliverable = {
    kind: rule.kind,
    category: info.category,
    title: rule.title ?? capitalise(original.trim()),
    quantity: info.defaultQuantity,
    unit: info.unit,
    // Keys in the schema's order (the analysis is signed as JSON text and checked after parsing).
    wordsEach: undefined,
    variants: undefined,
    assumed: true,
    source: "",
  };
  if (rule.kind === "mobile_app") deliverable.variants = platformCount(whole);
  const key = SINGLE_KINDS.has(rule.kind)
    ? rule.kind
    : rule.kind === "integration"
      ? `integration:${integrationGroup(matched)}`
      : `${rule.kind}:${matched.replace(/s\b/g, "").trim()}`;
  return { deliverable, key };
}

/** Merges mentions of one deliverable: a stated quantity beats an assumed one, the larger stated one wins. */
function merge(into: Deliverable, next: Deliverable): void {
  if (!next.assumed && (into.assumed || next.quantity > into.quantity)) {
    into.quantity = next.quantity;
    into.assumed = false;
    into.source = next.source;
    if (into.title.length < next.title.length) into.title = next.title;
  }
  into.wordsEach ??= next.wordsEach;
  into.variants = Math.max(into.variants ?? 0, next.variants ?? 0) || undefined;
}

const OUT_OF_SCOPE = new RegExp(
  `(?<![a-z0-9])(?:${OUT_OF_SCOPE_SIGNALS.map((r) => r.term.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&").replace(/\\\*$/, "[a-z]*")).join("|")})(?![a-z0-9])`,
);

/** Why an asking sentence was not estimated: out of scope, or not recognised. */
function notEstimatedReason(lower: string): string {
  const out = lower.match(OUT_OF_SCOPE);
  if (!out) {
    return "No deliverable recognised in this request: not priced; ask the team for a quote or describe it in more detail.";
  }
  const family = predictFamily(lower);
  const what = family && family in OUT_OF_SCOPE_FAMILIES ? OUT_OF_SCOPE_FAMILIES[family] : `"${out[0]}"`;
  return `Outside Kaarya's categories (${what}): not priced; agree it separately or leave it out.`;
}

/** Whether a sentence names something beyond generic words (a real object of the ask). */
function namesSomething(sentence: string): boolean {
  const nouns = nlp(sentence).nouns().out("array") as string[];
  return nouns.some((noun) =>
    noun
      .toLowerCase()
      .split(/\s+/)
      .some((word) => !GENERIC_NOUNS.has(word.replace(/[^a-z]/g, ""))),
  );
}

/**
 * Reads the deliverables of a brief (issue 17 §1).
 *
 * @param brief - title, description, and requirements with attached documents' text.
 * @returns deliverables in the order the brief names them (the title's first), sentences that ask
 *   for something unmapped, and the counts of asking and mapped sentences. Never throws.
 */
export function extractDeliverables(brief: {
  title: string;
  description: string;
  requirements?: string | null;
}): ExtractedBrief {
  const body = [brief.description, brief.requirements ?? ""].join("\n");
  const whole = normalizeText(digitsForNumbers(`${brief.title}\n${body}`));
  const sentences = [
    { text: brief.title, isTitle: true },
    ...(nlp.tokenize(body).sentences().out("array") as string[]).map((text) => ({ text, isTitle: false })),
  ];
  const byKey = new Map<string, Deliverable>();
  const notEstimated: NotEstimated[] = [];
  let askSentences = 0;
  let mappedAskSentences = 0;
  let statesInScopeWork = false;
  for (const { text, isTitle } of sentences) {
    const digits = digitsForNumbers(text);
    const lower = normalizeText(digits);
    const found = readSentence(digits, lower, whole);
    const asks = !isTitle && ASK_PATTERN.test(lower);
    if (asks) askSentences++;
    if (asks && found.length > 0) mappedAskSentences++;
    const outOfScope = OUT_OF_SCOPE.test(lower);
    for (const { deliverable, key } of found) {
      if (!deliverable.assumed && !outOfScope) statesInScopeWork = true;
      deliverable.source = text.trim().slice(0, 300);
      const existing =
        byKey.get(key) ??
        [...byKey.values()].find(
          (d) =>
            d.kind === deliverable.kind &&
            (deliverable.assumed || d.assumed) &&
            !SINGLE_KINDS.has(d.kind as DeliverableKind) &&
            d.kind !== "integration" &&
            d.kind !== "feature" &&
            d.kind !== "print_items",
        );
      if (existing) merge(existing, deliverable);
      else byKey.set(key, deliverable);
    }
    if (asks && found.length === 0) {
      // A lead-in ("we need:") introduces the list that follows; it asks for nothing itself.
      const leadIn = /:\s*$/.test(lower) || NOT_ASKED.test(lower);
      if (
        outOfScope ||
        (!leadIn && !QUALITY_PATTERN.test(lower) && countWordsIn(lower) >= 3 && namesSomething(text))
      ) {
        notEstimated.push({
          text: text
            .trim()
            .replace(/^[-•*]\s*/, "")
            .slice(0, 300),
          reason: notEstimatedReason(lower),
        });
      } else {
        mappedAskSentences++;
      }
    }
  }
  const deliverables = [...byKey.values()];
  assignLoneCounts(deliverables, whole);
  const site = deliverables.find((d) => d.kind === "site_pages" && !d.assumed);
  for (const d of deliverables) {
    if (
      d.kind === "web_copy" &&
      d.assumed &&
      site &&
      /\b(?:all|every|each)(?: the| of the)? pages?\b/i.test(d.source)
    ) {
      d.quantity = site.quantity;
      d.assumed = false;
    }
  }
  // "Write 10 blog posts" in the title, "about 1,000 words" in the description: one length, one set of pieces.
  const wordy = deliverables.filter((d) => WORDY_KINDS.has(d.kind as DeliverableKind));
  const words = statedWords(whole);
  if (
    wordy.length === 1 &&
    wordy[0].wordsEach === undefined &&
    words !== undefined &&
    words <= MAX_PIECE_WORDS
  )
    wordy[0].wordsEach = words;
  return { deliverables, notEstimated, askSentences, mappedAskSentences, statesInScopeWork };
}

/**
 * "Approx 14 screens." in a sentence of its own: a count whose unit only one assumed site, app or API
 * of the brief counts is that deliverable's quantity.
 */
function assignLoneCounts(deliverables: Deliverable[], whole: string): void {
  for (const d of deliverables) {
    if (!d.assumed || !LONE_COUNT_KINDS.has(d.kind as DeliverableKind)) continue;
    if (
      deliverables.some(
        (other) =>
          other !== d && other.unit === d.unit && LONE_COUNT_KINDS.has(other.kind as DeliverableKind),
      )
    )
      continue;
    const counted = [...whole.matchAll(new RegExp(`(\\d[\\d,]*)\\s*(?:[a-z-]+\\s+){0,2}?${d.unit}\\b`, "g"))]
      .map((m) => toNumber(m[1]))
      .filter((n) => n > 0 && n <= MAX_COUNT);
    if (counted.length === 1) {
      d.quantity = counted[0];
      d.assumed = false;
    }
  }
}
const LONE_COUNT_KINDS = new Set<DeliverableKind>(["site_pages", "web_app", "mobile_app", "api_endpoints"]);

const countWordsIn = (text: string) => text.split(/\s+/).filter(Boolean).length;
