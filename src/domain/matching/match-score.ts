/**
 * Freelancer match score against a project's required skills (spec 2 §5 "Freelancer matching",
 * §3 "AI match", §9).
 *
 * @module
 */
import { MATCH_EXPERIENCE_CAP_YEARS, MATCH_WEIGHTS, MATCHES_SHOWN, MAX_RATING } from "../constants";

/** The freelancer fields the score needs (spec 2 §3 `freelancers`, `freelancer_skills`). */
export interface MatchFreelancer {
  /** Skill names as entered, e.g. ["React.js", "Node"]. */
  skills: readonly string[];
  /** 0..5; values outside are clamped, non-finite counts as 0. */
  rating: number;
  /** Years; clamped to 0..10 for scoring, non-finite counts as 0. */
  experienceYears: number;
  /** Percent 0..100; clamped, non-finite counts as 0. */
  successRate: number;
}

/** Input of {@link matchScore}. */
export interface MatchScoreInput {
  /** The project's required skills. */
  requiredSkills: readonly string[];
  freelancer: MatchFreelancer;
}

/** A freelancer's score for a project. */
export interface MatchResult {
  /** 0..100, integer. */
  score: number;
  /** One sentence explaining the score, stored as `project_freelancers.match_reasoning`. */
  reasoning: string;
  /** Badges such as "Top Rated", in the order rating, track record, experience. */
  labels: string[];
}

/**
 * Share of the skill weight given when the project lists no required skills: with nothing to
 * compare, skills neither recommend nor rule out anyone, so every freelancer gets half (25 of 50
 * points) and the ranking is decided by rating, experience and success rate.
 */
export const NEUTRAL_SKILL_OVERLAP = 0.5;

/** Label thresholds (spec 2 §5: rating 4.5 and 4, success rate 90 and 80, experience 5 years). */
export const MATCH_LABELS = {
  topRated: { label: "Top Rated", minRating: 4.5 },
  highlyRated: { label: "Highly Rated", minRating: 4 },
  excellentTrackRecord: { label: "Excellent Track Record", minSuccessRate: 90 },
  goodTrackRecord: { label: "Good Track Record", minSuccessRate: 80 },
  experienced: { label: "Experienced", minExperienceYears: 5 },
} as const;

// Common spellings of the same technology; keys and values are already normalised.
// A Map, not an object literal, so keys like "constructor" cannot hit Object.prototype.
const SKILL_ALIASES = new Map<string, string>([
  ["js", "javascript"],
  ["ecmascript", "javascript"],
  ["ts", "typescript"],
  ["golang", "go"],
  ["postgres", "postgresql"],
  ["psql", "postgresql"],
  ["k8s", "kubernetes"],
  ["mongo", "mongodb"],
  ["tailwind", "tailwindcss"],
  ["py", "python"],
]);

/**
 * Normalises a skill name for comparison, so "React", "react.js", "ReactJS" and "React JS" are one
 * skill. Lower-cases, drops everything but letters, digits, "+" and "#" (keeping C++ and C# apart
 * from C), strips a trailing "js" when something remains ("reactjs" → "react", "node.js" → "node",
 * but "js" stays and maps to "javascript"), then applies a small alias table (js → javascript,
 * golang → go, postgres → postgresql, k8s → kubernetes, …).
 *
 * Deliberately not substring matching: "React" must not match "React Native", nor "Java"
 * "JavaScript".
 *
 * @param skill - a skill name as entered.
 * @returns the comparison key ("" for a name with no letters or digits).
 */
export function normalizeSkill(skill: string): string {
  let key = skill.toLowerCase().replace(/[^a-z0-9+#]/g, "");
  if (key.length > 2 && key.endsWith("js")) key = key.slice(0, -2);
  return SKILL_ALIASES.get(key) ?? key;
}

function finiteOr0(value: number): number {
  return Number.isFinite(value) ? value : 0;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, finiteOr0(value)));
}

function formatNumber(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/**
 * Scores a freelancer against required skills, out of 100 (spec 2 §5):
 * - skills 50 × (distinct required skills the freelancer has ÷ distinct required skills), matched
 *   with {@link normalizeSkill}; {@link NEUTRAL_SKILL_OVERLAP} when nothing is required;
 * - rating 25 × rating / 5;
 * - experience 15 × min(years, 10) / 10;
 * - success rate 10 × rate / 100.
 * The weighted sum is rounded once, to an integer.
 *
 * Labels (spec 2 §5), at most one per factor, the higher tier winning: rating >= 4.5 "Top Rated",
 * else >= 4 "Highly Rated"; success rate >= 90 "Excellent Track Record", else >= 80
 * "Good Track Record"; experience >= 5 years "Experienced".
 *
 * @param input - required skills and the freelancer's skills, rating (0..5), experience (years)
 *   and success rate (percent). Out-of-range numbers are clamped; non-finite ones count as 0.
 * @returns integer score 0..100, a one-sentence reasoning, labels.
 */
export function matchScore(input: MatchScoreInput): MatchResult {
  const { requiredSkills, freelancer } = input;
  const rating = clamp(freelancer.rating, 0, MAX_RATING);
  const experience = Math.max(0, finiteOr0(freelancer.experienceYears));
  const successRate = clamp(freelancer.successRate, 0, 100);

  // Distinct by key so "React" and "ReactJS" listed twice count once; keep the first spelling.
  const required = new Map<string, string>();
  for (const skill of requiredSkills) {
    const key = normalizeSkill(skill);
    if (key !== "" && !required.has(key)) required.set(key, skill.trim());
  }
  const owned = new Set(freelancer.skills.map(normalizeSkill));
  const matched = [...required].filter(([key]) => owned.has(key)).map(([, name]) => name);
  const overlap = required.size === 0 ? NEUTRAL_SKILL_OVERLAP : matched.length / required.size;

  const raw =
    MATCH_WEIGHTS.skills * overlap +
    (MATCH_WEIGHTS.rating * rating) / MAX_RATING +
    (MATCH_WEIGHTS.experience * Math.min(experience, MATCH_EXPERIENCE_CAP_YEARS)) /
      MATCH_EXPERIENCE_CAP_YEARS +
    (MATCH_WEIGHTS.successRate * successRate) / 100;
  const score = Math.min(100, Math.max(0, Math.round(raw)));

  const labels: string[] = [];
  if (rating >= MATCH_LABELS.topRated.minRating) labels.push(MATCH_LABELS.topRated.label);
  else if (rating >= MATCH_LABELS.highlyRated.minRating) labels.push(MATCH_LABELS.highlyRated.label);
  if (successRate >= MATCH_LABELS.excellentTrackRecord.minSuccessRate) {
    labels.push(MATCH_LABELS.excellentTrackRecord.label);
  } else if (successRate >= MATCH_LABELS.goodTrackRecord.minSuccessRate) {
    labels.push(MATCH_LABELS.goodTrackRecord.label);
  }
  if (experience >= MATCH_LABELS.experienced.minExperienceYears) {
    labels.push(MATCH_LABELS.experienced.label);
  }

  const skillsPart =
    required.size === 0
      ? "No required skills listed"
      : `Matches ${matched.length} of ${required.size} required skills` +
        (matched.length > 0 ? ` (${matched.join(", ")})` : "");
  const years = formatNumber(experience);
  const reasoning =
    `${skillsPart}; rated ${formatNumber(rating)}/5; ` +
    `${years} year${years === "1" ? "" : "s"} of experience; ${formatNumber(successRate)}% success rate.`;

  return { score, reasoning, labels };
}

/** A freelancer that can be ranked: {@link MatchFreelancer} plus a stable id. */
export interface MatchCandidate extends MatchFreelancer {
  id: string;
}

/** A ranked candidate: the input object (unchanged, so callers keep their own fields) and its score. */
export interface RankedMatch<T extends MatchCandidate> extends MatchResult {
  freelancer: T;
}

/**
 * Scores and ranks freelancers for a project (spec 2 §5, §9: staff see at most 6 matches).
 * Sorted by score descending; ties by rating descending, then id ascending, so the same data
 * always yields the same list.
 *
 * @param requiredSkills - the project's required skills.
 * @param freelancers - candidates (availability filtering is the caller's job).
 * @param limit - how many to return; default {@link MATCHES_SHOWN} (6).
 * @returns at most `limit` ranked matches.
 * @throws {RangeError} when `limit` is not a non-negative integer.
 */
export function rankMatches<T extends MatchCandidate>(
  requiredSkills: readonly string[],
  freelancers: readonly T[],
  limit: number = MATCHES_SHOWN,
): RankedMatch<T>[] {
  if (!Number.isInteger(limit) || limit < 0) {
    throw new RangeError(`limit must be a non-negative integer, got ${limit}`);
  }
  return freelancers
    .map((freelancer) => ({ freelancer, ...matchScore({ requiredSkills, freelancer }) }))
    .sort(
      (a, b) =>
        b.score - a.score ||
        clamp(b.freelancer.rating, 0, MAX_RATING) - clamp(a.freelancer.rating, 0, MAX_RATING) ||
        (a.freelancer.id < b.freelancer.id ? -1 : a.freelancer.id > b.freelancer.id ? 1 : 0),
    )
    .slice(0, limit);
}
