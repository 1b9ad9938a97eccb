/**
 * Norms of content creation deliverables (decision 0025): articles, descriptions, copy, documents, editing and translation.
 *
 * @module
 */
import type { DeliverableKind } from "./deliverable-kinds";
import {
  count,
  fmt,
  languageVersions,
  moreVersions,
  named,
  perUnit,
  plural,
  repeated,
  type StepNorm,
  share,
  words,
  wordsAt,
  wordTotal,
} from "./norm-steps";
import type { Deliverable } from "./schema";

// Drafting 500 words an hour: a researched web article of 1,000 words takes about 2 h to draft; copy
// editing runs at about 2,000 words an hour; translators deliver 2,000–2,500 words a working day.
const DRAFT_WORDS_PER_HOUR = 500;
const EDIT_WORDS_PER_HOUR = 2_000;
const articleDraft = wordsAt(DRAFT_WORDS_PER_HOUR, 1_000, 0.95, "");

// Page copy at 200 words an hour with its research and SEO (a 500-word page 2.5 h); meta titles and
// descriptions are a line each: 0.25 h a page; an FAQ answer is about 80 words.
const pageCopy = (d: Deliverable) =>
  /\bmeta\b/i.test(d.title)
    ? repeated(d.quantity, d.unit, 0.25, 0.9, "0.25 h for a title and a description")
    : wordsAt(200, /\b(?:faq|q&a|answers?|questions?)\b/i.test(d.title) ? 80 : 500, 0.95, "with research")(d);

/**
 * Pieces written in further languages too: each piece's words again at 300 words an hour (a translator's
 * 2,000–2,500 words a day, checked by the writer); `wordsEach` when the piece has no stated length.
 */
const languageVersionsOf = (wordsEach: number) =>
  languageVersions(
    (d) => {
      const words = d.wordsEach ?? wordsEach;
      return { hours: words / 300, how: `${fmt(words)} words at 300 words an hour` };
    },
    ["Translation"],
    "Each piece again in the other languages, checked against the original.",
  );

/** Words of a script of unstated length: a five-minute video. */
export const SCRIPT_WORDS = 750;
/** A script is written at about 250 words an hour with its scene notes. */
const SCRIPT_WORDS_AN_HOUR = 250;
/**
 * A script shorter than the usual five minutes still needs its hook, concept and structure: about an hour whatever
 * its length (reviewed keys give 1.2–2.5 h for a 30–45 second reel script, 1.5–3 h for a 60–90 second explainer).
 */
const SCRIPT_CONCEPT_HOURS = 1;

/** Hours of scripts: the usual 750 words at 250 words an hour, or a short one's words plus its concept. */
function scriptHours(d: Deliverable) {
  const short = d.wordsEach !== undefined && d.wordsEach < SCRIPT_WORDS ? d.wordsEach : undefined;
  if (short === undefined) return wordsAt(SCRIPT_WORDS_AN_HOUR, SCRIPT_WORDS, 0.95, "with scene notes")(d);
  return repeated(
    d.quantity,
    d.unit,
    SCRIPT_CONCEPT_HOURS + short / SCRIPT_WORDS_AN_HOUR,
    0.95,
    `(${SCRIPT_CONCEPT_HOURS} h for the hook and concept + ${fmt(short)} words at ${SCRIPT_WORDS_AN_HOUR} words an hour)`,
  );
}

/** Help-centre pieces: "help articles", "FAQ articles", "knowledge base articles", "how-to articles". */
const HELP_ARTICLE = /\b(?:help|support|faq|knowledge[- ]?base|kb|how-?to)\b/i;

/** "Need proofreading of our 40 posts": a proofread asked for alone, no edit or rewrite. */
const proofreadOnly = (d: Deliverable) =>
  /proof-?read/i.test(d.title) && !/\b(?:edit\w*|rewrit\w*|copy-?edit\w*|improve)\b/i.test(d.source);

/** The steps of each kind of deliverable of this category, in order; each step waits for the one before it. */
export const CONTENT_NORMS: Partial<Record<DeliverableKind, readonly StepNorm[]>> = {
  articles: [
    {
      stage: "production",
      title: (d) => `Research and outlines: ${count(d)}`,
      hours: perUnit(0.75, 0.95),
      skills: ["Research", "Content strategy"],
      description: "Sources, angle and outline for each piece.",
      batchable: true,
    },
    {
      stage: "production",
      title: (d) => `${named(d)}${words(d)}`,
      hours: articleDraft,
      skills: ["Content writing", "Blog writing"],
      description: "Draft each piece for its readers first and search second.",
      batchable: true,
    },
    {
      stage: "review",
      title: (d) => `Edit and proofread ${count(d)}`,
      hours: wordsAt(EDIT_WORDS_PER_HOUR, 1_000, 0.95, "edited"),
      skills: ["Editing", "Proofreading"],
      description: "Clarity, facts, house style and a plagiarism check.",
      batchable: true,
    },
  ],
  product_descriptions: [
    {
      stage: "production",
      title: (d) => `${count(d)}${words(d)}`,
      hours: wordsAt(300, 120, 0.9, "with product research"),
      skills: ["Copywriting", "E-commerce copywriting"],
      description: "Each product's benefits, specifications and keywords.",
      batchable: true,
    },
    {
      stage: "production",
      title: (d) => `${count(d)} for ${fmt(moreVersions(d))} more ${plural(moreVersions(d), "marketplaces")}`,
      // A version for another marketplace keeps the research and rewrites to its rules and buyers: half a
      // description's time (600 words an hour against 300). No step when one version is asked.
      hours: (d) =>
        moreVersions(d) > 0
          ? wordsAt(600, 120, 0.9, "adapted")({ ...d, quantity: d.quantity * moreVersions(d) })
          : { hours: 0, basis: "" },
      skills: ["E-commerce copywriting"],
      description: "Each description rewritten to another marketplace's rules, limits and buyers.",
    },
    {
      stage: "review",
      title: (d) => `Edit ${count(d)}`,
      hours: wordsAt(EDIT_WORDS_PER_HOUR, 120, 0.9, "edited"),
      skills: ["Editing"],
      description: "Consistency of tone, units and claims.",
      batchable: true,
    },
  ],
  web_copy: [
    {
      stage: "production",
      title: (d) => `Copy for ${count(d)}: ${d.title}`,
      hours: pageCopy,
      skills: ["Copywriting", "Conversion copywriting"],
      description: "Headlines, body and calls to action per page (about 500 words unless stated).",
    },
    languageVersionsOf(500),
    {
      stage: "review",
      title: () => "Copy revisions (two rounds)",
      hours: share(25, pageCopy, 1, "copy"),
      skills: ["Copywriting"],
      description: "Two rounds of client feedback.",
    },
  ],
  technical_docs: [
    {
      stage: "production",
      title: (d) => `${count(d)}${words(d)}: ${d.title}`,
      // A help-centre or FAQ article answers one task in about 800 words (typical knowledge-base pages run 400–1,200);
      // a guide or reference about 2,500.
      hours: (d) => wordsAt(300, HELP_ARTICLE.test(d.title) ? 800 : 2_500, 0.95, "with product research")(d),
      skills: ["Technical writing", "Documentation"],
      description: "Each guide or reference with examples, tested against the product.",
    },
    {
      stage: "review",
      title: (d) => `Technical review of ${count(d)}`,
      hours: perUnit(1.5, 0.95),
      skills: ["Technical editing"],
      description: "Experts check accuracy; revise each document.",
    },
  ],
  long_form: [
    {
      stage: "production",
      title: (d) => `${d.title}${words(d)}`,
      // 300 words an hour with research: a white paper, e-book or report drafted from sources with references. At
      // 400 (an article's pace plus a little), long-form briefs ran a median 0.78 of their keys' ranges on dev (12
      // low, 1 high); 300 put 4 more older and 2 more new dev briefs in range, none out.
      hours: (d) =>
        wordsAt(
          300,
          d.unit === "words" ? d.quantity : 10_000,
          1,
          "with research",
        )({ ...d, quantity: d.unit === "words" ? 1 : d.quantity, unit: "pieces" }),
      skills: ["Long-form writing", "Research"],
      description: "Outline, research and draft.",
    },
    {
      stage: "review",
      title: (d) => `Edit ${d.title}`,
      hours: (d) =>
        wordTotal(
          EDIT_WORDS_PER_HOUR,
          "edited",
        )({ ...d, quantity: d.unit === "words" ? d.quantity : (d.wordsEach ?? 10_000) * d.quantity }),
      skills: ["Editing"],
      description: "Structural edit and proofread.",
    },
  ],
  emails: [
    {
      stage: "production",
      title: (d) => `${count(d)}${words(d)}: ${d.title}`,
      // 1.5 h for the usual 300-word email with its subject lines and call to action: 200 words an hour, so a
      // 600-word newsletter issue takes 3 h (reviewed keys give 2–4 h with light research).
      hours: wordsAt(200, 300, 0.9, "with subject lines and call to action"),
      skills: ["Email copywriting"],
      description:
        "Subject lines, body and call to action per email (about 300 words unless the brief says).",
    },
  ],
  social_captions: [
    {
      stage: "production",
      title: (d) => `${count(d)}: ${d.title}`,
      // A caption is about 0.3 h; a text post of stated length, or a LinkedIn post ghostwritten in the client's
      // voice (150–300 words, about 250: an hour with its idea and the client's corrections), is written like a
      // short article at 250 words an hour.
      hours: (d) =>
        d.wordsEach !== undefined || /linkedin|ghost/i.test(d.title)
          ? wordsAt(250, 250, 0.9, "in the client's voice")(d)
          : perUnit(0.3, 0.9)(d),
      skills: ["Social media copywriting"],
      description: "Caption, hashtags and call to action per post.",
    },
    languageVersionsOf(60),
  ],
  scripts: [
    {
      stage: "production",
      title: (d) => `${count(d)}${words(d)}: ${d.title}`,
      // 3 h for the usual 750 words (five minutes); a short script's concept counts beside its words.
      hours: scriptHours,
      skills: ["Script writing"],
      description:
        "A script of about 750 words (five minutes) per video unless the brief says, with scene notes.",
    },
    languageVersionsOf(750),
  ],
  editing: [
    {
      stage: "review",
      title: (d) => `${d.title}: ${fmt(d.quantity)} words`,
      // A copy edit reads each sentence for grammar, clarity and consistency: about 1,250 words an hour. A
      // proofread asked for alone is one careful pass over finished text, about twice as fast as a copy edit:
      // about 2,000 words an hour, and no second pass.
      hours: (d) =>
        proofreadOnly(d) ? wordTotal(2_000, "proofread")(d) : wordTotal(1_250, "copy-edited")(d),
      skills: ["Copy editing"],
      description: "Grammar, clarity and consistency; tracked and clean versions.",
    },
    {
      stage: "review",
      title: (d) => `Final proofread: ${fmt(d.quantity)} words`,
      // A proofread of edited text is a fast second pass for typos and layout: about 4,000 words an hour.
      hours: (d) => (proofreadOnly(d) ? { hours: 0, basis: "" } : wordTotal(4_000, "proofread")(d)),
      skills: ["Proofreading"],
      description: "A second pass over the edited text for typos, numbering and consistency.",
    },
  ],
  translation: [
    {
      stage: "production",
      title: (d) =>
        `${d.title}: ${fmt(d.quantity)} words${(d.variants ?? 1) > 1 ? ` into ${d.variants} languages` : ""}`,
      // Each language is its own translation: a translator per language.
      hours: (d) => {
        const one = wordTotal(300, "translated")(d);
        const languages = d.variants ?? 1;
        return languages > 1
          ? {
              hours: one.hours * languages,
              basis: `${one.basis} × ${languages} languages = ${fmt(Math.round(one.hours * languages * 10) / 10)} h`,
            }
          : one;
      },
      skills: ["Translation"],
      description: "Translation with a second read against the source.",
    },
  ],
};
