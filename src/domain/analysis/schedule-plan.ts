/**
 * The plan's schedule (issue 17 §4 "A schedule a project manager would sign"): working days
 * (Monday–Friday), a stated number of productive hours a day, a start after staff review and
 * matching, dependencies respected, one task at a time per person, tasks of different roles and
 * of several people of a role in parallel, and a team grown until the client's deadline fits —
 * or a flagged overrun saying by how many working days and what end date would fit.
 * Pure: the caller passes the submission instant; the domain never reads the clock.
 *
 * @module
 */
import {
  addBusinessDays,
  addDays,
  differenceInBusinessDays,
  differenceInCalendarDays,
  format,
  parseISO,
} from "date-fns";
import { assertDateString, businessToday, type DateString } from "../dates";
import type { InScopeType } from "./lexicon";

/**
 * Productive hours a person puts into task work on a working day. Of an 8-hour day about a
 * quarter goes to messages, calls, reviews and switching between tasks, so plans that count 8
 * hours of task work a day run late; 6 is the usual planning figure ("ideal hours" ≈ 75% of
 * the day). Hours.
 */
export const WORKING_HOURS_PER_DAY = 6;
/** Working days staff take to review a submitted brief and match freelancers (spec 1: "matching within 24-48 hours"). */
export const REVIEW_WORKING_DAYS = 2;
/** Most people of one role the plan proposes to meet a deadline; beyond three, coordination eats the gain. */
export const MAX_PEOPLE_PER_ROLE = 3;

/** Kinds of worker, in the order a team is listed. */
export const WORK_ROLES = ["developer", "designer", "writer"] as const;
/** Kind of worker a task needs; one per supported category, see {@link ROLE_BY_CATEGORY}. */
export type WorkRole = (typeof WORK_ROLES)[number];
/** The role that does a category's work (spec 2 §1 categories). */
export const ROLE_BY_CATEGORY = {
  it_services: "developer",
  graphic_design: "designer",
  content_creation: "writer",
} as const satisfies Record<InScopeType, WorkRole>;

/** A task to schedule: estimated `hours` (≥ 0), indexes of the tasks it waits for, and who does it. */
export interface PlanTaskInput {
  hours: number;
  dependencies: readonly number[];
  role: WorkRole;
}

/** Inputs of {@link schedulePlan} besides the tasks; defaults are the exported constants. */
export interface PlanScheduleOptions {
  /** The instant the brief is analysed; its calendar date in India is the submission date. */
  submittedAt: Date;
  /** The client's deadline "YYYY-MM-DD" (the last day work may end on), if any. */
  deadline?: DateString | null;
  /** Productive hours a working day; default {@link WORKING_HOURS_PER_DAY}. */
  hoursPerDay?: number;
  /** Working days of review and matching before work starts; default {@link REVIEW_WORKING_DAYS}. */
  reviewDays?: number;
  /** Most people per role when growing the team for a deadline; default {@link MAX_PEOPLE_PER_ROLE}. */
  maxPeoplePerRole?: number;
}

/** Whether the plan fits the client's deadline; counts are working days. */
export type DeadlineFit =
  | { status: "none" }
  | { status: "met"; spareWorkingDays: number }
  | {
      status: "overrun";
      /** Working days after the deadline up to and including `endDate`, with the team returned. */
      overrunWorkingDays: number;
      /** The end date the team returned reaches: a deadline that fits. */
      fittingDeadline: DateString;
      /** True when busy people of a role already at the maximum hold the plan back (more people might help);
       * false when it is a chain of dependent tasks that more people could not shorten. */
      atMaxTeam: boolean;
    };

/**
 * A laid-out plan. Dates are "YYYY-MM-DD" working days, inclusive. `tasks[i]` matches the input's task i;
 * `person` is a 0-based index among the people of that task's role. `team` lists the roles that have tasks.
 * `workingDays` counts working days from `expectedStart` to `endDate` inclusive, `totalDays` calendar days
 * (both 0, with `endDate` = `expectedStart`, for an empty plan).
 */
export interface PlanSchedule {
  expectedStart: DateString;
  tasks: { startDate: DateString; dueDate: DateString; person: number }[];
  team: { role: WorkRole; people: number }[];
  endDate: DateString;
  workingDays: number;
  totalDays: number;
  deadline: DeadlineFit;
}

/** A task's place in working days from the expected start (offset 0); `after` is the task that held its start back. */
interface Placement {
  start: number;
  due: number;
  person: number;
  after: number | null;
  heldByPerson: boolean;
}

type Team = Record<WorkRole, number>;

const toDate = (date: DateString) => parseISO(date); // local midnight, as addDaysToDate does
const toDateString = (date: Date): DateString => format(date, "yyyy-MM-dd");
/** Working days d with from < d ≤ through (0 when through ≤ from). date-fns counts [earlier, later). */
const workingDaysAfter = (from: DateString, through: DateString) =>
  Math.max(0, differenceInBusinessDays(addDays(toDate(through), 1), addDays(toDate(from), 1)));

/**
 * Schedules a plan by list scheduling: among the tasks whose dependencies are placed, the one with the
 * longest remaining path (critical path, working days) goes first, ties to the lower index; it starts on the
 * working day after its last dependency's due date (not before the expected start), with the person of its
 * role who can start it earliest (ties: the one free latest, keeping idle people for work that is ready
 * sooner; then the lowest index). A task takes ceil(hours / hoursPerDay) working days, at least 1.
 *
 * The expected start is the first working day after `reviewDays` working days that follow the submission date
 * (India's date at `submittedAt`). With no deadline the team is one person per role. With a deadline, the team
 * starts at one per role and, while the deadline is missed, grows by one person in the role whose busy people
 * hold back the last-finishing chain, until the deadline is met, no role can grow (`maxPeoplePerRole`), or the
 * chain is held only by dependencies. A missed deadline reports the earliest end tried (with,
 * on a tie, the larger team: the one the risk quotes as tried). Deterministic.
 *
 * @param tasks - in breakdown order; `dependencies` index into this list and may point forward.
 * @param options - see {@link PlanScheduleOptions}.
 * @returns the schedule; see {@link PlanSchedule}.
 * @throws {RangeError} on a dependency index out of range or on itself, cyclic dependencies, negative or
 *   non-finite hours, an unknown role, an invalid deadline, submission instant or option.
 */
export function schedulePlan(tasks: readonly PlanTaskInput[], options: PlanScheduleOptions): PlanSchedule {
  const hoursPerDay = options.hoursPerDay ?? WORKING_HOURS_PER_DAY;
  const reviewDays = options.reviewDays ?? REVIEW_WORKING_DAYS;
  const maxPeople = options.maxPeoplePerRole ?? MAX_PEOPLE_PER_ROLE;
  const deadline = options.deadline ?? null;
  if (!(Number.isFinite(hoursPerDay) && hoursPerDay > 0))
    throw new RangeError(`hoursPerDay must be a positive number, got ${hoursPerDay}`);
  if (!(Number.isInteger(reviewDays) && reviewDays >= 0))
    throw new RangeError(`reviewDays must be a whole number ≥ 0, got ${reviewDays}`);
  if (!(Number.isInteger(maxPeople) && maxPeople >= 1))
    throw new RangeError(`maxPeoplePerRole must be a whole number ≥ 1, got ${maxPeople}`);
  if (deadline !== null) assertDateString(deadline, "deadline");
  const submitted = businessToday(options.submittedAt);
  const expectedStart = toDateString(addBusinessDays(toDate(submitted), reviewDays + 1));

  const graph = readGraph(tasks, hoursPerDay);
  const present = WORK_ROLES.filter((role) => tasks.some((task) => task.role === role));
  const team: Team = { developer: 1, designer: 1, writer: 1 };
  const dateAt = (offset: number) => toDateString(addBusinessDays(toDate(expectedStart), offset));
  const endOf = (placements: Placement[]) => Math.max(-1, ...placements.map((p) => p.due));

  let placements = placeTasks(tasks, graph, team);
  let best = placements;
  while (deadline !== null && tasks.length > 0 && dateAt(endOf(placements)) > deadline) {
    const role = roleToGrow(tasks, placements, (r) => team[r] < maxPeople);
    if (role === null) break;
    team[role] += 1;
    placements = placeTasks(tasks, graph, team);
    if (endOf(placements) <= endOf(best)) best = placements;
  }

  const last = endOf(best);
  const endDate = tasks.length === 0 ? expectedStart : dateAt(last);
  const peopleUsed = renumberPeople(tasks, best);
  let fit: DeadlineFit = { status: "none" };
  if (deadline !== null) {
    fit =
      endDate <= deadline
        ? { status: "met", spareWorkingDays: workingDaysAfter(endDate, deadline) }
        : {
            status: "overrun",
            overrunWorkingDays: workingDaysAfter(deadline, endDate),
            fittingDeadline: endDate,
            atMaxTeam: roleToGrow(tasks, best, () => true) !== null,
          };
  }
  return {
    expectedStart,
    tasks: best.map((p) => ({
      startDate: dateAt(p.start),
      dueDate: dateAt(p.due),
      person: p.person,
    })),
    team: present.map((role) => ({ role, people: peopleUsed[role] })),
    endDate,
    workingDays: tasks.length === 0 ? 0 : last + 1,
    totalDays: tasks.length === 0 ? 0 : differenceInCalendarDays(toDate(endDate), toDate(expectedStart)) + 1,
    deadline: fit,
  };
}

/** Durations (working days), unique dependencies, dependants and remaining-path lengths; checks the graph. */
function readGraph(tasks: readonly PlanTaskInput[], hoursPerDay: number) {
  const n = tasks.length;
  const durations = tasks.map((task, i) => {
    if (!(Number.isFinite(task.hours) && task.hours >= 0))
      throw new RangeError(`Task ${i} hours must be a number ≥ 0, got ${task.hours}`);
    if (!WORK_ROLES.includes(task.role)) throw new RangeError(`Task ${i} has an unknown role ${task.role}`);
    return Math.max(1, Math.ceil(task.hours / hoursPerDay));
  });
  const dependencies = tasks.map((task, i) => {
    for (const dep of task.dependencies) {
      if (!Number.isInteger(dep) || dep < 0 || dep >= n || dep === i)
        throw new RangeError(`Task ${i} depends on invalid task index ${dep}`);
    }
    return [...new Set(task.dependencies)];
  });
  const dependants: number[][] = tasks.map(() => []);
  dependencies.forEach((deps, i) => {
    for (const dep of deps) dependants[dep].push(i);
  });
  // Kahn's order; whatever it cannot reach lies on or behind a cycle.
  const pending = dependencies.map((deps) => deps.length);
  const order = pending.flatMap((count, i) => (count === 0 ? [i] : []));
  for (let k = 0; k < order.length; k++) {
    for (const next of dependants[order[k]]) if (--pending[next] === 0) order.push(next);
  }
  if (order.length < n) {
    const stuck = pending.flatMap((count, i) => (count > 0 ? [i] : []));
    throw new RangeError(`Task dependencies form a cycle among tasks ${stuck.join(", ")}`);
  }
  const remaining = new Array<number>(n).fill(0);
  for (const i of order.reverse())
    remaining[i] = durations[i] + Math.max(0, ...dependants[i].map((next) => remaining[next]));
  return { durations, dependencies, dependants, remaining };
}

/** One pass of list scheduling with `team` people per role; see {@link schedulePlan}. */
function placeTasks(
  tasks: readonly PlanTaskInput[],
  graph: ReturnType<typeof readGraph>,
  team: Team,
): Placement[] {
  const { durations, dependencies, dependants, remaining } = graph;
  const placements: Placement[] = new Array(tasks.length);
  const pending = dependencies.map((deps) => deps.length);
  const ready = new Set(pending.flatMap((count, i) => (count === 0 ? [i] : [])));
  // Per role and person: the first free offset and the task they last did.
  const people = Object.fromEntries(
    WORK_ROLES.map((role) => [role, Array.from({ length: team[role] }, () => ({ free: 0, last: -1 }))]),
  ) as Record<WorkRole, { free: number; last: number }[]>;
  while (ready.size > 0) {
    let task = -1;
    for (const i of ready)
      if (task < 0 || remaining[i] > remaining[task] || (remaining[i] === remaining[task] && i < task))
        task = i;
    ready.delete(task);
    let after: number | null = null;
    let earliest = 0;
    for (const dep of dependencies[task]) {
      if (placements[dep].due + 1 > earliest) {
        earliest = placements[dep].due + 1;
        after = dep;
      }
    }
    const crew = people[tasks[task].role];
    let person = 0;
    crew.forEach((p, k) => {
      const start = Math.max(earliest, p.free);
      const chosenStart = Math.max(earliest, crew[person].free);
      if (start < chosenStart || (start === chosenStart && p.free > crew[person].free)) person = k;
    });
    const { free, last } = crew[person];
    const heldByPerson = free > earliest;
    const start = Math.max(earliest, free);
    placements[task] = {
      start,
      due: start + durations[task] - 1,
      person,
      after: heldByPerson ? last : after,
      heldByPerson,
    };
    crew[person] = { free: start + durations[task], last: task };
    for (const next of dependants[task]) if (--pending[next] === 0) ready.add(next);
  }
  return placements;
}

/**
 * The role whose busy people most often hold back the last-finishing chain (walked back from the task that
 * ends last, lowest index on a tie) among roles `canGrow` accepts, or null when only dependencies hold it.
 */
function roleToGrow(
  tasks: readonly PlanTaskInput[],
  placements: Placement[],
  canGrow: (role: WorkRole) => boolean,
): WorkRole | null {
  let task: number | null = placements.reduce((best, p, i) => (p.due > placements[best].due ? i : best), 0);
  const holds: Team = { developer: 0, designer: 0, writer: 0 };
  while (task !== null) {
    if (placements[task].heldByPerson) holds[tasks[task].role] += 1;
    task = placements[task].after;
  }
  const candidates = WORK_ROLES.filter((role) => holds[role] > 0 && canGrow(role));
  return candidates.reduce<WorkRole | null>(
    (best, role) => (best === null || holds[role] > holds[best] ? role : best),
    null,
  );
}

/** Numbers the people of each role 0.. in order of their first task, drops people given no task, returns counts. */
function renumberPeople(tasks: readonly PlanTaskInput[], placements: Placement[]): Team {
  const counts: Team = { developer: 0, designer: 0, writer: 0 };
  const byStart = placements
    .map((_, i) => i)
    .sort((a, b) => placements[a].start - placements[b].start || a - b);
  const numbers = new Map<string, number>();
  for (const i of byStart) {
    const key = `${tasks[i].role}:${placements[i].person}`;
    if (!numbers.has(key)) numbers.set(key, counts[tasks[i].role]++);
  }
  for (const [i, p] of placements.entries()) p.person = numbers.get(`${tasks[i].role}:${p.person}`)!;
  return counts;
}

const ROLE_NOUNS: Record<WorkRole, [string, string]> = {
  developer: ["developer", "developers"],
  designer: ["designer", "designers"],
  writer: ["writer", "writers"],
};

/** "3 developers, 1 designer and 2 writers". */
function teamText(team: PlanSchedule["team"]): string {
  const parts = team.map(({ role, people }) => `${people} ${ROLE_NOUNS[role][people === 1 ? 0 : 1]}`);
  return parts.length < 2 ? parts.join("") : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}

/**
 * The risk a client reads when the plan overruns their deadline (issue 17 §4): by how many working days,
 * with which team, and what deadline would fit; it says so when the deadline is before the expected start.
 * Null when the deadline is met (a grown team shows in the explanation, not as a risk) or there is none.
 *
 * @example "The deadline 2026-12-10 cannot be met: even with 3 developers and 1 designer the plan ends on
 *   2026-12-18, 6 working days later. A deadline of 2026-12-18 fits, or reduce the scope."
 * @param schedule - from {@link schedulePlan}.
 * @param deadline - the deadline the schedule was made for, "YYYY-MM-DD".
 * @returns one sentence or two, or null.
 */
export function deadlineRiskText(
  schedule: PlanSchedule,
  deadline: DateString | null | undefined,
): string | null {
  const fit = schedule.deadline;
  if (!deadline || fit.status !== "overrun") return null;
  const days = `${fit.overrunWorkingDays} working day${fit.overrunWorkingDays === 1 ? "" : "s"} later`;
  const fits = `A deadline of ${fit.fittingDeadline} fits, or reduce the scope.`;
  const team = teamText(schedule.team);
  if (deadline < schedule.expectedStart) {
    return (
      `The deadline ${deadline} is already past the expected start of work on ${schedule.expectedStart}, ` +
      `after review and matching: with ${team} the plan ends on ${fit.fittingDeadline}, ${days}. ${fits}`
    );
  }
  if (fit.atMaxTeam) {
    return `The deadline ${deadline} cannot be met: even with ${team} the plan ends on ${fit.fittingDeadline}, ${days}. ${fits}`;
  }
  return (
    `The deadline ${deadline} cannot be met: its tasks depend on one another, so with ${team} the plan ends on ` +
    `${fit.fittingDeadline}, ${days}, and more people would not finish sooner. ${fits}`
  );
}
