import { afterEach, describe, expect, it } from "vitest";
import {
  type Analysis,
  analysisViolations,
  analyzeBrief,
  extractDeliverables,
  HOURLY_RATE_PAISE,
} from "@/domain/analysis";
import { envSchema } from "../../env";
import { createAnalysisProvider } from "./analysis-provider";
import { closeFakeOpenAis, type FakeOpenAiRequest, fakeOpenAi } from "./fake-openai";

/**
 * The OpenAI-compatible provider against a local fake server speaking the chat-completions protocol:
 * a valid structured answer is used; an error, invalid output or a timeout falls back to the built-in engine.
 * The prompt carries the deliverables the built-in reader extracts; an answer that breaks the estimator's rules
 * is repaired where it can be, else rejected for the built-in analysis with the reason (issue 17 §6).
 */
const today = new Date("2026-11-22T06:30:00Z");
const brief = {
  title: "Logo for a bakery",
  description: "A modern logo and colour palette for our home bakery.",
};
afterEach(closeFakeOpenAis);

const providerFor = (url: string, timeout = "2000") =>
  createAnalysisProvider(
    envSchema.parse({
      AI_BASE_URL: url,
      AI_API_KEY: "test-key",
      AI_MODEL: "test-model",
      AI_TIMEOUT_MS: timeout,
    }),
  );

/** The user message the fake received, parsed (the AI SDK may send it as text parts). */
function promptOf(request: FakeOpenAiRequest): Record<string, unknown> {
  const user = request.body.messages.find((m) => (m as { role: string }).role === "user") as {
    content: string | { type: string; text: string }[];
  };
  const text = typeof user.content === "string" ? user.content : user.content.map((p) => p.text).join("");
  return JSON.parse(text);
}

/** A brief with four deliverables in three categories; its built-in analysis plays the model's sound answer. */
const mixed = {
  title: "Launch of our organic tea brand",
  description:
    "We need a logo for the brand, a 5-page website with checkout with UPI, and 10 blog articles of about 1,000 words each.",
  deadline: "2027-03-31",
};
const soundAnswer = (): Analysis => structuredClone(analyzeBrief(mixed, { today }));
const answering = (answer: Analysis) => fakeOpenAi(() => ({ status: 200, content: JSON.stringify(answer) }));

describe("OpenAI-compatible analysis", () => {
  it("uses the model's validated structured output", async () => {
    const modelAnswer = { ...analyzeBrief(brief, { today }), summary: "From the model" };
    const fake = await fakeOpenAi(() => ({ status: 200, content: JSON.stringify(modelAnswer) }));
    const result = await providerFor(fake.url).analyze(brief, today);
    expect(result).toMatchObject({ engine: "ai", analysis: { summary: "From the model" } });
    expect(fake.requests[0].path).toBe("/v1/chat/completions");
    expect(fake.requests[0].body.model).toBe("test-model");
    expect(fake.requests[0].body.response_format).toMatchObject({ type: "json_schema" });
  });

  it("puts the extracted deliverables, the rates and the expected start into the prompt", async () => {
    const fake = await answering(soundAnswer());
    await providerFor(fake.url).analyze(mixed, today);
    const prompt = promptOf(fake.requests[0]);
    const extracted = extractDeliverables(mixed).deliverables;
    expect(prompt.deliverables).toEqual(extracted.map((d, index) => ({ index, ...d })));
    expect((prompt.deliverables as { title: string }[]).map((d) => d.title)).toContain("Checkout with UPI");
    expect(prompt).toMatchObject({
      ratesPaisePerHour: HOURLY_RATE_PAISE,
      expectedStart: soundAnswer().explanation?.expectedStart,
      deadline: "2027-03-31",
    });
    const system = fake.requests[0].body.messages[0] as { role: string; content: string };
    expect(system.role).toBe("system");
    expect(system.content).toMatch(/"deliverable" set to its index/);
  });

  it("accepts a sound answer as it is", async () => {
    const fake = await answering({ ...soundAnswer(), summary: "A sound plan from the model" });
    const result = await providerFor(fake.url).analyze(mixed, today);
    expect(result).toEqual({
      engine: "ai",
      analysis: { ...soundAnswer(), summary: "A sound plan from the model" },
    });
  });

  it("repairs wrong totals, budgets and dates, and says so", async () => {
    const answer = soundAnswer();
    answer.estimatedHours = 12;
    answer.suggestedBudget = { min: 5_000_00, max: 6_000_00 };
    // A task of the site's build, so its category (and rate) is its deliverable's.
    const build = answer.breakdown.findIndex(
      (task) =>
        task.deliverable != null && answer.deliverables?.[task.deliverable]?.category === "it_services",
    );
    answer.breakdown[build].estimatedBudget = 7_00; // far below its hours at the category's rate
    for (const task of answer.breakdown) task.startDate = task.dueDate = "2026-11-23";
    const fake = await answering(answer);
    const result = await providerFor(fake.url).analyze(mixed, today);
    const sound = soundAnswer();
    expect(result.engine).toBe("ai");
    expect(result.fallbackReason).toBeUndefined();
    expect(result.analysis.estimatedHours).toBe(sound.estimatedHours);
    expect(result.analysis.breakdown[build].estimatedBudget).toBe(
      sound.breakdown[build].estimatedHours * HOURLY_RATE_PAISE.it_services,
    );
    expect(result.analysis.suggestedBudget).toEqual(sound.suggestedBudget);
    expect(result.analysis.breakdown.map((t) => [t.startDate, t.dueDate])).toEqual(
      sound.breakdown.map((t) => [t.startDate, t.dueDate]),
    );
    expect(
      result.analysis.explanation?.assumptions.filter((line) => line.startsWith("Repaired: ")),
    ).toHaveLength(4);
    expect(analysisViolations(result.analysis, { submittedAt: today, rates: HOURLY_RATE_PAISE })).toEqual([]);
  });

  it("rejects an answer that leaves a deliverable without a task, for the built-in analysis with the reason", async () => {
    const answer = soundAnswer();
    const checkout = (answer.deliverables ?? []).findIndex((d) => d.title === "Checkout with UPI");
    const fake = await answering({
      ...answer,
      breakdown: answer.breakdown.map((task) =>
        task.deliverable === checkout ? { ...task, deliverable: null } : task,
      ),
    });
    const result = await providerFor(fake.url).analyze(mixed, today);
    expect(result).toEqual({
      engine: "built-in",
      analysis: analyzeBrief(mixed, { today }),
      fallbackReason: `The model's plan was rejected: No task produces "Checkout with UPI" (deliverable ${checkout + 1}).`,
    });
  });

  it("falls back to the built-in engine when the output does not match the schema", async () => {
    const fake = await fakeOpenAi(() => ({
      status: 200,
      content: JSON.stringify({ complexity: "enormous" }),
    }));
    const result = await providerFor(fake.url).analyze(brief, today);
    expect(result.engine).toBe("built-in");
    expect(result.fallbackReason).toBeTruthy();
    expect(result.analysis).toEqual(analyzeBrief(brief, { today }));
  });

  it("falls back on a server error", async () => {
    const fake = await fakeOpenAi(() => ({ status: 500 }));
    const result = await providerFor(fake.url).analyze(brief, today);
    expect(result.engine).toBe("built-in");
    expect(result.fallbackReason).toMatch(/overloaded|500|Internal/i);
  });

  it("falls back on a timeout", async () => {
    const fake = await fakeOpenAi(() => ({ status: 200, content: "{}", delayMs: 1500 }));
    const result = await providerFor(fake.url, "200").analyze(brief, today);
    expect(result.engine).toBe("built-in");
    expect(result.fallbackReason).toBeTruthy();
  });

  it("is the built-in engine when AI_BASE_URL is unset", async () => {
    const result = await createAnalysisProvider(envSchema.parse({})).analyze(brief, today);
    expect(result).toEqual({ engine: "built-in", analysis: analyzeBrief(brief, { today }) });
  });
});
