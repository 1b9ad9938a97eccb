import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { generateText, Output } from "ai";
import { type Analysis, analysisSchema, analyzeBrief, type Brief } from "@/domain/analysis";
import type { Env } from "../../env";
import { log } from "../../ops/logger";

/** Which engine produced an analysis; shown in the UI (DESIGN §5). */
export type AnalysisEngine = "built-in" | "ai";

/** An analysis and where it came from. `fallbackReason` is set when the AI provider failed. */
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

/**
 * Turns a brief, and the text of its attached documents, into an analysis (spec 2 §7 analyze-project).
 * Never throws for provider failures.
 */
export interface AnalysisProvider {
  analyze(brief: Brief, today: Date, documents?: readonly AnalysisDocument[]): Promise<AnalysisResult>;
}

/** The brief the built-in estimator reads: the documents' text joins the requirements. */
function withDocuments(brief: Brief, documents: readonly AnalysisDocument[]): Brief {
  if (documents.length === 0) return brief;
  const parts = [brief.requirements ?? "", ...documents.map((d) => `${d.fileName}:\n${d.text}`)];
  return { ...brief, requirements: parts.filter(Boolean).join("\n\n") };
}

/** The embedded default: the deterministic built-in estimator in `src/domain/analysis`. */
export const builtInAnalysis: AnalysisProvider = {
  analyze: async (brief, today, documents = []) => ({
    analysis: analyzeBrief(withDocuments(brief, documents), { today }),
    engine: "built-in",
  }),
};

const INSTRUCTIONS = `You analyse project briefs for Kaarya, an Indian freelance marketplace for digital services.
Supported project types: it_services (website, web app, mobile app, API, maintenance), content_creation (blog,
technical writing, copywriting, SEO writing, editing), graphic_design (logo, UI mockups, social graphics, ad
creatives, branding). Anything else is "unsupported" with an empty breakdown. All money is in integer paise
(1 rupee = 100 paise) at Indian freelance rates. Dates are YYYY-MM-DD, starting from the given today.
Milestone groups are 1 to 4; dependencies are indexes into the breakdown list.`;

/**
 * Any OpenAI-compatible API (`AI_BASE_URL`, `AI_API_KEY`, `AI_MODEL`) with zod-validated structured output.
 * On error, invalid output or timeout (`AI_TIMEOUT_MS`) it falls back to the built-in estimator and says why.
 */
export function openAiCompatibleAnalysis(env: Env & { AI_BASE_URL: string }): AnalysisProvider {
  const provider = createOpenAICompatible({
    name: "kaarya-ai",
    baseURL: env.AI_BASE_URL,
    apiKey: env.AI_API_KEY,
    supportsStructuredOutputs: true,
  });
  return {
    async analyze(brief, today, documents = []) {
      try {
        const { output } = await generateText({
          model: provider.chatModel(env.AI_MODEL),
          output: Output.object({ schema: analysisSchema }),
          system: INSTRUCTIONS,
          prompt: JSON.stringify({ today: today.toISOString().slice(0, 10), brief, documents }),
          maxRetries: 0,
          abortSignal: AbortSignal.timeout(env.AI_TIMEOUT_MS),
        });
        return { analysis: output, engine: "ai" };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        log.warn({ reason }, "AI analysis failed, using the built-in estimator");
        const analysis = analyzeBrief(withDocuments(brief, documents), { today });
        return { analysis, engine: "built-in", fallbackReason: reason };
      }
    },
  };
}

/** Chooses the provider by configuration: the AI provider when `AI_BASE_URL` is set, else built-in. */
export function createAnalysisProvider(env: Env): AnalysisProvider {
  return env.AI_BASE_URL
    ? openAiCompatibleAnalysis({ ...env, AI_BASE_URL: env.AI_BASE_URL })
    : builtInAnalysis;
}
