/**
 * Date-window arithmetic of the Gantt chart (spec 1 §2, spec 2 §2): which days a window of
 * 1, 2, 3 or 6 months covers and where each task's bar falls in it. Pure, so it is unit tested.
 * Dates are calendar dates "YYYY-MM-DD"; offsets and spans are whole days.
 *
 * @module
 */
import { addMonths, differenceInCalendarDays, format, getDaysInMonth, isValid, parse } from "date-fns";

const REFERENCE = new Date(2000, 0, 1);
const toDate = (value: string) => parse(value, "yyyy-MM-dd", REFERENCE);
const toText = (date: Date) => format(date, "yyyy-MM-dd");

/** One month band of the header: label, first day's offset in the window, length in days. */
export interface GanttMonth {
  key: string;
  label: string;
  offset: number;
  days: number;
}

/** A window of whole months: first and last day (inclusive), total days and the month bands. */
export interface GanttWindow {
  start: string;
  end: string;
  days: number;
  months: GanttMonth[];
}

/** A bar inside a window: day offset and span (≥ 1), and whether the task runs past either edge. */
export interface GanttBar {
  offset: number;
  span: number;
  startsBefore: boolean;
  endsAfter: boolean;
}

function isDate(value: string | null | undefined): value is string {
  return typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) && isValid(toDate(value));
}

/** The first day of the month of `date`, e.g. "2026-03-17" -> "2026-03-01". */
export function monthStart(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

/** The first day of the month `delta` months from `month` (negative goes back). */
export function shiftMonth(month: string, delta: number): string {
  return toText(addMonths(toDate(monthStart(month)), delta));
}

/**
 * The window of `months` whole months starting with the month of `month`.
 * @throws RangeError when `months` is not a positive integer.
 */
export function ganttWindow(month: string, months: number): GanttWindow {
  if (!Number.isInteger(months) || months < 1) throw new RangeError(`months must be >= 1, got ${months}`);
  const first = toDate(monthStart(month));
  const bands: GanttMonth[] = [];
  let offset = 0;
  for (let i = 0; i < months; i++) {
    const current = addMonths(first, i);
    const days = getDaysInMonth(current);
    bands.push({ key: format(current, "yyyy-MM"), label: format(current, "MMM yyyy"), offset, days });
    offset += days;
  }
  const last = addMonths(first, months);
  last.setDate(0); // the day before the next window starts
  return { start: toText(first), end: toText(last), days: offset, months: bands };
}

/**
 * Where a task's bar falls in `window`, clipped to it. A task with only one of its dates is drawn
 * as a one-day bar on that date; dates given in the wrong order are swapped.
 * @returns `null` when the task has no valid date or lies wholly outside the window.
 */
export function barInWindow(
  window: GanttWindow,
  startDate: string | null | undefined,
  dueDate: string | null | undefined,
): GanttBar | null {
  const given = [startDate, dueDate].filter(isDate);
  if (given.length === 0) return null;
  const [a, b] = given.length === 2 ? given : [given[0], given[0]];
  const [from, to] = a <= b ? [a, b] : [b, a];
  if (to < window.start || from > window.end) return null;
  const windowStart = toDate(window.start);
  const first = Math.max(0, differenceInCalendarDays(toDate(from), windowStart));
  const last = Math.min(window.days - 1, differenceInCalendarDays(toDate(to), windowStart));
  return {
    offset: first,
    span: last - first + 1,
    startsBefore: from < window.start,
    endsAfter: to > window.end,
  };
}

/** Day offset of `date` in `window`, or `null` when outside (used for the "today" line). */
export function dayOffset(window: GanttWindow, date: string): number | null {
  if (!isDate(date) || date < window.start || date > window.end) return null;
  return differenceInCalendarDays(toDate(date), toDate(window.start));
}

/** The month the chart opens on: that of the earliest task start (or due) date, else `today`'s. */
export function initialMonth(
  tasks: ReadonlyArray<{ startDate: string | null; dueDate: string | null }>,
  today: string,
): string {
  const dates = tasks.map((t) => (isDate(t.startDate) ? t.startDate : t.dueDate)).filter(isDate);
  const earliest = dates.sort()[0];
  return monthStart(earliest ?? today);
}
