import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { generateText, Output } from "ai";
import { z } from "zod";
import {
  type AssistantAudience,
  type AssistantContext,
  assistantReply,
  audienceOf,
  contextForRole,
  detectIntent,
  threadContext,
} from "@/domain/assistant/assistant";
import type { Env } from "../../env";

/**
 * A decided reply: for the `thread`, stored as an `ai_response` message with its category and analysis (spec 3
 * §3), made from {@link threadContext} alone; for the `asker` (budgets and payments, issue 19 item 11), sent to
 * the person who asked and nobody else.
 */
export interface AssistantAnswer {
  category: string;
  reply: string;
  engine: "built-in" | "ai";
  audience: AssistantAudience;
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

/**
 * The embedded default: intent by keywords, answer from the project's data (src/domain/assistant) — a payment
 * question's from the role's figures, for the asker alone; any other from the thread's figure-free context.
 */
export const builtInAssistant: AssistantProvider = {
  async answer({ text, role, context }) {
    const intent = detectIntent(text);
    if (!intent) return null;
    const audience = audienceOf(intent);
    const data = audience === "asker" ? contextForRole(role, context) : threadContext(context);
    return { category: intent, reply: assistantReply(intent, role, data), engine: "built-in", audience };
  },
};

const answerSchema = z.object({
  shouldReply: z.boolean(),
  category: z.enum(["status", "payment", "deadline", "progress", "contact", "other"]),
  reply: z.string().max(2000),
});

const INSTRUCTIONS = `You are Kaarya's project assistant in a project's message thread. Decide whether the user's
message asks something the project data answers; if so, answer briefly and politely from that data only. Never
invent facts. The data has already been cut to what this user may see: do not speculate about anything missing.
With "audience": "thread" your answer is posted where the client, the freelancers and staff all read it, and the
data holds no budget or payment: when the message asks about budgets, payments or amounts, set shouldReply to
true and category to "payment" (the user is then answered privately). With "audience": "asker" only the user
reads your answer.`;

/**
 * An OpenAI-compatible model (`AI_*`) with the role-filtered project context and zod-validated output; on
 * error, invalid output or timeout it falls back to the built-in assistant and says why.
 *
 * The model is first sent the asker's message and role with {@link threadContext}, which holds no figure, so
 * its answer can go to the thread. Only when it calls the message a payment question is it asked again with
 * the context cut by {@link contextForRole} — never a figure the role may not see, whatever the caller passed —
 * and that answer goes to the asker alone (issue 19 item 11). There is no check of the replies' text: a model
 * cannot repeat an amount it was never sent.
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
      const ask = async (audience: AssistantAudience, context: AssistantContext) => {
        const { output } = await generateText({
          model: provider.chatModel(env.AI_MODEL),
          output: Output.object({ schema: answerSchema }),
          system: INSTRUCTIONS,
          prompt: JSON.stringify({ ...input, audience, context }),
          maxRetries: 0,
          abortSignal: AbortSignal.timeout(env.AI_TIMEOUT_MS),
        });
        return output.shouldReply
          ? { category: output.category, reply: output.reply, engine: "ai" as const }
          : null;
      };
      try {
        const forThread = await ask("thread", threadContext(input.context));
        if (!forThread || audienceOf(forThread.category) === "thread")
          return forThread && { ...forThread, audience: "thread" };
        const forAsker = await ask("asker", contextForRole(input.role, input.context));
        return forAsker && { ...forAsker, audience: "asker" };
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
