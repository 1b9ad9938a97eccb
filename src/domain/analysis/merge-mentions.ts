/**
 * Mentions of one deliverable across a brief's sentences (issue 17 §1, decision 0025): which deliverable read before
 * a new mention names again, beyond its merge key, and how the two are merged.
 *
 * @module
 */
import { SINGLE_KINDS } from "./deliverable-context";
import type { DeliverableKind } from "./deliverable-kinds";
import type { Deliverable } from "./schema";

/** The last word of a title, lower-cased: "24-page product catalogue" → "catalogue". */
const lastWord = (title: string) =>
  title
    .toLowerCase()
    .split(/[\s-]+/)
    .pop();

/** Whether the one-word feature `short` names the feature `long` ends with: "Receipt" and "80G receipt". */
const sameFeature = (long: string, short: string) =>
  !/\s/.test(short.trim()) && long.trim().includes(" ") && lastWord(long) === lastWord(short);

/** "5 articles every week", "every week 5 articles": a count of the delivery's pace, not of more items. */
const PACE =
  /\b(\d+) (?:[a-z-]+ ){0,3}?(?:a|per|every|each) (?:week|month|day)\b|\b(?:every|each|per) (?:week|month|day),? (\d+)\b/gi;

/** Whether the count of `d` is the pace its sentence gives ("we need 5 articles every week" for its 5 articles). */
const countsPace = (d: Deliverable) =>
  [...d.source.matchAll(PACE)].some((m) => Number(m[1] ?? m[2]) === d.quantity);

/**
 * The deliverable among `known` (read so far, in order) that `deliverable` names again though its key differs, or
 * undefined. `fromTitle` holds the ones the title named and no body sentence has counted yet.
 */
export function sameMention(
  known: readonly Deliverable[],
  deliverable: Deliverable,
  fromTitle: ReadonlySet<Deliverable>,
): Deliverable | undefined {
  return (
    // "… email an 80G receipt PDF", then "donors should get the receipt every month": the feature named again.
    known.find(
      (d) =>
        d.kind === "feature" &&
        deliverable.kind === "feature" &&
        (sameFeature(d.title, deliverable.title) || sameFeature(deliverable.title, d.title)),
    ) ??
    // "24-page product catalogue" in the title, "a printed product catalogue, 24 pages" in the body: one piece;
    // "Operation & maintenance manuals" in the title, "O&M manuals for our three machines" in the body: one set.
    known.find(
      (d) =>
        (d.kind === "print_items" || d.kind === "technical_docs") &&
        deliverable.kind === d.kind &&
        fromTitle.has(d) &&
        lastWord(d.title) === lastWord(deliverable.title),
    ) ??
    // "30 blogs of about 1,000 words … 5 articles every week": the 30 delivered at a pace, not 5 more.
    known.find(
      (d) =>
        d.kind === deliverable.kind &&
        !d.assumed &&
        !deliverable.assumed &&
        d.quantity > deliverable.quantity &&
        countsPace(deliverable) &&
        !SINGLE_KINDS.has(d.kind as DeliverableKind),
    ) ??
    known.find(
      (d) =>
        d.kind === deliverable.kind &&
        // The title and the description naming one count name one deliverable ("6 concepts x 4 sizes").
        // "4 pouches + gift box": distinct packs, merged only by their name (key) or the title's count.
        // Documents are not merged by an assumed count: "a user guide" and "an API reference" are two.
        (((deliverable.assumed || d.assumed) && d.kind !== "packaging" && d.kind !== "technical_docs") ||
          (fromTitle.has(d) &&
            (d.kind !== "technical_docs" || !d.assumed) &&
            d.quantity === deliverable.quantity)) &&
        !SINGLE_KINDS.has(d.kind as DeliverableKind) &&
        d.kind !== "integration" &&
        d.kind !== "feature" &&
        d.kind !== "print_items",
    )
  );
}

/** Merges mentions of one deliverable: a stated quantity beats an assumed one, the larger stated one wins. */
export function merge(into: Deliverable, next: Deliverable): void {
  if (!next.assumed && (into.assumed || next.quantity > into.quantity)) {
    into.quantity = next.quantity;
    into.assumed = false;
    into.source = next.source;
    if (into.title.length < next.title.length) into.title = next.title;
  }
  into.wordsEach ??= next.wordsEach;
  into.pagesEach ??= next.pagesEach;
  into.variants = Math.max(into.variants ?? 0, next.variants ?? 0) || undefined;
}
