import {
  applyWords,
  designLanguages,
  isCount,
  statedCount,
  statedWords,
  toNumber,
  translationScope,
  WORD_TOTAL_KINDS,
} from "./brief-numbers";
import {
  ASKS_NEW,
  BUILD_KINDS,
  BUILD_VERB,
  CONTEXT_AFTER,
  CONTEXT_BEFORE,
  CONTEXT_KINDS,
  DEFERRED_AFTER,
  DEFERRED_BEFORE,
  DOCUMENTED_PARTS,
  FIXED_PARTS,
  FOR_AUDIENCE,
  HAD_AFTER,
  integrationGroup,
  MADE_PER_ITEM,
  NEGATED_AFTER,
  NEGATED_BEFORE,
  ONE_BY_ARTICLE,
  POSSESSIVE_BEFORE,
  SELF_BEFORE,
  SINGLE_KINDS,
  TOPIC_BEFORE,
  TRANSLATED_PARTS,
} from "./deliverable-context";
import { DELIVERABLE_KINDS } from "./deliverable-kinds";
import { DELIVERABLE_RULES, type DeliverableRule, WRITING_CONTEXT } from "./deliverable-rules";
import type { Deliverable } from "./schema";

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A platform refused or deferred: "iPhone app abhi nahi chahiye", "iOS later", "no iPhone version". */
const PLATFORM_REFUSED =
  /\b(?:android|ios|iphone|ipad)\b[^.;,]{0,25}?\b(?:nahi|nahin|not (?:needed|required|now)|later|phase (?:2|two))\b|\b(?:no|not|without)\s+(?:an?\s+)?(?:android|ios|iphone|ipad)\b/g;

/** Platforms an app is built for: Android and iOS count two; one named, or none, one. A refused one is not named. */
function platformCount(whole: string): number {
  const text = whole.replace(PLATFORM_REFUSED, " ");
  const android = /\bandroid\b/.test(text);
  const ios = /\b(?:ios|iphone|ipad)\b/.test(text);
  return (android && ios) || /\b(?:cross-platform|both platforms|flutter|react native)\b/.test(text) ? 2 : 1;
}

/** A deliverable read from a sentence, with the key that merges its mentions. */
export interface Found {
  deliverable: Deliverable;
  key: string;
}

/** Where in its sentence a deliverable was named: [start, end) in the lower-cased text. */
export interface Span {
  start: number;
  end: number;
}

/** "…captions bhi chahiye, total 20", "posts (in all 30)": a total given later in the clause. */
const TOTAL_AFTER = /^[^.;]*?\b(?:total(?: of)?|in all|in total)\s*:?\s*(\d[\d,]*)\b/;

/** "4 blogs per month", "12 posts/month", "8 a month". */
const PER_MONTH = /(\d+) (?:[a-z-]+ ){0,3}?(?:(?:a|per|every) month\b|[a-z-]*\s?\/\s?month\b)/g;
/** How many months a retainer runs: "for 6 months", "3-month retainer", "× 6 months". */
const MONTHS =
  /\b(?:for|over|next) (\d+) months\b|\b(\d+)[\s-]months?\s+(?:retainer|contract|engagement|plan|package)\b|[x×] (\d+) months\b/;

/** "We have an English …", "I already have a …", "hamare paas sirf …": the client's own thing follows. */
const HAS_BEFORE =
  /\b(?:(?:we|i) (?:already )?have|(?:hamare|humare|mere|apne) paas(?: sirf| bas| already)?)\s+(?:an?\s+|the\s+|our\s+|my\s+)?(?:[a-z-]+\s+){0,3}$/;
/** "We'll share the label info", "I will provide the photos": what the client supplies follows. */
const SUPPLIED_BEFORE =
  /\b(?:we|i)(?:'ll| will| shall| can)\s+(?:share|provide|give|send|supply)\s+(?:you\s+)?(?:the |our |my |all |all the )?(?:[a-z-]+\s+){0,2}$/;
/** A verb of asking or making in the same sentence. */
const ASK_VERB =
  /\b(?:need|needs|want|wants|require|required|looking for|write|create|design|make|build|develop|translate|edit)\b/;

/**
 * "We're a Mumbai fintech (savings + UPI app)", "Our help centre has 140 articles written by agents": a sentence
 * that only describes the client and what it has asks for nothing — unless it asks in the same breath.
 */
const DESCRIBES_CLIENT =
  /^\W*(?:(?:hi|hello|namaste|vanakkam)\b\W*)?(?:we(?:'re| are)\s+an?\b|i(?:'m| am)\s+an?\b|our\s+(?:[a-z0-9&+-]+\s+){0,4}(?:is|are|has|have|was|were|runs|sells|uses|gets)\b)/;
/** "The store is already set up by our agency": a build someone else does, not asked of us. */
const BUILT_BY_OTHERS =
  /\b(?:set up|built|made|done|developed|handled|being built|being developed)\s+by\s+(?:our|the|an?|their|my)\s+(?:[a-z-]+\s+)?(?:agency|developers?|team|vendor|freelancer|partner|company|guy|person)\b/;
const ASKS_IN_SENTENCE =
  /\b(?:need\w*|want\w*|requir\w*|looking|seeking|should|must|please|would like|wish|plan(?:ning)? to|write|create|design|make|build|develop|translate|edit|redo|rewrite|set (?:it |this |them )?up|chahiye|venum|hona)\b/;

/** More sizes than this are a size list's numbers ("300x250"), not variants of one ad. */
const MAX_SIZES = 20;

/** A count right after a deliverable's name: "(8 of them)", ": 20 nos", "x 20", "| 24 |"; not a size or a length. */
const COUNT_RIGHT_AFTER =
  /^(?:[^(.:]*?\(|\s*(?:[:–|-]|x|×|\*)?)\s*(?:qty:?\s*)?(\d[\d,]*)\s*(?:nos?\.?|pcs|pieces|of them)?\s*\)?(?![\dx×]|\s*(?:words?|w\b|sizes?|minutes?|mins?|pages?|ft\b|feet|foot|inch|cm\b|mm\b|%|-|x\s*\d|×)|\s*(?!(?:nos?|pcs|pieces|of them|items?|designs?|options?|concepts?|versions?|variants?|sets?|units?|copies|types?|kinds?|routes?|directions?|alternatives?|choices?|screens?|endpoints?)\b)[a-z])/;

/**
 * A count marked as one right after a deliverable's name, past up to two more words of it: "newsletter emails
 * x 12", "carousels (8 of them)", "entries qty: 15". It wins over a number before the name ("for 6 months, and
 * LinkedIn carousels (8 of them)"); not a size ("5x7") or a length ("x 2,000 words").
 */
const MARKED_COUNT_AFTER =
  /^(?:\s+[a-z-]+){0,2}?\s*(?:[x×]\s*(\d[\d,]*)\b(?!\s*(?:-?\s*words?\b|x\s*\d|×|cm\b|mm\b|px\b|inch|ft\b|%))|\(\s*(\d[\d,]*)\s*(?:of them|nos?\.?|pcs|pieces)\s*\)|\bqty\.?:?\s*(\d[\d,]*))/;

/** ", and a CMS", "; the admin panel": a clause naming its deliverable with its own article. */
const OWN_ARTICLE_BEFORE = /[,;]\s*(?:and |also |plus )?(?:a|an|the)\s+(?:[a-z-]+\s+){0,3}$/;
/** "… that holds 3 tins", "containing 12 sachets": the contents of a pack. */
const HELD_BEFORE =
  /\b(?:holds?|holding|contains?|containing|carries|carrying|fits?)\s+(?:\d[\d,]*\s+)?(?:[a-z-]+\s+)?$/;
/** "6 x 2,500-word pieces": a count times a length, the count of the pieces. */
const TIMES_WORDS = /(\d+)\s*[x×]\s*\d[\d,]*\s*-?\s*words?\b/;
/** "product mockups for the 5", "covers for all the 12": a count given by pointing back at items named before. */
const FOR_THE_COUNT =
  /^(?:\s+[a-z-]+){0,3}?\s+for (?:all |each of )?(?:the|these|those) (\d+)\b(?!\s*(?:days?|weeks?|months?|years?|hours?|%|-|words?)\b)/;

/** "Product descriptions for 60 sarees", "captions for our 25 reels": one piece for each of the items counted. */
const FOR_ITEMS =
  /^(?:\s+[a-z-]+){0,2}?\s+for (?:our |all |all the |the |these |those |each of the )?(\d[\d,]*)\s+(?!(?:days?|weeks?|months?|years?|hours?|minutes?|mins?|seconds?|secs?|words?|pages?|languages?|platforms?|sizes?)\b)[a-z-]+s\b/;

/** The count of the items a piece made one per item names after it (see {@link FOR_ITEMS}). */
function forItemsCount(kind: string, after: string): number | undefined {
  const items = MADE_PER_ITEM.has(kind) ? after.match(FOR_ITEMS) : null;
  return items && isCount(toNumber(items[1])) ? toNumber(items[1]) : undefined;
}

/** Each rule's pattern with the global flag, compiled once (`matchAll` copies it, so no `lastIndex` is shared). */
const GLOBAL_MATCH = new Map(DELIVERABLE_RULES.map((rule) => [rule, new RegExp(rule.match.source, "g")]));

/**
 * The deliverables one sentence names, left to right, each with its stated quantity. `refused` collects the
 * keys of named links and features the sentence refuses ("Tally integration is not required").
 */
export function readSentence(
  sentence: string,
  lower: string,
  whole: string,
  refused: Set<string> = new Set(),
): (Found & Span)[] {
  const claimed = new Uint8Array(lower.length);
  const describesClient = DESCRIBES_CLIENT.test(lower) && !ASKS_IN_SENTENCE.test(lower);
  const found: (Found & { rule: DeliverableRule; start: number; end: number })[] = [];
  for (const rule of DELIVERABLE_RULES) {
    if (
      rule.unlessSentence?.test(lower) ||
      (rule.requiresBrief && !rule.requiresBrief.test(whole)) ||
      (rule.requiresSentence && !rule.requiresSentence.test(lower))
    )
      continue;
    for (const match of lower.matchAll(GLOBAL_MATCH.get(rule) as RegExp)) {
      const start = match.index;
      const end = start + match[0].length;
      if (match[0].trim() === "" || claimed.subarray(start, end).some((c) => c === 1)) continue;
      const before = lower.slice(Math.max(0, start - 60), start);
      // A refused or topical phrase asks for nothing: "we do NOT need a cart", "a webinar on documentation".
      const clause =
        lower
          .slice(Math.max(0, start - 80), start)
          .split(
            /\bbut\b|\bso\s+(?=(?:we |i )?(?:need|want|require|please)\b)|\bwhat (?:we|i) (?:need|want)\b/,
          )
          .pop() ?? "";
      if (
        NEGATED_BEFORE.test(clause) ||
        NEGATED_AFTER.test(lower.slice(end)) ||
        DEFERRED_BEFORE.test(clause) ||
        DEFERRED_AFTER.test(lower.slice(end)) ||
        HAD_AFTER.test(lower.slice(end))
      ) {
        // "Tally integration is not required": a named link or feature refused is refused wherever mentioned.
        if (rule.kind === "integration" || rule.kind === "feature")
          refused.add(describe(rule, match[0], "", whole).key);
        continue;
      }
      // What a described site has wrong is still a fix to make ("our site has these issues: …").
      if (describesClient && rule.kind !== "maintenance") continue;
      if (BUILD_KINDS.has(rule.kind) && BUILT_BY_OTHERS.test(lower)) continue;
      if (DELIVERABLE_KINDS[rule.kind].category === "content_creation" && TOPIC_BEFORE.test(before)) continue;
      if (BUILD_KINDS.has(rule.kind) && CONTEXT_AFTER.test(lower.slice(end, end + 40))) continue;
      if (
        CONTEXT_KINDS.has(rule.kind) &&
        (CONTEXT_BEFORE.test(before) || FOR_AUDIENCE.test(before) || SELF_BEFORE.test(before))
      )
        continue;
      // "We have an English handbook of 8,000 words": what the client has, unless the sentence asks too ("hamare
      // paas sirf logo hai" says what they have even beside an ask).
      const has = before.match(HAS_BEFORE);
      if (has && (!ASK_VERB.test(lower) || has[0].includes("paas"))) continue;
      if (SUPPLIED_BEFORE.test(before)) continue;
      // "Our WordPress site has issues": the client's own site, described, not asked for.
      if (
        BUILD_KINDS.has(rule.kind) &&
        POSSESSIVE_BEFORE.test(before) &&
        !ASKS_NEW.test(lower) &&
        !/\d/.test(match[0])
      )
        continue;
      if (rule.kind === "social_captions" && !WRITING_CONTEXT.test(lower)) continue;
      // "a gift box that holds 3 tins": what a pack holds is not another pack to design.
      if (rule.kind === "packaging" && HELD_BEFORE.test(before)) continue;
      // "8,000 report records": a feature's word inside a count phrase names what is counted, not a feature.
      if (
        rule.kind === "feature" &&
        /\d\s+$/.test(before) &&
        /^\s+[a-z]+s\b/.test(lower.slice(end, end + 20))
      )
        continue;
      claimed.fill(1, start, end);
      found.push({ ...describe(rule, match[0], sentence.slice(start, end), whole), rule, start, end });
    }
  }
  found.sort((a, b) => a.start - b.start);
  // "Packaging design: 3 tin wraps and 2 pouches": the word for the kind names no item when items follow.
  for (let i = found.length - 1; i >= 0; i--)
    if (
      found[i].rule.kind === "packaging" &&
      lower.slice(found[i].start, found[i].end) === "packaging" &&
      found.some((f) => f.start > found[i].start && f.rule.kind === "packaging")
    )
      found.splice(i, 1);
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
    // "around 20 screens, and a CMS": a name brought in by its own article after a comma owns no count before.
    const previous = i === 0 ? 0 : found[i - 1].end;
    const introduced = lower.slice(previous, entry.start).match(OWN_ARTICLE_BEFORE);
    const from = introduced ? previous + (introduced.index ?? 0) : previous;
    const to = i + 1 < found.length ? found[i + 1].start : lower.length;
    const rule = entry.rule;
    // Right after the name: "(8 of them)", ": 20 nos", "x 20", "qty: 15".
    const right =
      lower.slice(entry.end, Math.min(to, entry.end + 40)).match(COUNT_RIGHT_AFTER) ??
      lower.slice(entry.end, to).match(TOTAL_AFTER);
    const marked = lower.slice(entry.end, Math.min(to, entry.end + 40)).match(MARKED_COUNT_AFTER);
    const pointed =
      lower.slice(entry.start, to).match(TIMES_WORDS) ??
      lower.slice(entry.end, Math.min(to, entry.end + 50)).match(FOR_THE_COUNT);
    const markedCount = marked
      ? toNumber(marked[1] ?? marked[2] ?? marked[3])
      : pointed
        ? toNumber(pointed[1])
        : undefined;
    // "6 instagram highlight covers": the count's noun may end the phrase the rule matched the start of.
    const head = lower.slice(entry.end, to).match(/^(?:[ -][a-z]+){0,2}\b/)?.[0] ?? "";
    const quantity =
      (rule.count && markedCount !== undefined && isCount(markedCount) ? markedCount : undefined) ??
      statedCount(rule, lower.slice(from, entry.end + head.length)) ??
      statedCount(rule, lower.slice(entry.start, to)) ??
      (right && !WORD_TOTAL_KINDS.has(rule.kind) && isCount(toNumber(right[1]))
        ? toNumber(right[1])
        : undefined) ??
      forItemsCount(rule.kind, lower.slice(entry.end, to));
    const d = entry.deliverable;
    const qualified = i > 0 && /^\s+$/.test(lower.slice(from, entry.start));
    if (quantity !== undefined && !WORD_TOTAL_KINDS.has(rule.kind)) {
      d.quantity = quantity;
      d.assumed = false;
    } else if (
      ONE_BY_ARTICLE.has(rule.kind) &&
      !/s$/.test(lower.slice(entry.start, entry.end)) &&
      // "a cover illustration": the article may stand before another name that only qualifies this one.
      /(?:\b(?:a|an|one|single)|(?:^|[^\d,.])\b1)\s+(?:[a-z-]+\s+){0,3}$/.test(
        lower.slice(qualified ? (found[i - 2]?.end ?? 0) : from, entry.start),
      )
    ) {
      d.quantity = 1; // "a training manual", "an infographic"
      d.assumed = false;
    } else if (
      (rule.kind === "site_pages" || rule.kind === "web_copy") &&
      (/\bpage$/.test(lower.slice(entry.start, entry.end)) ||
        (rule.kind === "web_copy" &&
          /\b(?:landing |home ?|sales |about us )?page (?:copy|content|text)\b/.test(
            lower.slice(entry.start, entry.end),
          )) ||
        /\b(?:single|one)[\s-](?:scrolling |long )?page\b/.test(lower.slice(entry.start, to)))
    ) {
      d.quantity = 1; // "a donation page", "a landing page", "landing page copy"
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
    // "A 16-page brochure", "lookbook (20 pages)", "Prospectus, 16 pages", "the annual report 2026-27 designed —
    // about 40 pages": the pages of each print piece, in its own clause.
    const pages =
      lower.slice(Math.max(from, entry.start - 12), entry.end).match(/(\d+)[\s-]*pages?\b/) ??
      lower
        .slice(entry.end, Math.min(to, entry.end + 40))
        .match(/^(?:\s*,)?(?:(?!\band\b)[^.;,])*?\b(\d+)[\s-]*pages?\b/);
    if (rule.kind === "print_items" && pages && Number(pages[1]) >= 2 && isCount(Number(pages[1])))
      d.pagesEach = Number(pages[1]);
    const sizes = lower
      .slice(entry.start, to)
      .match(/(\d+)\s*(?:different\s+)?(?:sizes|formats|dimensions|aspect ratios)\b/);
    // "in 4 sizes": 2 to 20 sizes are variants of an ad; "0 sizes" or "1 size" are not.
    if (rule.kind === "ad_creatives" && sizes && Number(sizes[1]) >= 2 && Number(sizes[1]) <= MAX_SIZES)
      d.variants = Number(sizes[1]);
    // "10 graphics in 2 languages", "6 infographics in Hindi and English", "…, each one in Hindi and English":
    // a design made in each language (its text supplied or written apart).
    const languages = designLanguages(rule.kind, lower.slice(entry.end, to), lower);
    if (languages !== undefined) d.variants = languages;
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

/** The last word of a name, in the singular: "stand-up pouches" → "pouch", "gift boxes" → "box". */
const headNoun = (name: string) =>
  (
    name
      .trim()
      .split(/[\s-]+/)
      .pop() ?? ""
  )
    .replace(/(ch|sh|x)es$/, "$1")
    .replace(/s$/, "");

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
      : rule.kind === "packaging"
        ? `packaging:${headNoun(matched)}` // "4 pouches" and "the 250 g stand-up pouch" are one item
        : `${rule.kind}:${matched.replace(/s\b/g, "").trim()}`;
  return { deliverable, key };
}
