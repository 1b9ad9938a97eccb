/**
 * Calendar dates ("YYYY-MM-DD") as used by tasks, milestones and payment due dates (spec 2 §3,
 * §5). A calendar date has no time zone; "today" does, and Kaarya's is India's (IST, UTC+05:30),
 * whatever time zone the server or browser runs in — see {@link businessToday}.
 *
 * @module
 */
import { addDays, format, parseISO } from "date-fns";
import { z } from "zod";
import { BUSINESS_UTC_OFFSET_MINUTES } from "./constants";

/** A calendar date written "YYYY-MM-DD" (e.g. "2025-03-31"). A type alias for documentation. */
export type DateString = string;

/**
 * zod's ISO date check: "YYYY-MM-DD" with the month's length and leap years in one regular expression — a
 * library, and three times faster than date-fns' parse and format round trip, which was a third of the project
 * detail's CPU (every task date of a response is checked; decision 0018).
 */
const ISO_DATE = z.iso.date();

/**
 * Whether `value` is a real calendar date written "YYYY-MM-DD" (rejects "2025-02-30").
 *
 * @param value - anything.
 */
export function isDateString(value: unknown): value is DateString {
  return ISO_DATE.safeParse(value).success;
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
 * @throws {RangeError} when `date` is not a valid "YYYY-MM-DD" date, `days` is not an integer, or the result
 *   falls outside the years 0001-9999.
 */
export function addDaysToDate(date: DateString, days: number): DateString {
  assertDateString(date);
  if (!Number.isInteger(days)) throw new RangeError(`days must be an integer, got ${days}`);
  // parseISO reads a date-only string as local midnight; adding and formatting in local time too keeps the
  // calendar arithmetic exact in every zone, daylight-saving days included.
  const result = format(addDays(parseISO(date), days), "yyyy-MM-dd");
  if (!isDateString(result)) throw new RangeError(`${date} plus ${days} days is out of range`);
  return result;
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
