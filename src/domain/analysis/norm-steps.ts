/**
 * The building blocks of the norms (decision 0025): a step of a deliverable's work, hours per unit with
 * a learning curve, fixed hours, shares of another step, and words at a pace, each returning its hours
 * with the sentence that says how they were reached ("40 × 2,000 words at 500 words an hour = 160 h").
 *
 * A repeated unit gets cheaper: the i-th unit takes `i^log2(rate)` of the first, never below
 * {@link LEARNING_FLOOR} of it. Writing learns little (each article has its own research: 95 %),
 * repeated layouts and sizes a lot (85–90 %), the usual rates of the learning-curve literature for
 * creative versus repetitive work.
 *
 * @module
 */
import type { Deliverable, TaskStage } from "./schema";

/** A repeated unit never costs less than this share of the first: each still needs its own thought. */
export const LEARNING_FLOOR = 0.7;

/** Hours of one step of a deliverable's work, and the sentence that says how they were reached. */
export interface StepHours {
  hours: number;
  basis: string;
}

/**
 * What the whole plan says about one deliverable's work: `onSite` when the build is a website or store (pages, a
 * catalogue) and no custom app or API, so links to outside services are plugins or embeds; `apiDocumented` when
 * its API is documented in a deliverable of its own.
 */
export interface PlanContext {
  readonly onSite: boolean;
  /** The plan documents its API in a document of its own (Swagger or OpenAPI docs asked for). */
  readonly apiDocumented: boolean;
  /** The plan designs its site or app in a UI design deliverable of its own ("UI design in Figma, then the app"). */
  readonly designedApart: boolean;
}

/** One step of a deliverable's work: its stage, task title, skills, description and hours. */
export interface StepNorm {
  stage: TaskStage;
  title: (d: Deliverable) => string;
  hours: (d: Deliverable, plan: PlanContext) => StepHours;
  skills: readonly string[];
  description: string;
  /** Per-unit production work that may be split into batches for several people. */
  batchable?: boolean;
}

const FORMAT = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 });
/** A number as the client reads it: Indian digit grouping, at most two decimals ("1,20,000", "2.5"). */
export const fmt = (n: number) => FORMAT.format(n);
/** A plural `unit` as one unit when `n` is 1: "pages" → "page", "stories" → "story", "fixes" → "fix". */
export const plural = (n: number, unit: string) =>
  n === 1
    ? unit
        .replace(/ies$/, "y")
        .replace(/(ch|sh|x)es$/, "$1")
        .replace(/s$/, "")
    : unit;

/** Mean share of the first unit's hours over `quantity` units at learning `rate` (0..1], floored. */
export function learningFactor(quantity: number, rate: number): number {
  if (quantity <= 1 || rate >= 1) return 1;
  const b = Math.log2(rate);
  const n = Math.min(quantity, 10_000);
  const units = Math.floor(n);
  // The curve falls below the floor within a few dozen units; every unit after that costs the floor.
  let sum = 0;
  let i = 1;
  for (; i <= units; i++) {
    const share = i ** b;
    if (share <= LEARNING_FLOOR) break;
    sum += share;
  }
  return (sum + (units - i + 1) * LEARNING_FLOOR) / n;
}

/** Hours for `quantity` units of `each` hours, with the learning discount written into the basis. */
export function repeated(quantity: number, unit: string, each: number, rate: number, how: string): StepHours {
  const plain = quantity * each;
  const factor = learningFactor(quantity, rate);
  const hours = plain * factor;
  const head = `${fmt(quantity)} ${plural(quantity, unit)} × ${how} = ${fmt(Math.round(plain * 10) / 10)} h`;
  if (factor === 1) return { hours, basis: head };
  const saved = Math.round((1 - factor) * 100);
  return {
    hours,
    basis: `${head}; repetition saves ${saved} % (${Math.round(rate * 100)} % learning curve) = ${fmt(Math.round(hours * 10) / 10)} h`,
  };
}

/** A per-unit step: `each` hours a unit at learning `rate`. */
export const perUnit = (each: number, rate: number) => (d: Deliverable) =>
  repeated(d.quantity, d.unit, each, rate, `${fmt(each)} h`);
/** A fixed step: `hours` whatever the quantity, with the reason. */
export const fixed = (hours: number, why: string) => () => ({ hours, basis: `${fmt(hours)} h: ${why}` });
/** A share of another step's hours (reviews, revisions), at least `min`. */
export const share =
  (percent: number, of: (d: Deliverable) => StepHours, min: number, what: string) => (d: Deliverable) => {
    const hours = Math.max(min, (of(d).hours * percent) / 100);
    return {
      hours,
      basis: `${percent} % of the ${what} hours (at least ${fmt(min)} h) = ${fmt(Math.round(hours * 10) / 10)} h`,
    };
  };
/** Written pieces: words a piece ÷ words an hour, per piece. */
export const wordsAt =
  (perHour: number, defaultWords: number, rate: number, verb: string) => (d: Deliverable) => {
    const words = d.wordsEach ?? defaultWords;
    return repeated(
      d.quantity,
      d.unit,
      words / perHour,
      rate,
      `${fmt(words)} words at ${fmt(perHour)} words an hour ${verb}`.trim(),
    );
  };
/** Word totals (editing, translation): words ÷ words an hour. */
export const wordTotal = (perHour: number, verb: string) => (d: Deliverable) => ({
  hours: d.quantity / perHour,
  basis: `${fmt(d.quantity)} words at ${fmt(perHour)} words an hour ${verb} = ${fmt(Math.round((d.quantity / perHour) * 10) / 10)} h`,
});

/** Versions of each piece beyond the first (`variants` − 1): further languages, sizes, layouts or marketplaces; 0 for one. */
export const moreVersions = (d: Deliverable) => (d.variants ?? 1) - 1;

/**
 * Pieces asked in further languages (`variants` = languages asked: "4 pages, each in English and Hindi"): pieces ×
 * further languages × the hours of one piece's `version` (with the words that say how they were reached). No
 * hours, so no task, for pieces in one language (decision 0025).
 */
export function languageVersions(
  version: (d: Deliverable) => { hours: number; how: string },
  skills: readonly string[],
  description: string,
): StepNorm {
  return {
    stage: "production",
    title: (d) =>
      `${d.title}: versions in ${fmt(moreVersions(d))} more ${plural(moreVersions(d), "languages")}`,
    hours: (d) => {
      if (moreVersions(d) < 1) return { hours: 0, basis: "one language" };
      const { hours: each, how } = version(d);
      const hours = d.quantity * moreVersions(d) * each;
      return {
        hours,
        basis: `${fmt(d.quantity)} × ${fmt(moreVersions(d))} more ${plural(moreVersions(d), "languages")} × ${how} = ${fmt(Math.round(hours * 10) / 10)} h`,
      };
    },
    skills,
    description,
  };
}

export const count = (d: Deliverable) => `${fmt(d.quantity)} ${plural(d.quantity, d.unit)}`;
/** The deliverable with its quantity in the client's words: "40 blog articles", "20 Instagram posts". */
export const named = (d: Deliverable) => {
  const title = d.title.replace(/^\d[\d,]*\s*/, "");
  const lowered = title.charAt(0).toLowerCase() + title.slice(1);
  const asWritten = d.source.includes(lowered) ? lowered : title; // "Instagram" keeps its capital
  return d.quantity === 1 && d.assumed ? title : `${fmt(d.quantity)} ${asWritten}`;
};
export const words = (d: Deliverable) => (d.wordsEach ? ` (about ${fmt(d.wordsEach)} words)` : "");
