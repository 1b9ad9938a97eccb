/**
 * Reads a brief into deliverables (issue 17 §1, decision 0025): every sentence is read by `read-sentence.ts`
 * (the rules of `deliverable-rules.ts`, each match with its quantity, words per piece and variants), the
 * mentions are merged here, and `read-whole-brief.ts` applies what the whole brief says (a fix job, a
 * design-only brief, counts from lists); a sentence that asks for something and maps to no deliverable is
 * listed as not estimated.
 *
 * Tokens, sentences and numbers come from `compromise` (its tokenizer splits sentences and list
 * lines; its number parser reads "forty", "twenty-five", "two thousand"). Only runs of number
 * words are given to the full parser, which keeps a 300-word brief well under a millisecond or two.
 *
 * @module
 */
import nlp from "compromise";
import { digitsForNumbers } from "./brief-numbers";
import { countedPartSpans, isListedPart } from "./build-parts";
import { normalizeText } from "./classify";
import {
  ADDS_WORK,
  EXCLUSIONS_HEADING,
  GENERIC_NOUNS,
  LIST_LINE,
  LIST_MARK,
  NAMED_KINDS,
  NOT_ASKED,
  ORDERS_ONE,
  OUT_OF_SCOPE,
  SCOPE_CLAUSE,
  SECTION_HEADING,
} from "./deliverable-context";
import type { DeliverableKind } from "./deliverable-kinds";
import { OUT_OF_SCOPE_FAMILIES } from "./lexicon";
import { merge, sameMention } from "./merge-mentions";
import { readableBrief } from "./read-hindi";
import { readSentence } from "./read-sentence";
import { readWholeBrief } from "./read-whole-brief";
import { ACTOR, ASK_PATTERN, QUALITY_PATTERN } from "./rule-patterns";
import type { Deliverable, NotEstimated } from "./schema";
import { predictFamily } from "./text-classifier";

/**
 * What {@link extractDeliverables} read: the deliverables, the sentences that asked for something
 * no deliverable covers, and how many asking sentences there were and how many mapped (the
 * estimate's confidence reads these).
 */
export interface ExtractedBrief {
  deliverables: Deliverable[];
  notEstimated: NotEstimated[];
  askSentences: number;
  mappedAskSentences: number;
  /** Whether some deliverable with a stated quantity comes from a sentence with no out-of-scope words. */
  statesInScopeWork: boolean;
}

/**
 * "Logo and colours are fixed.", "Logo, photos and page text we have.", "Sponsors' logos will be shared.",
 * "Captions we write.": what the client supplies or does, named before the verb that says so, at the end of a
 * sentence asking for nothing before it.
 */
const SUPPLIED_AT_END =
  /\b(?:(?:we|i) (?:already )?have(?: them| it)?|(?:is|are) (?:already )?(?:ready|fixed|final|finali[sz]ed|available|provided|with us)|(?:will|shall|would|can) be (?:shared|provided|given|supplied|sent)(?: by (?:us|me|the [a-z]+|our [a-z]+))?|(?:hamare|humare|mere|apne) paas (?:[a-z]+ ){0,6}?(?:hai|hain)|(?:we|i)(?: will|'ll| can| shall)? (?:write|do|handle|make|create|shoot|edit|supply|provide|give|send|share|print)(?: them| it| that| these| those)?(?: ourselves| myself| in-house)?)\W*$/;
const ASKS_TOO =
  /\b(?:need\w*|want\w*|requir\w*|looking for|please|create|design|make|build|develop|write|redo|redesign\w*|chahiye|karna|banana)\b/;

/** "Cover design and publishing on Kindle I'll manage separately": what the client has done apart, however it is named. */
const DONE_APART =
  /\b(?:i|we)(?: will|'ll| shall)? (?:manage|handle|arrange|do|take care of|sort out)(?: (?:it|them|that|these|those))? (?:separately|ourselves|myself|on (?:my|our) own|in-house)\W*$/;

/** "(we'll give the old text and our brochures)": a remark in brackets naming what the client supplies. */
const SUPPLIED_REMARK =
  /\((?:we|i)(?: will|'ll| shall| can)? (?:give|provide|share|send|supply)\b[^)]*\)|\((?:we|i) (?:already )?have\b[^)]*\)/g;

/** Kinds whose items the client supplies and we enter: a catalogue's products, an import's records. */
const ENTERED_KINDS = new Set<string>(["catalogue", "data_migration"]);

/** "We have: logo, product photos, …", "We will provide:": a lead-in to what the client supplies. */
const SUPPLIED_LEAD =
  /^\W*(?:(?:we|i) (?:already )?have|(?:we|i)(?: will|'ll| shall| can) (?:provide|give|share|send|supply)|(?:provided|supplied) by (?:us|me|the client))\s*[:–-]/;
/** "… shall be provided by the Society": a passive supply, which names the whole list before it. */
const SUPPLIED_PASSIVE = /\bbe (?:shared|provided|given|supplied|sent)\b/;

/**
 * "Members should:", "Parents can -", "The owner needs to be able to:", "For students:", "FARMERS / VENDORS",
 * "Students" alone on its line: a lead-in whose list lines each say what that user does ("- book PT sessions" is
 * "members should book PT sessions"). Group 1 is the user and group 2 the verb phrase; groups 3 and 4 the user
 * of the forms without one.
 */
const ACTOR_LEAD_IN = new RegExp(
  String.raw`^\W*(?:(?:the|our|all|each|every)\s+)?(?:[a-z-]+\s+)?(${ACTOR})(?:\s+[a-z-]+){0,3}?\s+((?:should|can|must|will|shall|needs? to|have to|has to)(?:\s+also)?(?:\s+be able to)?)\s*[:–-]?\s*$|^\W*(?:for|what)\s+(?:the\s+|our\s+)?(${ACTOR})(?:\s+can do)?\s*[:–-]\s*$|^\W*(?:the\s+|our\s+)?(${ACTOR})(?:\s*[/&]\s*[a-z]+)*(?:\s*\([^)]{0,20}\))?(?:\s+side)?\s*:?\s*$`,
);

/** The words a lead-in's list lines are read after ("members should"), or null when `lower` leads no list. */
function actorLeadIn(lower: string): string | null {
  const lead = lower.match(ACTOR_LEAD_IN);
  if (lead === null) return null;
  return lead[1] !== undefined ? `${lead[1]} ${lead[2]}` : `${lead[3] ?? lead[4]} can`;
}

/** Whether a sentence only says what the client already has or will supply (see {@link SUPPLIED_AT_END}). */
function suppliesOnly(lower: string): boolean {
  if (SUPPLIED_LEAD.test(lower) || DONE_APART.test(lower)) return true;
  const tail = lower.match(SUPPLIED_AT_END);
  if (tail === null) return false;
  // "• 6 infographics (data will be provided)", "- 10 posts, captions we write" ask for the line's items; "4.
  // Content, photographs and logo shall be provided by the Society" counts nothing and supplies it all.
  if (
    LIST_LINE.test(lower) &&
    !(SUPPLIED_PASSIVE.test(tail[0]) && !/\d/.test(lower.slice(0, tail.index).replace(LIST_MARK, "")))
  )
    return false;
  const before = lower.slice(0, tail.index);
  // A remark in brackets supplies what it names, not what the sentence asks for.
  return before.lastIndexOf("(") <= before.lastIndexOf(")") && !ASKS_TOO.test(before);
}

/** The clause of `text` around [start, end): between the nearest commas, semicolons or " and "s. */
function clauseAround(text: string, start: number, end: number): string {
  const before =
    text
      .slice(0, start)
      .split(/[,;:]|\band\b/)
      .pop() ?? "";
  const after = text.slice(end).split(/[,;:]|\band\b/)[0] ?? "";
  return before + text.slice(start, end) + after;
}

/** What a script is written for ("scripts for 20 lessons (each video 10-12 minutes)"): its medium, not work asked. */
const SCRIPTED_MEDIA = /\b(?:videos?|reels?|youtube|shorts|films?|episodes?|minutes?|record\w*)\b/g;

/** Why an asking sentence was not estimated: out of scope, or not recognised. */
function notEstimatedReason(lower: string): string {
  const out = lower.match(OUT_OF_SCOPE);
  if (!out) {
    return "No deliverable recognised in this request: not priced; ask the team for a quote or describe it in more detail.";
  }
  const family = predictFamily(lower);
  const what = family && family in OUT_OF_SCOPE_FAMILIES ? OUT_OF_SCOPE_FAMILIES[family] : `"${out[0]}"`;
  return `Outside Kaarya's categories (${what}): not priced; agree it separately or leave it out.`;
}

/**
 * A determiner, possessive or number before a word: compromise reads these as a noun phrase with a word outside
 * {@link GENERIC_NOUNS} ("the logo", "our shop", "10 posts"), so the sentence names something without being tagged.
 */
const DETERMINED_WORD = /\b(?:a|an|the|our|my|your|their|some|each|every|any)\s+[a-z]{3,}|\b\d+\s+[a-z]{3,}/i;

/**
 * Whether a sentence names something beyond generic words (a real object of the ask). Tagging a sentence with
 * compromise costs a millisecond or more, so {@link DETERMINED_WORD} answers first where it can (the same answer
 * on all 462 fixture briefs).
 */
function namesSomething(sentence: string): boolean {
  if (DETERMINED_WORD.test(sentence)) return true;
  const nouns = nlp(sentence).nouns().out("array") as string[];
  return nouns.some((noun) =>
    noun
      .toLowerCase()
      .split(/\s+/)
      .some((word) => !GENERIC_NOUNS.has(word.replace(/[^a-z]/g, ""))),
  );
}

/**
 * Reads the deliverables of a brief (issue 17 §1); a brief written in Hindi through its English gloss
 * ({@link readableBrief}).
 *
 * @param written - title, description, and requirements with attached documents' text.
 * @returns deliverables in the order the brief names them (the title's first), sentences that ask
 *   for something unmapped, and the counts of asking and mapped sentences. Never throws.
 */
export function extractDeliverables(written: {
  title: string;
  description: string;
  requirements?: string | null;
}): ExtractedBrief {
  const brief = readableBrief(written);
  const body = [brief.description, brief.requirements ?? ""].join("\n");
  const whole = normalizeText(digitsForNumbers(`${brief.title}\n${body}`));
  const bodySentences = nlp.tokenize(body).sentences().out("array") as string[];
  const sentences = [
    { text: brief.title, isTitle: true },
    ...bodySentences.map((text) => ({ text, isTitle: false })),
  ];
  const byKey = new Map<string, Deliverable>();
  const notEstimated: NotEstimated[] = [];
  let askSentences = 0;
  let mappedAskSentences = 0;
  let statesInScopeWork = false;
  // Read in in-scope words without a count: stated work too once the whole brief gives it one ("edit it" beside
  // "Our 18,000-word handbook").
  const inScopeUncounted = new Set<Deliverable>();
  let problemSentences = 0;
  const fromTitle = new Set<Deliverable>();
  const titleKeys = new Map<string, Deliverable>();
  const refused = new Set<string>();
  /** Whether each deliverable was named only in lines that list a defect ("- invoice PDF shows wrong GST %"). */
  const inDefectsOnly = new Map<Deliverable, boolean>();
  /** Unmapped list lines that report a defect ("- admin grid very slow"): fixes, in a brief with fixes. */
  const defectLines = new Set<NotEstimated>();
  let actorLead: string | null = null;
  let excluded = false;
  for (const { text: said, isTitle } of sentences) {
    // What follows an "Out of scope" heading, up to the next heading, asks for nothing.
    const heading = normalizeText(said);
    if (!isTitle && EXCLUSIONS_HEADING.test(heading)) excluded = true;
    else if (SECTION_HEADING.test(heading)) excluded = false;
    if (excluded) continue;
    // "Members should:" then "- book PT sessions": each line is read as "- members should book PT sessions".
    const listLine = LIST_MARK.test(said);
    const text =
      actorLead !== null && listLine ? said.replace(LIST_MARK, (mark) => `${mark}${actorLead} `) : said;
    if (!listLine) actorLead = isTitle ? null : actorLeadIn(normalizeText(said));
    const digits = digitsForNumbers(text);
    const lower = normalizeText(digits);
    // What the client supplies is not made, but supplied items are still entered ("Menu has 60 items, we will give").
    const supplied = suppliesOnly(lower);
    const parts = countedPartSpans(lower);
    const remarks = [...lower.matchAll(SUPPLIED_REMARK)].map((m) => [m.index, m.index + m[0].length]);
    const found = readSentence(digits, lower, whole, refused, isTitle).filter(
      (f) =>
        (!supplied || ENTERED_KINDS.has(f.deliverable.kind)) &&
        !isListedPart(f, parts) &&
        !remarks.some(([from, to]) => f.start >= from && f.end <= to),
    );
    if (!isTitle && found.some((f) => f.deliverable.kind === "maintenance")) problemSentences++;
    const asks = !isTitle && (ASK_PATTERN.test(lower) || SCOPE_CLAUSE.test(lower));
    if (asks) askSentences++;
    if (asks && found.length > 0) mappedAskSentences++;
    const outOfScope = OUT_OF_SCOPE.test(lower);
    // "12 reel scripts": what names a deliverable is not out of scope ("reel" is video work, its script is
    // not); only the deliverable's own clause counts ("5 ads in 2 sizes, and a form that pushes leads to …").
    const blanked = found.reduce(
      (text, f) => text.slice(0, f.start) + " ".repeat(f.end - f.start) + text.slice(f.end),
      lower,
    );
    for (const { deliverable, key, start, end } of found) {
      const clause = clauseAround(blanked, start, end);
      const restOutOfScope = OUT_OF_SCOPE.test(
        deliverable.kind === "scripts" ? clause.replace(SCRIPTED_MEDIA, " ") : clause,
      );
      // Stated in-scope work: a quantity given, or a named integration or feature asked for. Translation
      // alone is not a supported category (spec 2 §1): it is planned only beside work that is.
      const inScope = !restOutOfScope && deliverable.kind !== "translation";
      if (
        inScope &&
        (!deliverable.assumed ||
          (asks &&
            (ORDERS_ONE.test(lower) || SCOPE_CLAUSE.test(lower)) &&
            NAMED_KINDS.has(deliverable.kind as DeliverableKind)))
      )
        statesInScopeWork = true;
      deliverable.source = text.trim().slice(0, 300);
      const existing =
        byKey.get(key) ?? titleKeys.get(key) ?? sameMention([...byKey.values()], deliverable, fromTitle);
      const named = existing ?? deliverable;
      if (inScope && asks && deliverable.assumed) inScopeUncounted.add(named);
      inDefectsOnly.set(named, (inDefectsOnly.get(named) ?? true) && listsDefect(lower, start));
      if (existing) {
        // A body sentence asking for an uncounted piece says more than the title (its length nearby, for one).
        if (asks && existing.assumed && existing.source === brief.title.trim().slice(0, 300))
          existing.source = deliverable.source;
        merge(existing, deliverable);
        // The title names it once; a later mention by words the title counted it with is the same one.
        const counted = !deliverable.assumed && existing.quantity === deliverable.quantity;
        // The title's item stays the title's until the body names it with a count ("Need packaging design: 3 tin
        // wraps" after "Packaging – 3 tins, 2 pouches": the uncounted "packaging" names none of them).
        if (isTitle) {
          if (counted) titleKeys.set(key, existing);
        } else if (!deliverable.assumed) fromTitle.delete(existing);
      } else {
        byKey.set(key, deliverable);
        if (isTitle) fromTitle.add(deliverable);
      }
    }
    if (asks && found.length === 0) {
      // A lead-in ("we need:") introduces the list that follows; it asks for nothing itself.
      const leadIn = /:\s*$/.test(lower) || NOT_ASKED.test(lower) || DONE_APART.test(lower);
      if (
        outOfScope ||
        (!leadIn && !QUALITY_PATTERN.test(lower) && countWordsIn(lower) >= 3 && namesSomething(text))
      ) {
        const entry = {
          text: text
            .trim()
            .replace(/^[-•*]\s*/, "")
            .slice(0, 300),
          reason: notEstimatedReason(lower),
        };
        notEstimated.push(entry);
        if (listsDefect(lower, 0)) defectLines.add(entry);
      } else {
        mappedAskSentences++;
      }
    }
  }
  // "- coupon 'FIRST10' applying twice" in a brief with fixes: what a defect line names is what to fix.
  if ([...byKey.values()].some((d) => d.kind === "maintenance")) {
    for (const [key, d] of byKey) if (d.kind !== "maintenance" && inDefectsOnly.get(d)) byKey.delete(key);
    for (let i = notEstimated.length - 1; i >= 0; i--)
      if (defectLines.has(notEstimated[i])) notEstimated.splice(i, 1);
  }
  // What one sentence refuses, another only mentioned ("managing stock in Tally … Tally is not required").
  for (const key of refused) if (byKey.get(key)?.assumed) byKey.delete(key);
  const { deliverables: wholeRead, statesWork } = readWholeBrief([...byKey.values()], notEstimated, {
    title: brief.title,
    body,
    whole,
    sentences: bodySentences,
    problemSentences,
  });
  const deliverables = oneSiteOrWebApp(wholeRead);
  if (statesWork || deliverables.some((d) => inScopeUncounted.has(d) && !d.assumed)) statesInScopeWork = true;
  return { deliverables, notEstimated, askSentences, mappedAskSentences, statesInScopeWork };
}

/** A defect a line reports: "shows wrong GST %", "not coming", "timing out", "applying twice", "has old logo". */
const DEFECT =
  /\b(?:wrong|broken|not [a-z]+ing|not (?:applied|updated|sent|shown|reduced)|timing out|times? out|timeout|stuck|slow|twice|(?:has|shows?|still) (?:the |an? )?(?:old|outdated)|errors?|crash\w*|missing|fails?|failing|overlap\w*|cut off|blank)\b|\bas \?/;

/** Whether the line of `lower` holding `at` is a list line that reports a defect and asks for nothing new. */
function listsDefect(lower: string, at: number): boolean {
  const line = lower.slice(
    lower.lastIndexOf("\n", at) + 1,
    (lower.indexOf("\n", at) + 1 || lower.length + 1) - 1,
  );
  return LIST_LINE.test(line) && DEFECT.test(line) && !ADDS_WORK.test(line);
}

/** Kinds a brief may call by either name: "information portal" and "website of 15 pages". */
const SITE_OR_WEB_APP = new Set<string>(["site_pages", "web_app"]);

/**
 * "RFP: … tourism information portal" over "Responsive website of fifteen (15) pages", "Online ordering site"
 * over "Ordering web app – … (8 screens)": a site or web app named without a count, in a brief that counts
 * the other, is that one; "the site" said of a web app is the web app.
 */
function oneSiteOrWebApp(read: Deliverable[]): Deliverable[] {
  // "Houseboat booking web app" then "We need the site in English and Malayalam": the site is the web app.
  if (read.some((d) => d.kind === "web_app"))
    read = read.filter(
      (d) => !(d.kind === "site_pages" && d.assumed && /\bthe (?:same )?(?:web ?)?site\b/i.test(d.source)),
    );
  if (!read.some((d) => SITE_OR_WEB_APP.has(d.kind) && !d.assumed)) return read;
  return read.filter((d) => !(SITE_OR_WEB_APP.has(d.kind) && d.assumed));
}

const countWordsIn = (text: string) => text.split(/\s+/).filter(Boolean).length;
