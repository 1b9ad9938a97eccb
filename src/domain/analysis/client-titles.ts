/**
 * A deliverable's title in the client's words (issue 17 §2: tasks "named in the client's words"), from the words a
 * rule matched in a sentence: never ending mid-word or on a word that leads somewhere ("… workout plan which",
 * "… scanning QR code on"), and, where the match stops at what staff do ("Manager should be able to add"), carried
 * on to what they do it to ("… add members, see daily check-ins").
 *
 * @module
 */

/**
 * Words a title does not end on: articles, prepositions, conjunctions, pronouns, auxiliaries and relative words;
 * "in" and "on" end a title as a verb's particle ("Log in", "Sign in", "Add-on").
 */
const TRAILING =
  /(?<!\b(?:log|logs|sign|signs|check|checks|opt|plug|add))\s+(?:in|on)$|\s+(?:a|an|the|of|at|to|for|from|with|by|into|onto|per|via|as|and|or|but|nor|so|then|than|that|which|who|whom|whose|where|when|while|if|because|their|his|her|its|our|my|your|they|them|we|i|he|she|it|you|is|are|was|were|be|been|being|am|has|have|had|do|does|did|can|could|should|would|will|shall|must|may|might|also|just|only|some|any|each|every|all|this|these|those|there|here|like|such|about|very|more|most)$/i;

/** What staff do in an admin panel, ending a match: "… should be able to add", "Trainers can edit". */
const ENDS_ON_ACTION = /\b(?:post|upload|add|edit|update|manage|hide|remove|delete|approve|publish|change)$/i;

/** The rest of a clause: up to the sentence's next full stop, semicolon, colon or bracket. */
const CLAUSE = /^[^.;:()\n]*/;

/** Words an action carried on to its object keeps at most (the panel's title, not its whole description). */
const OBJECT_WORDS = 8;

/**
 * The title a deliverable takes from the words `matched` (original casing) followed in their sentence by `after`
 * and preceded by `before`. A match that opens on "should be …" takes up to four words of its clause before it;
 * a match cut inside a word loses that word; one ending on an admin action takes up to eight words of its clause;
 * trailing function words go. Returns the words with their first letter capitalised, or "" for none.
 */
export function clientTitle(matched: string, after: string, carryOn: boolean, before = ""): string {
  let title = matched.trim().replace(/^[-–•*\s]+/, "");
  // "… should be updated by our staff": the thing done to leads the title ("Gold rate should be updated by …").
  if (/^(?:should|must|will|can|to) be\b/i.test(title)) {
    const subject = (before.split(/[,;:.()]/).pop() ?? "").trim().split(/\s+/).slice(-4).join(" ");
    title = `${subject} ${title}`.trim();
  }
  // "… by scanning QR code on the coun" — the rule's length cap ended the match inside a word.
  if (/^[\p{L}\p{N}]/u.test(after) && /[\p{L}\p{N}]$/u.test(title)) title = title.replace(/\s*\S+$/, "");
  if (carryOn && ENDS_ON_ACTION.test(title)) {
    const words = (after.match(CLAUSE)?.[0] ?? "").trim().split(/\s+/).filter(Boolean).slice(0, OBJECT_WORDS);
    if (words.length > 0) title = `${title} ${words.join(" ")}`.replace(/,$/, "");
  }
  for (let previous = ""; previous !== title; ) {
    previous = title;
    title = title.replace(TRAILING, "").replace(/[\s,–-]+$/, "");
  }
  return title.charAt(0).toUpperCase() + title.slice(1);
}
