/**
 * Calendar dates ("YYYY-MM-DD") as used by tasks, milestones and payment due dates (spec 2 §3,
 * §5). A calendar date has no time zone; "today" does, and Kaarya's is India's (IST, UTC+05:30),
 * whatever time zone the server or browser runs in — see {@link businessToday}.
 *
 * @module
 */
import { addDays, format, isValid, parse } from "date-fns";
import { BUSINESS_UTC_OFFSET_MINUTES } from "./constants";

/** A calendar date written "YYYY-MM-DD" (e.g. "2025-03-31"). A type alias for documentation. */
export type DateString = string;

const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;
// date-fns parses into a local-midnight Date; parse/add/format all in local time, so the
// calendar arithmetic is exact in every zone (DST days included) and no time leaks in.
const REFERENCE = new Date(2000, 0, 1);

/**
 * Whether `value` is a real calendar date written "YYYY-MM-DD" (rejects "2025-02-30").
 *
 * @param value - anything.
 */
export function isDateString(value: unknown): value is DateString {
  if (typeof value !== "string" || !DATE_SHAPE.test(value)) return false;
  const parsed = parse(value, "yyyy-MM-dd", REFERENCE);
  return isValid(parsed) && format(parsed, "yyyy-MM-dd") === value;
}

/**
 * Throws unless `value` is a real "YYYY-MM-DD" date.
 *
 * @param value - the date string.
 * @param label - name used in the error message.
 * @throws {RangeError} when `value` is not a valid "YYYY-MM-DD" date.
 */
export function assertDateString(value: string, label = "date"): void {
  if (!isDateString(value)) throw new RangeError(`${label} must be a YYYY-MM-DD date, got ${value}`);
}

/**
 * Adds (or with a negative count subtracts) whole days to a calendar date.
 *
 * @example addDaysToDate("2025-03-01", -1) === "2025-02-28"
 * @param date - "YYYY-MM-DD".
 * @param days - whole days.
 * @returns "YYYY-MM-DD".
 * @throws {RangeError} when `date` is not a valid "YYYY-MM-DD" date or `days` is not an integer.
 */
export function addDaysToDate(date: DateString, days: number): DateString {
  assertDateString(date);
  if (!Number.isInteger(days)) throw new RangeError(`days must be an integer, got ${days}`);
  return format(addDays(parse(date, "yyyy-MM-dd", REFERENCE), days), "yyyy-MM-dd");
}

/**
 * Today's calendar date in India (UTC+05:30, no daylight saving) at the instant `now`.
 * The product is run from India (spec 1 §1); using one fixed zone means a due date is "today" at
 * the same moment on the server, in the browser and in tests.
 *
 * @example businessToday(new Date("2025-01-31T19:00:00Z")) === "2025-02-01" (00:30 IST)
 * @param now - the current instant.
 * @returns "YYYY-MM-DD".
 * @throws {RangeError} when `now` is an invalid Date.
 */
export function businessToday(now: Date): DateString {
  const shifted = new Date(now.getTime() + BUSINESS_UTC_OFFSET_MINUTES * 60_000);
  // toISOString throws RangeError on an invalid date, which is the documented error.
  return shifted.toISOString().slice(0, 10);
}
