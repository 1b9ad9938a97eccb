import { afterEach, describe, expect, it } from "vitest";
import { analyzeBrief } from "@/domain/analysis";
import { envSchema } from "../../env";
import { createAnalysisProvider } from "./analysis-provider";
import { closeFakeOpenAis, fakeOpenAi } from "./fake-openai";

/**
 * The OpenAI-compatible provider against a local fake server speaking the chat-completions protocol:
 * a valid structured answer is used; an error, invalid output or a timeout falls back to the built-in engine.
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
