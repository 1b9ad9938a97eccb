import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { generateText, Output } from "ai";
import { z } from "zod";
import {
  type AssistantContext,
  assistantReply,
  contextForRole,
  detectIntent,
} from "@/domain/assistant/assistant";
import type { Env } from "../../env";

/** A decided reply: stored as an `ai_response` message with its category and analysis (spec 3 §3). */
export interface AssistantAnswer {
  category: string;
  reply: string;
  engine: "built-in" | "ai";
  fallbackReason?: string;
}

/** Decides whether and how to answer a project message. `null`: no reply. Never throws for provider failures. */
export interface AssistantProvider {
  answer(input: {
    text: string;
    role: "client" | "freelancer";
    context: AssistantContext;
  }): Promise<AssistantAnswer | null>;
}

/** The embedded default: intent by keywords, answer from the project's data (src/domain/assistant). */
export const builtInAssistant: AssistantProvider = {
  async answer({ text, role, context }) {
    const intent = detectIntent(text);
    return intent
      ? {
          category: intent,
          reply: assistantReply(intent, role, contextForRole(role, context)),
          engine: "built-in",
        }
      : null;
  },
};

const answerSchema = z.object({
  shouldReply: z.boolean(),
  category: z.enum(["status", "payment", "deadline", "progress", "contact", "other"]),
  reply: z.string().max(2000),
});

const INSTRUCTIONS = `You are Kaarya's project assistant in a project's message thread. Decide whether the user's
message asks something the project data answers; if so, answer briefly and politely from that data only. Never
invent facts. The data has already been cut to what this user may see: do not speculate about anything missing.`;

/**
 * An OpenAI-compatible model (`AI_*`) with the role-filtered project context and zod-validated output; on
 * error, invalid output or timeout it falls back to the built-in assistant and says why.
 *
 * The model is sent the asker's message, role and the context cut by {@link contextForRole} — never a
 * figure the role may not see, whatever the caller passed (it used to send the context as given). There is
 * no check of the reply's text: a model cannot repeat an amount it was never sent.
 */
export function openAiCompatibleAssistant(env: Env & { AI_BASE_URL: string }): AssistantProvider {
  const provider = createOpenAICompatible({
    name: "kaarya-ai",
    baseURL: env.AI_BASE_URL,
    apiKey: env.AI_API_KEY,
    supportsStructuredOutputs: true,
  });
  return {
    async answer(input) {
      try {
        const { output } = await generateText({
          model: provider.chatModel(env.AI_MODEL),
          output: Output.object({ schema: answerSchema }),
          system: INSTRUCTIONS,
          prompt: JSON.stringify({ ...input, context: contextForRole(input.role, input.context) }),
          maxRetries: 0,
          abortSignal: AbortSignal.timeout(env.AI_TIMEOUT_MS),
        });
        return output.shouldReply ? { category: output.category, reply: output.reply, engine: "ai" } : null;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const fallback = await builtInAssistant.answer(input);
        return fallback && { ...fallback, fallbackReason: reason };
      }
    },
  };
}

/** The configured assistant: the AI provider when `AI_BASE_URL` is set, else built-in. */
export function createAssistantProvider(env: Env): AssistantProvider {
  return env.AI_BASE_URL
    ? openAiCompatibleAssistant({ ...env, AI_BASE_URL: env.AI_BASE_URL })
    : builtInAssistant;
}
