/**
 * A list of the records a migration moves (issue 17 §1, decision 0025): under "Data to migrate:" or "Move the
 * following from OpenCart:", each line ("- 2,300 products with images", "- reviews (~1,200)") is one data
 * migration of its own count, not a catalogue to upload or accounts to build.
 *
 * @module
 */
import { digitsForNumbers } from "./brief-numbers";
import { LIST_LINE, LIST_MARK } from "./deliverable-context";
import { assumedDeliverable } from "./deliverable-kinds";
import type { Deliverable, NotEstimated } from "./schema";

/** A line that leads a list of what is moved: "Data to migrate:", "What to move from OpenCart:", "Import these:". */
const MIGRATION_HEADING =
  /^\W*[^.!?]{0,60}\b(?:migrat\w*|mov(?:e|ed|ing)|import\w*|transfer\w*|bring over|carry over|shift\w*)\b[^.!?]{0,40}:\s*$/i;
/** The records' count in a line: "2,300", "~9,000", "~15k", "1.2 lakh". */
const RECORD_COUNT = /(?<![\w.])~?\s*(\d[\d,]*(?:\.\d+)?)\s*(k|lakhs?)?(?![\w.])/gi;
/** Most records a line counts; a larger figure is not a count of them (an amount, a year range). */
const MAX_LINE_RECORDS = 10_000_000;

/** The count of records `line` states, the largest it names ("order history for last 2 years (around 5,200 orders)"), or undefined. */
function lineRecords(line: string): number | undefined {
  const counts = [...line.matchAll(RECORD_COUNT)]
    .map((found) => {
      const scale = found[2] === undefined ? 1 : /^k$/i.test(found[2]) ? 1_000 : 100_000;
      return Math.round(Number(found[1].replace(/,/g, "")) * scale);
    })
    .filter((records) => records >= 1 && records <= MAX_LINE_RECORDS);
  return counts.length > 0 ? Math.max(...counts) : undefined;
}

/** What a line moves, in its words: "2,300 products with images (…)" → "Products with images". */
function recordsTitle(item: string): string {
  const words = item
    .replace(/\([^)]*\)/g, " ")
    .replace(RECORD_COUNT, " ")
    .split(/\s[-–]\s|[,;:]|\s(?:for|from|since|in|of) (?:the )?(?:last|past)\b/)[0]
    .replace(/^\W*(?:approx\.?|approximately|around|about|nearly|over|all|only)\s+/i, "")
    .replace(/\s+/g, " ")
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Reads the lists of migrated records in `body` (description and requirements, with their lines). When one has
 * two or more lines, each becomes a data migration of its count (assumed when the line states none), the
 * deliverables read from those lines and the brief's other migrations give way to them, and the lines leave
 * `notEstimated`.
 *
 * @returns `deliverables`, unchanged when the brief lists no migrated records.
 */
export function readMigratedLists(
  deliverables: Deliverable[],
  notEstimated: NotEstimated[],
  body: string,
): Deliverable[] {
  const lines = body.split("\n");
  const items: string[] = [];
  lines.forEach((line, at) => {
    // The heading may end a paragraph: "… Our old software is a desktop application. We need … import into the new ERP:".
    if (!MIGRATION_HEADING.test(line.split(/(?<=[.!?])\s+/).pop() ?? "")) return;
    // The list may start after a blank line; it ends at the first line that is not an item.
    let next = at + 1;
    while (next < lines.length && lines[next].trim() === "") next++;
    for (; next < lines.length; next++) {
      if (!LIST_LINE.test(lines[next])) break;
      items.push(lines[next].replace(LIST_MARK, "").trim());
    }
  });
  if (items.length < 2) return deliverables;
  const fromList = (text: string) =>
    text.trim() !== "" && items.some((item) => text.includes(item) || item.includes(text.trim()));
  const migrations = items.map((item) => {
    const records = lineRecords(digitsForNumbers(item));
    const moved = assumedDeliverable("data_migration", recordsTitle(item) || "Records", item);
    if (records !== undefined) Object.assign(moved, { quantity: records, assumed: false });
    return moved;
  });
  for (let i = notEstimated.length - 1; i >= 0; i--)
    if (fromList(notEstimated[i].text)) notEstimated.splice(i, 1);
  return [...deliverables.filter((d) => d.kind !== "data_migration" && !fromList(d.source)), ...migrations];
}

/** Verbs of writing: counted pieces beside them are written, not moved. */
const WRITES = /\b(?:writ\w*|draft\w*|copywrit\w*|author\w*|create|fresh|new)\b/i;

/**
 * "Moving our company site from Wix to WordPress. 25 pages + 60 blog posts.": in a brief that migrates, pieces counted
 * without a verb of writing are the records moved, not pieces to write (the migration counts them).
 *
 * @returns `deliverables` without such pieces.
 */
export function withoutMovedPieces(deliverables: Deliverable[]): Deliverable[] {
  if (!deliverables.some((d) => d.kind === "data_migration" && !d.assumed)) return deliverables;
  return deliverables.filter((d) => !(d.kind === "articles" && !d.assumed && !WRITES.test(d.source)));
}
