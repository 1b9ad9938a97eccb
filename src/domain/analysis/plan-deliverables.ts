/**
 * Turns deliverables into a task plan (issue 17 §2, decision 0025): each deliverable's steps from
 * `norms.ts`, named in the client's words, plus the shared work its kind of work needs —
 * discovery, testing and launch for IT; a brief and a final proofread for writing; a brief and
 * final files for design — with dependencies a project manager would draw. Dates come later
 * (`schedule-plan.ts`).
 *
 * @module
 */
import { BUILD_KINDS } from "./deliverable-context";
import type { InScopeType } from "./lexicon";
import { fmt, type PlanContext } from "./norm-steps";
import { HOURLY_RATE_PAISE, NORM_SCALE, NORM_SCALE_REASON, NORMS } from "./norms";
import type { Deliverable, TaskPriority, TaskStage } from "./schema";

/** A task before scheduling: hours, budget in paise, and indexes of the tasks it waits for. */
export interface PlannedTask {
  title: string;
  description: string;
  estimatedHours: number;
  estimatedBudget: number;
  priority: TaskPriority;
  milestoneGroup: 1 | 2 | 3 | 4;
  dependencies: number[];
  requiredSkills: string[];
  basis: string;
  deliverable: number | null;
  stage: TaskStage;
  category: InScopeType;
}

/** A batch of per-unit work stays under a working week, so several people can share a long step. */
export const BATCH_HOURS = 30;
/** At most this many batches: more parts cost more coordination than they save. */
const MAX_BATCHES = 8;

const STAGE_GROUP: Record<TaskStage, 1 | 2 | 3 | 4> = {
  discovery: 1,
  production: 2,
  review: 3,
  testing: 3,
  delivery: 4,
};
const STAGE_PRIORITY: Record<TaskStage, TaskPriority> = {
  discovery: "high",
  production: "high",
  review: "medium",
  testing: "high",
  delivery: "medium",
};

/** Hours to the nearest half hour, at least half an hour: finer precision is false accuracy. */
export const roundHours = (hours: number) => Math.max(0.5, Math.round(hours * 2) / 2);
/** Paise to the nearest whole rupee. */
export const roundToRupee = (paise: number) => Math.round(paise / 100) * 100;
const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/** Shared work per category: [stage, title, share of the category's hours, min h, max h, skills, description, why]. */
const SHARED: Record<InScopeType, [TaskStage, string, number, number, number, string[], string, string][]> = {
  it_services: [
    [
      "discovery",
      "Discovery and requirements",
      8,
      2,
      24,
      ["Requirements analysis"],
      "Goals, users, pages or screens, content owners; sign-off on scope.",
      "8 % of the build",
    ],
    [
      "testing",
      "Testing and fixes",
      12,
      2,
      60,
      ["QA testing"],
      "Every flow on desktop and phones, payments in test mode, fixes.",
      "12 % of the build",
    ],
    [
      "delivery",
      "Launch and handover",
      3,
      1,
      16,
      ["Deployment"],
      "Deploy, domain and SSL, analytics, and a walkthrough for the client.",
      "3 % of the build",
    ],
  ],
  content_creation: [
    [
      "discovery",
      "Brief, tone and topic plan",
      5,
      2,
      8,
      ["Content strategy"],
      "Audience, tone of voice, keywords and the list of pieces.",
      "5 % of the writing",
    ],
    [
      "delivery",
      "Final proofread and delivery",
      3,
      1,
      8,
      ["Proofreading"],
      "A last read of everything and delivery in the agreed format.",
      "3 % of the writing",
    ],
  ],
  graphic_design: [
    [
      "discovery",
      "Design brief and references",
      5,
      2,
      6,
      ["Graphic design"],
      "Brand assets, references, sizes and where each design is used.",
      "5 % of the design",
    ],
    [
      "delivery",
      "Final files and handover",
      5,
      1,
      8,
      ["Graphic design"],
      "Source and export files (vector, PNG, PDF) organised per deliverable.",
      "5 % of the design",
    ],
  ],
};

const BRAND = new Set(["logo", "brand_identity"]);

/**
 * Plans the tasks of `deliverables` (issue 17 §2). Task budgets are hours × the category's rate
 * (norms.ts), rounded to whole rupees. Dependencies: every deliverable starts after its category's
 * discovery; steps follow each other; a site or app is designed after the brand mark is approved and
 * translated after it is built; testing waits for everything built, launch and final files for
 * everything reviewed.
 *
 * @param deliverables - from `extractDeliverables` (non-empty for a useful plan).
 * @returns tasks in plan order; dependencies index into this list. Never throws.
 */
export function planDeliverables(deliverables: readonly Deliverable[]): PlannedTask[] {
  const kinds = new Set(deliverables.map((d) => d.kind));
  const plan: PlanContext = {
    onSite:
      (kinds.has("site_pages") || kinds.has("catalogue")) &&
      !["web_app", "mobile_app", "api_endpoints"].some((kind) => kinds.has(kind)),
    apiDocumented: deliverables.some(
      (d) =>
        d.kind === "technical_docs" &&
        /\b(?:api|swagger|openapi|endpoints?)\b/i.test(`${d.title} ${d.source}`),
    ),
    // A site or app (its norms design it) beside a UI design deliverable is designed there.
    designedApart: kinds.has("ui_design") && [...kinds].some((kind) => BUILD_KINDS.has(kind)),
  };
  const tasks: PlannedTask[] = [];
  const add = (task: Omit<PlannedTask, "priority" | "milestoneGroup" | "estimatedBudget">) => {
    const hours = roundHours(task.estimatedHours);
    tasks.push({
      ...task,
      estimatedHours: hours,
      estimatedBudget: roundToRupee(hours * HOURLY_RATE_PAISE[task.category]),
      priority: STAGE_PRIORITY[task.stage],
      milestoneGroup: STAGE_GROUP[task.stage],
    });
    return tasks.length - 1;
  };
  const categories = [...new Set(deliverables.map((d) => d.category))];
  // A fix job needs no discovery (its audit is one) and only small shared steps around the fixes.
  const fixJob = (category: InScopeType) =>
    deliverables.every((d) => d.category !== category || d.kind === "maintenance");
  const discovery = new Map<InScopeType, number>();
  for (const category of categories) {
    if (fixJob(category)) continue;
    const [, title, percent, min, max, skills, description, why] = SHARED[category][0];
    const production = deliverables
      .filter((d) => d.category === category)
      .flatMap((d) => NORMS[d.kind as keyof typeof NORMS].map((s) => s.hours(d, plan).hours))
      .reduce((a, b) => a + b, 0);
    const hours = clamp((production * percent) / 100, min, max);
    discovery.set(
      category,
      add({
        title,
        description,
        estimatedHours: hours,
        dependencies: [],
        requiredSkills: skills,
        basis: `${why}, between ${min} and ${max} h`,
        deliverable: null,
        stage: "discovery",
        category,
      }),
    );
  }
  // The last tasks of each deliverable (its final step's batches) and each step's tasks, by deliverable.
  const lastOf: number[][] = [];
  const stepsOf: number[][][] = [];
  // The brand before the site or app that uses it, and those before what is added to them.
  // A build designed apart waits for its UI design's handoff.
  const before = (d: Deliverable) => BRAND.has(d.kind) || (plan.designedApart && d.kind === "ui_design");
  const rank = (d: Deliverable) => (before(d) ? 0 : BUILD_KINDS.has(d.kind) ? 1 : 2);
  const order = deliverables
    .map((d, i) => [d, i] as const)
    .sort(([a, i], [b, j]) => rank(a) - rank(b) || i - j);
  for (const [d, index] of order) {
    let previous = discovery.has(d.category) ? [discovery.get(d.category) as number] : [];
    if (BUILD_KINDS.has(d.kind))
      previous = [
        ...previous,
        ...deliverables.flatMap((other, j) => (before(other) ? (lastOf[j] ?? []) : [])),
      ];
    if (d.kind === "language_version")
      previous = [
        ...previous,
        ...deliverables.flatMap((other, j) => (BUILD_KINDS.has(other.kind) ? (lastOf[j] ?? []) : [])),
      ];
    stepsOf[index] = [];
    const steps = NORMS[d.kind as keyof typeof NORMS].filter((step) => step.stage !== "delivery"); // delivery after testing, below
    // One batch count per deliverable, so batch i of each step follows batch i of the step before.
    const parts = Math.max(
      1,
      ...steps
        .filter((s) => s.batchable)
        .map((s) =>
          Math.min(MAX_BATCHES, Math.ceil(s.hours(d, plan).hours / BATCH_HOURS), Math.floor(d.quantity)),
        ),
    );
    let previousBatched = false;
    for (const step of steps) {
      const norm = step.hours(d, plan);
      if (norm.hours <= 0) continue; // a step with nothing to do ("1 more variant" of a single design)
      const { hours, basis } = calibrated(norm, d.category);
      const title = step.title(d);
      const count = step.batchable ? parts : 1;
      const ids: number[] = [];
      for (let part = 1; part <= count; part++) {
        const from = Math.floor(((part - 1) * d.quantity) / count) + 1;
        const to = Math.floor((part * d.quantity) / count);
        ids.push(
          add({
            title: count > 1 ? `${title}, part ${part} of ${count} (${d.unit} ${from}–${to})` : title,
            description: step.description,
            estimatedHours: hours / count,
            dependencies: previousBatched && count > 1 ? [previous[part - 1]] : previous,
            requiredSkills: [...step.skills],
            basis:
              count > 1
                ? `${basis}; in ${count} parts of about ${Math.round(d.quantity / count)} ${d.unit}`
                : basis,
            deliverable: index,
            stage: step.stage,
            category: d.category,
          }),
        );
      }
      stepsOf[index].push(ids);
      previous = ids;
      previousBatched = count > 1;
    }
    lastOf[index] = previous;
  }
  for (const category of categories) {
    const mine = deliverables.map((d, i) => [d, i] as const).filter(([d]) => d.category === category);
    const categoryHours = tasks
      .filter((t) => t.category === category)
      .reduce((sum, t) => sum + t.estimatedHours, 0);
    let waitFor = [...new Set(mine.flatMap(([, i]) => stepsOf[i].flat()))];
    for (const [stage, title, percent, least, max, skills, description, why] of SHARED[category].slice(1)) {
      const min = fixJob(category) ? 1 : least;
      const hours = clamp((categoryHours * percent) / 100, min, max);
      const shared = {
        title,
        description,
        estimatedHours: hours,
        requiredSkills: skills,
        basis: `${why}, between ${min} and ${max} h`,
        deliverable: null,
        stage,
        category,
      };
      if (stage === "delivery") {
        // A deliverable's own delivery step (an app's store release) comes after testing, before the handover.
        const own = mine.flatMap(([d, i]) =>
          NORMS[d.kind as keyof typeof NORMS]
            .filter((s) => s.stage === "delivery" && s.hours(d, plan).hours > 0)
            .map((s) => {
              const { hours: h, basis } = s.hours(d, plan);
              return add({
                title: s.title(d),
                description: s.description,
                estimatedHours: h,
                dependencies: waitFor,
                requiredSkills: [...s.skills],
                basis,
                deliverable: i,
                stage: "delivery",
                category,
              });
            }),
        );
        waitFor = [...waitFor, ...own];
      }
      waitFor = [add({ ...shared, dependencies: waitFor })];
    }
  }
  return tasks.map((task) => ({
    ...task,
    dependencies: [...new Set(task.dependencies)].sort((a, b) => a - b),
  }));
}

/**
 * A step's hours scaled by its category's factor (`NORM_SCALE`, decision 0025), the factor said in its basis.
 */
function calibrated(norm: { hours: number; basis: string }, category: InScopeType) {
  const scale = NORM_SCALE[category];
  if (scale === 1) return norm;
  const hours = norm.hours * scale;
  return {
    hours,
    basis: `${norm.basis}; × ${scale} (${NORM_SCALE_REASON}) = ${fmt(Math.round(hours * 10) / 10)} h`,
  };
}
