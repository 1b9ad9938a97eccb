/**
 * Lays a task breakdown out on the calendar (spec 2 §3 task start/due dates, §5 "days per task
 * computed at 8 hours a day"). Pure: the caller passes "today"; the domain never reads the clock.
 *
 * @module
 */
import { addDaysToDate, businessToday, type DateString } from "../dates";

/** One person's productive day; the spec's day-count rule (spec 2 §5) uses 8 hours. */
export const WORK_HOURS_PER_DAY = 8;

/**
 * Calendar days a task takes at {@link WORK_HOURS_PER_DAY} hours a day, rounded up, at least 1
 * (a task with no hours, such as a hosting add-on, still occupies its start day).
 *
 * @param hours - estimated hours (≥ 0).
 * @returns whole days (≥ 1).
 */
export function taskDays(hours: number): number {
  return Math.max(1, Math.ceil(hours / WORK_HOURS_PER_DAY));
}

/** What scheduling needs of a task: hours and the indexes of the tasks it waits for. */
export interface SchedulableTask {
  estimatedHours: number;
  dependencies: readonly number[];
}

/**
 * A laid-out schedule: per task `startDate`/`dueDate` ("YYYY-MM-DD", both inclusive), the
 * project's `startDate`/`endDate` and `totalDays` (calendar days from start to end, inclusive).
 */
export interface Schedule {
  tasks: { startDate: DateString; dueDate: DateString }[];
  startDate: DateString;
  endDate: DateString;
  totalDays: number;
}

/**
 * Schedules tasks: a task with no dependencies starts on the start day; a task with
 * dependencies starts the day after the last of them ends, so independent tasks run in parallel.
 * Calendar days are used, not working days: freelancers set their own weeks, and the spec's rule
 * (spec 2 §5) counts days only. The start day is `today`'s date in India (see `businessToday`).
 *
 * @param tasks - tasks in breakdown order; `dependencies` are indexes into this list.
 * @param today - the current instant, supplied by the caller.
 * @returns the schedule (for an empty list, start = end = today and totalDays 0).
 * @throws {RangeError} when a dependency index is out of range or the dependencies form a cycle.
 */
export function scheduleTasks(tasks: readonly SchedulableTask[], today: Date): Schedule {
  const startDate = businessToday(today);
  const startOffset: number[] = new Array(tasks.length);
  const endOffset: number[] = new Array(tasks.length);
  const state = new Uint8Array(tasks.length); // 0 new, 1 in progress, 2 done

  // Depth-first, so dependencies may be listed after their dependants (an LLM may do that).
  const visit = (index: number, path: number[]): void => {
    if (state[index] === 2) return;
    if (state[index] === 1)
      throw new RangeError(`Task dependencies form a cycle: ${[...path, index].join(" → ")}`);
    state[index] = 1;
    let offset = 0;
    for (const dep of tasks[index].dependencies) {
      if (!Number.isInteger(dep) || dep < 0 || dep >= tasks.length || dep === index) {
        throw new RangeError(`Task ${index} depends on invalid task index ${dep}`);
      }
      visit(dep, [...path, index]);
      offset = Math.max(offset, endOffset[dep] + 1);
    }
    startOffset[index] = offset;
    endOffset[index] = offset + taskDays(tasks[index].estimatedHours) - 1;
    state[index] = 2;
  };
  tasks.forEach((_, index) => {
    visit(index, []);
  });

  const lastOffset = tasks.length === 0 ? 0 : Math.max(...endOffset);
  return {
    tasks: tasks.map((_, i) => ({
      startDate: addDaysToDate(startDate, startOffset[i]),
      dueDate: addDaysToDate(startDate, endOffset[i]),
    })),
    startDate,
    endDate: addDaysToDate(startDate, lastOffset),
    totalDays: tasks.length === 0 ? 0 : lastOffset + 1,
  };
}

/**
 * The risk text when a schedule ends after the client's deadline, or null when it fits or no
 * deadline was given.
 *
 * @param schedule - from {@link scheduleTasks}.
 * @param deadline - the brief's deadline "YYYY-MM-DD", or null/undefined.
 * @param totalHours - estimated hours, quoted in the message.
 * @returns a sentence for the risks list, or null.
 */
export function deadlineRisk(
  schedule: Schedule,
  deadline: DateString | null | undefined,
  totalHours: number,
): string | null {
  if (!deadline || schedule.endDate <= deadline) return null;
  if (deadline < schedule.startDate) {
    return `The deadline ${deadline} is already past; the plan needs ${schedule.totalDays} days from ${schedule.startDate}.`;
  }
  return (
    `Tight deadline: about ${totalHours} hours of work need ${schedule.totalDays} days at ${WORK_HOURS_PER_DAY} hours a day ` +
    `(until ${schedule.endDate}), but the deadline is ${deadline}. Extend the deadline, reduce scope or add people.`
  );
}
