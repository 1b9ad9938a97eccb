import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Analysis, analysisSchema, analyzeBrief } from "@/domain/analysis";
import { createTestDatabase } from "../../../../test/test-db";
import type { Actor } from "../../access/actor";
import type { Deps } from "../../context";
import type { Database } from "../../db/client";
import { signAnalysis, verifyAnalysis } from "./analysis-token";
import { analyzeProject } from "./analyze-project";

/**
 * The signed analysis is the schema's shape of what the provider returned, so that submit — which parses the
 * analysis with `analysisSchema` before it checks the signature — verifies it whatever order a provider wrote
 * its keys in.
 */
const today = new Date("2026-11-23T05:30:00Z");
const secret = "test-secret";
const brief = {
  title: "Logo for a bakery",
  description: "A modern logo and colour palette for our home bakery.",
};
const client: Actor = { id: "u1", email: "client@example.com", role: "client", profileCompleted: true };

/** The built-in analysis with its optional fields first and each task's keys reversed, as a provider might build it. */
function outOfOrder(): Analysis {
  const { explanation, deliverables, ...rest } = analyzeBrief(brief, { today });
  const breakdown = rest.breakdown.map(
    (task) => Object.fromEntries(Object.entries(task).reverse()) as Analysis["breakdown"][number],
  );
  return { explanation, deliverables, ...rest, breakdown };
}

// Analysing reads the calibration from completed projects (issue 20 item 7): none in a fresh database.
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const depsAnswering = (analysis: Analysis) =>
  ({
    db: database.db,
    secret,
    now: () => today,
    analysis: { analyze: async () => ({ analysis, engine: "ai" as const }) },
  }) as unknown as Deps;

describe("analyzeProject", () => {
  it("returns and signs the analysis in the schema's key order, which submit verifies", async () => {
    const raw = outOfOrder();
    const result = await analyzeProject({ deps: depsAnswering(raw), actor: client, brief });
    const submitted = analysisSchema.parse(JSON.parse(JSON.stringify(result.analysis)));
    expect(JSON.stringify(result.analysis)).toBe(JSON.stringify(submitted));
    expect(Object.keys(result.analysis)[0]).toBe("complexity");
    expect(result.analysis).toEqual(raw);
    expect(verifyAnalysis(secret, { brief, analysis: submitted, engine: "ai" }, result.analysisToken)).toBe(
      true,
    );
    // Signing the provider's object as it came would not verify after submit's parse.
    const rawToken = signAnalysis(secret, { brief, analysis: raw, engine: "ai" });
    expect(verifyAnalysis(secret, { brief, analysis: submitted, engine: "ai" }, rawToken)).toBe(false);
  });

  it("refuses a freelancer", async () => {
    const freelancer: Actor = { ...client, role: "freelancer" };
    await expect(
      analyzeProject({ deps: depsAnswering(outOfOrder()), actor: freelancer, brief }),
    ).rejects.toMatchObject({ code: "forbidden" });
  });
});
