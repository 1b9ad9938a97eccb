/**
 * Counts a brief states away from the piece they count (issue 17 §1, decision 0025): the fixes it totals, the
 * lines of a list a build introduces, a lone "Approx 14 screens.", one piece per item of another ("a caption per
 * post"), a length in a neighbouring sentence, the records a migration moves. Each pass changes the counts of
 * the deliverables in place; `read-whole-brief.ts` runs them.
 *
 * @module
 */
import { digitsForNumbers, isCount, statedCount, statedWords, toNumber } from "./brief-numbers";
import { normalizeText } from "./classify";
import { LIST_LINE, LONE_COUNT_KINDS, MADE_PER_ITEM } from "./deliverable-context";
import type { DeliverableKind } from "./deliverable-kinds";
import { DELIVERABLE_RULES, type DeliverableRule } from "./deliverable-rules";
import { count } from "./rule-patterns";
import type { Deliverable, NotEstimated } from "./schema";

/** "That is 12 things.", "so 5 things total", "7 issues in all": the number of fixes the client counted. */
const FIXES_TOTAL =
  /\b(?:(?:that is|that's|thats|so|total(?: of)?|in all)\s+(\d+)\s+(?:things|items|issues|bugs|problems|fixes|points)\b|(\d+)\s+(?:things|items|issues|bugs|problems|fixes|points)\s+(?:in total|total|in all)\b)/;

/** The fixes a brief counts itself are the fix job's quantity (the speed work of "speed + 4 bugs, so 5 things" too). */
export function countStatedFixes(deliverables: Deliverable[], whole: string): void {
  const fixes = deliverables.find((d) => d.kind === "maintenance");
  const total = whole.match(FIXES_TOTAL);
  if (!fixes || !total) return;
  const count = toNumber(total[1] ?? total[2]);
  if (isCount(count)) Object.assign(fixes, { quantity: count, assumed: false });
}

/** A line that introduces a list of a build's parts: "Endpoints required:", "Want a web-based inventory app:". */
const PART_WORD =
  /\b(endpoints?|screens?|pages?|apps?|portal|web ?site|site|system|api|platform|dashboard|software|tool|copy|content)\b/gi;
const PARTS_LEAD_IN = new RegExp(`${PART_WORD.source}[^:\\n]*:\\s*$`, "i");

/**
 * The unit a lead-in's word counts its list in: a site's or its copy's pages, an API's endpoints, screens. A list
 * after "app", "portal" or "system" names features, not screens: it counts nothing.
 */
const LEAD_UNIT: Record<string, string> = {
  endpoint: "endpoint",
  api: "endpoint",
  page: "page",
  website: "page",
  "web site": "page",
  site: "page",
  copy: "page",
  content: "page",
  screen: "screen",
};

/**
 * The lines of a list a build introduces are its parts: they are not unestimated asks, and a list of
 * endpoints, screens or pages with no stated count is counted. Changes `notEstimated` and the counts in place.
 */
export function countListedParts(
  deliverables: Deliverable[],
  notEstimated: NotEstimated[],
  body: string,
): void {
  const lines = body.split("\n");
  for (let i = 0; i < lines.length; i++) {
    // The lead-in is the line's last sentence ("… redirected to other site. Please:" leads no pages).
    const leadIn = lines[i].split(/[.!?]\s+/).pop() ?? "";
    if (!PARTS_LEAD_IN.test(leadIn)) continue;
    const items: string[] = [];
    // A blank line may stand between the lead-in and its list.
    const first = lines[i + 1]?.trim() === "" ? i + 2 : i + 1;
    for (let j = first; j < lines.length && LIST_LINE.test(lines[j]); j++) items.push(lines[j]);
    if (items.length < 2) continue;
    for (let k = notEstimated.length - 1; k >= 0; k--)
      if (items.some((item) => item.includes(notEstimated[k].text))) notEstimated.splice(k, 1);
    // "Ek simple website chahiye jisme ye pages ho:", "a secure API with:": the last unit word names the list.
    const unit = [...leadIn.toLowerCase().matchAll(PART_WORD)]
      .map((word) => LEAD_UNIT[word[1].replace(/s$/, "")])
      .filter((counts) => counts !== undefined)
      .pop();
    // "site with: - home page showing …, - recipe page …": a part one line names is counted with the others.
    const counted =
      unit !== undefined &&
      deliverables.find(
        (d) =>
          d.unit.replace(/s$/, "") === unit &&
          (d.assumed || (d.quantity < items.length && items.some((item) => item.includes(d.source.trim())))),
      );
    if (!counted || !isCount(items.length)) continue;
    // The "Home page" one line named is one of the site's pages: the count is the site's.
    if (!counted.assumed && unit === "page") counted.title = "Site";
    Object.assign(counted, { quantity: items.length, assumed: false });
  }
}

/** "One caption per post", "a thumbnail for each video", "har post ke saath caption": the item counted by. */
const PER_ITEM =
  /\b(?:per|for (?:each|every)|with (?:each|every)|each|every|har(?: ek)?)\s+([a-z]{3,})(?:\s+(?:ke|ki)\s+(?:saath|liye))?\b/;

/** The rule whose count reads records ("450 posts", "1,200 item codes"). */
const MIGRATION_RULE = DELIVERABLE_RULES.find(
  (rule) => rule.kind === "data_migration" && rule.count,
) as DeliverableRule;

/**
 * "Move our blog from Blogger … about 450 posts" over two sentences: an assumed migration moves the records the
 * brief counts — the most one sentence counts ("about 5000 questions …", not plus "800 students may write the
 * same test").
 */
export function countMovedRecords(deliverables: Deliverable[], sentences: readonly string[]): void {
  const moved = deliverables.find((d) => d.kind === "data_migration" && d.assumed);
  if (!moved) return;
  const records = Math.max(
    0,
    ...sentences.map(
      (sentence) => statedCount(MIGRATION_RULE, normalizeText(digitsForNumbers(sentence))) ?? 0,
    ),
  );
  if (records > 0) Object.assign(moved, { quantity: records, assumed: false });
}

/**
 * A deliverable with no count of its own, made one per item of another, takes that one's count; descriptions with
 * no such deliverable take the count the brief gives their items ("Our website has 25 packages … a write-up for
 * each package").
 */
export function countPerItem(deliverables: Deliverable[], whole: string): void {
  for (const d of deliverables) {
    // "Each post also needs a featured image": one per post, not one.
    const per =
      (d.assumed || d.quantity === 1) && MADE_PER_ITEM.has(d.kind)
        ? normalizeText(d.source).match(PER_ITEM)
        : null;
    if (!per) continue;
    const item = per[1].replace(/s$/, "");
    // "10 blog posts …, each with a custom featured image": one per item its own sentence counts.
    const counted = deliverables.find(
      (other) =>
        other !== d &&
        !other.assumed &&
        other.unit !== "words" &&
        (item === "with"
          ? other.source === d.source
          : `${other.title} ${other.unit}`.toLowerCase().includes(item)),
    );
    const quantity =
      counted?.quantity ??
      (d.kind === "product_descriptions" && item !== "with" ? statedItems(item, whole) : undefined);
    if (quantity !== undefined) {
      d.quantity = quantity;
      d.assumed = false;
    }
  }
}

/** The first count the brief gives an item ("25 packages", "around 18 projects"), or undefined. */
function statedItems(item: string, whole: string): number | undefined {
  const stated = whole.match(count(`${item}s?`));
  const n = stated ? toNumber(stated[1]) : undefined;
  return n !== undefined && isCount(n) ? n : undefined;
}

/**
 * "My thesis is about 60,000 words, need language editing": a work counted in words (an ebook, an edit, a
 * translation) with no length read beside its name takes the length its own sentence gives, else the one of a
 * neighbouring sentence that names nothing itself ("I want to publish an ebook … About 25,000 words.",
 * "Our report draft is ready (approx 18,000 words). Need a copy editor …"); one named only in the title takes the
 * brief's length when the brief states just one.
 */
export function lengthsNearby(deliverables: Deliverable[], sentences: readonly string[]): void {
  if (!deliverables.some((d) => d.assumed && d.unit === "words")) return;
  const texts = sentences.map((text) => text.trim().slice(0, 300));
  const sources = new Set(deliverables.map((d) => d.source));
  const length = (at: number) =>
    at >= 0 && at < texts.length ? statedWords(normalizeText(digitsForNumbers(texts[at]))) : undefined;
  const all = texts.map((_, at) => length(at)).filter((w) => w !== undefined);
  for (const d of deliverables) {
    if (!d.assumed || d.unit !== "words") continue;
    const at = texts.indexOf(d.source);
    // Named only in the title: the brief's one stated length, if it states one.
    const words =
      at === -1
        ? all.length === 1
          ? all[0]
          : undefined
        : (length(at) ??
          [at - 1, at + 1]
            .filter((near) => !sources.has(texts[near]))
            .map(length)
            .find((w) => w !== undefined));
    if (words === undefined) continue;
    d.quantity = words;
    d.assumed = false;
  }
}

/** Builds counted by a lone "N screens", and pieces a title names and the body counts by their unit ("20 scripts kavali"). */
const LONE_COUNTED = new Set<DeliverableKind>([
  ...LONE_COUNT_KINDS,
  "scripts",
  "infographics",
  "illustrations",
  "icons",
  "mockups",
  "emails",
  "articles",
  "social_captions",
  "product_descriptions",
]);

/**
 * Words a lone count may use for a unit besides the unit itself: captions are counted as the posts they go with,
 * ads as designs ("Need ad creatives for our sale. 6 designs, each in 3 sizes"), descriptions as the products.
 */
const UNIT_WORDS: Record<string, string> = {
  captions: "(?:captions|posts)",
  ads: "(?:ads|designs|creatives)",
  // "Roughly 200-250 SKUs … Each needs 60-80 words": one description a product the brief counts.
  descriptions: "(?:descriptions|skus|products|listings)",
};

/** "monthly 5 scripts", "weekly 3 posts": a count by the period, before it … */
const RATE_BEFORE =
  /\b(?:monthly|weekly|daily|per (?:month|week|day)|every (?:month|week|day)|a (?:month|week|day))\s+$/;
/** … or after it: "5 scripts a month", "12 posts/month". */
const RATE_AFTER = /^\s*(?:(?:a|per|every|each) (?:month|week|day)\b|\/\s?(?:month|week|day)\b)/;

/**
 * "Approx 14 screens." in a sentence of its own: a count whose unit only one assumed site, app or API
 * of the brief counts is that deliverable's quantity.
 */
export function assignLoneCounts(deliverables: Deliverable[], whole: string): void {
  for (const d of deliverables) {
    if (!d.assumed || !LONE_COUNTED.has(d.kind as DeliverableKind)) continue;
    if (
      deliverables.some(
        (other) =>
          other !== d &&
          other.assumed &&
          other.unit === d.unit &&
          other.kind !== "ui_design" && // the design of a build designs the build's screens
          LONE_COUNTED.has(other.kind as DeliverableKind),
      )
    )
      continue;
    // "Monthly 5 scripts, total 4 months": a rate is not the pieces' count.
    const unit = UNIT_WORDS[d.unit] ?? d.unit;
    const counted = [...whole.matchAll(new RegExp(`(\\d[\\d,]*)\\s*(?:[a-z-]+\\s+){0,2}?${unit}\\b`, "g"))]
      .filter((m) => !RATE_BEFORE.test(whole.slice(Math.max(0, m.index - 20), m.index)))
      .filter((m) => !RATE_AFTER.test(whole.slice(m.index + m[0].length, m.index + m[0].length + 20)))
      .map((m) => toNumber(m[1]))
      .filter(isCount);
    // "around 20 screens …, and a CMS for staff (6 screens)": a count another build stated is its own (a
    // design's screens are the build's too: "UI in Figma (20 screens), then the app from that design").
    for (const other of deliverables) {
      const own = other !== d && !other.assumed && other.unit === d.unit && other.kind !== "ui_design";
      const at = own ? counted.indexOf(other.quantity) : -1;
      if (at >= 0) counted.splice(at, 1);
    }
    if (counted.length === 1) {
      d.quantity = counted[0];
      d.assumed = false;
    }
  }
}

/** Plural nouns a count may name that are not a shop's items: other pieces' units, time, places and people. */
const NOT_ITEMS =
  /^(?:pages|words|screens|sections|categories|collections|banners|posts|articles|photos|images|pictures|videos|pdfs|fields|steps|tiers|levels|languages|sizes|colou?rs|variants|days|weeks|months|years|hours|minutes|mins|branches|outlets|stores|shops|cities|states|districts|locations|members|retailers|dealers|customers|clients|users|buyers|sellers|vendors|staff|employees|people|students|parents|farmers|orders|enquiries|leads|visitors|rupees|lakhs|crores|kms)$/;
/** "about 120 parts", "approx 300 designs", "~150 sarees": a count and the plural noun it counts. */
const COUNTED_NOUN = /(?:^|[\s(~])(\d[\d,]*)\+?\s+(?:[a-z-]+\s+){0,2}?([a-z]+s)\b/g;
/** A sentence about the items put into a shop: listed, loaded, uploaded, browsed. */
const LISTS_ITEMS = /\b(?:list\w*|load\w*|upload\w*|browse\w*|catalog(?:ue)?s?|in stock)\b/;

/** The counts of shop items a text names, in order (see {@link NOT_ITEMS}). */
function itemCounts(text: string): number[] {
  return [...normalizeText(digitsForNumbers(text)).matchAll(COUNTED_NOUN)]
    .filter((m) => !NOT_ITEMS.test(m[2]))
    .map((m) => toNumber(m[1]))
    .filter((n) => isCount(n) && n >= 5);
}

/**
 * "A product catalogue of about 120 parts", "our catalogue (approx 300 designs …)", "About 150 designs to load at
 * start": an assumed catalogue takes the count of the items its own sentence names, else the one count of items a
 * sentence about listing or loading them names, whatever the shop sells.
 */
export function countCatalogueItems(deliverables: Deliverable[], sentences: readonly string[]): void {
  const catalogue = deliverables.find((d) => d.kind === "catalogue" && d.assumed);
  if (!catalogue) return;
  const own = itemCounts(catalogue.source);
  const listed = [
    ...new Set(sentences.filter((s) => LISTS_ITEMS.test(s.toLowerCase())).flatMap((s) => itemCounts(s))),
  ];
  const items = own[0] ?? (listed.length === 1 ? listed[0] : undefined);
  if (items !== undefined) Object.assign(catalogue, { quantity: items, assumed: false });
}
