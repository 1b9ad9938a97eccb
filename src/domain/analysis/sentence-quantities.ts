/**
 * How many of each deliverable a sentence asks for (issue 17 §1, decision 0025): the count before or right after
 * its name, a total later in the clause, a count pointed back at ("for the 5"), words per piece, pages of a
 * print piece, an ad's sizes, a design's languages and a monthly count over the months asked. `read-sentence.ts`
 * finds the deliverables; this reads their quantities.
 *
 * @module
 */
import {
  applyWords,
  designLanguages,
  isCount,
  LANGUAGES,
  statedCount,
  statedWords,
  toNumber,
  translationScope,
  WORD_TOTAL_KINDS,
  YEAR,
} from "./brief-numbers";
import { MADE_PER_ITEM, ONE_BY_ARTICLE } from "./deliverable-context";
import { DELIVERABLE_KINDS } from "./deliverable-kinds";
import type { DeliverableRule } from "./deliverable-rules";
import { designVersions, packDesigns } from "./design-variants";
import type { Deliverable } from "./schema";

/** "…captions bhi chahiye, total 20", "posts (in all 30)": a total given later in the clause. */
const TOTAL_AFTER = /^[^.;]*?\b(?:total(?: of)?|in all|in total)\s*:?\s*(\d[\d,]*)\b/;

/** "4 blogs per month", "12 posts/month", "8 a month", "3 small fixes/changes per week". */
const PER_PERIOD =
  /(\d+) (?:[a-z/-]+ ){0,5}?(?:(?:a|per|every) (month|week)\b|[a-z-]*\s?\/\s?(month|week)\b)/g;
/** How many months or weeks a retainer runs: "for 6 months", "for the next 6 weeks", "3-month retainer", "× 6 months", "4 weeks". */
const PERIODS: Record<string, RegExp> = {
  month:
    /\b(?:for|over|next)(?: the next)? (\d+) months\b|\b(\d+)[\s-]months?\s+(?:[a-z]+\s+)?(?:retainer|contract|engagement|plan|package|arrangement|support|maintenance)\b|[x×] (\d+) months\b/,
  week: /\b(?:for|over|next)(?: the next)? (\d+) weeks\b|\b(\d+)[\s-]weeks?\s+(?:retainer|contract|engagement|plan|package)\b|[x×] (\d+) weeks\b|(?:^|[,.;]\s*)(\d+) weeks\b/,
};

/** A month's name, as written: "dec", "January", "sept". */
const MONTH_NAME = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*\.?`;
/** "for Dec, Jan and Feb", "for January–March": the months a retainer runs, named. */
const MONTHS_NAMED = new RegExp(
  String.raw`\bfor (${MONTH_NAME}(?:(?:,\s*|\s+and\s+|\s*&\s*)${MONTH_NAME})+)`,
);

/** How many `period`s (months or weeks) a text says its work runs, 0 when it says none. */
function periodsIn(text: string, period: string): number {
  const span = text.match(PERIODS[period]);
  if (span) return Number(span.slice(1).find(Boolean));
  const named = period === "month" ? text.match(MONTHS_NAMED) : null;
  return named ? named[1].split(/,|\band\b|&/).length : 0;
}

/** More sizes than this are a size list's numbers ("300x250"), not variants of one ad. */
const MAX_SIZES = 20;

/** A count right after a deliverable's name: "(8 of them)", ": 20 nos", "x 20", "| 24 |"; not a size or a length. */
const COUNT_RIGHT_AFTER =
  /^(?:[^(.:]*?\(|\s*(?:[:–|-]|x|×|\*)?)\s*(?:qty:?\s*)?(\d[\d,]*)\s*(?:nos?\.?|pcs|pieces|of them)?\s*\)?(?![\dx×]|\s*(?:words?|w\b|sizes?|minutes?|mins?|pages?|ft\b|feet|foot|inch|cm\b|mm\b|%|-|x\s*\d|×)|\s*(?!(?:nos?|pcs|pieces|of them|items?|designs?|options?|concepts?|versions?|variants?|sets?|units?|copies|types?|kinds?|routes?|directions?|alternatives?|choices?|screens?|endpoints?)\b)[a-z])/;

/**
 * A count marked as one right after a deliverable's name, past up to two more words of it: "newsletter emails
 * x 12", "carousels (8 of them)", "entries qty: 15". It wins over a number before the name ("for 6 months, and
 * LinkedIn carousels (8 of them)"); not a size ("5x7"), a length ("x 2,000 words") or a span ("per month x 3 months").
 */
const MARKED_COUNT_AFTER =
  /^(?:\s+[a-z-]+){0,2}?\s*(?:[x×]\s*(\d[\d,]*)\b(?!\s*(?:-?\s*words?\b|x\s*\d|×|cm\b|mm\b|px\b|inch|ft\b|%|(?:months?|weeks?|years?|days?)\b))|\(\s*(\d[\d,]*)\s*(?:of them|nos?\.?|pcs|pieces)\s*\)|\bqty\.?:?\s*(\d[\d,]*))/;

/** ", and a CMS", "; the admin panel": a clause naming its deliverable with its own article. */
const OWN_ARTICLE_BEFORE = /[,;]\s*(?:and |also |plus )?(?:a|an|the)\s+(?:[a-z-]+\s+){0,3}$/;

/** "6 x 2,500-word pieces": a count times a length, the count of the pieces. */
const TIMES_WORDS = /(\d+)\s*[x×]\s*\d[\d,]*\s*-?\s*words?\b/;

/**
 * "product mockups for the 5", "covers for all the 12", "3D mockups of all 8": a count given by pointing back at items
 * named before.
 */
const FOR_THE_COUNT =
  /^(?:(?:\s+[a-z-]+){0,3}?\s+for (?:all |each of )?(?:the|these|those)|\s+(?:of )?all(?: the| these| those)?) (\d+)\b(?!\s*(?:days?|weeks?|months?|years?|hours?|%|-|words?|sizes?|languages?|colou?rs?|formats?|platforms?)\b)/;

/** "Product descriptions for 60 sarees", "captions for our 25 reels": one piece for each of the items counted. */
const FOR_ITEMS =
  /^(?:\s+[a-z-]+){0,2}?\s+for (?:our |all |all the |the |these |those |each of the )?(\d[\d,]*)\s+(?!(?:days?|weeks?|months?|years?|hours?|minutes?|mins?|seconds?|secs?|words?|pages?|languages?|platforms?|sizes?)\b)[a-z-]+s\b/;

/** The count of the items a piece made one per item names after it (see {@link FOR_ITEMS}). */
function forItemsCount(kind: string, after: string): number | undefined {
  const items = MADE_PER_ITEM.has(kind) ? after.match(FOR_ITEMS) : null;
  return items && isCount(toNumber(items[1])) ? toNumber(items[1]) : undefined;
}

/** A deliverable named in a sentence: its rule, what was read of it, and where: [start, end) of the lower-cased text. */
export interface Named {
  rule: DeliverableRule;
  deliverable: Deliverable;
  start: number;
  end: number;
}

/** "… series of 5 emails": a count right after a name, with "of", belongs to that name. */
const COUNT_OF_PREVIOUS = /^\s*(?:of|with) (?:about |around |approx\.? )?\d[\d,]*(?: [a-z-]+){1,2}/;

/** Marketplaces a listing is written for. */
const MARKETPLACES = /\b(?:amazon|flipkart|meesho|myntra|nykaa|ajio|jiomart|etsy|ebay)\b/g;

/** The versions a phrase names: its languages other than English ("Tamil and English both" is one). */
const versionsNamed = (phrase: string) =>
  new Set(phrase.match(LANGUAGES) ?? []).size - (/\benglish\b/.test(phrase) ? 1 : 0);

/**
 * Reads the quantity, words, pages, sizes and languages of `found[i]` from `lower` (the sentence, lower-cased)
 * and `whole` (the brief, for the months a retainer runs), into its deliverable. A quantity belongs to the
 * nearest deliverable after it, so it is read from the end of the previous one. Changes the deliverable only.
 */
export function readQuantity(found: readonly Named[], i: number, lower: string, whole: string): void {
  const entry = found[i];
  // "around 20 screens, and a CMS": a name brought in by its own article after a comma owns no count before.
  const previous = i === 0 ? 0 : found[i - 1].end;
  const introduced = lower.slice(previous, entry.start).match(OWN_ARTICLE_BEFORE);
  // "welcome series of 5 emails and abandoned-cart series of 3": "of 5 emails" counts the name before it.
  const previousCount = i === 0 ? null : lower.slice(previous, entry.start).match(COUNT_OF_PREVIOUS);
  const from = introduced ? previous + (introduced.index ?? 0) : previous + (previousCount?.[0].length ?? 0);
  const to = i + 1 < found.length ? found[i + 1].start : lower.length;
  const rule = entry.rule;
  // Right after the name: "(8 of them)", ": 20 nos", "x 20", "qty: 15".
  const right =
    lower.slice(entry.end, Math.min(to, entry.end + 40)).match(COUNT_RIGHT_AFTER) ??
    lower.slice(entry.end, to).match(TOTAL_AFTER);
  const marked = lower.slice(entry.end, Math.min(to, entry.end + 40)).match(MARKED_COUNT_AFTER);
  const forThe = lower.slice(entry.end, Math.min(to, entry.end + 50)).match(FOR_THE_COUNT);
  // "Platform for the 2027 batch": a year, not a count.
  const pointed =
    lower.slice(entry.start, to).match(TIMES_WORDS) ?? (forThe && !YEAR.test(forThe[1]) ? forThe : null);
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
  // "one ebook": long-form work is counted in words, so one piece states no quantity (its length may follow).
  const onePiece = rule.kind === "long_form" && quantity === 1;
  const versions = rule.kind === "language_version" ? versionsNamed(lower.slice(entry.start, entry.end)) : 0;
  if (quantity !== undefined && !WORD_TOTAL_KINDS.has(rule.kind) && !onePiece) {
    d.quantity = quantity;
    d.assumed = false;
  } else if (versions > 0) {
    // "Japanese and Chinese versions": 2, still assumed — a translation's languages, read later, say it better.
    d.quantity = versions;
  } else if (
    ONE_BY_ARTICLE.has(rule.kind) &&
    // "a script writer" names who is hired, not one script.
    !/(?:s|writer)$/.test(lower.slice(entry.start, entry.end)) &&
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
  // "A 16-page brochure", "8-page A4 product brochure", "lookbook (20 pages)", "Prospectus, 16 pages", "the annual
  // report 2026-27 designed — about 40 pages": the pages of each print piece, in its own clause.
  const pages =
    lower.slice(Math.max(from, entry.start - 24), entry.end).match(/(\d+)[\s-]*pages?\b/) ??
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
  // "listing content for 40 products … separately for Amazon and for Etsy": one version per marketplace.
  const marketplaces =
    rule.kind === "product_descriptions" ? new Set(lower.match(MARKETPLACES) ?? []).size : 0;
  if (marketplaces >= 2 && /\b(?:separate(?:ly)?|versions?|each)\b/.test(lower)) d.variants = marketplaces;
  // "10 graphics in 2 languages", "6 infographics in Hindi and English", "…, each one in Hindi and English":
  // a design made in each language (its text supplied or written apart).
  const languages = designLanguages(rule.kind, lower.slice(entry.end, to), lower);
  if (languages !== undefined) d.variants = languages;
  // "6 pages, desktop and mobile", "24 icons in outline and filled styles", "20 posts, each in feed and story size".
  d.variants ??= designVersions(rule.kind, lower.slice(entry.start));
  // "One box design in 6 flavours": a pack's flavours are its designs.
  const flavours = rule.kind === "packaging" ? packDesigns(lower.slice(entry.start)) : undefined;
  if (flavours !== undefined && d.quantity <= 1) Object.assign(d, { quantity: flavours, assumed: false });
  // "4 blog posts a month for 6 months", "12 posts/month" in a 3-month retainer, "2 scripts per week for the next 6
  // weeks": the count per period × the periods.
  const rates = [...lower.matchAll(PER_PERIOD)];
  // "insta captions only — thirty a month": an uncounted piece takes the rate right after it.
  const rateAfter = rates.find((m) => m.index >= entry.end && m.index < Math.min(to, entry.end + 30));
  if (d.assumed && rateAfter && isCount(toNumber(rateAfter[1])))
    Object.assign(d, { quantity: toNumber(rateAfter[1]), assumed: false });
  const rate = rates.find(
    (m) => toNumber(m[1]) === d.quantity && m.index >= Math.max(from, entry.start - 40) && m.index < to,
  );
  const period = rate?.[2] ?? rate?.[3];
  const periods = period ? periodsIn(lower.slice(entry.start, to), period) || periodsIn(whole, period) : 0;
  if (!d.assumed && periods > 1 && isCount(d.quantity * periods)) d.quantity *= periods;
  const monthly = rates.filter((m) => (m[2] ?? m[3]) === "month");
  const months = periodsIn(whole, "month");
  // "a monthly newsletter … for 6 months": one a month for the months asked ("6 per month" is not one); a feature
  // ("a monthly report") is built once, however often it runs; upkeep recurs.
  if (
    (DELIVERABLE_KINDS[rule.kind].category !== "it_services" || rule.kind === "maintenance") &&
    (d.assumed || d.quantity === 1) &&
    months > 1 &&
    isCount(months) &&
    monthly.length === 0 &&
    /\b(?:monthly|every month|a month|per month)\b/.test(lower)
  ) {
    d.quantity = months;
    d.assumed = false;
  }
}
