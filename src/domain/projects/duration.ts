import { differenceInCalendarDays, parseISO } from "date-fns";

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
