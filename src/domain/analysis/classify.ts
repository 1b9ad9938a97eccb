/**
 * Classifies a brief into a category and subcategory of spec 2 §1, or `unsupported`, with the
 * keyword lexicon (DESIGN §5 "keyword lexicon per category with an unsupported threshold").
 *
 * The deliverable decides, not every noun: the head of the title counts most, its tail ("… with
 * blog", "… for our website") like body text, and a term that only describes something else
 * (the client's business, a part of a site, another trade's product or role, an audience or a
 * topic) keeps a third of its weight. A site that has a blog is a site build; posts written for
 * a site are writing.
 *
 * @module
 */
import { countWords } from "./count-words";
import {
  ASK_VERBS,
  AUDIENCE_OPENERS,
  DESCRIBED_NOUNS,
  DESCRIBING_ADJECTIVES,
  HEAD_NOUNS,
  type InScopeType,
  type KeywordRule,
  OUT_OF_SCOPE_SIGNALS,
  PHRASE_BREAKS,
  SUBCATEGORIES,
  SUBCATEGORY_LEXICON,
  type Subcategory,
  TITLE_CONNECTORS,
  TYPE_SIGNALS,
} from "./lexicon";
import { readableBrief } from "./read-hindi";
import type { ProjectType } from "./schema";
import { predictFamily, predictType } from "./text-classifier";

/** A title's head states the ask in a few words; the body mixes the ask with context, so head hits count triple. */
export const TITLE_WEIGHT = 3;
/** Title words after a connector ("… with blog", "… for our website") add a part or an audience, not the ask: they count like body text. */
export const TITLE_TAIL_WEIGHT = 1;
/** A term used as a modifier (of a business, a site section, another trade's role, an audience or a topic) keeps a third of its weight: it names the field, not the deliverable. */
export const MODIFIER_FACTOR = 1 / 3;
/** An audience or topic phrase rarely runs past five words before the term it frames ("for our small family-run design agency"). */
const MAX_PHRASE_WORDS = 5;
/** A term repeated many times is still one signal; capping at 3 stops long briefs winning by repetition. */
export const OCCURRENCE_CAP = 3;
/** One strong deliverable name (weight 4–5) is the least we estimate from; below that the brief is too vague or off-topic. */
export const MIN_IN_SCOPE_SCORE = 4;
/** Out-of-scope work wins ties: misfiling a data-entry job as a website costs more than asking the client to rephrase. */
export const OUT_OF_SCOPE_DOMINANCE = 1;

/**
 * The text classifier's probability that counts as sure: it then answers for a lexicon that found
 * only weak in-scope terms, and refuses a brief the lexicon took in when out-of-scope terms were
 * found as well or the lexicon's own confidence is below {@link LEXICON_UNSURE}.
 */
export const CLASSIFIER_SURE = 0.9;
/** Below this confidence (share of the winning score) the lexicon's in-scope answer is open to the classifier. */
export const LEXICON_UNSURE = 0.6;
/**
 * Out-of-scope terms count beside a sure classifier only when they weigh more than this share of the in-scope score:
 * a shop brief in Hinglish naming the client's Excel sheet (16 against 2) is not data entry, whatever a model fitted
 * on job titles makes of its unknown words.
 */
const OUTWEIGHED = 4;
/**
 * Lexicon evidence below this score (best in-scope plus out-of-scope) is at most one weak term, such as a platform in
 * a title ("Facebook ad specialist needed", 6): on a brief of a title's length a sure classifier then decides whether
 * the work is in scope. Chosen on the corpus's training split (out-of-fold predictions) and the dev briefs, never the
 * held-back splits; see docs/data/README.md.
 */
export const WEAK_LEXICON_SCORE = 10;
/**
 * The classifier learned from job titles (corpus/job-posts, at most 21 words each): it answers in place of a weak
 * lexicon only for a brief whose description is no longer than that. In a longer brief the deliverables read from it
 * decide instead.
 */
export const TITLE_LENGTH_WORDS = 21;

/** Locale-independent string order, so results do not depend on the machine's language settings. */
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

type Bucket =
  | { kind: "sub"; type: InScopeType; sub: Subcategory }
  | { kind: "type"; type: InScopeType }
  | { kind: "out" };

interface CompiledRule extends KeywordRule {
  readonly bucket: Bucket;
  readonly regex: RegExp;
  /** The literal text every match contains: a text without it is not searched with `regex`. */
  readonly stem: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

function compile(rule: KeywordRule, bucket: Bucket): CompiledRule {
  const wildcard = rule.term.endsWith("*");
  const literal = wildcard ? rule.term.slice(0, -1) : rule.term;
  const stem = escapeRegExp(literal);
  // Letters and digits delimit words; "\b" would fail on terms such as "ui/ux" or "node.js".
  const body = wildcard ? `${stem}[a-z0-9]*` : `${stem}(?:s|es)?`;
  return { ...rule, bucket, stem: literal, regex: new RegExp(`(?<![a-z0-9])${body}(?![a-z0-9])`, "g") };
}

// Strongest, then longest phrases first: "design only" (5) claims "website design only" before
// "website design" (3) can, and "landing page copy" consumes its words before "landing page".
const RULES: readonly CompiledRule[] = [
  ...(Object.keys(SUBCATEGORIES) as InScopeType[]).flatMap((type) => [
    ...SUBCATEGORIES[type].flatMap((sub) =>
      SUBCATEGORY_LEXICON[sub].map((r) => compile(r, { kind: "sub", type, sub })),
    ),
    ...TYPE_SIGNALS[type].map((r) => compile(r, { kind: "type", type })),
  ]),
  ...OUT_OF_SCOPE_SIGNALS.map((r) => compile(r, { kind: "out" })),
].sort((a, b) => b.weight - a.weight || b.term.length - a.term.length || byCodePoint(a.term, b.term));

/** Text shaped for matching: lower case, typographic quotes and dashes made plain. */
export function normalizeText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u2013\u2014]/g, "-");
}

/** A term found in a text: its score after the occurrence cap and the words it first matched. */
interface Hit {
  rule: CompiledRule;
  score: number;
  text: string;
}

/** One place a term matched, before weighting. */
interface Occurrence {
  rule: CompiledRule;
  start: number;
  end: number;
}

/** Terms found in a lower-cased text, strongest and longest first, each span of text counted once. */
function findOccurrences(lower: string): Occurrence[] {
  const consumed = new Uint8Array(lower.length);
  const found: Occurrence[] = [];
  for (const rule of RULES) {
    if (!lower.includes(rule.stem)) continue; // most of the 700 terms are absent: skip their regex
    for (const match of lower.matchAll(rule.regex)) {
      const start = match.index;
      const end = start + match[0].length;
      if (consumed.subarray(start, end).some((c) => c === 1)) continue;
      consumed.fill(1, start, end);
      found.push({ rule, start, end });
    }
  }
  return found;
}

const alternation = (list: readonly string[]) => list.map(escapeRegExp).join("|");
// A described noun follows after a space or a hyphen ("blog section", "blog-sections"); an
// adjective after a hyphen ("seo-friendly"), or after a space unless a preposition follows.
const DESCRIBED_AFTER = new RegExp(
  `^(?:[\\s-]+(?:${alternation(DESCRIBED_NOUNS)})s?|(?:-|\\s+)(?:${alternation(DESCRIBING_ADJECTIVES)})` +
    "(?![a-z0-9])(?!\\s+(?:on|for|with|to|in|by|around)(?![a-z0-9])))(?![a-z0-9])",
);
// A head noun of each category, right after the term ("mobile app | designer", "blog | website").
const HEAD_AFTER = Object.fromEntries(
  (Object.keys(HEAD_NOUNS) as InScopeType[]).map((type) => [
    type,
    new RegExp(`^[\\s-]+(?:${alternation(HEAD_NOUNS[type])})s?(?![a-z0-9])`),
  ]),
) as Record<InScopeType, RegExp>;
// The opener, then up to MAX_PHRASE_WORDS words that are not a break, ending where the term starts.
const AUDIENCE_BEFORE = new RegExp(
  `(?<![a-z0-9])(?:${alternation(AUDIENCE_OPENERS)})\\s+` +
    `(?:(?!(?:${alternation(PHRASE_BREAKS)})(?![a-z0-9]))[a-z0-9'&/-]+\\s+){0,${MAX_PHRASE_WORDS}}$`,
);
// Base form and third person ("design", "designs"): the forms a brief uses to ask for work.
const ASK_VERB_FORMS = new Set(ASK_VERBS.flatMap((verb) => [verb, `${verb}s`]));
const TITLE_CONNECTOR = new RegExp(`(?<![a-z0-9])(?:${alternation(TITLE_CONNECTORS)})(?![a-z0-9])`, "g");

/**
 * {@link MODIFIER_FACTOR} when the term at `occurrence` describes something else rather than
 * naming the work: a described noun follows it ("blog section"), a head noun of another category
 * follows it ("mobile app designer", "blog website"), or it sits in a "for our …" / "about …"
 * phrase; else 1.
 */
function modifierFactor(lower: string, { rule, start, end }: Occurrence): number {
  const after = lower.slice(end, end + 40);
  if (DESCRIBED_AFTER.test(after)) return MODIFIER_FACTOR;
  const { bucket } = rule;
  const word = lower.slice(start, end);
  if (
    bucket.kind !== "out" &&
    !ASK_VERB_FORMS.has(word) &&
    (Object.keys(HEAD_AFTER) as InScopeType[]).some(
      (type) => type !== bucket.type && HEAD_AFTER[type].test(after),
    )
  ) {
    return MODIFIER_FACTOR;
  }
  if (AUDIENCE_BEFORE.test(lower.slice(Math.max(0, start - 120), start))) return MODIFIER_FACTOR;
  return 1;
}

// Brackets, colons, dashes and bars split a title into statements of the ask, each with its own
// head: in "Web design for a startup (design only)" the brackets restate the ask.
const TITLE_SEGMENT_BREAK = /[()[\]{}:|]|\s-+\s/g;

/**
 * Spans of a title that are tails: in each segment, from the first connector after the first term
 * to the segment's end ("Clinic website [with a news section]"); a connector before any term ("Looking for
 * a developer") starts nothing.
 */
function titleTails(lower: string, occurrences: Occurrence[]): [number, number][] {
  const breaks = [...lower.matchAll(TITLE_SEGMENT_BREAK)].map((m) => m.index);
  const bounds = [0, ...breaks, lower.length];
  const tails: [number, number][] = [];
  for (let i = 0; i + 1 < bounds.length; i++) {
    const [from, to] = [bounds[i], bounds[i + 1]];
    const ends = occurrences.filter((o) => o.start >= from && o.start < to).map((o) => o.end);
    if (ends.length === 0) continue;
    TITLE_CONNECTOR.lastIndex = Math.min(...ends);
    const connector = TITLE_CONNECTOR.exec(lower);
    if (connector && connector.index < to) tails.push([connector.index, to]);
  }
  return tails;
}

/**
 * Terms found in a text with their scores: weight × position weight × modifier factor per
 * occurrence, the {@link OCCURRENCE_CAP} strongest occurrences per term summed.
 */
function matchTerms(text: string, part: "title" | "body"): Hit[] {
  const lower = normalizeText(text);
  const occurrences = findOccurrences(lower);
  const tails = part === "title" ? titleTails(lower, occurrences) : [];
  const byRule = new Map<CompiledRule, { factors: number[]; first: Occurrence }>();
  for (const occurrence of occurrences) {
    const inTail = tails.some(([from, to]) => occurrence.start >= from && occurrence.start < to);
    const position = part === "body" ? 1 : inTail ? TITLE_TAIL_WEIGHT : TITLE_WEIGHT;
    const factor = position * modifierFactor(lower, occurrence);
    const entry = byRule.get(occurrence.rule);
    if (!entry) byRule.set(occurrence.rule, { factors: [factor], first: occurrence });
    else {
      entry.factors.push(factor);
      if (occurrence.start < entry.first.start) entry.first = occurrence;
    }
  }
  return [...byRule.entries()].map(([rule, { factors, first }]) => ({
    rule,
    score:
      rule.weight *
      factors
        .sort((a, b) => b - a)
        .slice(0, OCCURRENCE_CAP)
        .reduce((sum, f) => sum + f, 0),
    text: lower.slice(first.start, first.end),
  }));
}

/**
 * Result of {@link classifyBrief}: `projectType` (spec 2 §1) and `subcategory` ("" when
 * unsupported), `confidence` 0..1 (share of the winning score among all competing scores),
 * `matchedKeywords` of the winning category, strongest first (at most 10), and
 * `outOfScopeKeywords` found in the brief (used to explain a refusal), and when unsupported the
 * out-of-scope `family` the text classifier reads ("data", "marketing", "video", "voice",
 * "assistance", "business", "research", "physical", "translation", "engineering"), if any.
 */
export interface Classification {
  projectType: ProjectType;
  subcategory: Subcategory | "";
  confidence: number;
  matchedKeywords: string[];
  outOfScopeKeywords: string[];
  family?: string;
}

/** The part of a brief the classifier reads: title, description and optional requirements. */
export interface ClassifiableBrief {
  title: string;
  description: string;
  requirements?: string | null;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

function strongestFirst(entries: [string, number][]): string[] {
  const byTerm = new Map<string, number>();
  for (const [term, score] of entries) byTerm.set(term, (byTerm.get(term) ?? 0) + score);
  return [...byTerm.entries()]
    .sort((a, b) => b[1] - a[1] || byCodePoint(a[0], b[0]))
    .map(([term]) => term)
    .slice(0, 10);
}

/**
 * Classifies a brief (spec 2 §1, §5 "unsupported project type blocks the analysis").
 * Hits in a title's head count {@link TITLE_WEIGHT}×, in its tail {@link TITLE_TAIL_WEIGHT}×;
 * a term used as a modifier counts {@link MODIFIER_FACTOR}×; each term counts at most
 * {@link OCCURRENCE_CAP} times (its strongest occurrences).
 * The result is `unsupported` when the best category scores below {@link MIN_IN_SCOPE_SCORE} or
 * the out-of-scope score reaches {@link OUT_OF_SCOPE_DOMINANCE}× the best category's score.
 * The text classifier ({@link predictType}) then blends in: when the lexicon refuses only for lack
 * of strong terms (no out-of-scope term), a classifier {@link CLASSIFIER_SURE} of a type the lexicon
 * also saw answers; when the lexicon takes a brief in but found out-of-scope terms too, or is below
 * {@link LEXICON_UNSURE}, a classifier sure of `unsupported` refuses it. Refusals carry the family.
 * Deterministic: ties go to the category and subcategory listed first in spec 2 §1.
 * A brief written in Hindi is read through its English gloss ({@link readableBrief}).
 *
 * @param written - title, description and optional requirements.
 * @returns the classification; never throws.
 */
export function classifyBrief(written: ClassifiableBrief): Classification {
  const brief = readableBrief(written);
  const body = [brief.description, brief.requirements ?? ""].join("\n");
  const hits = [...matchTerms(brief.title, "title"), ...matchTerms(body, "body")];

  const typeScore: Record<InScopeType, number> = { it_services: 0, content_creation: 0, graphic_design: 0 };
  const subScore = new Map<Subcategory, number>();
  let outScore = 0;
  for (const { rule, score } of hits) {
    if (rule.bucket.kind === "out") {
      outScore += score;
      continue;
    }
    typeScore[rule.bucket.type] += score;
    if (rule.bucket.kind === "sub")
      subScore.set(rule.bucket.sub, (subScore.get(rule.bucket.sub) ?? 0) + score);
  }

  const ranked = (Object.keys(typeScore) as InScopeType[]).sort((a, b) => typeScore[b] - typeScore[a]);
  const best = ranked[0];
  const bestScore = typeScore[best];
  const outOfScopeKeywords = strongestFirst(
    hits.filter((hit) => hit.rule.bucket.kind === "out").map((hit) => [hit.text, hit.score]),
  );

  const text = `${brief.title}\n${body}`;
  const prediction = predictType(text);
  const sure =
    prediction && prediction.probabilities[prediction.type] >= CLASSIFIER_SURE ? prediction.type : null;
  const refuse = (confidence: number): Classification => {
    const family = prediction?.family ?? predictFamily(text);
    return {
      projectType: "unsupported",
      subcategory: "",
      confidence: round2(confidence),
      matchedKeywords: [],
      outOfScopeKeywords,
      ...(family ? { family } : {}),
    };
  };

  // On a brief of a title's length, weak lexicon evidence yields to a sure classifier on whether the work is in scope:
  // it refuses a weak in-scope reading, and takes in, as its own type, a brief with no in-scope term.
  const lexiconScore = bestScore + outScore;
  const deferred =
    sure &&
    countWords(body) <= TITLE_LENGTH_WORDS &&
    lexiconScore < WEAK_LEXICON_SCORE &&
    (sure === "unsupported" || bestScore === 0)
      ? sure
      : null;
  if (deferred === "unsupported") return refuse(prediction?.probabilities.unsupported ?? 1);

  const lexiconRefuses = bestScore < MIN_IN_SCOPE_SCORE || outScore >= bestScore * OUT_OF_SCOPE_DOMINANCE;
  // A silent lexicon (weak in-scope terms, no out-of-scope term) defers to a sure classifier that agrees on the kind of work.
  const rescued = lexiconRefuses && outScore === 0 && sure && sure !== "unsupported" && typeScore[sure] > 0;
  if (!deferred && lexiconRefuses && !rescued) {
    return refuse(outScore > 0 ? outScore / (outScore + bestScore) : 1 - bestScore / MIN_IN_SCOPE_SCORE);
  }
  const chosen = (deferred ?? (rescued ? sure : best)) as InScopeType;
  // The lexicon's share for the chosen type: 0 for a type only the classifier saw, which the analysis flags as uncertain.
  const against = typeScore[ranked[chosen === best ? 1 : 0]] + outScore;
  const confidence = typeScore[chosen] > 0 ? typeScore[chosen] / (typeScore[chosen] + against) : 0;
  // Out-of-scope wins when both point to it, or when the lexicon is unsure and the classifier is sure.
  if (sure === "unsupported" && (outScore * OUTWEIGHED > bestScore || confidence < LEXICON_UNSURE)) {
    return refuse(prediction ? prediction.probabilities.unsupported : 1);
  }

  // With no subcategory term at all, the first subcategory of spec 2 §1 is the most common ask.
  const subcategory = [...SUBCATEGORIES[chosen]].sort(
    (a, b) => (subScore.get(b) ?? 0) - (subScore.get(a) ?? 0),
  )[0];
  const matchedKeywords = strongestFirst(
    hits
      .filter((hit) => hit.rule.bucket.kind !== "out" && hit.rule.bucket.type === chosen)
      .map((hit) => [hit.text, hit.score]),
  );
  return {
    projectType: chosen,
    subcategory,
    confidence: round2(confidence),
    matchedKeywords,
    outOfScopeKeywords,
  };
}
