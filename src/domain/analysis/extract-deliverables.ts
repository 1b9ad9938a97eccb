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
import {
  applyWords,
  digitsForNumbers,
  MAX_COUNT,
  MAX_PIECE_WORDS,
  statedCount,
  statedWords,
  toNumber,
  translationScope,
  WORD_TOTAL_KINDS,
  WORDY_KINDS,
} from "./brief-numbers";
import { normalizeText } from "./classify";
import {
  ADDS_WORK,
  ASKS_NEW,
  BUILD_KINDS,
  BUILD_VERB,
  CONTEXT_AFTER,
  CONTEXT_BEFORE,
  CONTEXT_KINDS,
  DOCUMENTED_PARTS,
  FIXED_PARTS,
  FOR_AUDIENCE,
  GENERIC_NOUNS,
  HAD_AFTER,
  integrationGroup,
  LIST_LINE,
  LONE_COUNT_KINDS,
  NEGATED_AFTER,
  NEGATED_BEFORE,
  NOT_ASKED,
  ONE_BY_ARTICLE,
  OUT_OF_SCOPE,
  POSSESSIVE_BEFORE,
  SELF_BEFORE,
  SINGLE_KINDS,
  TOPIC_BEFORE,
  TRANSLATED_PARTS,
} from "./deliverable-context";
import { DELIVERABLE_KINDS, type DeliverableKind } from "./deliverable-kinds";
import {
  ASK_PATTERN,
  DELIVERABLE_RULES,
  type DeliverableRule,
  QUALITY_PATTERN,
  WRITING_CONTEXT,
} from "./deliverable-rules";
import { OUT_OF_SCOPE_FAMILIES } from "./lexicon";
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

/** Where in its sentence a deliverable was named: [start, end) in the lower-cased text. */
interface Span {
  start: number;
  end: number;
}

/** "…captions bhi chahiye, total 20", "posts (in all 30)": a total given later in the clause. */
const TOTAL_AFTER = /^[^.;]*?\b(?:total(?: of)?|in all|in total)\s*:?\s*(\d[\d,]*)\b/;

/** The clause of `text` around [start, end): between the nearest commas, semicolons or " and "s. */
function clauseAround(text: string, start: number, end: number): string {
  const before =
    text
      .slice(0, start)
      .split(/[,;:]|\band\b/)
      .pop() ?? "";
  const after = text.slice(end).split(/[,;:]|\band\b/)[0] ?? "";
  return before + text.slice(start, end) + after;
}

/** A line that introduces a list of a build's parts: "Endpoints required:", "Want a web-based inventory app:". */
const PARTS_LEAD_IN =
  /\b(endpoints?|screens?|pages?|apps?|portal|web ?site|site|system|api|platform|dashboard|software|tool)\b[^:\n]*:\s*$/i;

/**
 * The lines of a list a build introduces are its parts: they are not unestimated asks, and a list of
 * endpoints, screens or pages with no stated count is counted. Changes `notEstimated` and the counts in place.
 */
function countListedParts(deliverables: Deliverable[], notEstimated: NotEstimated[], body: string): void {
  const lines = body.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const lead = lines[i].match(PARTS_LEAD_IN);
    if (!lead) continue;
    const items: string[] = [];
    for (let j = i + 1; j < lines.length && LIST_LINE.test(lines[j]); j++) items.push(lines[j]);
    if (items.length < 2) continue;
    for (let k = notEstimated.length - 1; k >= 0; k--)
      if (items.some((item) => item.includes(notEstimated[k].text))) notEstimated.splice(k, 1);
    const unit = lead[1].toLowerCase().replace(/s$/, "");
    const counted = deliverables.find((d) => d.assumed && d.unit.replace(/s$/, "") === unit);
    if (counted && isCount(items.length)) Object.assign(counted, { quantity: items.length, assumed: false });
  }
}

/** "4 blogs per month", "12 posts/month", "8 a month". */
const PER_MONTH = /(\d+) (?:[a-z-]+ ){0,3}?(?:(?:a|per|every) month\b|[a-z-]*\s?\/\s?month\b)/g;
/** How many months a retainer runs: "for 6 months", "3-month retainer", "× 6 months". */
const MONTHS =
  /\b(?:for|over|next) (\d+) months\b|\b(\d+)[\s-]months?\s+(?:retainer|contract|engagement|plan|package)\b|[x×] (\d+) months\b/;

/** "We have an English …", "I already have a …": the client's own thing follows. */
const HAS_BEFORE = /\b(?:we|i) (?:already )?have\s+(?:an?\s+|the\s+|our\s+|my\s+)?(?:[a-z-]+\s+){0,3}$/;
/** A verb of asking or making in the same sentence. */
const ASK_VERB =
  /\b(?:need|needs|want|wants|require|required|looking for|write|create|design|make|build|develop|translate|edit)\b/;

/** Kinds whose name alone says what to build ("a WhatsApp chatbot", "a booking system"), without a count. */
const NAMED_KINDS = new Set<DeliverableKind>(["integration", "login", "web_app", "mobile_app"]);

/** A sentence that orders something built: "want a WhatsApp chatbot", "build us a booking system". */
const ORDERS_ONE = /\b(?:(?:want|need|looking for|require)s? (?:an?|one)|build|create|develop|set ?up)\b/;

/** More sizes than this are a size list's numbers ("300x250"), not variants of one ad. */
const MAX_SIZES = 20;
/** A quantity of work: positive and not a price, a year, a phone number or an ID (at most {@link MAX_COUNT}). */
const isCount = (n: number) => n > 0 && n <= MAX_COUNT;

const COUNT_RIGHT_AFTER =
  /^(?:[^(.:]*?\(|\s*(?:[:–|-]|x|×|\*)?)\s*(?:qty:?\s*)?(\d[\d,]*)\s*(?:nos?\.?|pcs|pieces|of them)?\s*\)?(?![\dx×]|\s*(?:words?|w\b|sizes?|minutes?|mins?|pages?|ft\b|feet|foot|inch|cm\b|mm\b|%|-|x\s*\d|×))/;

/** The deliverables one sentence names, left to right, each with its stated quantity. */
function readSentence(
  sentence: string,
  lower: string,
  whole: string,
  refused: Set<string> = new Set(),
): (Found & Span)[] {
  const claimed = new Uint8Array(lower.length);
  const found: (Found & { rule: DeliverableRule; start: number; end: number })[] = [];
  for (const rule of DELIVERABLE_RULES) {
    if (
      rule.unlessSentence?.test(lower) ||
      (rule.requiresBrief && !rule.requiresBrief.test(whole)) ||
      (rule.requiresSentence && !rule.requiresSentence.test(lower))
    )
      continue;
    for (const match of lower.matchAll(new RegExp(rule.match.source, "g"))) {
      const start = match.index;
      const end = start + match[0].length;
      if (match[0].trim() === "" || claimed.subarray(start, end).some((c) => c === 1)) continue;
      const before = lower.slice(Math.max(0, start - 60), start);
      // A refused or topical phrase asks for nothing: "we do NOT need a cart", "a webinar on documentation".
      const clause =
        lower
          .slice(Math.max(0, start - 80), start)
          .split(/\bbut\b|\bwhat (?:we|i) (?:need|want)\b/)
          .pop() ?? "";
      if (
        NEGATED_BEFORE.test(clause) ||
        NEGATED_AFTER.test(lower.slice(end)) ||
        HAD_AFTER.test(lower.slice(end))
      ) {
        // "Tally integration is not required": a named link or feature refused is refused wherever mentioned.
        if (rule.kind === "integration" || rule.kind === "feature")
          refused.add(describe(rule, match[0], "", whole).key);
        continue;
      }
      if (DELIVERABLE_KINDS[rule.kind].category === "content_creation" && TOPIC_BEFORE.test(before)) continue;
      if (BUILD_KINDS.has(rule.kind) && CONTEXT_AFTER.test(lower.slice(end, end + 40))) continue;
      if (
        CONTEXT_KINDS.has(rule.kind) &&
        (CONTEXT_BEFORE.test(before) || FOR_AUDIENCE.test(before) || SELF_BEFORE.test(before))
      )
        continue;
      // "We have an English handbook of 8,000 words": what the client has, unless the sentence asks too.
      if (HAS_BEFORE.test(before) && !ASK_VERB.test(lower)) continue;
      // "Our WordPress site has issues": the client's own site, described, not asked for.
      if (
        BUILD_KINDS.has(rule.kind) &&
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
    for (let i = found.length - 1; i >= 0; i--) if (BUILD_KINDS.has(found[i].rule.kind)) found.splice(i, 1);
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
  // "Import of 1,800 ledgers from Tally": the system the data comes from is its source, not a link to build.
  const imported = found.find((f) => f.rule.kind === "data_migration");
  if (imported) {
    for (let i = found.length - 1; i >= 0; i--)
      if (
        found[i].rule.kind === "integration" &&
        found[i].start > imported.start &&
        /\bfrom (?:the |our |their |an? )?(?:existing |old |legacy )?$/.test(lower.slice(0, found[i].start))
      )
        found.splice(i, 1);
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
    // Right after the name: "(8 of them)", ": 20 nos", "x 20", "qty: 15".
    const right =
      lower.slice(entry.end, Math.min(to, entry.end + 40)).match(COUNT_RIGHT_AFTER) ??
      lower.slice(entry.end, to).match(TOTAL_AFTER);
    const quantity =
      statedCount(rule, lower.slice(from, entry.end)) ??
      statedCount(rule, lower.slice(entry.start, to)) ??
      (right && !WORD_TOTAL_KINDS.has(rule.kind) && isCount(toNumber(right[1]))
        ? toNumber(right[1])
        : undefined);
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
    } else if (
      rule.kind === "site_pages" &&
      (/\bpage$/.test(lower.slice(entry.start, entry.end)) ||
        /\b(?:single|one)[\s-](?:scrolling |long )?page\b/.test(lower.slice(entry.start, to)))
    ) {
      d.quantity = 1; // "a donation page", "a landing page"
      d.assumed = false;
    }
    // "The 5 books, 64 pages each": pages of every book.
    const each = lower.slice(entry.start, to).match(/(\d+) pages? each/);
    const books = lower.match(
      /(\d+) (?:[a-z-]+ )?(?:books|workbooks|volumes|magazines|issues|reports|catalogues)\b/,
    );
    if (rule.kind === "presentation" && each && books && isCount(toNumber(each[1]) * toNumber(books[1]))) {
      d.quantity = toNumber(each[1]) * toNumber(books[1]);
      d.assumed = false;
    }
    // Words belong to the deliverable they follow ("10 articles of 1,200 words"), else to the one they precede.
    // Before it only when close: "2,000-word articles", not a length given for the previous deliverable.
    const words =
      statedWords(lower.slice(entry.start, to)) ??
      statedWords(lower.slice(Math.max(from, entry.start - 20), entry.end));
    if (words !== undefined) applyWords(d, rule.kind, words);
    if (rule.kind === "translation") translationScope(d, lower.slice(entry.start)); // "into …" may name a version too
    // "A 16-page brochure", "lookbook (20 pages)": the pages of each print piece.
    const pages =
      lower.slice(Math.max(from, entry.start - 12), entry.end).match(/(\d+)[\s-]*pages?\b/) ??
      lower.slice(entry.end, Math.min(to, entry.end + 25)).match(/^[^.;]*?\b(\d+)[\s-]*pages?\b/);
    if (rule.kind === "print_items" && pages && Number(pages[1]) >= 2 && isCount(Number(pages[1])))
      d.pagesEach = Number(pages[1]);
    const sizes = lower
      .slice(entry.start, to)
      .match(/(\d+)\s*(?:different\s+)?(?:sizes|formats|dimensions|aspect ratios)\b/);
    // "in 4 sizes": 2 to 20 sizes are variants of an ad; "0 sizes" or "1 size" are not.
    if (rule.kind === "ad_creatives" && sizes && Number(sizes[1]) >= 2 && Number(sizes[1]) <= MAX_SIZES)
      d.variants = Number(sizes[1]);
    // "4 blog posts a month for 6 months", "12 posts/month" in a 3-month retainer: the monthly count × months.
    const monthly = [...lower.matchAll(PER_MONTH)];
    const monthsText = lower.slice(entry.start, to).match(/\bfor (\d+) months\b/) ?? whole.match(MONTHS);
    const months = monthsText ? Number(monthsText.slice(1).find(Boolean)) : 0;
    const perMonth = monthly.some(
      (m) => toNumber(m[1]) === d.quantity && m.index >= Math.max(from, entry.start - 40) && m.index < to,
    );
    if (!d.assumed && perMonth && months > 1 && isCount(d.quantity * months)) d.quantity *= months;
    // "a monthly newsletter … for 6 months": one a month for the months asked ("6 per month" is not one).
    if (
      (d.assumed || d.quantity === 1) &&
      months > 1 &&
      isCount(months) &&
      monthly.length === 0 &&
      /\b(?:monthly|every month|a month|per month)\b/.test(lower)
    ) {
      d.quantity = months;
      d.assumed = false;
    }
    return { deliverable: d, key: entry.key, start: entry.start, end: entry.end };
  });
}

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
    pagesEach: undefined,
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
  into.pagesEach ??= next.pagesEach;
  into.variants = Math.max(into.variants ?? 0, next.variants ?? 0) || undefined;
}

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
  let problemSentences = 0;
  const fromTitle = new Set<Deliverable>();
  const titleKeys = new Map<string, Deliverable>();
  const refused = new Set<string>();
  for (const { text, isTitle } of sentences) {
    const digits = digitsForNumbers(text);
    const lower = normalizeText(digits);
    const found = readSentence(digits, lower, whole, refused);
    if (!isTitle && found.some((f) => f.deliverable.kind === "maintenance")) problemSentences++;
    const asks = !isTitle && ASK_PATTERN.test(lower);
    if (asks) askSentences++;
    if (asks && found.length > 0) mappedAskSentences++;
    const outOfScope = OUT_OF_SCOPE.test(lower);
    // "12 reel scripts": what names a deliverable is not out of scope ("reel" is video work, its script is
    // not); only the deliverable's own clause counts ("5 ads in 2 sizes, and a form that pushes leads to …").
    const blanked = found.reduce(
      (text, f) => text.slice(0, f.start) + " ".repeat(f.end - f.start) + text.slice(f.end),
      lower,
    );
    for (const { deliverable, key, start, end } of found) {
      const restOutOfScope = OUT_OF_SCOPE.test(clauseAround(blanked, start, end));
      // Stated in-scope work: a quantity given, or a named integration or feature asked for. Translation
      // alone is not a supported category (spec 2 §1): it is planned only beside work that is.
      if (
        !restOutOfScope &&
        deliverable.kind !== "translation" &&
        (!deliverable.assumed ||
          (asks && ORDERS_ONE.test(lower) && NAMED_KINDS.has(deliverable.kind as DeliverableKind)))
      )
        statesInScopeWork = true;
      deliverable.source = text.trim().slice(0, 300);
      const existing =
        byKey.get(key) ??
        titleKeys.get(key) ??
        [...byKey.values()].find(
          (d) =>
            d.kind === deliverable.kind &&
            // The title and the description naming one count name one deliverable ("6 concepts x 4 sizes").
            (deliverable.assumed || d.assumed || (fromTitle.has(d) && d.quantity === deliverable.quantity)) &&
            !SINGLE_KINDS.has(d.kind as DeliverableKind) &&
            d.kind !== "integration" &&
            d.kind !== "feature" &&
            d.kind !== "print_items",
        );
      if (existing) {
        merge(existing, deliverable);
        // The title names it once; a later mention by words the title counted it with is the same one.
        const counted = !deliverable.assumed && existing.quantity === deliverable.quantity;
        if (fromTitle.delete(existing) && isTitle && counted) titleKeys.set(key, existing);
      } else {
        byKey.set(key, deliverable);
        if (isTitle) fromTitle.add(deliverable);
      }
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
  // What one sentence refuses, another only mentioned ("managing stock in Tally … Tally is not required").
  for (const key of refused) if (byKey.get(key)?.assumed) byKey.delete(key);
  let deliverables = designOnly(
    readFixJob([...byKey.values()], notEstimated, { body, whole, problemSentences }),
    whole,
  );
  countListedParts(deliverables, notEstimated, body);
  assignLoneCounts(deliverables, whole);
  countListedPages(deliverables, whole);
  countPerItem(deliverables);
  if (COPY_ONLY.test(whole)) deliverables = pagesAsCopy(deliverables);
  // "We have a WordPress website … connect its form to Zoho": the site exists; no count, no new site asked.
  if (EXISTING_SITE.test(whole) && !NEW_SITE.test(whole))
    deliverables = deliverables.filter((d) => !(d.kind === "site_pages" && d.assumed));
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
  // "Translate our handbook … We have it in English, about 8,000 words": the brief's one length is the source's.
  const translation = deliverables.find((d) => d.kind === "translation" && d.assumed);
  const total = statedWords(whole);
  if (translation && total !== undefined) Object.assign(translation, { quantity: total, assumed: false });
  // "Translate the site into Tamil and Kannada and put both versions live": one version per language.
  const languages = deliverables.find((d) => d.kind === "translation")?.variants;
  for (const d of deliverables)
    if (d.kind === "language_version" && d.assumed && languages !== undefined) {
      Object.assign(d, { quantity: languages, assumed: false });
      statesInScopeWork = true; // building the versions is IT work, whatever the translation is
    }
  // "Write 10 blog posts" in the title, "about 1,000 words" in the description: one length, one set of pieces.
  const wordy = deliverables.filter((d) => WORDY_KINDS.has(d.kind as DeliverableKind));
  if (
    wordy.length === 1 &&
    wordy[0].wordsEach === undefined &&
    total !== undefined &&
    total <= MAX_PIECE_WORDS
  )
    wordy[0].wordsEach = total;
  return { deliverables, notEstimated, askSentences, mappedAskSentences, statesInScopeWork };
}

/**
 * An IT brief with fixes that asks for nothing new is a fix job: the site, payments or forms it names are what
 * is fixed, not built; its listed lines ("1. receipts show the wrong year") are the fixes, counted, rather
 * than requests left unestimated. Changes `notEstimated` in place.
 *
 * @returns the deliverables to plan.
 */
function readFixJob(
  deliverables: Deliverable[],
  notEstimated: NotEstimated[],
  brief: { body: string; whole: string; problemSentences: number },
): Deliverable[] {
  const fixes = deliverables.find((d) => d.kind === "maintenance");
  if (!fixes || ADDS_WORK.test(brief.whole) || deliverables.some((d) => d.category !== "it_services"))
    return deliverables;
  const lines = brief.body.split("\n").filter((line) => LIST_LINE.test(line));
  const inline = brief.body.match(/(?:^|[\s,;:])\([a-h]\)\s/gm) ?? [];
  const listed = Math.max(lines.length, inline.length);
  // Without a count, each listed line, else each sentence naming a problem, is one fix.
  const problems = listed >= 2 ? listed : brief.problemSentences;
  if (fixes.assumed && problems >= 1 && isCount(problems)) {
    fixes.quantity = problems;
    fixes.assumed = false;
  }
  for (let i = notEstimated.length - 1; i >= 0; i--)
    if (lines.some((line) => line.includes(notEstimated[i].text))) notEstimated.splice(i, 1);
  return deliverables.filter((d) => !FIXED_PARTS.has(d.kind as DeliverableKind));
}

/** "One caption per post", "a thumbnail for each video", "har post ke saath caption": the item counted by. */
const PER_ITEM =
  /\b(?:per|for (?:each|every)|with (?:each|every)|each|every|har(?: ek)?)\s+([a-z]{3,})(?:\s+(?:ke|ki)\s+(?:saath|liye))?\b/;

/** "The site is being built by our developer, we only need the content": its pages are copy to write. */
const COPY_ONLY =
  /\b(?:(?:only|just) (?:need|want|require)s? (?:the )?(?:content|copy|text|writing)|(?:content|copy|writing) only|being (?:built|developed|designed) by)\b/;

/** A brief that says the client's site exists … */
const EXISTING_SITE =
  /\b(?:(?:(?:we|i) |already )(?:already )?have (?:an? |our )?(?:[a-z-]+ ){0,2}|(?:our|my) (?:existing |current |live |old )?(?:[a-z-]+ )?)(?:web ?site|site|store)\b/;
/** … and does not ask for a new one. */
const NEW_SITE =
  /\b(?:new|redesign\w*|rebuild\w*|revamp\w*|build|create|develop|make|set ?up)\b[^.]{0,40}\b(?:web ?site|site|store|shop|pages?)\b/;

/** A design brief that leaves the build to others. */
const DESIGN_ONLY =
  /\b(?:only (?:the )?design|design only|development is not|no development|(?:we|our (?:[a-z]+ )?(?:devs?|developers?|team)) (?:will|can|shall) (?:build|develop|code)|so (?:that )?(?:our|the) (?:[a-z]+ )?(?:devs?|developers?) can (?:build|develop|code))\b/;

/**
 * "Development is not part of this job": in a design brief that leaves the build to others, the app and
 * the parts its screens show are designed, not built; the app's stated screen count is the design's.
 */
function designOnly(deliverables: Deliverable[], whole: string): Deliverable[] {
  const design = deliverables.find((d) => d.kind === "ui_design");
  if (!design || !DESIGN_ONLY.test(whole)) return deliverables;
  const app = deliverables.find((d) => BUILD_KINDS.has(d.kind) && !d.assumed);
  if (design.assumed && app) Object.assign(design, { quantity: app.quantity, assumed: false });
  return deliverables.filter((d) => d.category !== "it_services");
}

/** The brief's site pages as web copy: one copy deliverable with the most pages either gives. */
function pagesAsCopy(deliverables: Deliverable[]): Deliverable[] {
  const pages = deliverables.filter((d) => d.kind === "site_pages");
  if (pages.length === 0) return deliverables;
  const rest = deliverables.filter((d) => d.kind !== "site_pages");
  const stated = pages.find((d) => !d.assumed) ?? pages[0];
  const copy = rest.find((d) => d.kind === "web_copy");
  if (copy) {
    if (copy.assumed || stated.quantity > copy.quantity)
      Object.assign(copy, { quantity: stated.quantity, assumed: stated.assumed });
    return rest;
  }
  const info = DELIVERABLE_KINDS.web_copy;
  return [
    ...rest,
    { ...stated, kind: "web_copy", category: info.category, unit: info.unit, title: `Copy: ${stated.title}` },
  ];
}

/** Kinds made one per item of another deliverable (a caption per post, a mockup per design). */
const MADE_PER_ITEM = new Set<string>([
  "social_captions",
  "social_graphics",
  "product_descriptions",
  "scripts",
  "illustrations",
  "infographics",
  "mockups",
  "icons",
]);

/** A deliverable with no count of its own, made one per item of another, takes that one's count. */
function countPerItem(deliverables: Deliverable[]): void {
  for (const d of deliverables) {
    const per = d.assumed && MADE_PER_ITEM.has(d.kind) ? normalizeText(d.source).match(PER_ITEM) : null;
    if (!per) continue;
    const item = per[1].replace(/s$/, "");
    const counted = deliverables.find(
      (other) =>
        other !== d &&
        !other.assumed &&
        other.unit !== "words" &&
        `${other.title} ${other.unit}`.toLowerCase().includes(item),
    );
    if (counted) {
      d.quantity = counted.quantity;
      d.assumed = false;
    }
  }
}

/** Page names a brief lists ("Pages: Home, About, Treatments, Contact"). */
const PAGE_LIST =
  /\bpages?\s*(?::|-|–|\(|include|are|like)\s*((?:[a-z.&' ]{2,30},\s*)+(?:and\s+|&\s+)?[a-z.&' ]{2,30})|\b((?:[a-z&' ]{2,20},\s*)*[a-z&' ]{2,20}\s+(?:and|&)\s+[a-z&' ]{2,20})\s+pages\b/;

/** A site or page copy with no stated count takes the number of pages its brief lists by name. */
function countListedPages(deliverables: Deliverable[], whole: string): void {
  const list = whole.match(PAGE_LIST);
  if (!list) return;
  const names = (list[1] ?? list[2]).split(/,|\band\b|&/).filter((name) => name.trim().length > 1);
  if (names.length < 2) return;
  for (const d of deliverables) {
    if ((d.kind === "site_pages" || d.kind === "web_copy") && d.assumed) {
      d.quantity = names.length;
      d.assumed = false;
    }
  }
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
          other !== d &&
          other.assumed &&
          other.unit === d.unit &&
          LONE_COUNT_KINDS.has(other.kind as DeliverableKind),
      )
    )
      continue;
    const counted = [...whole.matchAll(new RegExp(`(\\d[\\d,]*)\\s*(?:[a-z-]+\\s+){0,2}?${d.unit}\\b`, "g"))]
      .map((m) => toNumber(m[1]))
      .filter(isCount);
    if (counted.length === 1) {
      d.quantity = counted[0];
      d.assumed = false;
    }
  }
}

const countWordsIn = (text: string) => text.split(/\s+/).filter(Boolean).length;
