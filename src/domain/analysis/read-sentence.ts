/**
 * What one sentence of a brief asks for (issue 17 §1, decision 0025): each rule of `deliverable-rules.ts` matched
 * in the sentence, unless its context says the client refuses, defers, already has, supplies or only describes
 * it; then `sentence-quantities.ts` reads how many of each.
 *
 * @module
 */

import { clientTitle } from "./client-titles";
import {
  ASKS_NEW,
  BUILD_KINDS,
  BUILD_VERB,
  CONTEXT_AFTER,
  CONTEXT_BEFORE,
  CONTEXT_KINDS,
  DEFERRED_AFTER,
  DEFERRED_BEFORE,
  DOCUMENTED_PARTS,
  FIXED_PARTS,
  FOR_AUDIENCE,
  HAD_AFTER,
  integrationGroup,
  LIST_LINE,
  MAKES_PART_BEFORE,
  NEGATED_AFTER,
  NEGATED_BEFORE,
  NOT_MADE_BEFORE,
  POSSESSIVE_BEFORE,
  SELF_BEFORE,
  SINGLE_KINDS,
  TOPIC_BEFORE,
  TRANSLATED_PARTS,
  UPKEEP,
} from "./deliverable-context";
import { assumedDeliverable, DELIVERABLE_KINDS } from "./deliverable-kinds";
import { DELIVERABLE_RULES, type DeliverableRule } from "./deliverable-rules";
import { vendorLinks } from "./named-vendors";
import { WRITING_CONTEXT } from "./rule-patterns";
import type { Deliverable } from "./schema";
import { readQuantity } from "./sentence-quantities";

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A platform refused or deferred: "iPhone app abhi nahi chahiye", "iOS later", "no iPhone version". */
const PLATFORM_REFUSED =
  /\b(?:android|ios|iphone|ipad)\b[^.;,]{0,25}?\b(?:nahi|nahin|not (?:needed|required|now)|later|phase (?:2|two))\b|\b(?:no|not|without)\s+(?:an?\s+)?(?:android|ios|iphone|ipad)\b/g;

/** Platforms an app is built for: Android and iOS count two; one named, or none, one. A refused one is not named. */
function platformCount(whole: string): number {
  const text = whole.replace(PLATFORM_REFUSED, " ");
  const android = /\bandroid\b/.test(text);
  const ios = /\b(?:ios|iphone|ipad)\b/.test(text);
  return (android && ios) || /\b(?:cross-platform|both platforms|flutter|react native)\b/.test(text) ? 2 : 1;
}

/** A deliverable read from a sentence, with the key that merges its mentions. */
export interface Found {
  deliverable: Deliverable;
  key: string;
}

/** Where in its sentence a deliverable was named: [start, end) in the lower-cased text. */
export interface Span {
  start: number;
  end: number;
}

/**
 * "We have an English …", "I already have a …", "hamare paas sirf …", "we have a brand guide from 2021, a logo": the
 * client's own thing follows, alone or in a list.
 */
const HAS_BEFORE =
  /\b(?:(?:we|i) (?:already )?have|(?:hamare|humare|mere|apne) paas(?: sirf| bas| already)?)\s+(?:an?\s+|the\s+|our\s+|my\s+)?(?:[a-z0-9,-]+\s+){0,3}(?:[a-z0-9-]+,\s+(?:and\s+)?(?:an?\s+|the\s+)?(?:[a-z0-9-]+\s+){0,2})*$/;
/** "We'll share the label info", "I will provide the photos", "…, will share login": what the client supplies follows. */
const SUPPLIED_BEFORE =
  /(?:\b(?:we|i)(?:'ll| will| shall| can)|(?:^|[,;]|\band)\s*(?:will|shall|can)|\bwill\b[^.;]{0,50}?\band)\s+(?:share|provide|give|send|supply)\s+(?:you\s+)?(?:the |our |my |all |all the )?(?:[a-z-]+\s+){0,2}$/;
/** A verb of asking or making in the same sentence. */
const ASK_VERB =
  /\b(?:need|needs|want|wants|require|required|looking for|write|create|design|make|build|develop|translate|edit)\b/;

/**
 * "We're a Mumbai fintech (savings + UPI app)", "Our help centre has 140 articles written by agents": a sentence
 * that only describes the client and what it has ("Our clinic software (local vendor) has a REST API", "Presently
 * they order on WhatsApp") asks for nothing — unless it asks in the same breath.
 */
const DESCRIBES_CLIENT =
  /^\W*(?:(?:hi|hello|namaste|vanakkam)\b\W*)?(?:(?:presently|currently|right now|at present|today),?\s|(?:all |most )?(?:the |our )?(?:bookings|orders|enquiries|inquiries|leads) (?:come|comes|are coming|arrive)\b|we(?:'re| are)\s+an?\b|i(?:'m| am)\s+an?\b|our\s+(?:[a-z0-9&+-]+\s+|\([^)]{0,40}\)\s+){0,4}(?:is|are|has|have|was|were|runs|sells|uses|gets)\b)/;
/** "The store is already set up by our agency", "our backend guy will handle the API side": a build someone else does. */
const BUILT_BY_OTHERS =
  /\b(?:set up|built|made|done|developed|handled|being built|being developed)\s+by\s+(?:our|the|an?|their|my)\s+(?:[a-z-]+\s+)?(?:agency|developers?|team|vendor|freelancer|partner|company|guy|person)\b|\b(?:our|their) (?:[a-z-]+ ){0,2}(?:guy|team|developers?|devs?|person|agency|vendor|engineers?) (?:will|shall|is going to|are going to) (?:handle|do|build|develop|code|take care of)\b/;
const ASKS_IN_SENTENCE =
  /\b(?:need\w*|want\w*|requir\w*|looking|seeking|should|must|please|would like|wish|plan(?:ning)? to|write|create|design|make|build|develop|translate|edit|redo|rewrite|set (?:it |this |them )?up|chahiye|venum|hona)\b/;

/** "… that holds 3 tins", "containing 12 sachets": the contents of a pack. */
const HELD_BEFORE =
  /\b(?:holds?|holding|contains?|containing|carries|carrying|fits?)\s+(?:\d[\d,]*\s+)?(?:[a-z-]+\s+)?$/;

/** Each rule's pattern with the global flag, compiled once (`matchAll` copies it, so no `lastIndex` is shared). */
const GLOBAL_MATCH = new Map(DELIVERABLE_RULES.map((rule) => [rule, new RegExp(rule.match.source, "g")]));

/**
 * The deliverables one sentence names, left to right, each with its stated quantity. `refused` collects the
 * keys of named links and features the sentence refuses ("Tally integration is not required").
 */
export function readSentence(
  sentence: string,
  lower: string,
  whole: string,
  refused: Set<string> = new Set(),
  isTitle = false,
): (Found & Span)[] {
  const claimed = new Uint8Array(lower.length);
  // A list line is a requirement ("- our staff has an admin panel to approve dealers"), not a description.
  const describesClient =
    DESCRIBES_CLIENT.test(lower) && !ASKS_IN_SENTENCE.test(lower) && !LIST_LINE.test(lower);
  const found: (Found & { rule: DeliverableRule; start: number; end: number })[] = [];
  for (const rule of DELIVERABLE_RULES) {
    if (
      rule.unlessSentence?.test(lower) ||
      (rule.requiresBrief && !rule.requiresBrief.test(whole)) ||
      rule.unlessBrief?.test(whole) ||
      (rule.requiresSentence && !(isTitle && rule.titleAsks) && !rule.requiresSentence.test(lower))
    )
      continue;
    // Asked by the title alone: the title's head ("Fee payment portal for our coaching"), not what it is for
    // ("Website copy for B2B SaaS", "fix bugs in school fee portal", "Technical writer (inventory SaaS)").
    const byTitleAlone = isTitle && rule.requiresSentence !== undefined && !rule.requiresSentence.test(lower);
    for (const match of lower.matchAll(GLOBAL_MATCH.get(rule) as RegExp)) {
      const start = match.index;
      const end = start + match[0].length;
      if (match[0].trim() === "" || claimed.subarray(start, end).some((c) => c === 1)) continue;
      if (byTitleAlone && TITLE_CONTEXT.test(lower.slice(0, start))) continue;
      const before = lower.slice(Math.max(0, start - 60), start);
      // A refused or topical phrase asks for nothing: "we do NOT need a cart", "a webinar on documentation". A clause
      // with a subject of its own starts afresh: "who don't like websites, they message us on WhatsApp".
      const clause =
        lower
          .slice(Math.max(0, start - 80), start)
          .split(
            /\bbut\b|\bso\s+(?=(?:we |i )?(?:need|want|require|please)\b)|\bwhat (?:we|i) (?:need|want)\b|,\s+(?=(?:they|we|i|he|she)\s)/,
          )
          .pop() ?? "";
      if (
        NEGATED_BEFORE.test(clause) ||
        NEGATED_AFTER.test(lower.slice(end)) ||
        DEFERRED_BEFORE.test(clause) ||
        DEFERRED_AFTER.test(lower.slice(end)) ||
        HAD_AFTER.test(lower.slice(end))
      ) {
        // "Tally integration is not required": a named link or feature refused is refused wherever mentioned.
        if (rule.kind === "integration" || rule.kind === "feature")
          refused.add(describe(rule, match[0], "", { before: "", after: "" }, whole).key);
        continue;
      }
      // What a described site has wrong is still a fix to make ("our site has these issues: …").
      if (describesClient && rule.kind !== "maintenance") continue;
      // "Our app is being built by a pro-bono team … coordinators will use the app": that app, named again, is theirs.
      if (
        (BUILD_KINDS.has(rule.kind) || rule.kind === "api_endpoints") &&
        (BUILT_BY_OTHERS.test(lower) ||
          (BUILT_BY_OTHERS.test(whole) && /\b(?:the|that|this|their) $/.test(before)))
      )
        continue;
      if (DELIVERABLE_KINDS[rule.kind].category === "content_creation" && TOPIC_BEFORE.test(before)) continue;
      if (NOT_MADE_BEFORE.test(before)) continue;
      if (BUILD_KINDS.has(rule.kind) && CONTEXT_AFTER.test(lower.slice(end, end + 40))) continue;
      if (
        CONTEXT_KINDS.has(rule.kind) &&
        !rule.ownClause &&
        (CONTEXT_BEFORE.test(before) || FOR_AUDIENCE.test(before) || SELF_BEFORE.test(before))
      )
        continue;
      // "3D mockups of all 8 for our Amazon listing": the store's listing is where a piece goes, not copy to write.
      if (
        rule.kind === "product_descriptions" &&
        /listings?$/.test(match[0]) &&
        /\bfor (?:our|the|my|their) $/.test(before)
      )
        continue;
      // "We have an English handbook of 8,000 words": what the client has, unless the sentence asks too ("hamare
      // paas sirf logo hai" says what they have even beside an ask).
      const has = rule.clientHas ? null : before.match(HAS_BEFORE);
      if (has && (!ASK_VERB.test(lower) || has[0].includes("paas"))) continue;
      if (SUPPLIED_BEFORE.test(before)) continue;
      // "Our WordPress site has issues": the client's own site, described, not asked for.
      if (
        BUILD_KINDS.has(rule.kind) &&
        POSSESSIVE_BEFORE.test(before) &&
        !ASKS_NEW.test(lower) &&
        !/\d/.test(match[0])
      )
        continue;
      // Captions are words to write: said in the sentence, or by the brief the rule requires ("write captions"), or
      // posts on LinkedIn, which are text.
      if (
        rule.kind === "social_captions" &&
        !rule.requiresBrief &&
        !WRITING_CONTEXT.test(lower) &&
        !match[0].startsWith("linkedin")
      )
        continue;
      // "a gift box that holds 3 tins": what a pack holds is not another pack to design.
      if (rule.kind === "packaging" && HELD_BEFORE.test(before)) continue;
      // "8,000 report records": a feature's word inside a count phrase names what is counted, not a feature.
      if (
        rule.kind === "feature" &&
        /\d\s+$/.test(before) &&
        /^\s+[a-z]+s\b/.test(lower.slice(end, end + 20))
      )
        continue;
      claimed.fill(1, start, end);
      found.push({
        ...describe(
          rule,
          match[0],
          sentence.slice(start, end),
          { before: sentence.slice(0, start), after: sentence.slice(end) },
          whole,
        ),
        rule,
        start,
        end,
      });
    }
  }
  found.sort((a, b) => a.start - b.start);
  // "Packaging design: 3 tin wraps and 2 pouches": the word for the kind names no item when items follow.
  for (let i = found.length - 1; i >= 0; i--)
    if (
      found[i].rule.kind === "packaging" &&
      lower.slice(found[i].start, found[i].end) === "packaging" &&
      found.some((f) => f.start > found[i].start && f.rule.kind === "packaging")
    )
      found.splice(i, 1);
  // "Web design", "app design": a site or app named beside its design, with no build asked for, is design only.
  if (found.some((f) => f.rule.kind === "ui_design") && !BUILD_VERB.test(lower)) {
    for (let i = found.length - 1; i >= 0; i--) if (BUILD_KINDS.has(found[i].rule.kind)) found.splice(i, 1);
  }
  // "Docs for our payment API, 40 endpoints": what documentation describes is not built.
  // Topics in brackets ask for nothing: "entries (create invoice, e-way bill, …)".
  if (
    found.some((f) => f.rule.kind === "technical_docs") &&
    !ASKS_NEW.test(lower.replace(/\([^)]*\)/g, ""))
  ) {
    for (let i = found.length - 1; i >= 0; i--)
      if (DOCUMENTED_PARTS.has(found[i].rule.kind)) found.splice(i, 1);
  }
  // "Translate our 40 help articles into Tamil": in a translation sentence the texts named are the source.
  // So are texts named just before "translated" ("the top 8,000 words (most-visited articles) translated to Hindi").
  const translation = found.find((f) => f.rule.kind === "translation");
  if (translation) {
    for (let i = found.length - 1; i >= 0; i--)
      if (
        TRANSLATED_PARTS.has(found[i].rule.kind) &&
        (found[i].start > translation.start ||
          (translation.start - found[i].end < 25 && lower.startsWith("translated", translation.start)))
      )
        found.splice(i, 1);
  }
  // "Refund via the API and update the status when the refund.processed webhook comes": a named link's webhook is
  // part of that link, not an API to build.
  if (found.some((f) => f.rule.kind === "integration")) {
    for (let i = found.length - 1; i >= 0; i--)
      if (found[i].rule.kind === "api_endpoints" && /webhook/.test(lower.slice(found[i].start, found[i].end)))
        found.splice(i, 1);
  }
  // "Import of 1,800 ledgers from Tally": the system the data comes from is its source, not a link to build.
  const imported = found.find((f) => f.rule.kind === "data_migration");
  if (imported) {
    for (let i = found.length - 1; i >= 0; i--)
      if (
        found[i].rule.kind === "integration" &&
        found[i].start > imported.start &&
        /\bfrom (?:the |our |their |an? )?(?:existing |old |legacy )?$/.test(lower.slice(0, found[i].start))
      )
        found.splice(i, 1);
  }
  // "Broken checkout, contact form not sending": in a sentence about fixes, the parts named are what to fix, unless
  // one is asked for anew ("Fix that, and add 'Sign in with Google'"). Upkeep is no defect: beside "migration …,
  // new theme …, AMP and speed optimisation" the parts are built; only the part it is named on ("site speed
  // optimisation") is the one kept up.
  const fixes = found.filter((f) => f.rule.kind === "maintenance");
  const upkeep = fixes.every((f) => UPKEEP.test(lower.slice(f.start, f.end)));
  if (fixes.length > 0) {
    for (let i = found.length - 1; i >= 0; i--)
      if (
        FIXED_PARTS.has(found[i].rule.kind) &&
        !MAKES_PART_BEFORE.test(lower.slice(0, found[i].start)) &&
        (!upkeep || fixes.some((f) => /^\s?$/.test(lower.slice(found[i].end, f.start))))
      )
        found.splice(i, 1);
  }

  // "Pouch packaging", "1 shipping carton box design": two names of a pack side by side name one pack (two links or
  // two parts side by side, "WhatsApp SMS", are two).
  for (let i = found.length - 1; i > 0; i--)
    if (
      found[i].rule.kind === "packaging" &&
      found[i - 1].rule.kind === "packaging" &&
      /^[\s-]*$/.test(lower.slice(found[i - 1].end, found[i].start))
    )
      found.splice(i, 1);

  // A quantity belongs to the nearest deliverable after it: read it from the end of the previous one.
  const read = found.map((entry, i) => {
    readQuantity(found, i, lower, whole);
    return { deliverable: entry.deliverable, key: entry.key, start: entry.start, end: entry.end };
  });
  // "PAN verify via Karza": a vendor no rule knows, named as the way something is done, is a link to build.
  const vendors = vendorLinks(sentence, claimed, whole, read);
  return vendors.length === 0 ? read : [...read, ...vendors].sort((a, b) => a.start - b.start);
}

/** The last word of a name, in the singular: "stand-up pouches" → "pouch", "gift boxes" → "box". */
const headNoun = (name: string) =>
  (
    name
      .trim()
      .split(/[\s-]+/)
      .pop() ?? ""
  )
    .replace(/(ch|sh|x)es$/, "$1")
    .replace(/s$/, "");

/** Words of a title before what its project is for, about, inside or works on: "… for", "fix bugs in …", "Sync …", "(…". */
const TITLE_CONTEXT =
  /\b(?:for|of|in|on|about|with|to|from|fix\w*|bugs?|sync\w*|connect\w*|integrat\w*|migrat\w*|mov\w*|add\w*|updat\w*|upgrad\w*|speed\w*|redesign\w*|maint\w*|support\w*)\b|\(/;

/** The client's wish before what a user does: "I want (to)", "we need (to)". */
const OWN_WISH =
  /^(?:i|we)(?: \([^)]*\)| as (?:the |an? )?[a-z]+)? (?:want|need|would like|wish)\s+(?:to\s+)?/i;

function describe(
  rule: DeliverableRule,
  matched: string,
  original: string,
  around: { before: string; after: string },
  whole: string,
): Found {
  // "I want customers to book online" is titled "Customers to book online".
  const title =
    rule.title ??
    (clientTitle(
      original.trim().replace(OWN_WISH, ""),
      around.after,
      rule.kind === "admin_panel",
      around.before,
    ) ||
      capitalise(original.trim()));
  const deliverable = assumedDeliverable(rule.kind, title, "");
  if (rule.kind === "mobile_app") deliverable.variants = platformCount(whole);
  const key = SINGLE_KINDS.has(rule.kind)
    ? rule.kind
    : rule.kind === "integration"
      ? `integration:${integrationGroup(matched)}`
      : rule.kind === "packaging"
        ? `packaging:${headNoun(matched)}` // "4 pouches" and "the 250 g stand-up pouch" are one item
        : `${rule.kind}:${matched.replace(/s\b/g, "").trim()}`;
  return { deliverable, key };
}
