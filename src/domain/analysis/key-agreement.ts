/**
 * Agreement between two answer keys of the same evaluation briefs (issue 17 "Done when", docs/data/README.md): a
 * second keyer reads a brief alone and writes its must-cover items and hours range; this module measures how much
 * of the first key the second covers under the evaluation's matching (same kind, same stated quantity, words and
 * variants), and how often the second keyer's hours fall in the first key's range. No estimator can be expected to
 * agree with one keyer more than another careful keyer does, so these figures bound the targets. Pure.
 *
 * @module
 */
import type { z } from "zod";
import { type EvaluationBrief, evaluationBriefSchema, type MustCover, type Share, share } from "./evaluation";

/** A second key of one brief: its id, and the type, items, hours range and reasoning another keyer gave it. */
export const secondKeySchema = evaluationBriefSchema.pick({
  id: true,
  expectedType: true,
  mustCover: true,
  hours: true,
  hoursReasoning: true,
});
/** A second key of one brief; see {@link secondKeySchema}. */
export type SecondKey = z.infer<typeof secondKeySchema>;

/**
 * How two keys agree over a set of briefs: `typeAgreement` over all briefs; over the briefs the first key takes
 * in, `coverage` (first-key items the second covers, an unstated quantity, length or variant count agreeing with
 * no stated one), `coverageUnstatedAgrees` (the same with an unstated figure agreeing with any) and `hoursInRange`
 * (the geometric middle of the second range within the first range).
 */
export interface KeyAgreement {
  briefs: number;
  typeAgreement: Share;
  coverage: Share;
  coverageUnstatedAgrees: Share;
  hoursInRange: Share;
}

const FIGURES = ["quantity", "wordsEach", "variants"] as const;

/** Whether `other` covers `item`: same kind, and each figure the item states stated alike (or unstated, when that agrees). */
function agrees(item: MustCover, other: MustCover, unstatedAgrees: boolean): boolean {
  return (
    item.kind === other.kind &&
    FIGURES.every(
      (f) => item[f] === undefined || item[f] === other[f] || (unstatedAgrees && other[f] === undefined),
    )
  );
}

/** How many of `first`'s items `second` covers, one second item each, items stating more matched first. */
function coveredItems(first: readonly MustCover[], second: readonly MustCover[], unstatedAgrees: boolean) {
  const stated = (item: MustCover) => FIGURES.filter((f) => item[f] !== undefined).length;
  const used = new Set<number>();
  let covered = 0;
  for (const item of [...first].sort((a, b) => stated(b) - stated(a))) {
    const free = (at: number) => !used.has(at);
    // An exact match first, so a vaguer item does not take it from a later one.
    let at = second.findIndex((other, i) => free(i) && agrees(item, other, false));
    if (at === -1 && unstatedAgrees)
      at = second.findIndex((other, i) => free(i) && agrees(item, other, true));
    if (at === -1) continue;
    used.add(at);
    covered++;
  }
  return covered;
}

/**
 * The agreement of `second` keys with the `first` keys of the same briefs (matched by id; briefs without a second
 * key are left out).
 */
export function keyAgreement(first: readonly EvaluationBrief[], second: readonly SecondKey[]): KeyAgreement {
  const byId = new Map(second.map((key) => [key.id, key]));
  const pairs = first.flatMap((brief) => {
    const other = byId.get(brief.id);
    return other ? [{ brief, other }] : [];
  });
  const inScope = pairs.filter(({ brief }) => brief.expectedType !== "unsupported");
  const total = inScope.reduce((sum, { brief }) => sum + brief.mustCover.length, 0);
  const covered = (unstatedAgrees: boolean) =>
    inScope.reduce(
      (sum, { brief, other }) => sum + coveredItems(brief.mustCover, other.mustCover, unstatedAgrees),
      0,
    );
  const ranged = inScope.flatMap(({ brief, other }) =>
    brief.hours && other.hours
      ? [{ range: brief.hours, middle: Math.sqrt(other.hours.min * other.hours.max) }]
      : [],
  );
  return {
    briefs: pairs.length,
    typeAgreement: share(
      pairs.filter(({ brief, other }) => brief.expectedType === other.expectedType).length,
      pairs.length,
    ),
    coverage: share(covered(false), total),
    coverageUnstatedAgrees: share(covered(true), total),
    hoursInRange: share(
      ranged.filter(({ range, middle }) => middle >= range.min && middle <= range.max).length,
      ranged.length,
    ),
  };
}
