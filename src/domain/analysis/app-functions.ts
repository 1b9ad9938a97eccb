/**
 * What people do in the system a brief builds (issue 17 §1–2, decision 0025, "functions"): "- mark room cleaned and
 * upload photo", "2.3 Supervisor assigns technician; technician closes ticket", "Careers page should allow CV
 * upload". In a brief that builds a site or an app, a line that says what its users do and that no rule mapped is a
 * function to build, not an ask left unpriced: it becomes a feature named in the client's words.
 *
 * @module
 */
import { OUT_OF_SCOPE } from "./deliverable-context";
import { assumedDeliverable, DELIVERABLE_KINDS } from "./deliverable-kinds";
import { LANGUAGE, USER_ACTION } from "./rule-patterns";
import type { Deliverable, NotEstimated } from "./schema";

/** Kinds that say a site or an app is built here: its functions are part of the plan. */
const BUILT = new Set<string>(["web_app", "mobile_app", "site_pages", "admin_panel"]);

/** Verbs of looking at what a site or app shows ("see their plan", "download circulars"): its screens and pages, not functions. */
const LOOKS = new Set([
  "view",
  "see",
  "check",
  "get",
  "receive",
  "download",
  "browse",
  "search",
  "filter",
  "compare",
  "choose",
  "select",
]);

/**
 * Something done in a site or app: a user's verb other than looking ("upload", "approve", "book"), or a function's
 * noun ("QR check-in", "offline mode", "reminders").
 */
const FUNCTION = new RegExp(
  String.raw`\b(?:${USER_ACTION.split("|")
    .filter((verb) => !LOOKS.has(verb))
    .join(
      "|",
    )}|books|scans?|uploads?|approves?|assigns?|closes?|raises?|marks?|posts?|updates?|creates?|generates?|reminds?|notif(?:y|ies|ication)s?|alerts?|reminders?|reports?|exports?|offline|qr|otp|calculator|locator|tracking|wallet|tokens?|certificates?|receipts?|tickets?|chat|approval|workflow|module|checklists?|donations?|cms|sso|single sign-on|compliance|wcag|accessibility)\b`,
);

/** What is not a function to build: what is not wanted, when, what the client has, who they are, upkeep and servers. */
const NOT_A_FUNCTION = new RegExp(
  String.raw`\b(?:no|not|nahi|never|without|later|don't|dont|do not|out of scope|n't)\b|\b(?:by|before|until|within) (?:the )?(?:\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|end|next|this|our|season|diwali|launch)|\b(?:deadline|completion period|days? from|go-?live date|launch date)\b|\b(?:provided|procured|supplied|given) by\b|\bwe (?:will|'ll|shall) (?:provide|give|write|share|send|procure|supply)\b|\b(?:we have|already have|is ready|are ready|is final|are final)\b|\b(?:training|warranty|hosting|servers?|domain|amc|crash)\b|\b(?:${LANGUAGE})\b|\b\d+\s*(?:pages?|screens?)\b|\b(?:looks?|works?|opens?|loads?|runs?) (?:good|well|fine|nice|great|fast|properly|smooth\w*)\b|\bmobile[- ]friendly\b|\b(?:we|you) (?:will|'ll) have\b|\b(?:come over|migrat\w*|import\w*)\b`,
);

/** Who the client is and what they are after, said before the asks: "We are…", "Our current site…", "Looking for…". */
const PREAMBLE =
  /^(?:[-•*]|\d+(?:\.\d+)*[.)]?)?\s*(?:we|we're|our|i|i'm|my|hello|hi|hey|dear|looking for|please|pls|kindly|subject|fwd|re|note|background|currently|with reference|need an?|want an?)\b/;

/** The client's words for a function, cut to its first clause: "Mark room cleaned and upload photo of the cleaned room". */
function functionTitle(text: string): string {
  const parts = text.replace(/^(?:[-•*]|\d+(?:\.\d+)*[.)]?)\s*/, "").split(/[;:(]|\s[-–]\s/);
  // "How it should work, as we discussed: a family registers …": the function follows a lead-in that names none.
  const named = parts.find((part) => FUNCTION.test(part.toLowerCase())) ?? parts[0];
  const words = named.trim().replace(/[.,]$/, "");
  const cut = words.length > 70 ? `${words.slice(0, 70).replace(/\s+\S*$/, "")}…` : words;
  return cut.charAt(0).toUpperCase() + cut.slice(1);
}

/**
 * Turns the unmapped lines of a site or app brief that say what its users do into features (one each, named in the
 * client's words, quantity 1 assumed) and takes them off `notEstimated` (changed in place). Does nothing in a brief
 * that builds no site or app, or that fixes one.
 *
 * @returns `deliverables` with the functions appended.
 */
export function addAppFunctions(deliverables: Deliverable[], notEstimated: NotEstimated[]): Deliverable[] {
  const kinds = new Set(deliverables.map((d) => d.kind));
  if (![...kinds].some((kind) => BUILT.has(kind)) || kinds.has("maintenance")) return deliverables;
  const added: Deliverable[] = [];
  for (let i = notEstimated.length - 1; i >= 0; i--) {
    const { text } = notEstimated[i];
    const lower = text.toLowerCase();
    if (
      !FUNCTION.test(lower) ||
      NOT_A_FUNCTION.test(lower) ||
      PREAMBLE.test(lower) ||
      OUT_OF_SCOPE.test(lower)
    )
      continue;
    added.unshift(assumedDeliverable("feature", functionTitle(text), text));
    notEstimated.splice(i, 1);
  }
  return [...deliverables, ...added];
}

/** Kinds that each name something people do in an app: a function, their accounts, a link to another service. */
const FUNCTION_KINDS = new Set<string>(["feature", "login", "integration"]);

/**
 * An app the brief does not size has a screen for each function the brief names, beside the usual six: a booking,
 * the sign-in, a payment each bring their own screen and its states (decision 0025, twelfth session: on dev briefs,
 * 10 more in range and 11 more above it). Changes `deliverables` in place; the screens stay assumed.
 */
export function sizeAppsByFunctions(deliverables: readonly Deliverable[]): void {
  const functions = deliverables.filter((d) => FUNCTION_KINDS.has(d.kind)).length;
  for (const d of deliverables)
    if (d.assumed && (d.kind === "web_app" || d.kind === "mobile_app"))
      d.quantity = DELIVERABLE_KINDS[d.kind].defaultQuantity + functions;
}
