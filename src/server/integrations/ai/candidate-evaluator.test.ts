import { afterEach, describe, expect, it, vi } from "vitest";
import { type CandidateProfile, evaluateCandidate } from "@/domain/applications/evaluation";
import { envSchema } from "../../env";
import { evaluateApplication } from "./candidate-evaluator";
import { closeFakeOpenAis, fakeOpenAi } from "./fake-openai";

/**
 * The candidate evaluation (spec 3 §4, §9) against a local fake OpenAI server: a valid answer is used with the
 * recommendation needs_interview; an error, invalid output or a timeout falls back to the built-in rule; without
 * configuration the built-in rule runs with no request at all.
 */
const candidate: CandidateProfile = {
  skills: ["React", "TypeScript", "Node.js"],
  experienceYears: 4,
  bio: "Frontend developer building booking systems and dashboards for small businesses in Pune.",
  links: {
    resume: null,
    github: "https://github.com/priya",
    linkedin: null,
    portfolio: "https://priya.dev",
    twitter: null,
  },
  resumeText: "Priya Sharma. Built the TableTime reservation app used by 40 restaurants.",
};
const builtIn = evaluateCandidate(candidate);

afterEach(async () => {
  vi.restoreAllMocks();
  await closeFakeOpenAis();
});

const depsFor = (url: string, timeout = "2000") => ({
  env: envSchema.parse({
    AI_BASE_URL: url,
    AI_API_KEY: "test-key",
    AI_MODEL: "test-model",
    AI_TIMEOUT_MS: timeout,
  }),
});
const quiet = () => vi.spyOn(console, "warn").mockImplementation(() => {});

describe("evaluateApplication", () => {
  it("uses the model's summary and reasoning, always recommending needs_interview", async () => {
    const fake = await fakeOpenAi(() => ({
      status: 200,
      content: JSON.stringify({
        summary: "An experienced React developer.",
        reasoning: "Strong frontend work; ask about backend.",
        recommendation: "approved",
      }),
    }));
    const result = await evaluateApplication(depsFor(fake.url), candidate);
    expect(result).toEqual({
      recommendation: "needs_interview",
      summary: "An experienced React developer.",
      reasoning: "Strong frontend work; ask about backend.",
      engine: "ai",
    });
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request.path).toBe("/v1/chat/completions");
    expect(request.body.model).toBe("test-model");
    expect(request.body.response_format).toMatchObject({ type: "json_schema" });
    const sent = JSON.stringify(request.body.messages);
    expect(sent).toContain("TableTime reservation app used by 40 restaurants");
    expect(sent).toContain("https://github.com/priya");
    expect(sent).toContain("TypeScript");
  });

  it("sends at most 12,000 characters of résumé text", async () => {
    const fake = await fakeOpenAi(() => ({
      status: 200,
      content: JSON.stringify({ summary: "S", reasoning: "R" }),
    }));
    const resumeText = `${"a".repeat(12_000)}TAIL-NOT-SENT`;
    const result = await evaluateApplication(depsFor(fake.url), { ...candidate, resumeText });
    expect(result.engine).toBe("ai");
    expect(JSON.stringify(fake.requests[0].body.messages)).not.toContain("TAIL-NOT-SENT");
  });

  it("falls back to the built-in rule on a server error", async () => {
    quiet();
    const fake = await fakeOpenAi(() => ({ status: 500 }));
    const result = await evaluateApplication(depsFor(fake.url), candidate);
    expect(result).toMatchObject({ ...builtIn, engine: "built-in" });
    expect(result.recommendation).toBe("approved");
    expect(result.fallbackReason).toMatch(/overloaded|500|Internal/i);
  });

  it("falls back to the built-in rule when the answer does not match the schema", async () => {
    quiet();
    const fake = await fakeOpenAi(() => ({ status: 200, content: JSON.stringify({ summary: "" }) }));
    const result = await evaluateApplication(depsFor(fake.url), candidate);
    expect(result).toMatchObject({ ...builtIn, engine: "built-in" });
    expect(result.fallbackReason).toBeTruthy();
  });

  it("falls back to the built-in rule on a timeout", async () => {
    quiet();
    const fake = await fakeOpenAi(() => ({
      status: 200,
      content: JSON.stringify({ summary: "Too late", reasoning: "Too late" }),
      delayMs: 1500,
    }));
    const started = Date.now();
    const result = await evaluateApplication(depsFor(fake.url, "200"), candidate);
    expect(Date.now() - started).toBeLessThan(1400);
    expect(result).toMatchObject({ ...builtIn, engine: "built-in" });
    expect(result.fallbackReason).toBeTruthy();
  });

  it("is the built-in rule, with no request made, when AI_BASE_URL is unset", async () => {
    const fake = await fakeOpenAi(() => ({ status: 200, content: "{}" }));
    const result = await evaluateApplication({ env: envSchema.parse({ AI_API_KEY: "test-key" }) }, candidate);
    expect(result).toEqual({ ...builtIn, engine: "built-in" });
    expect(fake.requests).toHaveLength(0);
  });
});
