/**
 * The parts a counted build lists beside its count (issue 17 §1, decision 0025): "12 REST endpoints (auth
 * token refresh, rider profile, … app config)", "Ordering web app – menu, cart, order tracking, my orders
 * (maybe 8 screens)", "App: 14 screens – product catalogue browse, price list", "CMS for staff: up to 8
 * admin screens (listings, leads, site visits, reports)". What such a list names is a screen or endpoint the
 * count already prices, not a feature, app or site to plan besides it.
 *
 * @module
 */
import type { Deliverable } from "./schema";

/** A build's count: "12 rest endpoints", "8 screens", "upto 8 admin screens", "fifteen (15) pages". */
const BUILD_COUNT =
  /\b\d[\d,]*\s+(?:\(\d[\d,]*\)\s+)?(?:[a-z-]+\s+){0,2}?(?:screens|endpoints|apis|pages)\b/g;
/** Right after the count: its list in brackets, or after a dash, a colon or "covering" up to the sentence's end. */
const LIST_AFTER =
  /^\s*(?:\(([^()]*)\)|(?:[:–—]|\s-|\s(?:covering|including|incl\.?|such as|like))\s*([^.;()\n]*))/;
/** Before a count in brackets: the list from the dash or colon that opens it to the bracket. */
const LIST_BEFORE = /(?:[:–—]|\s-\s)([^:–—()\n]*)\(\s*[^()]*$/;

/** Kinds a build's list may name that its count already prices. */
const PART_KINDS = new Set<string>(["feature", "site_pages", "web_app", "mobile_app", "catalogue"]);

/** The [start, end) spans of `lower` (a sentence, lower-cased) that list the parts of a counted build. */
export function countedPartSpans(lower: string): [number, number][] {
  const spans: [number, number][] = [];
  for (const count of lower.matchAll(BUILD_COUNT)) {
    const end = count.index + count[0].length;
    const after = lower.slice(end).match(LIST_AFTER);
    if (after) spans.push([end, end + after[0].length]);
    const open = lower.lastIndexOf("(", count.index);
    if (open === -1 || lower.lastIndexOf(")", count.index) > open) continue;
    const before = lower.slice(0, count.index).match(LIST_BEFORE);
    if (before) spans.push([(before.index ?? 0) + 1, end]);
  }
  return spans;
}

/**
 * Whether a deliverable read at [start, end) of a sentence is a part its counted build lists: an uncounted
 * feature, site, app or catalogue inside one of `spans` (see {@link countedPartSpans}).
 */
export function isListedPart(
  found: { deliverable: Deliverable; start: number; end: number },
  spans: readonly [number, number][],
): boolean {
  return (
    found.deliverable.assumed &&
    PART_KINDS.has(found.deliverable.kind) &&
    spans.some(([from, to]) => found.start >= from && found.end <= to)
  );
}
