/**
 * Money helpers. Every amount in Kaarya is an integer count of paise (₹1 = 100 paise) — in the
 * database, the API and the domain (DESIGN §3). Rupees appear only at the edges: form input
 * (`parseRupeesInput`), display (`formatInr`) and legacy/third-party fields (`paiseToRupees`).
 *
 * The spec's "rounded to 2 decimals" (spec 2 §9, spec 1 §7) is, in paise, rounding to a whole
 * paisa: every function here that can produce a fraction of a paisa rounds half away from zero.
 *
 * @module
 */

/** A non-negative or negative whole number of paise. A type alias for documentation only. */
export type Paise = number;

/**
 * Rounds to the nearest integer, halves away from zero (2.5 → 3, −2.5 → −3).
 * `Math.round` alone rounds −2.5 to −2, which would make a refund differ from its charge.
 * The value is first cleaned to 15 significant digits so binary noise such as
 * 1.005 × 100 = 100.49999999999999 rounds as the decimal a person typed (→ 101).
 */
function roundHalfAwayFromZero(value: number): number {
  const cleaned = Number(value.toPrecision(15));
  return Math.sign(cleaned) * Math.round(Math.abs(cleaned));
}

/**
 * Throws unless `paise` is a safe integer. Called at the boundaries where a float would
 * otherwise slip into money arithmetic unnoticed.
 *
 * @param paise - amount in paise.
 * @param label - name used in the error message.
 * @throws {RangeError} when `paise` is not a safe integer (NaN, Infinity, 1.5, > 2^53).
 */
export function assertPaise(paise: number, label = "amount"): void {
  if (!Number.isSafeInteger(paise)) {
    throw new RangeError(`${label} must be a whole number of paise, got ${paise}`);
  }
}

/**
 * Converts rupees (possibly fractional) to integer paise, rounding to the nearest paisa
 * (halves away from zero). Implements "rounded to 2 decimals" (spec 2 §9) in paise.
 *
 * @example rupeesToPaise(100) === 10_000; rupeesToPaise(1.005) === 101
 * @param rupees - amount in rupees.
 * @returns amount in paise (integer).
 * @throws {RangeError} when `rupees` is not finite or the result is not a safe integer.
 */
export function rupeesToPaise(rupees: number): Paise {
  if (!Number.isFinite(rupees)) throw new RangeError(`rupees must be finite, got ${rupees}`);
  const paise = roundHalfAwayFromZero(rupees * 100);
  assertPaise(paise, "rupees");
  // Normalises −0 so equality checks and JSON never see it.
  return paise === 0 ? 0 : paise;
}

/**
 * Converts integer paise to rupees as a number, for places that need rupees (legacy fields,
 * charts). Never use the result for further money arithmetic.
 *
 * @example paiseToRupees(12_345) === 123.45
 * @param paise - amount in paise (integer).
 * @returns amount in rupees (up to 2 decimals).
 * @throws {RangeError} when `paise` is not a safe integer.
 */
export function paiseToRupees(paise: Paise): number {
  assertPaise(paise, "paise");
  return paise / 100;
}

/**
 * `percent` % of an amount, rounded to the nearest paisa (halves away from zero).
 * Used for the 20 % advance (spec 2 §5) and percentage coupons (spec 2 §3).
 *
 * @example percentOf(10_001, 20) === 2_000 (2 000.2 rounds down); percentOf(12_345, 20) === 2_469
 * @param paise - base amount in paise (integer).
 * @param percent - percentage, 0..100 typically; fractions allowed (12.5).
 * @returns amount in paise (integer).
 * @throws {RangeError} when `paise` is not a safe integer or `percent` is not finite.
 */
export function percentOf(paise: Paise, percent: number): Paise {
  assertPaise(paise, "paise");
  if (!Number.isFinite(percent)) throw new RangeError(`percent must be finite, got ${percent}`);
  const result = roundHalfAwayFromZero((paise * percent) / 100);
  return result === 0 ? 0 : result;
}

/**
 * Sums amounts in paise.
 *
 * @param amounts - amounts in paise (integers).
 * @returns the total in paise.
 * @throws {RangeError} when an amount or the total is not a safe integer.
 */
export function sumPaise(amounts: readonly Paise[]): Paise {
  let total = 0;
  for (const amount of amounts) {
    assertPaise(amount);
    total += amount;
  }
  assertPaise(total, "total");
  return total;
}

// One formatter for the whole process: constructing Intl.NumberFormat is comparatively slow and
// lists render hundreds of amounts.
const inrFormatter = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" });

/**
 * Formats paise as Indian rupees with Indian digit grouping, e.g. 10 000 000 paise → "₹1,00,000.00"
 * (DESIGN §3: only the UI converts, with `Intl.NumberFormat('en-IN', { style: 'currency',
 * currency: 'INR' })`).
 *
 * @param paise - amount in paise (integer).
 * @returns the display string.
 * @throws {RangeError} when `paise` is not a safe integer.
 */
export function formatInr(paise: Paise): string {
  return inrFormatter.format(paiseToRupees(paise));
}

const RUPEES_INPUT = /^(\d*)(?:\.(\d{0,2}))?$/;

/**
 * Parses what a person typed in a rupee field ("1500", "1500.5", "1500.50", ".5") into paise.
 * Accepts digits and at most one dot with at most two decimals (spec 2 §5: the freelancer
 * budget "accepts digits and a dot"); surrounding whitespace is ignored. Parsing is done on the
 * digits, not through a float, so "0.29" is exactly 29 paise.
 *
 * More than two decimals is rejected rather than rounded: a person who typed 10.999 should see
 * the field flagged, not be charged an amount they did not type.
 *
 * @param text - raw input.
 * @returns amount in paise (integer, >= 0), or `null` when empty or not a valid amount
 *   (letters, signs, commas, several dots, more than two decimals, beyond a safe integer).
 */
export function parseRupeesInput(text: string): Paise | null {
  const match = RUPEES_INPUT.exec(text.trim());
  if (!match) return null;
  const [, whole, fraction] = match;
  if (whole === "" && (fraction === undefined || fraction === "")) return null;
  const rupees = whole === "" ? 0 : Number(whole);
  const paisePart = fraction ? Number(fraction.padEnd(2, "0")) : 0;
  const paise = rupees * 100 + paisePart;
  return Number.isSafeInteger(paise) ? paise : null;
}
