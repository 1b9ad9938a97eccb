import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { generateText, Output } from "ai";
import {
  type Analysis,
  analysisSchema,
  analyzeBrief,
  type Brief,
  briefText,
  type CalibrationRatio,
  classifyBrief,
  countWords,
  extractDeliverables,
  HOURLY_RATE_PAISE,
  schedulePlan,
} from "@/domain/analysis";
import { repairAnalysis } from "@/domain/analysis/repair-analysis";
import type { Env } from "../../env";
import { log } from "../../ops/logger";

/** Which engine produced an analysis; shown in the UI (DESIGN §5). */
export type AnalysisEngine = "built-in" | "ai";

/** An analysis and where it came from. `fallbackReason` is set when the AI provider failed or its answer was rejected. */
export interface AnalysisResult {
  analysis: Analysis;
  engine: AnalysisEngine;
  fallbackReason?: string;
}

/** The text of an attached document given to the analysis (spec 2 §5: at most 10 documents). */
export interface AnalysisDocument {
  fileName: string;
  text: string;
}

/** Options of an analysis: `calibration`, the ratios of actual to estimated hours the built-in estimator applies (issue 20 item 7). */
export interface AnalyzeOptions {
  calibration?: readonly CalibrationRatio[];
}

/**
 * Turns a brief, and the text of its attached documents, into an analysis (spec 2 §7 analyze-project).
 * Never throws for provider failures.
 */
export interface AnalysisProvider {
  analyze(
    brief: Brief,
    today: Date,
    documents?: readonly AnalysisDocument[],
    options?: AnalyzeOptions,
  ): Promise<AnalysisResult>;
}

/** The brief the built-in estimator reads: the documents' text joins the requirements. */
function withDocuments(brief: Brief, documents: readonly AnalysisDocument[]): Brief {
  if (documents.length === 0) return brief;
  const parts = [brief.requirements ?? "", ...documents.map((d) => `${d.fileName}:\n${d.text}`)];
  return { ...brief, requirements: parts.filter(Boolean).join("\n\n") };
}

/** The embedded default: the deterministic built-in estimator in `src/domain/analysis`. */
export const builtInAnalysis: AnalysisProvider = {
  analyze: async (brief, today, documents = [], options = {}) => ({
    analysis: analyzeBrief(withDocuments(brief, documents), { today, calibration: options.calibration }),
    engine: "built-in",
  }),
};

const INSTRUCTIONS = `You analyse project briefs for Kaarya, an Indian freelance marketplace for digital services.
Supported project types: it_services (website, web app, mobile app, API, maintenance), content_creation (blog,
technical writing, copywriting, SEO writing, editing), graphic_design (logo, UI mockups, social graphics, ad
creatives, branding). Anything else is "unsupported" with an empty breakdown. All money is in integer paise
(1 rupee = 100 paise). Dates are YYYY-MM-DD. Milestone groups are 1 to 4; dependencies are indexes into the
breakdown list.
The input lists the deliverables read from the brief, each with its index. Copy them into "deliverables" in the
same order (you may append ones the brief asks for that are missing). Plan one or more tasks for every
deliverable, with "deliverable" set to its index (null for shared work such as discovery, testing or launch),
"stage" (discovery, production, review, testing or delivery) and "basis" (how the hours were reached, e.g.
"40 × 2,000 words at 500 words an hour = 160 h"). estimatedHours is the sum of the task hours. Each task's
estimatedBudget is its hours × the hourly rate of its deliverable's category (ratesPaisePerHour), rounded to whole
rupees; suggestedBudget brackets the sum of the task budgets. Tasks run on working days (Monday to Friday), none
before expectedStart, each starting after every task it depends on is due; testing and launch come after the
work they cover; aim to end by the client's deadline.
Answers that leave a deliverable without a task or have circular dependencies are rejected.`;

/** The user message: the brief, its documents, and what the answer must be built from (deliverables, rates, start). */
function analysisPrompt(
  brief: Brief,
  today: Date,
  documents: readonly AnalysisDocument[],
  deliverables: Analysis["deliverables"],
): string {
  return JSON.stringify({
    today: today.toISOString().slice(0, 10),
    expectedStart: schedulePlan([], { submittedAt: today }).expectedStart,
    deadline: brief.deadline ?? null,
    ratesPaisePerHour: HOURLY_RATE_PAISE,
    deliverables: (deliverables ?? []).map((deliverable, index) => ({ index, ...deliverable })),
    brief,
    documents,
  });
}

/** Reasons quoted from the rejected answer's violations; more than this many are counted, not quoted. */
const QUOTED_VIOLATIONS = 5;

/**
 * Any OpenAI-compatible API (`AI_BASE_URL`, `AI_API_KEY`, `AI_MODEL`) with zod-validated structured output
 * (issue 17 §6). The prompt carries the deliverables the built-in reader extracts, Kaarya's rates and the expected
 * start; the answer is held to the built-in estimator's rules by `repairAnalysis` (totals, budgets, range and
 * dates recomputed, each repair said in an assumption "Repaired: …"). On error, invalid output, timeout
 * (`AI_TIMEOUT_MS`) or an answer the rules reject (a deliverable without a task, circular dependencies) it
 * falls back to the built-in estimator and says why in `fallbackReason`.
 */
export function openAiCompatibleAnalysis(env: Env & { AI_BASE_URL: string }): AnalysisProvider {
  const provider = createOpenAICompatible({
    name: "kaarya-ai",
    baseURL: env.AI_BASE_URL,
    apiKey: env.AI_API_KEY,
    supportsStructuredOutputs: true,
  });
  return {
    async analyze(brief, today, documents = [], options = {}) {
      const input = withDocuments(brief, documents);
      const extracted = extractDeliverables(input);
      const fallback = (reason: string): AnalysisResult => {
        log.warn({ reason }, "AI analysis not used, using the built-in estimator");
        return {
          analysis: analyzeBrief(input, { today, calibration: options.calibration }),
          engine: "built-in",
          fallbackReason: reason,
        };
      };
      let output: Analysis;
      try {
        ({ output } = await generateText({
          model: provider.chatModel(env.AI_MODEL),
          output: Output.object({ schema: analysisSchema }),
          system: INSTRUCTIONS,
          prompt: analysisPrompt(brief, today, documents, extracted.deliverables),
          maxRetries: 0,
          abortSignal: AbortSignal.timeout(env.AI_TIMEOUT_MS),
        }));
      } catch (error) {
        return fallback(error instanceof Error ? error.message : String(error));
      }
      const checked = repairAnalysis(output, {
        extracted,
        submittedAt: today,
        deadline: brief.deadline,
        wordCount: countWords(briefText(input)),
        classificationConfidence: classifyBrief(input).confidence,
      });
      if (checked.accepted) return { analysis: checked.analysis, engine: "ai" };
      const quoted = checked.violations.slice(0, QUOTED_VIOLATIONS).map((v) => v.message);
      const more = checked.violations.length - quoted.length;
      return fallback(
        `The model's plan was rejected: ${quoted.join(" ")}${more > 0 ? ` (and ${more} more)` : ""}`,
      );
    },
  };
}

/** Chooses the provider by configuration: the AI provider when `AI_BASE_URL` is set, else built-in. */
export function createAnalysisProvider(env: Env): AnalysisProvider {
  return env.AI_BASE_URL
    ? openAiCompatibleAnalysis({ ...env, AI_BASE_URL: env.AI_BASE_URL })
    : builtInAnalysis;
}
