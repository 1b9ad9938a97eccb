import { readFileSync } from "node:fs";
import { analyzeBrief, type Brief } from "../src/domain/analysis";

/** The built-in analysis' budget per brief (issue 17: p95 at most 20 ms). */
export const ANALYSIS_P95_BUDGET_MS = 20;

/** Median and p95 of a sorted list. */
const at = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/**
 * Time of the built-in analysis per brief, in milliseconds: each brief analysed 50 times, its median kept, then
 * the median and p95 over the briefs, for the real published briefs (test/fixtures/briefs/briefs.json) and the
 * multi-deliverable evaluation set (deliverables.json) side by side. `withinBudget` is false when either set's
 * p95 is over {@link ANALYSIS_P95_BUDGET_MS}.
 */
export function benchAnalysis() {
  const sets = {
    real: JSON.parse(readFileSync("test/fixtures/briefs/briefs.json", "utf8")) as Brief[],
    evaluation: JSON.parse(readFileSync("test/fixtures/briefs/deliverables.json", "utf8")) as (Brief & {
      submittedAt: string;
    })[],
  };
  const today = new Date();
  const measure = (briefs: Brief[]) => {
    const perBrief = briefs
      .map((brief) => {
        const input: Brief = {
          title: brief.title,
          description: brief.description,
          requirements: brief.requirements,
        };
        const runs: number[] = [];
        for (let i = 0; i < 50; i++) {
          const start = performance.now();
          analyzeBrief(input, { today });
          runs.push(performance.now() - start);
        }
        return runs.sort((x, y) => x - y)[25];
      })
      .sort((x, y) => x - y);
    return { briefs: briefs.length, medianMs: at(perBrief, 50), p95Ms: at(perBrief, 95) };
  };
  const real = measure(sets.real);
  const evaluation = measure(sets.evaluation);
  return {
    real,
    evaluation,
    budgetMs: ANALYSIS_P95_BUDGET_MS,
    withinBudget: real.p95Ms <= ANALYSIS_P95_BUDGET_MS && evaluation.p95Ms <= ANALYSIS_P95_BUDGET_MS,
  };
}

/** Prints {@link benchAnalysis}'s result and sets a failing exit code when it is over budget. */
export function reportAnalysis(result: ReturnType<typeof benchAnalysis>) {
  for (const [name, r] of [
    ["real briefs", result.real],
    ["evaluation-set briefs", result.evaluation],
  ] as const) {
    console.log(
      `Built-in analysis over ${r.briefs} ${name}: median ${r.medianMs.toFixed(3)} ms, p95 ${r.p95Ms.toFixed(3)} ms (budget ${result.budgetMs} ms)`,
    );
  }
  if (!result.withinBudget) {
    console.error(`Built-in analysis p95 over ${result.budgetMs} ms`);
    process.exitCode = 1;
  }
}
