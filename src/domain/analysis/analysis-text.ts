/**
 * The words of an analysis: labels, summary, risks and recommendations, and the whole result for
 * an unsupported brief. Shared by the built-in estimator and the fallback estimate.
 *
 * @module
 */
import { formatInr, percentOf } from "../money";
import type { Classification } from "./classify";
import type { InScopeType, Subcategory } from "./lexicon";
import type { Analysis, Brief } from "./schema";

/** Human labels for categories and subcategories (spec 2 §1 wording). */
export const TYPE_LABELS: Record<InScopeType, string> = {
  it_services: "IT services",
  content_creation: "content creation",
  graphic_design: "graphic design",
};

/** Human labels for subcategories (spec 2 §1 wording). */
export const SUBCATEGORY_LABELS: Record<Subcategory, string> = {
  website: "website",
  web_app: "web app",
  mobile_app: "mobile app",
  api: "API",
  maintenance: "maintenance",
  blog: "blog",
  technical_writing: "technical writing",
  copywriting: "copywriting",
  seo_writing: "SEO writing",
  editing: "editing",
  logo: "logo",
  ui_mockups: "UI mock-ups",
  social_graphics: "social graphics",
  ad_creatives: "ad creatives",
  branding: "branding",
};

/** Below this many words a brief rarely says what is in and out of scope (risk rule). */
export const VAGUE_BRIEF_WORDS = 30;
/** Above this many hours one freelancer needs more than a month of full days: suggest a team. */
export const TEAM_HOURS = 100;
/** A maximum budget below this share of the estimate means the scope must shrink (risk rule). */
export const LOW_BUDGET_PERCENT = 70;
/** From this many integrations on, each one's third-party account, keys and failure modes add up. */
export const MANY_INTEGRATIONS = 3;

const SUPPORTED_TEXT =
  "Kaarya takes IT services (websites, web apps, mobile apps, APIs, maintenance), content creation " +
  "(blogs, technical writing, copywriting, SEO writing, editing) and graphic design (logos, UI mock-ups, " +
  "social graphics, ad creatives, branding).";

/**
 * The analysis of an unsupported brief (spec 2 §5: an unsupported type blocks the analysis and
 * asks the client to modify the project): empty breakdown, zero hours and budgets, and a summary
 * that says why and lists the three supported categories.
 *
 * @param brief - the brief (title used in the summary).
 * @param classification - from `classifyBrief`, with its out-of-scope keywords.
 */
export function unsupportedAnalysis(brief: Pick<Brief, "title">, classification: Classification): Analysis {
  const reason =
    classification.outOfScopeKeywords.length > 0
      ? `It reads as work outside our categories (${classification.outOfScopeKeywords.slice(0, 4).join(", ")}).`
      : "It does not name a deliverable we recognise.";
  return {
    complexity: "low",
    projectType: "unsupported",
    subcategory: "",
    estimatedHours: 0,
    summary: `"${brief.title}" cannot be estimated. ${reason} ${SUPPORTED_TEXT}`,
    recommendedSkills: [],
    suggestedBudget: { min: 0, max: 0 },
    breakdown: [],
    risks: [reason],
    recommendations: [
      "Modify the project so that it asks for one of the supported kinds of work, or describe the deliverable in more detail.",
    ],
  };
}

/** Inputs of {@link analysisRisks}; money in integer paise, hours in hours. */
export interface RiskInputs {
  wordCount: number;
  totalHours: number;
  totalBudget: number;
  budgetMax: number | null | undefined;
  deadlineRisk: string | null;
  integrations: string[];
  cappedUnits: { asked: number; planned: number; noun: string } | null;
  confidence: number;
}

/** Confidence below this means the category itself may be wrong: say so rather than hide it. */
const LOW_CONFIDENCE = 0.6;

/**
 * Risks of an analysis (DESIGN §5 built-in estimator): deadline shorter than the plan at
 * 8 h/day, `budgetMax` below {@link LOW_BUDGET_PERCENT}% of the estimate (ignored when null or
 * 0, spec 2 §5 "empty means 0"), a brief under {@link VAGUE_BRIEF_WORDS} words, more than
 * {@link TEAM_HOURS} hours, {@link MANY_INTEGRATIONS}+ integrations, a count above the template
 * maximum, and a low-confidence category.
 */
export function analysisRisks(input: RiskInputs): string[] {
  const risks: string[] = [];
  if (input.deadlineRisk) risks.push(input.deadlineRisk);
  if (input.budgetMax && input.budgetMax < percentOf(input.totalBudget, LOW_BUDGET_PERCENT)) {
    risks.push(
      `The maximum budget ${formatInr(input.budgetMax)} is below ${LOW_BUDGET_PERCENT}% of the estimate ` +
        `${formatInr(input.totalBudget)}; the scope will need to shrink or the budget to grow.`,
    );
  }
  if (input.wordCount < VAGUE_BRIEF_WORDS) {
    risks.push(
      `The brief is short (${input.wordCount} words); the estimate rests on assumptions that may not hold.`,
    );
  }
  if (input.totalHours > TEAM_HOURS) {
    risks.push(
      `About ${input.totalHours} hours of work: more than one freelancer can deliver in a month, so a small team is advisable.`,
    );
  }
  if (input.integrations.length >= MANY_INTEGRATIONS) {
    risks.push(
      `Many integrations (${input.integrations.join(", ")}): each needs accounts, keys and testing against a third party.`,
    );
  }
  if (input.cappedUnits) {
    const { asked, planned, noun } = input.cappedUnits;
    risks.push(
      `The brief mentions ${asked} ${noun}; this plan covers ${planned}, and the rest should be a follow-up batch.`,
    );
  }
  if (input.confidence < LOW_CONFIDENCE) {
    risks.push("The kind of work was hard to tell from the brief; check the category before submitting.");
  }
  return risks;
}

/** Recommendations per category: what the client can send to make the estimate and the work better. */
const CATEGORY_ADVICE: Record<InScopeType, string> = {
  it_services:
    "Share examples of sites or apps you like, any existing designs, and who will supply text and images.",
  content_creation: "Share the audience, tone of voice, target keywords and two or three pieces you like.",
  graphic_design:
    "Share your brand colours and fonts, examples you like and dislike, and where the design will be used.",
};

/**
 * Recommendations of an analysis: category advice, milestone payments, and follow-ups for the
 * risks found (vague brief, team-sized work, hosting for web projects).
 */
export function analysisRecommendations(input: {
  type: InScopeType;
  milestoneGroups: number;
  vague: boolean;
  teamSized: boolean;
  offerHosting: boolean;
}): string[] {
  const recommendations = [CATEGORY_ADVICE[input.type]];
  if (input.vague)
    recommendations.push(
      "Add the number of pages, screens or pieces, the key features and a deadline to tighten the estimate.",
    );
  recommendations.push(
    `Agree acceptance criteria for each of the ${input.milestoneGroups} milestones and pay per milestone.`,
  );
  if (input.teamSized)
    recommendations.push(
      "Split the work between two freelancers (for example design and build) or deliver it in phases.",
    );
  if (input.offerHosting)
    recommendations.push("Add the hosting add-on (₹1,000 a year) if you do not already have hosting.");
  return recommendations;
}
