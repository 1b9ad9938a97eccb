import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { analyzeBrief } from "@/domain/analysis";
import { envSchema } from "../../env";
import { createAnalysisProvider } from "./analysis-provider";

/**
 * The OpenAI-compatible provider against a local fake server speaking the chat-completions protocol:
 * a valid structured answer is used; an error, invalid output or a timeout falls back to the built-in engine.
 */
const today = new Date("2026-11-22T06:30:00Z");
const brief = {
  title: "Logo for a bakery",
  description: "A modern logo and colour palette for our home bakery.",
};
let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function fakeOpenAi(
  reply: (body: { messages: unknown[] }) => { status: number; content?: string; delayMs?: number },
) {
  const requests: {
    path: string;
    body: { model: string; messages: unknown[]; response_format?: unknown };
  }[] = [];
  server = createServer(async (req, res) => {
    let raw = "";
    for await (const chunk of req) raw += chunk;
    const body = JSON.parse(raw);
    requests.push({ path: req.url ?? "", body });
    const answer = reply(body);
    if (answer.delayMs) await new Promise((r) => setTimeout(r, answer.delayMs));
    if (res.destroyed) return;
    res.writeHead(answer.status, { "content-type": "application/json" });
    res.end(
      JSON.stringify(
        answer.status === 200
          ? {
              id: "chatcmpl-1",
              object: "chat.completion",
              created: 1,
              model: body.model,
              choices: [
                { index: 0, message: { role: "assistant", content: answer.content }, finish_reason: "stop" },
              ],
              usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
            }
          : { error: { message: "model overloaded", type: "server_error" } },
      ),
    );
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const { port } = server!.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/v1`, requests };
}

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
