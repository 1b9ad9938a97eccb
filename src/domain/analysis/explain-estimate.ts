/**
 * "How this estimate was made" (issue 17 §5): the rates and their source, the working calendar and
 * team of the schedule, a confidence from how much of the brief was mapped, the assumptions made,
 * and how the suggested range follows from the confidence.
 *
 * @module
 */
import { type CalibrationRatio, calibrationSentence } from "./calibration";
import type { ExtractedBrief } from "./extract-deliverables";
import { HOURLY_RATE_PAISE, RATE_SOURCE } from "./norms";
import { type PlanSchedule, WORKING_HOURS_PER_DAY } from "./schedule-plan";
import type { Deliverable, EstimateExplanation } from "./schema";

/** Suggested range per confidence, % of the task total: the less we know, the wider the top end. */
export const RANGE_PERCENT = {
  high: { min: 90, max: 115 },
  medium: { min: 85, max: 125 },
  low: { min: 80, max: 150 },
} as const;

/** Below this many words a brief rarely states scope; confidence cannot be high. */
const SHORT_BRIEF_WORDS = 40;
/** Quantities the brief states, as a share of the deliverables that count something, for high confidence. */
const HIGH_STATED_SHARE = 0.6;
/** Share of asking sentences mapped to a deliverable below which confidence is low. */
const LOW_MAPPED_SHARE = 0.6;
/** The classifier's confidence below which the category itself is in doubt. */
const LOW_CLASS_CONFIDENCE = 0.5;

/** Inputs of {@link explainEstimate}. */
export interface ExplainInput {
  deliverables: readonly Deliverable[];
  extracted: ExtractedBrief;
  schedule: PlanSchedule;
  classificationConfidence: number;
  wordCount: number;
  /** Calibration ratios that changed the plan's hours (issue 20 item 7); each is said in an assumption. */
  calibrated?: readonly CalibrationRatio[];
}

/**
 * The explanation of an estimate: rates of the categories present (paise an hour), the calendar,
 * the team, confidence with its reason, assumptions and the range.
 *
 * @returns an object satisfying `estimateExplanationSchema`. Never throws.
 */
export function explainEstimate(input: ExplainInput): EstimateExplanation {
  const { deliverables, extracted, schedule } = input;
  const mappedShare =
    extracted.askSentences === 0 ? 1 : extracted.mappedAskSentences / extracted.askSentences;
  const stated = deliverables.filter((d) => !d.assumed).length;
  const statedShare = deliverables.length === 0 ? 0 : stated / deliverables.length;
  const unlisted = extracted.deliverables.length === 0;
  const confidence =
    unlisted ||
    extracted.notEstimated.length >= 2 ||
    mappedShare < LOW_MAPPED_SHARE ||
    input.classificationConfidence < LOW_CLASS_CONFIDENCE
      ? "low"
      : extracted.notEstimated.length === 0 &&
          statedShare >= HIGH_STATED_SHARE &&
          input.wordCount >= SHORT_BRIEF_WORDS
        ? "high"
        : "medium";
  const confidenceReason =
    `${deliverables.length} deliverable${deliverables.length === 1 ? "" : "s"} read from the brief, ${stated} with a stated quantity; ` +
    `${extracted.mappedAskSentences} of ${extracted.askSentences} requests mapped` +
    (extracted.notEstimated.length > 0 ? `, ${extracted.notEstimated.length} not estimated` : "") +
    (unlisted ? "; no deliverable was named outright, so the plan is the category's typical scope" : "") +
    (input.wordCount < SHORT_BRIEF_WORDS ? `; the brief is short (${input.wordCount} words)` : "") +
    ".";
  const assumptions = [
    ...deliverables
      .filter((d) => d.assumed && d.quantity !== 1)
      .map(
        (d) =>
          `${d.title}: ${d.quantity.toLocaleString("en-IN")} ${d.unit} assumed (the brief gives no number).`,
      ),
    ...deliverables
      .filter(
        (d) =>
          ["articles", "product_descriptions", "technical_docs"].includes(d.kind) &&
          d.wordsEach === undefined,
      )
      .map((d) => `${d.title}: the usual length assumed (the brief gives no word count).`),
    "The client supplies text, images and logins on time; content not listed is not included.",
    "Two rounds of revisions per design and per piece of writing.",
    `Work starts on ${schedule.expectedStart}, after review and freelancer matching, and runs on working days.`,
    ...(input.calibrated ?? []).map(calibrationSentence),
  ];
  const range = RANGE_PERCENT[confidence];
  const categories = [...new Set(deliverables.map((d) => d.category))];
  return {
    rates: categories.map((category) => ({
      category,
      ratePaise: HOURLY_RATE_PAISE[category],
      source: RATE_SOURCE,
    })),
    hoursPerDay: WORKING_HOURS_PER_DAY,
    workingWeek: "Monday to Friday",
    expectedStart: schedule.expectedStart,
    team: schedule.team.map(({ role, people }) => ({ role, people })),
    confidence,
    confidenceReason,
    assumptions,
    range: {
      minPercent: range.min,
      maxPercent: range.max,
      explanation:
        `Each task's budget is its hours × the hourly rate of its kind of work; the suggested range runs from ${range.min} % to ${range.max} % ` +
        `of their total because confidence is ${confidence}: a lean freelancer can trim a little, and what a brief leaves open tends to add work rather than remove it.`,
    },
  };
}
