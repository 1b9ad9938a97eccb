/**
 * What the whole brief says about the deliverables its sentences named (issue 17 §1, decision 0025): a fix
 * job, a design-only brief, whose site it is and who writes it (`site-copy.ts`), counts given by a list or by
 * another deliverable ("a caption per post"), a translation's source length and languages. The sentence
 * reader (`extract-deliverables.ts`) calls it once, after every sentence.
 *
 * @module
 */
import {
  digitsForNumbers,
  isCount,
  MAX_PIECE_WORDS,
  statedCount,
  statedWords,
  toNumber,
  WORDY_KINDS,
} from "./brief-numbers";
import { normalizeText } from "./classify";
import {
  ADDS_WORK,
  BUILD_KINDS,
  FIXED_PARTS,
  LIST_LINE,
  LONE_COUNT_KINDS,
  MADE_PER_ITEM,
} from "./deliverable-context";
import type { DeliverableKind } from "./deliverable-kinds";
import { DELIVERABLE_RULES, type DeliverableRule } from "./deliverable-rules";
import { countListedPages, withoutListedPages } from "./page-lists";
import { addRoleParts, withoutRoleLines } from "./read-roles";
import type { Deliverable, NotEstimated } from "./schema";
import { readSiteCopy } from "./site-copy";

/**
 * Applies what the whole brief says to the deliverables `read` sentence by sentence.
 *
 * @param read - the deliverables the sentences named (their objects may be changed).
 * @param notEstimated - the unmapped asks; lines that turn out to be a fix or a part of a build are removed.
 * @param brief - `body` (description and requirements, with their lines), `whole` (title and body, lower-cased,
 *   numbers as digits), `sentences` (the body's sentences as read, in order) and `problemSentences` (sentences
 *   that named a problem to fix).
 * @returns the deliverables to plan, and whether building them states in-scope work on its own (a site's
 *   language versions for a translation).
 */
export function readWholeBrief(
  read: Deliverable[],
  notEstimated: NotEstimated[],
  brief: { body: string; whole: string; sentences: readonly string[]; problemSentences: number },
): { deliverables: Deliverable[]; versionsBuilt: boolean } {
  const { body, whole } = brief;
  let deliverables = designOnly(readFixJob(read, notEstimated, brief), whole);
  countStatedFixes(deliverables, whole);
  let versionsBuilt = false;
  countListedParts(deliverables, notEstimated, body);
  assignLoneCounts(deliverables, whole);
  countListedPages(deliverables, whole);
  deliverables = withoutListedPages(deliverables, whole);
  countPerItem(deliverables);
  // "24-page product catalogue for yarn mill" over "we need a printed product catalogue": one print piece.
  if (deliverables.some((d) => d.kind === "print_items" && /catalog/i.test(d.title)))
    deliverables = deliverables.filter((d) => !(d.kind === "catalogue" && d.assumed));
  lengthsNearby(deliverables, brief.sentences);
  deliverables = editedPieces(deliverables);
  // "Move our blog from Blogger … about 450 posts" over two sentences: the records the brief counts are moved —
  // the most one sentence counts ("about 5000 questions …", not plus "800 students may write the same test").
  const moved = deliverables.find((d) => d.kind === "data_migration" && d.assumed);
  const records = moved
    ? Math.max(
        0,
        ...brief.sentences.map(
          (sentence) => statedCount(MIGRATION_RULE, normalizeText(digitsForNumbers(sentence))) ?? 0,
        ),
      )
    : 0;
  if (moved && records > 0) Object.assign(moved, { quantity: records, assumed: false });
  deliverables = readSiteCopy(deliverables, whole);
  deliverables = namedDocuments(deliverables);
  const site = deliverables.find((d) => d.kind === "site_pages" && !d.assumed);
  // "A store with our 35 products — please write the product descriptions": one description a product.
  const catalogue = deliverables.find((d) => d.kind === "catalogue" && !d.assumed);
  for (const d of deliverables)
    if (d.kind === "product_descriptions" && d.assumed && catalogue)
      Object.assign(d, { quantity: catalogue.quantity, assumed: false });
  for (const d of deliverables) {
    if (
      d.kind === "web_copy" &&
      d.assumed &&
      site &&
      /\b(?:(?:all|every|each)(?: the| of the)?|the|these|those) pages?\b|\b(?:for|of|on) (?:the|our|my) (?:new )?(?:web ?site|site)\b/i.test(
        d.source,
      )
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
      versionsBuilt = true; // building the versions is IT work, whatever the translation is
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
  deliverables = addRoleParts(deliverables, body);
  withoutRoleLines(deliverables, notEstimated);
  return { deliverables, versionsBuilt };
}

/** One document by its name: "User guide", "API reference", "Admin manual", "Quick start guide". */
const ONE_DOCUMENT =
  /\b(?:guide|manual|reference|handbook|readme|quick ?start|tutorial|playbook|sop|specification|spec|whitepaper|white paper|faq)$/i;

/**
 * "User guide, admin guide and API reference": documents named one by one are one document each, and the
 * "technical documentation" they make up is not another set of them.
 */
function namedDocuments(deliverables: Deliverable[]): Deliverable[] {
  const docs = deliverables.filter((d) => d.kind === "technical_docs");
  const named = docs.filter((d) => (d.assumed || d.quantity === 1) && ONE_DOCUMENT.test(d.title.trim()));
  for (const d of named) if (d.assumed) d.quantity = 1;
  if (named.length < 2) return deliverables;
  return deliverables.filter((d) => !(d.kind === "technical_docs" && d.assumed && !named.includes(d)));
}

/** "That is 12 things.", "so 5 things total", "7 issues in all": the number of fixes the client counted. */
const FIXES_TOTAL =
  /\b(?:(?:that is|that's|thats|so|total(?: of)?|in all)\s+(\d+)\s+(?:things|items|issues|bugs|problems|fixes|points)\b|(\d+)\s+(?:things|items|issues|bugs|problems|fixes|points)\s+(?:in total|total|in all)\b)/;

/** The fixes a brief counts itself are the fix job's quantity (the speed work of "speed + 4 bugs, so 5 things" too). */
function countStatedFixes(deliverables: Deliverable[], whole: string): void {
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
function countListedParts(deliverables: Deliverable[], notEstimated: NotEstimated[], body: string): void {
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
    const counted =
      unit !== undefined && deliverables.find((d) => d.assumed && d.unit.replace(/s$/, "") === unit);
    if (counted && isCount(items.length)) Object.assign(counted, { quantity: items.length, assumed: false });
  }
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
  if (!fixes || deliverables.some((d) => d.category !== "it_services")) return deliverables;
  const lines = brief.body.split("\n").filter((line) => LIST_LINE.test(line));
  const inline = brief.body.match(/(?:^|[\s,;:])\([a-h]\)\s/gm) ?? [];
  const listed = Math.max(lines.length, inline.length);
  // "Please fix all 7" over seven listed lines: every line is a fix, "add the new partner's profile" too; only
  // new work asked for outside them makes it more than a fix job.
  const allListedFixed = !fixes.assumed && lines.length >= 2 && lines.length === fixes.quantity;
  const outsideList = allListedFixed
    ? brief.whole
        .split("\n")
        .filter((line) => !LIST_LINE.test(line))
        .join("\n")
    : brief.whole;
  if (ADDS_WORK.test(outsideList)) return deliverables;
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

/** The rule whose count reads records ("450 posts", "1,200 item codes"). */
const MIGRATION_RULE = DELIVERABLE_RULES.find(
  (rule) => rule.kind === "data_migration" && rule.count,
) as DeliverableRule;

/** A verb of editing: the pieces named in its sentence are what is edited. */
const EDITS = /\b(?:proof-?read\w*|edit|edited|editing|copy-?edit\w*|refresh\w*)\b/i;
/** A verb of writing: pieces named beside it are written too. */
const WRITES = /\b(?:writ\w*|draft\w*|create|new)\b/i;

/**
 * "Proofread 40 old blog posts … roughly 1000 words each", "my 20,000 word ebook edited": pieces named only in a
 * sentence about editing them are the edit's source, not pieces to write; with their words known, the edit's
 * length is their total.
 */
function editedPieces(deliverables: Deliverable[]): Deliverable[] {
  const editing = deliverables.find((d) => d.kind === "editing");
  if (!editing) return deliverables;
  const edited = deliverables.filter(
    (d) =>
      WORDY_KINDS.has(d.kind as DeliverableKind) &&
      !d.assumed &&
      EDITS.test(d.source) &&
      !WRITES.test(d.source),
  );
  if (edited.length === 0) return deliverables;
  const total = edited.reduce(
    (sum, d) =>
      sum +
      (d.kind === "long_form" // counted in words already
        ? d.quantity
        : d.quantity *
          (d.wordsEach ?? (editing.assumed || editing.quantity > MAX_PIECE_WORDS ? 0 : editing.quantity))),
    0,
  );
  // A length read for the edit that is one piece's ("1000 words each") becomes the pieces' total; a longer one
  // is already the total ("20 old posts … total roughly 24,000 words").
  if (total > editing.quantity) Object.assign(editing, { quantity: total, assumed: false });
  return deliverables.filter((d) => !edited.includes(d));
}

/** A deliverable with no count of its own, made one per item of another, takes that one's count. */
function countPerItem(deliverables: Deliverable[]): void {
  for (const d of deliverables) {
    // "Each post also needs a featured image": one per post, not one.
    const per =
      (d.assumed || d.quantity === 1) && MADE_PER_ITEM.has(d.kind)
        ? normalizeText(d.source).match(PER_ITEM)
        : null;
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

/**
 * "My thesis is about 60,000 words, need language editing": a work counted in words (an ebook, an edit, a
 * translation) with no length read beside its name takes the length its own sentence gives, else the one of a
 * neighbouring sentence that names nothing itself ("I want to publish an ebook … About 25,000 words.",
 * "Our report draft is ready (approx 18,000 words). Need a copy editor …"); one named only in the title takes the
 * brief's length when the brief states just one.
 */
function lengthsNearby(deliverables: Deliverable[], sentences: readonly string[]): void {
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
]);

/** Words a lone count may use for a unit besides the unit itself: captions are counted as the posts they go with. */
const UNIT_WORDS: Record<string, string> = { captions: "(?:captions|posts)" };

/** "monthly 5 scripts", "weekly 3 posts": a count by the period, before it … */
const RATE_BEFORE =
  /\b(?:monthly|weekly|daily|per (?:month|week|day)|every (?:month|week|day)|a (?:month|week|day))\s+$/;
/** … or after it: "5 scripts a month", "12 posts/month". */
const RATE_AFTER = /^\s*(?:(?:a|per|every|each) (?:month|week|day)\b|\/\s?(?:month|week|day)\b)/;

/**
 * "Approx 14 screens." in a sentence of its own: a count whose unit only one assumed site, app or API
 * of the brief counts is that deliverable's quantity.
 */
function assignLoneCounts(deliverables: Deliverable[], whole: string): void {
  for (const d of deliverables) {
    if (!d.assumed || !LONE_COUNTED.has(d.kind as DeliverableKind)) continue;
    if (
      deliverables.some(
        (other) =>
          other !== d &&
          other.assumed &&
          other.unit === d.unit &&
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
