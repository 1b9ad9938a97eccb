/**
 * A version's figures as its tasks make them (spec 2 §3, §4; issue 17 §7): duration in calendar days,
 * budget in paise, hours. Pure: the task routes store them, the project detail shows them.
 *
 * @module
 */
import { differenceInCalendarDays, parseISO } from "date-fns";
import { versionBudgetFromTasks } from "./tasks";

/**
 * A project's estimated duration in calendar days (spec 2 §3 `estimated_duration`): from the earliest task
 * start to the latest task due date, both inclusive. Null when no task has both dates.
 */
export function estimatedDurationDays(
  tasks: readonly { startDate: string | null; dueDate: string | null }[],
): number | null {
  const starts = tasks
    .map((t) => t.startDate)
    .filter((d): d is string => Boolean(d))
    .sort();
  const dues = tasks
    .map((t) => t.dueDate)
    .filter((d): d is string => Boolean(d))
    .sort();
  if (starts.length === 0 || dues.length === 0) return null;
  return differenceInCalendarDays(parseISO(dues[dues.length - 1]), parseISO(starts[0])) + 1;
}

/** A version's figures as its tasks make them: budget in paise, duration in calendar days (null without dates), hours. */
export interface VersionFigures {
  estimatedBudget: number;
  estimatedDuration: number | null;
  estimatedHours: number;
}

/**
 * The figures of a version's tasks (issue 17 §7): the budget is the sum of task budgets (spec 2 §4), the
 * hours the sum of task hours ({@link taskHours}), the duration the calendar days
 * from the earliest start to the latest due date, both inclusive, over the tasks that carry work (hours >
 * 0) — the hosting add-on (no labour hours, one year long, spec 2 §5) is a service, not part of the work,
 * as at submission, where the duration is taken from the analysed tasks before hosting is added.
 */
export function versionFigures(
  tasks: readonly {
    estimatedBudget: number;
    estimatedHours: number;
    startDate: string | null;
    dueDate: string | null;
  }[],
): VersionFigures {
  return {
    estimatedBudget: versionBudgetFromTasks(tasks),
    estimatedDuration: estimatedDurationDays(tasks.filter((t) => t.estimatedHours > 0)),
    estimatedHours: taskHours(tasks),
  };
}

/** The hours of a version: the sum of its task hours, to a tenth of an hour (the column's scale). */
export function taskHours(tasks: readonly { estimatedHours: number }[]): number {
  return Math.round(tasks.reduce((sum, t) => sum + t.estimatedHours, 0) * 10) / 10;
}
