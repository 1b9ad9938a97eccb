/**
 * When a phrase that names a deliverable does not ask for one (issue 17 §1, decision 0025): the client's
 * own site or audience, what a sentence about fixes, documentation or translation names, what the client
 * does itself; and which kinds a brief has only one of. Pure; used by `extract-deliverables.ts` and the
 * planner.
 *
 * @module
 */
import type { DeliverableKind } from "./deliverable-kinds";
import { OUT_OF_SCOPE_SIGNALS } from "./lexicon";

/** Kinds of which a brief has one, however often it names them. */
export const SINGLE_KINDS = new Set<DeliverableKind>([
  "login",
  "admin_panel",
  "brand_identity",
  "language_version",
  "catalogue",
  "mobile_app",
  "web_app",
  "site_pages",
  "logo",
  "api_endpoints",
  "ui_design",
  "maintenance",
  "presentation",
]);
// A build named after a preposition describes the client's own thing ("articles for our website"), unless the
// "for" is of an ask or a price asked for it ("looking for a website", "a quotation for an app").
export const FOR_AUDIENCE =
  /(?<!looking |searching |need |want |quote |quotes |quotation |estimate |price |pricing |cost |bid |proposal )\bfor\s+(?:an?\s+|the\s+)?(?:[a-z-]+\s+){0,2}$/;
// Hinglish possessives too: "hamari clinic ki website", "apne gym". "Our own website" is one the client wants.
export const POSSESSIVE_BEFORE =
  /\b(?:our|my|existing|hamara|hamari|hamare|humara|humari|mera|meri|mere|apna|apni|apne)\s+(?!own\s)(?:[a-z0-9-()'’]+\s+){0,3}$/;
// "Feeds which the website will also use": a site or app that exists already.
export const CONTEXT_AFTER =
  /^\s+(?:will also|also uses?|already|is (?:live|slow|down|built|on)|has been|keeps|(?:ke|ki|ka) liye|pe|par)\b/;
// "We are a Gujarati news portal": the client describing itself.
export const SELF_BEFORE =
  /\b(?:we are|we're|i am|i'm|we run|i run|we own|we have)\s+(?:an?\s+|the\s+)?(?:[a-z0-9-]+\s+){0,3}$/;
// "… on our site", "Instagram feed on home page": where something goes, not what is built.
// "Add blog + WhatsApp chat to Wix site": what something is added to is there already.
export const CONTEXT_BEFORE =
  /\b(?:for|on|to|from|into|in|of|about|at|with|via|through|like|and|or)\s+(?:our|the|my|their|your|an? existing|existing|his|her)\s+(?:[a-z.-]+\s+)?$|^\W*(?:please\s+)?(?:add|integrate|connect|install|put|embed)\b[^.]*\b(?:to|into)\s+$|\b(?:on|at)\s+$|\b(?:to |for )?(?:be )?use[ds]? (?:in|on|across|for|with)\s+(?:(?:our|the|my|their)\s+)?(?:[a-z-]+\s+){0,3}$/;
export const CONTEXT_KINDS = new Set<DeliverableKind>([
  "site_pages",
  "web_app",
  "mobile_app",
  "api_endpoints",
  "logo",
  "catalogue",
  "feature",
]);
// "We do NOT need a mobile app or a cart", "(no app)": what the clause refuses ("we do not have any text — the
// writer must create the copy" refuses nothing: it says what the client lacks).
// Refusals after the noun: "Google translate bilkul nahi", "app nahi chahiye", "Tally integration is not required".
export const NEGATED_AFTER =
  /^[^.;,!?]{0,25}?\b(?:nahi|nahin|nai|(?:is|are) not (?:required|needed|wanted|in scope|part of)|not (?:required|needed|wanted)|not in (?:the )?scope|out of scope)\b/;
export const NEGATED_BEFORE =
  /\b(?:(?:(?:do not|don't|dont|does not|doesn't)(?! have\b)|no need (?:for|of)|not required|without|not (?:looking for|planning|interested in|writing|doing|making|building|designing|creating))\b|(?:out of|not in) (?:the )?scope\s*:|not included\s*:|exclu(?:ded|sions?)\s*:)[^.;]*$|\bno\s+(?:new\s+|more\s+|extra\s+|fresh\s+|other\s+)?(?:[a-z-]+\s+){0,2}$/;
// "Mobile app can come later, not now", "so our team can build an app on it later", "blog maybe later",
// "phase 2: app": what the client defers is not asked for now ("pay later" is a payment option and "sync later"
// an offline behaviour, not deferrals;
// a parenthesis defers what it holds, not the thing before it, unless it holds only the deferral: "mobile apps
// (phase 2)").
export const DEFERRED_AFTER =
  /^\s*\(\s*(?:in |for )?(?:phase (?:2|two|ii)|(?:next|second|later) phase|later|future|not now)\s*\)|^[^.;!?(]{0,40}?(?:\b(?:can|could|will|may|might) (?:come|be (?:done|added|built|taken up)|follow)\b[^.;!?]{0,12}?\blater\b|(?<!\b(?:pay|sync\w*|upload\w*) )\blater(?=\s*(?:[,.)!]|$|on\b|stage|phase))|\b(?:maybe|possibly|perhaps) later\b|\bnot (?:right )?now\b|\bin (?:the )?future\b|\b(?:next|second|later) phase\b|\bphase (?:2|two|ii)\b)/;
export const DEFERRED_BEFORE =
  /\b(?:later (?:on|we|i)\b|in (?:the )?future\b|(?:next|second|later) phase\b|phase (?:2|two|ii)\b)[^.;]*$/;
// "Logo we already have", "logo aamcha aahe", "report cards module is fine as it is", "cover and formatting my
// designer will handle", "translations will be given by our agent", "product descriptions we will write ourselves",
// "with our course brochure PDF attached", "PDF brochure download for each model", "logo hai." (the logo is there):
// something the client has, supplies or has done elsewhere, not an ask.
export const HAD_AFTER =
  /^(?:[^.;,]|\betc\.){0,40}?\b(?:(?:we|i) (?:already )?(?:have|own|got)(?: (?:it|this|that|one|them))?(?:\s*(?:[.;,!)]|$)|\s+(?:so|and|but)\b)|(?:already )?exists?\b|already (?:done|made)\b|(?:is|are) (?:all |already )?(?:ready|done|final|finali[sz]ed|fixed|there|ours|mine)\b|(?:is|are) (?:fine|ok|okay|good) as (?:it is|they are|is)\b|(?:stays?|remains?) (?:as (?:it )?is|unchanged|the same)\b|(?:works?|working) fine\b|(?:is|are) (?:already |currently |all )?(?:stored |kept |hosted |live )?(?:in|on) (?:our |the |a )?(?:zendesk|freshdesk|intercom|wordpress|google (?:drive|docs)|drive|notion|confluence|sharepoint|dropbox|gitbook|mintlify|docusaurus)\b|(?:aamcha|amcha) aahe\b|(?:hamara|humara|apna) hai\b)|^\s+hai\s*(?:[.,;!]|$)|^(?:(?!\bso\b)[^.;!?]){0,40}?\b(?:my|our) (?:own )?(?:[a-z]+ )?(?:designer|developer|dev|team|agency|writer|editor|printer|photographer|vendor)s? (?:will|shall|'ll|can|is going to) (?:handle|do|take care of|manage|arrange|sort out)\b|^\s+(?:will|shall|would|can) be (?:shared|provided|given|supplied|sent)\b|^\s+(?:pdf |file |copy )?(?:is |are )?(?:attached|enclosed)\b|^\s+downloads?\b|^(?:(?!\bso\b)[^.;!?]){0,30}?\b(?:we|i) (?:will|shall|'ll) (?:write|give|provide|supply|send|share) (?:them |it |these )?(?:ourselves|myself|in-house)\b|^(?:(?!\bso\b)[^.;!?]){0,30}?\b(?:is|are|will be) (?:done |handled |made |prepared |written |designed )?by (?:our|my) (?:own )?(?:[a-z-]+ ){0,2}?(?:printer|designer|developer|team|agency|vendor|writer|editor|firm|department)s?\b/;
// "A webinar on export documentation": a topic, not a deliverable.
// "Mockups of 8 t-shirt designs", "an upload area for annual reports", "see attached brand guide", "last year an
// agency wrote 20 articles": what a mockup shows, an upload holds, the client attaches or someone already made is
// not a piece to make.
export const NOT_MADE_BEFORE =
  /\bmock-?ups? of\s+(?:our |the |all |these |those |each )?(?:\d[\d,]* )?$|\battached\s+(?:[a-z-]+\s+)?$|\b(?:wrote|made|designed|built|created|delivered|did)\s+(?:\d[\d,]*\s+)?$|\b(?:upload|download)\w*(?: (?:area|section|page|option|facility|button|link))? (?:for|of)\s+(?:the |our |all )?$/;
export const TOPIC_BEFORE =
  /\b(?:on|about|regarding)\s+(?:[a-z-]+\s+){0,2}$|\b(?:summari[sz]\w*|based on|repurpos\w*|adapted from|derived from|promoting)\s+(?:the|our|this|that)\s+(?:[a-z-]+\s+){0,2}$/;
// Sentences and titles that only describe the client, not an ask.
export const GENERIC_NOUNS = new Set(
  "it this that project work job someone freelancer freelancers developer developers designer designers writer writers team business company us you i we me they thing things details person people time days weeks".split(
    " ",
  ),
);

// "We shoot and edit ourselves": what the client does, not what it asks for.
export const NOT_ASKED =
  /\b(?:ourselves|in-house|we (?:will|'ll) (?:do|handle|provide|supply|give)|we already|already (?:have|done)|(?:do not|don't|dont) (?:need|want|require))\b/;
export const TRANSLATED_PARTS = new Set<DeliverableKind>([
  "articles",
  "web_copy",
  "technical_docs",
  "mobile_app",
  "web_app",
  "site_pages",
  "print_items",
  "long_form",
  "product_descriptions",
]);
export const DOCUMENTED_PARTS = new Set<DeliverableKind>([
  "api_endpoints",
  "integration",
  "feature",
  "web_app",
  "mobile_app",
]);
/**
 * A verb of making a part, a few words before the part's name: "create a coupon feature", "also integrate Razorpay",
 * "Fix that, and add 'Sign in with Google'", "need integration with WhatsApp Business API".
 */
export const MAKES_PART_BEFORE =
  /\b(?:create|build|develop|add|integrate|implement|set up|connect|install|enable|code|integration (?:with|of|to))\b(?:\s+[\w-]+){0,4}?\s+['"]?$/;
// Words by which a brief asks for its own site or app to be made anew ("build our new website").
export const ASKS_NEW =
  /\b(?:new|re-?design\w*|re-?build\w*|re-?vamp\w*|re-?develop\w*|build|create|develop(?:ment|ing)?|make)\b/;
export const FIXED_PARTS = new Set<DeliverableKind>([
  "api_endpoints",
  "feature",
  "integration",
  "site_pages",
  "web_app",
  "mobile_app",
  "login",
  "logo",
  "data_migration",
]);
/** Upkeep named as a chore, not a defect: "speed optimisation", "speed up", "plugin updates". */
export const UPKEEP = /^(?:speed (?:up|optimi[sz]ation)|(?:plugin|theme|core|wordpress) updates?)$/i;
/** A brief that asks for anything new: without it, a brief with fixes is a fix job (see `readFixJob`). */
export const ADDS_WORK =
  /\b(?:new|add|adding|additions?|enhancements?|build|create|develop|make|set ?up|integrate|import|migrat\w*|redesign\w*|rebuild\w*|rewrit\w*|redevelop\w*|revamp\w*|(?:also |and )?(?:want|need) (?:an?|to add)\b|(?:want|need)s? (?:an? |the )?(?:[a-z-]+ |-> |→ ){0,6}?sync\b(?! (?:is |was )?(?:broken|fixed|not)))\b/;
/** A list line's marker and the space after it: "1. ", "2) ", "- ", "• ", "(a) ". */
export const LIST_MARK = /^\s*(?:\d{1,2}[.)]|[-•*]|\(?[a-h]\)|\|(?:\s*\d{1,3}\s*\|)?)\s+/;
/** A line of a list: "1. …", "2) …", "- …", "• …". */
export const LIST_LINE = new RegExp(`${LIST_MARK.source}\\S`);
/** Kinds that are a whole site or app to build. */
export const BUILD_KINDS = new Set<string>(["site_pages", "web_app", "mobile_app"]);
export const BUILD_VERB =
  /\b(?:develop\w*|build\w*|cod(?:e|ed|ing)|programm\w*|implement\w*|set up|launch\w*|wordpress|shopify|html|php|react|flutter)\b/;
/** Mentions of one integration ("SMS" and "SMS reminders", "Razorpay" and "UPI checkout") are one deliverable. */
export const INTEGRATION_GROUPS: [string, RegExp][] = [
  [
    "payments",
    /pay|checkout|upi|razorpay|paytm|phonepe|stripe|gateway|cash on delivery|cashfree|instamojo|ccavenue|easebuzz|billdesk|juspay/,
  ],
  ["booking", /book|reserv|appointment|slot/],
  ["maps", /map|locat|gps|tracking/],
  ["messages", /sms|whatsapp|otp|push|notif|alert|remind/],
  ["shipping", /ship|courier|delhivery/],
  ["crm", /zoho|crm|hubspot|salesforce|erp|tally|quickbooks/],
];
/** The key that merges mentions of one link: its group ("payments", "maps", …) or its own name. */
export function integrationGroup(matched: string): string {
  // "Google Calendar integration" and "Google Calendar invite" are one link.
  const name = matched.trim().replace(/\s+(?:integrations?|apis?|invites?|sync|connection|connectors?)$/, "");
  return INTEGRATION_GROUPS.find(([, pattern]) => pattern.test(name))?.[0] ?? name;
}

/** Kinds whose singular after "a" / "an" is one piece (a site, an app or a logo counts pages, screens or concepts). */
export const ONE_BY_ARTICLE = new Set<DeliverableKind>([
  "packaging",
  "technical_docs",
  "articles",
  "infographics",
  "illustrations",
  "scripts",
  "emails",
  "social_graphics",
  "mockups",
  "web_copy",
]);
export const LONE_COUNT_KINDS = new Set<DeliverableKind>([
  "ad_creatives",
  "site_pages",
  "web_app",
  "mobile_app",
  "api_endpoints",
  "catalogue",
  "ui_design",
]);
export const OUT_OF_SCOPE = new RegExp(
  `(?<![a-z0-9])(?:${OUT_OF_SCOPE_SIGNALS.map((r) => r.term.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&").replace(/\\\*$/, "[a-z]*")).join("|")})(?![a-z0-9])`,
);

/** Kinds made one per item of another deliverable (a caption per post, a mockup per design). */
export const MADE_PER_ITEM = new Set<string>([
  "social_captions",
  "social_graphics",
  "product_descriptions",
  "scripts",
  "illustrations",
  "infographics",
  "mockups",
  "icons",
]);

/** Kinds whose name alone says what to build ("a WhatsApp chatbot", "a booking system"), without a count. */
export const NAMED_KINDS = new Set<DeliverableKind>([
  "integration",
  "login",
  "web_app",
  "mobile_app",
  "site_pages",
]);

/**
 * A sentence that orders something built: "want a WhatsApp chatbot", "build us a booking system", "need internal web
 * software", "we want an in-house LMS".
 */
export const ORDERS_ONE =
  /\b(?:(?:want|need|looking for|require)s? (?:an?|one|(?:internal|in-house|custom|new) \w+|(?:web|browser-based) \w+)|build|create|develop|set ?up)\b/;

/** A heading that opens what the job leaves out: "4. Out of scope", "Exclusions:", "Not required". */
export const EXCLUSIONS_HEADING =
  /^\W*(?:\d+(?:\.\d+)*\.?\s*)?(?:out of scope|not in scope|exclusions?|excluded|not included|not (?:required|needed)|what (?:we|i) (?:don't|do not) need)\s*:?\s*$/;
/** A short numbered heading that opens the next section: "5. Timeline". */
export const SECTION_HEADING = /^\W*\d+(?:\.\d+)*\.?\s+[a-z][a-z &/,-]{0,40}$/;
/** A numbered clause of a scope ("2.4 PM schedule per machine …"): a requirement, asked without a verb. */
export const SCOPE_CLAUSE = /^\s*\d+\.\d+\.?\s/;
