/**
 * The building blocks of the recognition rules (`deliverable-rules.ts`, issue 17 §1, decision 0025): how a count,
 * a whole-word match and the words of writing, building and managing are written, the shape of a rule, and the
 * sentence-level patterns the reader uses beside the rules.
 *
 * @module
 */
import type { DeliverableKind } from "./deliverable-kinds";

// Up to three words between a number and its noun: "40 seo-friendly blog articles", "5 realistic 3d mockups".
const WORDS_AFTER_NUMBER = String.raw`[\s-]*(?:x\s*)?(?:[a-z0-9/&'-]*[a-z][a-z0-9/&'-]*\s+){0,3}?`;
// Not a digit inside a code: "an A4 booklet" is one booklet.
// Nor a size: "a 12 ft x 3 ft signboard" is one signboard, "210L barrel sticker" one sticker; nor "3D mockups".
const NOT_SIZE = String.raw`(?!\s*(?:d\b|ft\b|feet|foot|inch|cm\b|mm\b|m\b|x\s*\d|×\s*\d|g\b|gms?\b|grams?\b|kgs?\b|ml\b|l\b|ltrs?\b|litres?\b|liters?\b|gsm\b|mah\b|kw\b|hp\b))`;
// The whole number: never the "2" of "20x10 ft" by backtracking.
const N = String.raw`(?<![a-z\d])(\d(?:[\d,]*\d)?)(?![\d,]*\d)${NOT_SIZE}${WORDS_AFTER_NUMBER}`;
/** A rule's count: a number, up to three words, then one of `nouns`; group 1 is the number. */
export const count = (nouns: string) => new RegExp(`${N}(?:${nouns})\\b`);
// A number of pages is not a number of pieces: "a 12 page brochure" is one brochure (its pages are read apart).
export const pieces = (nouns: string) =>
  new RegExp(
    `(?<![a-z\\d])(\\d(?:[\\d,]*\\d)?)(?![\\d,]*\\d)(?![\\s-]*pages?\\b)${NOT_SIZE}${WORDS_AFTER_NUMBER}(?:${nouns})\\b`,
  );
/** A rule's match: `source` as whole words. */
export const re = (source: string) => new RegExp(`(?<![a-z0-9])(?:${source})(?![a-z0-9])`);

/** Words for written pieces. */
const WRITE = String.raw`\b(?:writ\w*|copy|content|captions?|texts?|articles?|draft\w*|author\w*)\b`;
// Verbs of building: a design asked for beside them is part of the build ("design and develop an app").
export const BUILD = String.raw`\b(?:develop\w*|build\w*|coded?|coding|implement\w*|programm\w*)\b`;

// Running or managing ads and accounts is marketing work (out of scope), unless the sentence also asks for design.
export const MANAGE =
  /\b(?:(?:run|running|manage|managing|handle|handling|boost|boosting|grow|growing)\s+(?:our |the |my |their )?(?:[a-z]+\s+){0,2}?(?:ads?|campaigns?|pages?|accounts?|handles?|profiles?|channels?|social media)|(?:social media|ads?|campaign|account) management)\b(?![^.]*\b(?:design|designs|designed|creatives? for)\b)/;

/** A language a site or app may be made in. */
export const LANGUAGE =
  "hindi|marathi|tamil|telugu|kannada|malayalam|bengali|gujarati|odia|punjabi|urdu|assamese|arabic|french|german|spanish|english|japanese|chinese|russian|korean|nepali";

/** Who uses a site or app, as a brief names them: "customers", "branch managers", "the purchase manager". */
export const ACTOR =
  "users?|customers?|students?|parents?|patients?|staff|teachers?|members?|residents?|drivers?|riders?|vendors?|sellers?|buyers?|visitors?|clients?|admins?|managers?|employees?|doctors?|tutors?|guests?|alumni|donors?|volunteers?|farmers?|dealers?|agents?|owners?|retailers?|salesm[ae]n|franchisees?|tenants?|candidates?|applicants?|trainers?|coaches?|instructors?|technicians?|engineers?|executives?|accountants?|receptionists?|distributors?|suppliers?|subscribers?|readers?|directors?|principals?|hr|passengers?|travell?ers?|commuters?|devotees?|pilgrims?|shoppers?|diners?|delivery (?:boys?|staff|partners?|executives?)|people|anyone|everyone";

/** What a user does in a site or app ("can book a slot", "should mark the service as done", "should get an email"). */
export const USER_ACTION =
  "view|see|track|order|upload|download|search|filter|edit|print|share|apply|rate|review|chat|message|export|generate|schedule|cancel|pause|renew|compare|mark|approve|assign|receive|get|save|choose|select|submit|request|raise|check|update|add|manage|create|post|reply|comment|vote|claim|redeem|refer|invite|follow|bookmark|book|reschedule|pay|register|enrol|enroll|scan|enter|fill|record|log|block|verify|accept|reject|confirm|buy|browse|join|sign|set|change|delete|remove|attach|reorder|repeat|transfer|withdraw|sync|put|attempt|take|handle|switch";

/** Sentence openings and verbs by which a brief asks for something (used to list what was not estimated). */
export const ASK_PATTERN =
  /\b(?:need|needs|needed|want|wants|require|required|requires|requirement|looking for|should|must|please|include|including|also|plus|add|create|build|develop|design|write|make|set up|setup|deliver|provide)\b|^\s*(?:[-•*]|\d+[.)])\s+/;

/** Words that name a quality or a condition of the work, not a deliverable: a sentence with only these asks for nothing new. */
export const QUALITY_PATTERN =
  /\b(?:responsive|mobile[- ]friendly|fast|speed|seo[- ]friendly|modern|clean|professional|user[- ]friendly|easy to|budget|deadline|timeline|deliver(?:y|ed)? (?:by|within|in)|experience|portfolio|samples?|quote|bid|payment terms|milestones?|nda|communication|original|plagiarism|tone|style|audience|unique|high quality|on time|asap|urgent|unit tests?|test cases|code quality|swagger|(?:be |is )?ready (?:by|before|in)|live (?:in|by|before)|(?:in|within) \d+ (?:working )?(?:days|weeks)|by (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|next)|hosting|domain|ssl|secure|security|source files|revisions?|rounds?|format|colou?rs?|fonts?)\b/;

/** Words for written pieces, used to tell social captions from social graphics and to attach word counts. */
export const WRITING_CONTEXT = new RegExp(WRITE);

/** One recognition rule: `match` names the deliverable; `count` (group 1) its quantity in the same sentence. */
export interface DeliverableRule {
  readonly kind: DeliverableKind;
  readonly match: RegExp;
  readonly count?: RegExp;
  /** The rule is skipped when the sentence matches this (e.g. "content for" pages is copy, not a build). */
  readonly unlessSentence?: RegExp;
  /** The rule applies only when the whole brief matches this (e.g. "14 screens" is an app only in a brief about one). */
  readonly requiresBrief?: RegExp;
  /** The rule is skipped when the whole brief matches this (e.g. counted posts are no designs in a ghostwriting brief). */
  readonly unlessBrief?: RegExp;
  /** The rule applies only when its sentence matches this (e.g. "portal" is asked for only beside a verb of asking). */
  readonly requiresSentence?: RegExp;
  /** A brief's title meets `requiresSentence`: it names what the brief asks for ("Online fee payment portal for school"). */
  readonly titleAsks?: boolean;
  /** A fixed title; otherwise the matched words, capitalised, are the title. */
  readonly title?: string;
  /** The match is a clause with its own subject ("the purchase manager should get an email"): the words before it are not its context. */
  readonly ownClause?: boolean;
  /** What the client has is what the match asks for ("we have 350 clients in Excel": records to load), not context. */
  readonly clientHas?: boolean;
}

/** A brief about writing posts' words: "we just need someone to write captions", "LinkedIn ghostwriter". */
export const WRITES_CAPTIONS =
  /\b(?:write|writing|writer for|writes) (?:[a-z+]+ ){0,3}?captions\b|\bghost ?writ\w*/;
