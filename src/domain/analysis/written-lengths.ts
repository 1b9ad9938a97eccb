/**
 * Written pieces as a whole brief describes them (issue 17 §1, decision 0025): a manual's pages ("Each manual approx
 * 35-40 pages") as its words, an API reference's endpoints, a translation of what the job writes ("After English is
 * approved, the same manuals to be translated into Hindi") as the words written, and the meta titles of articles as
 * part of the articles, a site copy's length given for all its pages, and a script's length from its running time.
 *
 * @module
 */
import { WORDY_KINDS } from "./brief-numbers";
import { normalizeText } from "./classify";
import type { DeliverableKind } from "./deliverable-kinds";
import { SCRIPT_WORDS } from "./norms-content";
import type { Deliverable } from "./schema";

/**
 * Words on a page of a manual or guide: text beside a figure, a table or a numbered procedure holds about 200–250
 * words, against 400–500 for a page of running prose.
 */
export const DOC_WORDS_PER_PAGE = 220;

/** A document's name: "manual", "guide", "handbook", "document", "SOP". */
const DOC_NOUN = "(manual|guide|handbook|document|sop)s?";
/** A multi-page print piece's name: "report", "brochure", "catalogue", "prospectus", "magazine", "booklet". */
const PRINT_NOUN = "(report|brochure|catalogue|catalog|prospectus|magazine|booklet|lookbook)s?";

/**
 * "Each manual approx 35-40 pages", "a user manual (approx 40 pages …)", "a 60-page handbook", "the report designed:
 * about 40 pages": the pages a sentence gives pieces named by `noun` (an alternation in one group, with its plural).
 */
const piecePages = (noun: string) =>
  new RegExp(
    String.raw`\b${noun}\b[^.;]{0,30}?\b(\d{1,3})(?:\s*(?:-|–|to)\s*(\d{1,3}))?[\s-]*pages?\b|\b(\d{1,3})(?:\s*(?:-|–|to)\s*(\d{1,3}))?[\s-]*pages?\s+${noun}\b`,
    "i",
  );
const DOC_PAGES = piecePages(DOC_NOUN);
const PRINT_PAGES = piecePages(PRINT_NOUN);

/** The pages each sentence gives a piece named in `pattern` (the middle of a range), by the piece's name. */
function* statedPages(
  sentences: readonly string[],
  pattern: RegExp,
): Generator<[noun: string, pages: number]> {
  for (const sentence of sentences) {
    const found = sentence.match(pattern);
    if (!found) continue;
    const low = Number(found[2] ?? found[4]);
    const high = Number(found[3] ?? found[5] ?? low);
    if (low >= 2 && high >= low) yield [(found[1] ?? found[6]).toLowerCase(), (low + high) / 2];
  }
}

/** Whether a deliverable's title names `noun`, singular or plural. */
const titled = (d: Deliverable, noun: string) => new RegExp(String.raw`\b${noun}s?\b`, "i").test(d.title);

/** Beyond this a site page's stated length is all the pages' words: site pages run 300–800 words, long ones 1,200. */
const MAX_PAGE_WORDS = 1_500;

/**
 * "5 pages content (home, services, about, process, contact) … (approx 2500 words)": site copy of several counted
 * pages whose stated length is beyond {@link MAX_PAGE_WORDS} was given for all the pages; each page gets its share.
 * Changes `deliverables` in place.
 */
export function pageWordsShared(deliverables: readonly Deliverable[]): void {
  for (const d of deliverables)
    if (d.kind === "web_copy" && !d.assumed && d.quantity > 1 && (d.wordsEach ?? 0) > MAX_PAGE_WORDS)
      d.wordsEach = Math.round((d.wordsEach ?? 0) / d.quantity);
}

/**
 * Technical documents with no length of their own take the pages a sentence of the brief gives documents of their
 * name ("Each manual approx 35-40 pages" for the manuals, not the SOPs beside them), at {@link DOC_WORDS_PER_PAGE}
 * words a page (the middle of a range). Changes `deliverables` in place.
 */
export function docPages(deliverables: readonly Deliverable[], sentences: readonly string[]): void {
  const docs = deliverables.filter((d) => d.kind === "technical_docs" && d.wordsEach === undefined);
  for (const [noun, pages] of docs.length > 0 ? statedPages(sentences, DOC_PAGES) : [])
    for (const d of docs) if (titled(d, noun)) d.wordsEach = Math.round(pages * DOC_WORDS_PER_PAGE);
}

/**
 * Print pieces the title names without their pages take the pages a sentence of the brief gives them by name ("Layout
 * design of NGO annual report" and "We need the report designed: about 40 pages"). Changes `deliverables` in place.
 */
export function printPages(deliverables: readonly Deliverable[], sentences: readonly string[]): void {
  const pieces = deliverables.filter((d) => d.kind === "print_items" && d.pagesEach === undefined);
  for (const [noun, pages] of pieces.length > 0 ? statedPages(sentences, PRINT_PAGES) : [])
    for (const d of pieces) if (titled(d, noun) && d.pagesEach === undefined) d.pagesEach = Math.round(pages);
}

/**
 * Words spoken in a minute of a video or reel: narration and presenters run at about 140–160 words a minute, so a
 * script is about 150 words a minute of what it is written for (the norm's usual 750 words is a five-minute video).
 */
export const SPOKEN_WORDS_PER_MINUTE = 150;

/** A stated running time: "30-40 sec", "60-second", "each video 10-12 minutes", "2 min". */
const DURATION =
  /\b(\d+(?:\.\d+)?)(?:\s*(?:-|–|to)\s*(\d+(?:\.\d+)?))?[\s-]*(?:(secs?|seconds?|s)|mins?|minutes?)\b/;

/** A running time's words at {@link SPOKEN_WORDS_PER_MINUTE} (the middle of a range), or undefined when none is stated. */
function spokenWords(sentence: string): number | undefined {
  // Read before numbers are made digits, which keep a range's upper end only.
  const found = normalizeText(sentence).match(DURATION);
  if (!found) return undefined;
  const minutes = (Number(found[1]) + Number(found[2] ?? found[1])) / 2 / (found[3] ? 60 : 1);
  const words = Math.round((minutes * SPOKEN_WORDS_PER_MINUTE) / 10) * 10;
  return words > 0 ? words : undefined;
}

/**
 * Scripts with no length of their own for a video shorter than the usual five minutes are as long as the running time
 * stated in their sentence ("12 reel scripts (30-40 sec)" → 90 words each), or the brief's one stated running time
 * when their sentence states none. A longer video keeps the usual {@link SCRIPT_WORDS}: its script is talking points
 * and scene notes, not every word spoken (on dev briefs, scripts for 8–30 minute videos priced at their running time
 * ran up to 6× their keys). Changes `deliverables` in place.
 */
export function scriptsByRunningTime(
  deliverables: readonly Deliverable[],
  sentences: readonly string[],
): void {
  const scripts = deliverables.filter((d) => d.kind === "scripts" && d.wordsEach === undefined);
  if (scripts.length === 0) return;
  const stated = [...new Set(sentences.map(spokenWords).filter((words) => words !== undefined))];
  for (const d of scripts) {
    const words = spokenWords(d.source) ?? (stated.length === 1 ? stated[0] : undefined);
    if (words !== undefined && words < SCRIPT_WORDS) d.wordsEach = words;
  }
}

/** Words of an API reference per endpoint: its purpose, parameters, a request and a response example, its errors. */
export const REFERENCE_WORDS_PER_ENDPOINT = 250;

/** "API reference for 22 endpoints", "API docs (20 endpoints; …)". */
const REFERENCE_ENDPOINTS =
  /\b(?:api )?(?:reference|docs|documentation)\b[^.;]{0,40}?\b(\d{1,3}) (?:api )?endpoints\b/i;
/** A reference's name: "API reference", "API docs", "API documentation". */
const REFERENCE_TITLE = /\b(?:reference|api (?:docs|documentation))\b/i;

/**
 * An API reference with no length of its own is one document of the endpoints its sentence counts ("API reference
 * for our public API (20 endpoints)"), at {@link REFERENCE_WORDS_PER_ENDPOINT} words each. Changes `deliverables` in place.
 */
export function referenceEndpoints(deliverables: readonly Deliverable[]): void {
  for (const d of deliverables) {
    if (d.kind !== "technical_docs" || d.wordsEach !== undefined || !REFERENCE_TITLE.test(d.title)) continue;
    const endpoints = Number(d.source.match(REFERENCE_ENDPOINTS)?.[1] ?? 0);
    if (endpoints < 2) continue;
    Object.assign(d, { quantity: 1, assumed: false, wordsEach: endpoints * REFERENCE_WORDS_PER_ENDPOINT });
  }
}

/**
 * "The same manuals to be translated", "translate them once approved", "then translate all 45 into Hindi": a
 * translation of what the job writes.
 */
const OWN_WRITING =
  /\b(?:the same|these|those|them|all of them|it all|all (?:the )?\d[\d,]*|once (?:approved|written|final)|after (?:the )?(?:english|original|first) (?:is |version is |versions? (?:are|is) )?(?:approved|final|written|done))\b/i;

/**
 * A translation whose sentence points back at what the job writes takes the words of the written pieces as planned
 * (count × words each, or a long-form piece's words), when each has a known length: one of unstated length, or one
 * whose length is a piece's own ("8 articles, each approx 700-800 words, and then the same articles translated to
 * Marathi" translates 6,000 words, not 750). Changes `deliverables` in place.
 */
export function translatedWriting(deliverables: readonly Deliverable[]): void {
  const isWritten = (d: Deliverable) => WORDY_KINDS.has(d.kind as DeliverableKind) && d.kind !== "editing";
  const translation = deliverables.find(
    (d) =>
      d.kind === "translation" &&
      (d.assumed || deliverables.some((w) => isWritten(w) && w.quantity > 1 && w.wordsEach === d.quantity)),
  );
  if (!translation || !OWN_WRITING.test(translation.source)) return;
  const written = deliverables.filter((d) => d !== translation && isWritten(d));
  // Only pieces of known length (their count as planned): a translation of unknown length keeps the assumed one.
  if (
    written.length === 0 ||
    written.some((d) => (d.unit === "words" ? d.assumed : d.wordsEach === undefined))
  )
    return;
  const words = written.reduce(
    (sum, d) => sum + (d.unit === "words" ? d.quantity : d.quantity * (d.wordsEach ?? 0)),
    0,
  );
  Object.assign(translation, { quantity: words, assumed: false });
}

/** Pieces that each carry their own meta title and description when written for search. */
const PIECES_WITH_META = new Set<string>(["articles", "product_descriptions", "long_form"]);

/**
 * "Also write meta title + meta description for each": beside articles or product descriptions, meta text is part of
 * each piece, not pages of web copy. @returns `deliverables` without such web copy.
 */
export function withoutPieceMeta(deliverables: Deliverable[]): Deliverable[] {
  if (!deliverables.some((d) => PIECES_WITH_META.has(d.kind))) return deliverables;
  return deliverables.filter((d) => !(d.kind === "web_copy" && d.assumed && /^meta\b/i.test(d.title)));
}

/** Printed pieces whose words a brief may ask to be written. */
const PRINTED_PIECE = /\b(?:brochure|catalogue|leaflet|booklet|prospectus|company profile)\b/i;

/**
 * "8-page A4 product brochure — the brochure content also needs to be written": the copy of a printed piece is a page
 * of copy per page of the piece named in its sentence. Changes `deliverables` in place.
 */
export function printedPiecesCopy(deliverables: readonly Deliverable[]): void {
  for (const copy of deliverables) {
    if (copy.kind !== "web_copy" || !copy.assumed || !PRINTED_PIECE.test(copy.title)) continue;
    const piece = deliverables.find(
      (d) => d.kind === "print_items" && d.source === copy.source && d.pagesEach !== undefined,
    );
    if (piece?.pagesEach) Object.assign(copy, { quantity: piece.pagesEach * piece.quantity, assumed: false });
  }
}
