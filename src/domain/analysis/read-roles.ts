/**
 * Who does what in the app a brief describes (issue 17 §1, decision 0025, "roles"): clients describe a system by
 * its people ("Parents: see each child's fee due …", "Teachers\n* create a test …", "My kitchen manager should
 * see …", "We (admin) approve every project") rather than by its parts. Staff who run it need an admin side,
 * two or more kinds of people need accounts, and the people it serves need the app itself.
 *
 * @module
 */
import { LIST_MARK } from "./deliverable-context";
import { assumedDeliverable, type DeliverableKind } from "./deliverable-kinds";
import type { Deliverable, NotEstimated } from "./schema";

/** People who run the system: their screens are its admin side. */
const STAFF =
  "admins?|administrators?|owners?|hq|head office|(?:[a-z]+ )?managers?|accountants?|accounts(?: team| staff| person)?|principals?|directors?|hr|office(?: staff| team)?|staff|receptionists?|reception|moderators?|supervisors?|kitchen|sales(?: team| person| people|persons)?|operators?|coordinators?|dispatchers?|committee|secretar(?:y|ies)|trustees?";
/** People the system serves, teachers and trainers too (their screens are the app's, not a back office). */
const SERVED =
  "teachers?|trainers?|faculty|counsellors?|users?|customers?|clients?|students?|parents?|members?|buyers?|patients?|guests?|visitors?|vendors?|sellers?|farmers?|builders?|reps?|drivers?|riders?|delivery (?:boys?|staff|partners?)|tenants?|residents?|candidates?|applicants?|employees?|dealers?|retailers?|agents?|stylists?|doctors?|waiters?|franchisees?|subscribers?|learners?|athletes?|players?|passengers?|travell?ers?|commuters?|devotees?|pilgrims?|shoppers?|diners?|(?:security )?guards?|watchm[ae]n|technicians?";

/** A verb of what a person does in the system. */
const ACTS =
  "see|view|check|track|book|cancel|order|pay|download|upload|add|edit|update|create|make|mark|approve|reject|assign|manage|set|change|block|record|enter|log ?in|login|sign ?up|register|apply|attempt|browse|search|filter|give|get|receive|raise|post|publish|export|handle|put|switch|scan|select|choose|pick|compare|shortlist|send|submit|schedule|reschedule|rate|review|renew|pause|accept|attach|generate|print|take|withdraw|request";

const ROLE = `(?:${STAFF}|${SERVED})`;
/**
 * "Parents: log in …", "ADMIN (us)", "Farmers / vendors", "Director / admin", "Members can:", "Customer app
 * (Android):", "Owner wants: …", "Separate app for delivery boys: …": a line led by people.
 */
const ROLE_LINE = new RegExp(
  String.raw`^\W*(?:the |our |my |a |an |separate )?(?:(?:app|panel|dashboard|screens?|side|login|portal) for (?:the |our )?)?(${ROLE})(?:\s*[/&,]\s*(?:${ROLE}))*(?:\s*\([^)]{0,20}\))?(?:\s+(?:side|panel|app|login|screens?|dashboard|portal))?(?:\s*\([^)]{0,20}\))?(?:\s+(?:can|could|should|will|must|wants?|needs?)(?: to)?(?: be able to)?)?\s*(?::\s*(\S.*)|[-–]\s+(\S.*)|:?\s*$)`,
);
/**
 * "My kitchen manager should see …", "Delivery boys (6 of them) should see …", "I (owner) want to see …", "I want
 * customers to book …".
 */
const ROLE_ACTS = new RegExp(
  String.raw`\b(${ROLE})(?: [a-z]+){0,3}?(?: \([^)]{0,20}\))? (?:should|can|could|must|will|shall|needs? to|wants? to|has to|have to)(?: also| only| easily)?(?: be able to)? (${ACTS})\b|\b(?:i|we) (?:\(|as (?:the |an? )?)(${ROLE})\)?|\b(?:want|need|allow|let|enable)s? (?:the |our |my )?(${ROLE}) (?:to )?(?:be able to )?(${ACTS})\b`,
  "g",
);

/** What follows "Role:" when it says what that person does or sees. */
const DOES = new RegExp(String.raw`\b(?:${ACTS})\b|\b(?:dashboard|screens?|panel|reports?)\b`);

const IS_STAFF = new RegExp(`^(?:${STAFF})$`);
/** "… will manage slots from a Google Sheet": work done in a tool the client keeps, not in the system. */
const ELSEWHERE =
  /^[^.;]*?\b(?:from|in|on|via|using|through) (?:a |an |the |our |their )?(?:google sheets?|excel|spreadsheets?|sheets?|whatsapp|tally|e-?mail|notebook|register)\b/;
/** Verbs by which people are told something rather than work in a screen. */
const TOLD = /^(?:get|receive)$/;

/**
 * The people a brief shows doing things in its system: `staff` who run it (with screens of their own), the people
 * it `served`, and the `sections` — people who lead a part of the brief ("Parents: …", "Teachers" over a list).
 * Each role in the singular ("parent", "kitchen manager").
 */
export interface RolesAtWork {
  staff: Set<string>;
  served: Set<string>;
  sections: Set<string>;
}

/** The people a brief shows doing things in its system (see {@link RolesAtWork}). */
export function rolesAtWork(body: string): RolesAtWork {
  const staff = new Set<string>();
  const served = new Set<string>();
  const sections = new Set<string>();
  const note = (word: string, verb?: string) => {
    const role = word.trim().replace(/s$/, "");
    if (!IS_STAFF.test(word.trim())) served.add(role);
    // Staff who are only told something ("the receptionist should get an alert") need no screens.
    else if (verb === undefined || !TOLD.test(verb)) staff.add(role);
  };
  const lines = body.toLowerCase().split("\n");
  lines.forEach((line, at) => {
    const led = line.match(ROLE_LINE);
    const inline = led?.[2] ?? led?.[3];
    // A bare name leads only the list under it ("Students" then "* login with roll number …"); a name with a
    // colon, what follows it when that is something done or seen ("Owner: web dashboard with renewals").
    if (led && (inline === undefined ? LIST_MARK.test(lines[at + 1] ?? "") : DOES.test(inline))) {
      note(led[1]);
      sections.add(led[1].replace(/s$/, ""));
    }
    for (const acts of line.matchAll(ROLE_ACTS)) {
      const after = line.slice(acts.index + acts[0].length, acts.index + acts[0].length + 50);
      if (!ELSEWHERE.test(after)) note(acts[1] ?? acts[3] ?? acts[4], acts[2] ?? acts[5]);
    }
  });
  return { staff, served, sections };
}

/** "On their phone", "an Android app": the people it serves use it on a phone. */
const ON_PHONE =
  /\b(?:on (?:their|the|a|his|her|my|our) (?:phones?|mobiles?)|mobile app|android|iphone|ios)\b/;

/** "Guests do not need to create account", "no login needed", "guest checkout, no sign-up". */
const NO_ACCOUNTS =
  /\b(?:(?:do not|don't|does not|doesn't|won't|will not) (?:need|have|require) to (?:create|make|open) (?:an? )?accounts?|no (?:need (?:for|of|to create) (?:an? )?)?(?:login|log-in|sign-?up|accounts?|registration)s?\b(?! (?:page|form|screen))|without (?:an? )?(?:login|account|sign-?up|registration))/;

/** Kinds that say a system is being built here (a site, an app, its parts). */
const SYSTEM_KINDS = new Set<string>([
  "web_app",
  "mobile_app",
  "site_pages",
  "login",
  "admin_panel",
  "feature",
  "integration",
  "api_endpoints",
]);

/**
 * Adds the parts a system's people imply and the brief did not name: an admin side for the staff who run it, the
 * accounts of two or more kinds of people, and the app for the people it serves when no site or app was named.
 * Only in a brief that builds a system (some part of one was read) and fixes nothing.
 *
 * @returns `deliverables`, with the implied parts appended (assumed quantities).
 */
export function addRoleParts(deliverables: Deliverable[], body: string): Deliverable[] {
  const kinds = new Set(deliverables.map((d) => d.kind));
  if (![...kinds].some((kind) => SYSTEM_KINDS.has(kind)) || kinds.has("maintenance")) return deliverables;
  const { staff, served, sections } = rolesAtWork(body);
  const people = [...new Set([...staff, ...served])];
  const added: Deliverable[] = [];
  const source = `People named: ${people.join(", ")}`;
  // The app itself when the brief names no site, app or API to build and is laid out by its people ("Parents: …",
  // "Accountant: …"), the people it serves among them, or has staff who run it beside people it serves ("drivers
  // should see their route list …, the office should see …"); on a phone when the brief says so.
  if (
    ((sections.size >= 2 && [...served].some((role) => sections.has(role))) ||
      (staff.size > 0 && served.size > 0)) &&
    !["web_app", "mobile_app", "site_pages", "api_endpoints"].some((kind) => kinds.has(kind))
  )
    added.push(
      assumedDeliverable(
        ON_PHONE.test(body.toLowerCase()) ? "mobile_app" : "web_app",
        `App for ${[...served].map((r) => `${r}s`).join(" and ")}`,
        source,
      ),
    );
  if (staff.size > 0 && !kinds.has("admin_panel"))
    added.push(assumedDeliverable("admin_panel", `Admin side for ${[...staff].join(", ")}`, source));
  // Accounts when the brief is laid out by two kinds of people, names three, or has staff who run it beside people
  // it serves ("customers book …, managers at each branch mark …"): the system must tell them apart; not when the
  // brief says its people need none ("Guests do not need to create account").
  if (
    (sections.size >= 2 || people.length >= 3 || (staff.size > 0 && served.size > 0)) &&
    !kinds.has("login") &&
    !NO_ACCOUNTS.test(body.toLowerCase())
  )
    added.push(assumedDeliverable("login", `Accounts for ${people.join(", ")}`, source));
  return [...deliverables, ...added];
}

/**
 * "Accountant: add fee structure per class …": a line led by people who work in the planned app or its admin side
 * is part of that plan, not an ask left unestimated (nor another trade's work). Changes `notEstimated` in place.
 */
export function withoutRoleLines(deliverables: Deliverable[], notEstimated: NotEstimated[]): void {
  const kinds = new Set(deliverables.map((d) => d.kind));
  for (let i = notEstimated.length - 1; i >= 0; i--) {
    const led = notEstimated[i].text.toLowerCase().match(ROLE_LINE);
    if (led === null || (led[2] ?? led[3]) === undefined) continue;
    const part = IS_STAFF.test(led[1].trim()) ? ["admin_panel"] : ["web_app", "mobile_app", "site_pages"];
    if (part.some((kind) => kinds.has(kind as DeliverableKind))) notEstimated.splice(i, 1);
  }
}
