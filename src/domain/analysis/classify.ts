/**
 * Classifies a brief into a category and subcategory of spec 2 §1, or `unsupported`, with the
 * keyword lexicon (DESIGN §5 "keyword lexicon per category with an unsupported threshold").
 *
 * @module
 */
import {
  type InScopeType,
  type KeywordRule,
  OUT_OF_SCOPE_SIGNALS,
  SUBCATEGORIES,
  SUBCATEGORY_LEXICON,
  type Subcategory,
  TYPE_SIGNALS,
} from "./lexicon";
import type { ProjectType } from "./schema";

/** A title states the ask in a few words; the body mixes the ask with context, so title hits count double. */
export const TITLE_WEIGHT = 3;
/** A term repeated many times is still one signal; capping at 3 stops long briefs winning by repetition. */
export const OCCURRENCE_CAP = 3;
/** One strong deliverable name (weight 4–5) is the least we estimate from; below that the brief is too vague or off-topic. */
export const MIN_IN_SCOPE_SCORE = 4;
/** Out-of-scope work wins ties: misfiling a data-entry job as a website costs more than asking the client to rephrase. */
export const OUT_OF_SCOPE_DOMINANCE = 1;

/** Locale-independent string order, so results do not depend on the machine's language settings. */
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

type Bucket =
  | { kind: "sub"; type: InScopeType; sub: Subcategory }
  | { kind: "type"; type: InScopeType }
  | { kind: "out" };

interface CompiledRule extends KeywordRule {
  readonly bucket: Bucket;
  readonly regex: RegExp;
}

function compile(rule: KeywordRule, bucket: Bucket): CompiledRule {
  const wildcard = rule.term.endsWith("*");
  const stem = (wildcard ? rule.term.slice(0, -1) : rule.term).replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  // Letters and digits delimit words; "\b" would fail on terms such as "ui/ux" or "node.js".
  const body = wildcard ? `${stem}[a-z0-9]*` : `${stem}(?:s|es)?`;
  return { ...rule, bucket, regex: new RegExp(`(?<![a-z0-9])${body}(?![a-z0-9])`, "g") };
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

/** Terms found in a text, strongest and longest first, each span of text counted once. */
function matchTerms(text: string, multiplier: number): Hit[] {
  const lower = normalizeText(text);
  const consumed = new Uint8Array(lower.length);
  const hits: Hit[] = [];
  for (const rule of RULES) {
    let count = 0;
    let first = "";
    for (const match of lower.matchAll(rule.regex)) {
      const start = match.index;
      const end = start + match[0].length;
      if (consumed.subarray(start, end).some((c) => c === 1)) continue;
      consumed.fill(1, start, end);
      count += 1;
      first ||= match[0];
    }
    if (count > 0)
      hits.push({ rule, score: rule.weight * Math.min(count, OCCURRENCE_CAP) * multiplier, text: first });
  }
  return hits;
}

/**
 * Result of {@link classifyBrief}: `projectType` (spec 2 §1) and `subcategory` ("" when
 * unsupported), `confidence` 0..1 (share of the winning score among all competing scores),
 * `matchedKeywords` of the winning category, strongest first (at most 10), and
 * `outOfScopeKeywords` found in the brief (used to explain a refusal).
 */
export interface Classification {
  projectType: ProjectType;
  subcategory: Subcategory | "";
  confidence: number;
  matchedKeywords: string[];
  outOfScopeKeywords: string[];
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
 * Title hits count {@link TITLE_WEIGHT}×; each term counts at most {@link OCCURRENCE_CAP} times.
 * The result is `unsupported` when the best category scores below {@link MIN_IN_SCOPE_SCORE} or
 * the out-of-scope score reaches {@link OUT_OF_SCOPE_DOMINANCE}× the best category's score.
 * Deterministic: ties go to the category and subcategory listed first in spec 2 §1.
 *
 * @param brief - title, description and optional requirements.
 * @returns the classification; never throws.
 */
export function classifyBrief(brief: ClassifiableBrief): Classification {
  const body = [brief.description, brief.requirements ?? ""].join("\n");
  const hits = [...matchTerms(brief.title, TITLE_WEIGHT), ...matchTerms(body, 1)];

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

  if (bestScore < MIN_IN_SCOPE_SCORE || outScore >= bestScore * OUT_OF_SCOPE_DOMINANCE) {
    const confidence = outScore > 0 ? outScore / (outScore + bestScore) : 1 - bestScore / MIN_IN_SCOPE_SCORE;
    return {
      projectType: "unsupported",
      subcategory: "",
      confidence: round2(confidence),
      matchedKeywords: [],
      outOfScopeKeywords,
    };
  }

  // With no subcategory term at all, the first subcategory of spec 2 §1 is the most common ask.
  const subcategory = [...SUBCATEGORIES[best]].sort(
    (a, b) => (subScore.get(b) ?? 0) - (subScore.get(a) ?? 0),
  )[0];
  const matchedKeywords = strongestFirst(
    hits
      .filter((hit) => hit.rule.bucket.kind !== "out" && hit.rule.bucket.type === best)
      .map((hit) => [hit.text, hit.score]),
  );
  const confidence = bestScore / (bestScore + typeScore[ranked[1]] + outScore);
  return {
    projectType: best,
    subcategory,
    confidence: round2(confidence),
    matchedKeywords,
    outOfScopeKeywords,
  };
}
