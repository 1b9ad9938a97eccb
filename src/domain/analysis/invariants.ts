/**
 * The rules every analysis must obey, whoever made it (issue 17 §4 "a schedule a project manager would
 * sign", §6 "the model path obeys the same rules"): the built-in estimator's tests, the evaluation
 * (`npm run eval:analysis`) and the AI provider's check of a model's answer all call
 * {@link analysisViolations}, so one list of messages explains a rejected answer to a person.
 *
 * Tasks are named in messages as a reader counts them, from 1 (`Task 4 "Testing"`); dependency
 * indexes in the data stay 0-based.
 *
 * @module
 */
import { businessToday } from "../dates";
import { formatInr, sumPaise } from "../money";
import type { InScopeType } from "./lexicon";
import type { Analysis, AnalysisTask } from "./schema";

/** Why an analysis is unsound, one code per rule; see {@link analysisViolations}. */
export type ViolationCode =
  | "deliverable_not_produced"
  | "unknown_deliverable"
  | "unknown_dependency"
  | "dependency_cycle"
  | "starts_before_dependency_due"
  | "starts_before_expected_start"
  | "starts_before_submission"
  | "due_before_start"
  | "starts_before_production_done"
  | "review_before_production"
  | "hours_not_sum_of_tasks"
  | "rate_missing"
  | "task_budget_off_rate"
  | "budget_outside_range";

/** One broken rule: a stable `code` and a `message` written for a person (client, admin or a model's repair prompt). */
export interface AnalysisViolation {
  code: ViolationCode;
  message: string;
}

/**
 * What the rules need besides the analysis: `submittedAt`, the instant the brief was submitted (work starts
 * after its date in India), and `rates`, the hourly rate per category in paise; without `rates` the rates in
 * `analysis.explanation.rates` are used, and without either the budgets are not checked against hours.
 */
export interface InvariantContext {
  submittedAt: Date;
  rates?: Record<InScopeType, number>;
}

/** Hours may differ from the sum of the tasks by float noise only. */
export const HOURS_TOLERANCE = 0.01;
/** A task's budget may differ from hours × rate by this much (₹1): budgets are rounded to whole rupees. */
export const BUDGET_TOLERANCE_PAISE = 100;

const IN_SCOPE: readonly InScopeType[] = ["it_services", "content_creation", "graphic_design"];
const hours = (h: number) => `${Math.round(h * 100) / 100} h`;
/** Which task stages must wait for every production task of their category. */
const AFTER_PRODUCTION = new Set(["testing", "delivery"]);

/**
 * Checks an analysis against the rules of issue 17 and returns every broken one (empty when sound):
 * - every deliverable is produced by at least one task (`task.deliverable` equal to its index), and every
 *   task's `deliverable` is null or a valid index;
 * - dependencies are valid indexes other than the task's own, without cycles, and a task starts strictly
 *   after every dependency's due date;
 * - no task starts before `explanation.expectedStart`, nor on or before the submission date in India
 *   ({@link businessToday}); a task is due on or after its start;
 * - a task at stage `testing` or `delivery` starts after the due date of every `production` task of its
 *   categories; a `review` task of a deliverable starts after that deliverable's production tasks are due;
 *   production that itself waits for the task (directly or through others: the build after a design review,
 *   fixes after testing) is exempt, since the plan puts it after on purpose;
 * - `estimatedHours` equals the sum of task hours (± {@link HOURS_TOLERANCE});
 * - with rates (from `context.rates`, else `explanation.rates`) each task's budget is round(hours × rate)
 *   within ₹1; and the sum of task budgets lies within `suggestedBudget`.
 *
 * A task's categories: its deliverable's category; for a shared task (`deliverable` null or absent), the
 * categories of the nearest deliverables its dependencies reach (through other shared tasks, stopping at the
 * first task with a deliverable on each path); when none are reached, every category of the analysis's
 * deliverables (a shared testing or launch task with no dependencies covers the whole job), or the
 * `projectType` when the analysis lists no deliverables. A shared task spanning several categories may be
 * priced at any of their rates.
 *
 * @param analysis - the analysis (already shaped by `analysisSchema`).
 * @param context - submission instant and optional rates in paise an hour.
 * @returns the violations, in the order of the rules above; never throws for a schema-valid analysis.
 */
export function analysisViolations(analysis: Analysis, context: InvariantContext): AnalysisViolation[] {
  const tasks = analysis.breakdown;
  const deliverables = analysis.deliverables ?? [];
  const name = (index: number) => `Task ${index + 1} "${tasks[index].title}"`;
  const violations: AnalysisViolation[] = [];
  const add = (code: ViolationCode, message: string) => violations.push({ code, message });

  const deliverableOf = (task: AnalysisTask) =>
    task.deliverable != null && task.deliverable < deliverables.length ? task.deliverable : null;
  deliverables.forEach((deliverable, index) => {
    if (!tasks.some((task) => task.deliverable === index))
      add("deliverable_not_produced", `No task produces "${deliverable.title}" (deliverable ${index + 1}).`);
  });
  tasks.forEach((task, index) => {
    if (task.deliverable != null && task.deliverable >= deliverables.length)
      add(
        "unknown_deliverable",
        `${name(index)} points at deliverable ${task.deliverable + 1}, but the analysis lists ${deliverables.length}.`,
      );
  });

  const validDependencies = tasks.map((task, index) =>
    task.dependencies.filter((dependency) => {
      const valid = dependency < tasks.length && dependency !== index;
      if (!valid)
        add(
          "unknown_dependency",
          dependency === index
            ? `${name(index)} depends on itself.`
            : `${name(index)} depends on task index ${dependency}, but the indexes run from 0 to ${tasks.length - 1}.`,
        );
      return valid;
    }),
  );
  for (const cycle of findCycles(validDependencies))
    add(
      "dependency_cycle",
      `Tasks depend on each other in a circle (each on the next): ${[...cycle, cycle[0]].map(name).join(" → ")}.`,
    );

  tasks.forEach((task, index) => {
    for (const dependency of validDependencies[index]) {
      const before = tasks[dependency];
      if (task.startDate <= before.dueDate)
        add(
          "starts_before_dependency_due",
          `${name(index)} starts on ${task.startDate}, before "${before.title}" (task ${dependency + 1}), which it depends on, is due on ${before.dueDate}.`,
        );
    }
  });

  const expectedStart = analysis.explanation?.expectedStart;
  const submitted = businessToday(context.submittedAt);
  tasks.forEach((task, index) => {
    if (expectedStart !== undefined && task.startDate < expectedStart)
      add(
        "starts_before_expected_start",
        `${name(index)} starts on ${task.startDate}, before the expected start ${expectedStart}.`,
      );
    if (task.startDate <= submitted)
      add(
        "starts_before_submission",
        `${name(index)} starts on ${task.startDate}, but the brief was submitted on ${submitted}: work starts after submission.`,
      );
    if (task.dueDate < task.startDate)
      add(
        "due_before_start",
        `${name(index)} is due on ${task.dueDate}, before it starts on ${task.startDate}.`,
      );
  });

  const categories = taskCategories(analysis, validDependencies);
  const overlaps = (a: number, b: number) =>
    categories[a].some((category) => categories[b].includes(category));
  const production = tasks.flatMap((task, index) => (task.stage === "production" ? [index] : []));
  const dependants = tasks.map(() => [] as number[]);
  validDependencies.forEach((list, index) => {
    for (const dependency of list) dependants[dependency].push(index);
  });
  tasks.forEach((task, index) => {
    const own = deliverableOf(task);
    if (task.stage === "review" && own !== null) {
      // A review follows the production it reviews: some of its deliverable's production must lead to it
      // (batch i of editing after batch i of drafting), unless all of that production waits for the review.
      const mine = production.filter((p) => tasks[p].deliverable === own);
      const upstream = reachable(index, validDependencies);
      const downstream = reachable(index, dependants);
      if (mine.length > 0 && !mine.some((p) => upstream.has(p)) && mine.some((p) => !downstream.has(p)))
        add(
          "review_before_production",
          `${name(index)} (review) does not wait for any production of its deliverable, such as "${tasks[mine[0]].title}" (task ${mine[0] + 1}).`,
        );
      return;
    }
    const mustFollow = AFTER_PRODUCTION.has(task.stage ?? "")
      ? production.filter((p) => overlaps(index, p))
      : [];
    const waiting = mustFollow.length > 0 ? reachable(index, dependants) : new Set<number>();
    for (const p of mustFollow) {
      if (waiting.has(p)) continue;
      if (task.startDate > tasks[p].dueDate) continue;
      add(
        "starts_before_production_done",
        `${name(index)} (${task.stage}) starts on ${task.startDate}, before "${tasks[p].title}" (task ${p + 1}) is due on ${tasks[p].dueDate}.`,
      );
    }
  });

  const taskHours = tasks.reduce((sum, task) => sum + task.estimatedHours, 0);
  if (Math.abs(analysis.estimatedHours - taskHours) > HOURS_TOLERANCE)
    add(
      "hours_not_sum_of_tasks",
      `The estimate says ${hours(analysis.estimatedHours)}, but its tasks add up to ${hours(taskHours)}.`,
    );

  const rates = ratesFor(analysis, context);
  if (rates !== null)
    tasks.forEach((task, index) => {
      const known = categories[index].filter((category) => rates.has(category));
      if (known.length < categories[index].length) {
        add(
          "rate_missing",
          `${name(index)} is ${categories[index].join(" / ")} work, but no hourly rate is given for it.`,
        );
        if (known.length === 0) return;
      }
      const expected = known.map((category) => Math.round(task.estimatedHours * (rates.get(category) ?? 0)));
      if (expected.some((paise) => Math.abs(task.estimatedBudget - paise) <= BUDGET_TOLERANCE_PAISE)) return;
      add(
        "task_budget_off_rate",
        `${name(index)} costs ${formatInr(task.estimatedBudget)}, but ${hours(task.estimatedHours)} at ${formatInr(rates.get(known[0]) ?? 0)} an hour is ${formatInr(expected[0])}.`,
      );
    });

  const total = sumPaise(tasks.map((task) => task.estimatedBudget));
  const { min, max } = analysis.suggestedBudget;
  if (total < min || total > max)
    add(
      "budget_outside_range",
      `The tasks cost ${formatInr(total)} in all, outside the suggested range ${formatInr(min)}–${formatInr(max)}.`,
    );
  return violations;
}

/** Hourly rates in paise by category: the context's, else the explanation's (if it lists any), else null (budgets not checked). */
function ratesFor(analysis: Analysis, context: InvariantContext): Map<string, number> | null {
  if (context.rates) return new Map(Object.entries(context.rates));
  const listed = analysis.explanation?.rates ?? [];
  return listed.length > 0 ? new Map(listed.map((rate) => [rate.category, rate.ratePaise])) : null;
}

/**
 * The categories a task may be priced at, preferred first (the rule in {@link analysisViolations}'s docstring):
 * its deliverable's; for a shared task, those of the nearest deliverables its dependencies reach through other
 * shared tasks, in the order reached; when none is reached, every category of the deliverables, the project type
 * first (the project type alone when there are no deliverables and it is in scope).
 *
 * @param analysis - the analysis; deliverable indexes out of range count as none.
 * @param dependencies - each task's dependency indexes, valid ones only (default: the tasks' own).
 * @returns one list per task, in breakdown order.
 */
export function taskCategories(
  analysis: Analysis,
  dependencies: readonly (readonly number[])[] = analysis.breakdown.map((task) => task.dependencies),
): InScopeType[][] {
  const deliverables = analysis.deliverables ?? [];
  const own = analysis.breakdown.map((task) =>
    task.deliverable != null && task.deliverable < deliverables.length
      ? deliverables[task.deliverable].category
      : null,
  );
  const type = analysis.projectType as InScopeType;
  const whole =
    deliverables.length > 0
      ? [...new Set([type, ...deliverables.map((d) => d.category)])].filter((category) =>
          deliverables.some((d) => d.category === category),
        )
      : IN_SCOPE.filter((category) => category === type);
  return own.map((category, index) => {
    if (category !== null) return [category];
    const reached = new Set<InScopeType>();
    const seen = new Set([index]);
    const queue = [...dependencies[index]];
    while (queue.length > 0) {
      const next = queue.shift() as number;
      if (seen.has(next)) continue;
      seen.add(next);
      const found = own[next];
      if (found !== null) reached.add(found);
      else queue.push(...dependencies[next]);
    }
    return reached.size > 0 ? [...reached] : whole;
  });
}

/** The tasks reachable from `start` along `edges` (here: every task that waits for it, directly or through others). */
function reachable(start: number, edges: number[][]): Set<number> {
  const seen = new Set<number>();
  const queue = [...edges[start]];
  while (queue.length > 0) {
    const next = queue.pop() as number;
    if (seen.has(next)) continue;
    seen.add(next);
    queue.push(...edges[next]);
  }
  return seen;
}

/**
 * The dependency cycles of a task graph, each as the task indexes along it, each set of tasks reported once.
 *
 * @param dependencies - for each task, the indexes it depends on (all valid).
 */
function findCycles(dependencies: number[][]): number[][] {
  const state = dependencies.map(() => "new" as "new" | "open" | "done");
  const path: number[] = [];
  const cycles = new Map<string, number[]>();
  const visit = (node: number) => {
    state[node] = "open";
    path.push(node);
    for (const next of dependencies[node]) {
      if (state[next] === "open") {
        const cycle = path.slice(path.indexOf(next));
        cycles.set([...cycle].sort((a, b) => a - b).join(","), cycle);
      } else if (state[next] === "new") visit(next);
    }
    path.pop();
    state[node] = "done";
  };
  dependencies.forEach((_, node) => {
    if (state[node] === "new") visit(node);
  });
  return [...cycles.values()];
}
