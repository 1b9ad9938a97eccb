/**
 * Shapes of the staff dashboards' charts (spec 1 §2 Dashboards, issue 7 item 3).
 *
 * @module
 */
import { BUSINESS_UTC_OFFSET_MINUTES } from "../constants";

/** How many calendar months the payments chart covers, ending with the current month. */
export const PAYMENT_CHART_MONTHS = 6;

/**
 * The last `count` calendar months in India ending with the month of `now`, oldest first, as "YYYY-MM".
 *
 * @example recentMonths(new Date("2026-01-31T19:00:00Z"), 3) // ["2025-12", "2026-01", "2026-02"] (00:30 IST, 1 Feb)
 * @throws {RangeError} when `now` is an invalid Date.
 */
export function recentMonths(now: Date, count: number = PAYMENT_CHART_MONTHS): string[] {
  const shifted = new Date(now.getTime() + BUSINESS_UTC_OFFSET_MINUTES * 60_000);
  const year = shifted.getUTCFullYear();
  const month = shifted.getUTCMonth();
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(year, month - (count - 1 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}
