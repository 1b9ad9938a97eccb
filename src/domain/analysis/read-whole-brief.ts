/**
 * What the whole brief says about the deliverables its sentences named (issue 17 §1, decision 0025): a fix job
 * (`fix-jobs.ts`), migrated records (`migrated-lists.ts`), documents' lengths (`written-lengths.ts`), a design-only
 * brief, whose site it is and who writes it (`site-copy.ts`), counts stated away from their piece
 * (`brief-counts.ts`), edited pieces, totals of listed parts, named documents, a translation's source length and
 * languages, the parts people's roles imply (`read-roles.ts`) and what they do in the system (`app-functions.ts`). The
 * sentence reader (`extract-deliverables.ts`) calls it once, after every sentence.
 *
 * @module
 */
import { addAppFunctions, sizeAppsByFunctions } from "./app-functions";
import {
  assignLoneCounts,
  countCatalogueItems,
  countListedParts,
  countMovedRecords,
  countPerItem,
  countStatedFixes,
  lengthsNearby,
} from "./brief-counts";
import { MAX_PIECE_WORDS, statedWords, WORDY_KINDS } from "./brief-numbers";
import { BUILD_KINDS, MAKES_PART_BEFORE } from "./deliverable-context";
import { assumedDeliverable, type DeliverableKind } from "./deliverable-kinds";
import { readPacks, versionsApart } from "./design-variants";
import { readFixJob, withoutRewriteReasons } from "./fix-jobs";
import { readMigratedLists, withoutMovedPieces } from "./migrated-lists";
import { countListedPages, withoutListedPages } from "./page-lists";
import { addRoleParts, withoutRoleLines } from "./read-roles";
import type { Deliverable, NotEstimated } from "./schema";
import { readSiteCopy } from "./site-copy";
import {
  docPages,
  pageWordsShared,
  printedPiecesCopy,
  printPages,
  referenceEndpoints,
  scriptsByRunningTime,
  translatedWriting,
  withoutPieceMeta,
} from "./written-lengths";

/**
 * Applies what the whole brief says to the deliverables `read` sentence by sentence.
 *
 * @param read - the deliverables the sentences named (their objects may be changed).
 * @param notEstimated - the unmapped asks; lines that turn out to be a fix or a part of a build are removed.
 * @param brief - `title` (as written), `body` (description and requirements, with their lines), `whole` (title and body, lower-cased,
 *   numbers as digits), `sentences` (the body's sentences as read, in order) and `problemSentences` (sentences
 *   that named a problem to fix).
 * @returns the deliverables to plan, and whether building them states in-scope work on its own (a site's
 *   language versions for a translation, the app of the people a brief shows at work).
 */
export function readWholeBrief(
  read: Deliverable[],
  notEstimated: NotEstimated[],
  brief: {
    title: string;
    body: string;
    whole: string;
    sentences: readonly string[];
    problemSentences: number;
  },
): { deliverables: Deliverable[]; statesWork: boolean } {
  const { body, whole } = brief;
  let deliverables = documentedOnly(
    designOnly(withoutRewriteReasons(readFixJob(read, notEstimated, brief)), whole),
    brief.title,
  );
  countStatedFixes(deliverables, whole);
  let statesWork = false;
  countListedParts(deliverables, notEstimated, body);
  assignLoneCounts(deliverables, whole);
  countListedPages(deliverables, whole);
  designBuildScreens(deliverables);
  deliverables = withoutListedPages(deliverables, whole);
  countPerItem(deliverables, whole);
  deliverables = readPacks(deliverables, whole);
  // "24-page product catalogue for yarn mill" over "we need a printed product catalogue": one print piece.
  if (deliverables.some((d) => d.kind === "print_items" && /catalog/i.test(d.title)))
    deliverables = deliverables.filter((d) => !(d.kind === "catalogue" && d.assumed));
  lengthsNearby(deliverables, brief.sentences);
  deliverables = withoutSummedTotals(editedPieces(deliverables));
  countMovedRecords(deliverables, brief.sentences);
  deliverables = withoutMovedPieces(readMigratedLists(deliverables, notEstimated, body));
  countCatalogueItems(deliverables, brief.sentences);
  deliverables = readSiteCopy(deliverables, whole);
  deliverables = withoutPieceMeta(namedDocuments(deliverables));
  docPages(deliverables, brief.sentences);
  printPages(deliverables, brief.sentences);
  scriptsByRunningTime(deliverables, brief.sentences);
  printedPiecesCopy(deliverables);
  referenceEndpoints(deliverables);
  const site = deliverables.find((d) => d.kind === "site_pages" && !d.assumed);
  // "A store with our 35 products — please write the product descriptions": one description a product.
  const catalogue = deliverables.find((d) => d.kind === "catalogue" && !d.assumed);
  for (const d of deliverables)
    if (d.kind === "product_descriptions" && d.assumed && catalogue)
      Object.assign(d, { quantity: catalogue.quantity, assumed: false });
  for (const d of deliverables) {
    if (
      d.kind === "web_copy" &&
      d.assumed &&
      site &&
      (d.source === site.source ||
        /\b(?:(?:all|every|each)(?: the| of the)?|the|these|those) pages?\b|\b(?:for|of|on) (?:the|our|my) (?:new )?(?:web ?site|site)\b/i.test(
          d.source,
        ))
    ) {
      d.quantity = site.quantity;
      d.assumed = false;
    }
  }
  // "Translate our handbook … We have it in English, about 8,000 words": the brief's one length is the source's.
  const translation = deliverables.find((d) => d.kind === "translation" && d.assumed);
  const total = statedWords(whole);
  if (translation && total !== undefined) Object.assign(translation, { quantity: total, assumed: false });
  // "Write 10 blog posts" in the title, "about 1,000 words" in the description: one length, one set of pieces.
  const wordy = deliverables.filter((d) => WORDY_KINDS.has(d.kind as DeliverableKind));
  if (
    wordy.length === 1 &&
    wordy[0].wordsEach === undefined &&
    total !== undefined &&
    total <= MAX_PIECE_WORDS
  )
    wordy[0].wordsEach = total;
  translatedWriting(deliverables);
  // "Translate the site into Tamil and Kannada and put both versions live": one version per language.
  const languages = deliverables.find((d) => d.kind === "translation")?.variants;
  for (const d of deliverables)
    if (d.kind === "language_version" && d.assumed && languages !== undefined) {
      Object.assign(d, { quantity: languages, assumed: false });
      statesWork = true; // building the versions is IT work, whatever the translation is
    }
  pageWordsShared(deliverables);
  const named = new Set(deliverables);
  deliverables = addRoleParts(deliverables, body);
  // People at work in a system they describe ("drivers should see …, the office should see …") ask for software.
  if (deliverables.some((d) => !named.has(d) && (d.kind === "web_app" || d.kind === "mobile_app")))
    statesWork = true;
  withoutRoleLines(deliverables, notEstimated);
  deliverables = siteRunAsApp(withoutPartsOfNothingBuilt(deliverables, notEstimated));
  deliverables = addAppFunctions(deliverables, notEstimated);
  sizeAppsByFunctions(deliverables);
  versionsApart(deliverables, notEstimated);
  return { deliverables, statesWork };
}

/**
 * A "website" of no stated size where people sign in, an admin side runs the business and users do things beyond
 * reading ("passengers pick their seat …, agents book from the same system …") is a web application: its screens
 * are built as an app's, its links as code, not a brochure site's plugins.
 */
function siteRunAsApp(deliverables: Deliverable[]): Deliverable[] {
  const site = deliverables.find((d) => d.kind === "site_pages");
  const kinds = new Set(deliverables.map((d) => d.kind));
  if (
    !site?.assumed ||
    !kinds.has("admin_panel") ||
    !kinds.has("login") ||
    deliverables.filter((d) => d.kind === "feature" || d.kind === "integration").length < 3
  )
    return deliverables;
  return deliverables.map((d) => (d === site ? assumedDeliverable("web_app", d.title, d.source) : d));
}

/** The parts of a build: a link to an outside service, a feature, sign-in. */
const BUILD_PARTS = new Set<string>(["integration", "feature", "login"]);

/** Whether a part's own sentence asks to make it: "Create a coupon feature", "also integrate Razorpay for orders". */
const askedToBuild = (part: Deliverable) => {
  const source = part.source.toLowerCase();
  const at = source.indexOf(part.title.toLowerCase().split(/\s+/)[0]);
  return at > 0 && MAKES_PART_BEFORE.test(source.slice(0, at));
};

/**
 * "For WhatsApp sharing and A4 print", "a whitepaper on credit on UPI", "screens: login, cart, checkout" to design in
 * Figma: in a content or design brief that asks for no site, app or API, the services and features it names are its
 * subject, its channels or its screens, not parts to build — a part needs something to be part of — unless one is
 * asked for in so many words ("integrate Razorpay"). They are dropped; a sentence that named only such a part is
 * listed as not estimated, so nothing vanishes silently. Changes `notEstimated` in place.
 *
 * @returns the deliverables to plan.
 */
function withoutPartsOfNothingBuilt(
  deliverables: Deliverable[],
  notEstimated: NotEstimated[],
): Deliverable[] {
  const built = deliverables.filter((d) => d.category === "it_services");
  const made = deliverables.filter((d) => d.category !== "it_services");
  if (built.length === 0 || made.length === 0 || !built.every((d) => BUILD_PARTS.has(d.kind)))
    return deliverables;
  // "Create a coupon feature", "integrate Razorpay": a part asked for in so many words is asked of a build the
  // client has.
  if (built.some(askedToBuild)) return deliverables;
  for (const part of built) {
    if (made.some((d) => d.source === part.source) || notEstimated.some((n) => n.text === part.source))
      continue;
    notEstimated.push({
      text: part.source,
      reason: `"${part.title}" is a part of a site or an app, and this brief asks for none: not priced; ask the team for a quote if it is to be built.`,
    });
  }
  return made;
}

/** One document by its name: "User guide", "API reference", "Admin manual", "Quick start guide". */
const ONE_DOCUMENT =
  /\b(?:guide|manual|reference|handbook|readme|quick ?start|tutorial|playbook|sop|specification|spec|whitepaper|white paper|faq)$/i;

/**
 * "User guide, admin guide and API reference": documents named one by one are one document each, and the
 * "technical documentation" they make up is not another set of them.
 */
function namedDocuments(deliverables: Deliverable[]): Deliverable[] {
  const docs = deliverables.filter((d) => d.kind === "technical_docs");
  // "Swagger documentation please", "API docs in Swagger": an API's reference is one document.
  for (const d of docs) if (d.assumed && /\b(?:swagger|openapi)\b/i.test(d.source)) d.quantity = 1;
  const named = docs.filter((d) => (d.assumed || d.quantity === 1) && ONE_DOCUMENT.test(d.title.trim()));
  for (const d of named) if (d.assumed) d.quantity = 1;
  if (named.length < 2) return deliverables;
  return deliverables.filter((d) => !(d.kind === "technical_docs" && d.assumed && !named.includes(d)));
}

/** A design brief that leaves the build to others ("we have an app developer, we only need UI/UX design"). */
const DESIGN_ONLY =
  /\b(?:only (?:need |want |require )?(?:the )?(?:ui\/ux |ui |ux |app |screen )?design|design only|(?:we|i) (?:already )?have (?:an? |our )?(?:own )?(?:app |web |website |mobile )?developers?|(?:app |web |website |mobile )developers? (?:we|i) (?:already )?have|development is not|no development|(?:we|our (?:[a-z]+ )?(?:devs?|developers?|team|vendors?|agency|it team)) (?:will|can|shall) (?:build|develop|code|implement)|so (?:that )?(?:our|the) (?:[a-z]+ )?(?:devs?|developers?) can (?:build|develop|code))\b/;

/**
 * The UI design of a build, asked for in so many words, designs the build's stated screens when it states none of
 * its own ("need UI design first, then development" beside "roughly 15 screens"; the plan then designs the build
 * there, not twice).
 */
function designBuildScreens(deliverables: readonly Deliverable[]): void {
  const design = deliverables.find((d) => d.kind === "ui_design");
  const app = deliverables.find((d) => BUILD_KINDS.has(d.kind) && !d.assumed);
  if (design?.assumed && app) Object.assign(design, { quantity: app.quantity, assumed: false });
}

/**
 * "Development is not part of this job": in a design brief that leaves the build to others, the app and
 * the parts its screens show are designed, not built; the app's stated screen count is the design's.
 */
function designOnly(deliverables: Deliverable[], whole: string): Deliverable[] {
  if (!deliverables.some((d) => d.kind === "ui_design") || !DESIGN_ONLY.test(whole)) return deliverables;
  designBuildScreens(deliverables);
  return deliverables.filter((d) => d.category !== "it_services");
}

/**
 * A title that leads with documentation: "Developer documentation for payments API", "API documentation for our
 * payments SDK", "Technical writer for our inventory SaaS" (not "Partner API: endpoints and reference docs", which
 * names an API to build first).
 */
const DOCS_TITLE =
  /^\W*(?:[a-z-]+ ){0,2}?(?:technical writ\w*|documentation|docs|user (?:guides?|manuals?)|api (?:documentation|docs|reference)|help[- ]cent(?:re|er)|manuals?)\b/;

/**
 * In a brief its title says is documentation, the system the documents describe is not built: its API, app,
 * logins and links are the documents' subject ("We have a payouts API with ~20 endpoints"), and a style guide is
 * the writing's ("Google developer documentation style guide").
 */
function documentedOnly(deliverables: Deliverable[], title: string): Deliverable[] {
  if (!DOCS_TITLE.test(title.toLowerCase()) || !deliverables.some((d) => d.kind === "technical_docs"))
    return deliverables;
  return deliverables.filter((d) => d.category !== "it_services" && d.kind !== "brand_identity");
}

/** A verb of editing: the pieces named in its sentence are what is edited. */
const EDITS = /\b(?:proof-?read\w*|edit|edited|editing|copy-?edit\w*|refresh\w*)\b/i;
/** A verb of writing: pieces named beside it are written too. */
const WRITES = /\b(?:writ\w*|draft\w*|create|new)\b/i;

/**
 * "Proofread 40 old blog posts … roughly 1000 words each", "my 20,000 word ebook edited": pieces named only in a
 * sentence about editing them are the edit's source, not pieces to write; with their words known, the edit's
 * length is their total.
 */
function editedPieces(deliverables: Deliverable[]): Deliverable[] {
  const editing = deliverables.find((d) => d.kind === "editing");
  if (!editing) return deliverables;
  const edited = deliverables.filter(
    (d) =>
      WORDY_KINDS.has(d.kind as DeliverableKind) &&
      !d.assumed &&
      EDITS.test(d.source) &&
      !WRITES.test(d.source),
  );
  if (edited.length === 0) return deliverables;
  const total = edited.reduce(
    (sum, d) =>
      sum +
      (d.kind === "long_form" // counted in words already
        ? d.quantity
        : d.quantity *
          (d.wordsEach ?? (editing.assumed || editing.quantity > MAX_PIECE_WORDS ? 0 : editing.quantity))),
    0,
  );
  // A length read for the edit that is one piece's ("1000 words each") becomes the pieces' total; a longer one
  // is already the total ("20 old posts … total roughly 24,000 words").
  if (total > editing.quantity) Object.assign(editing, { quantity: total, assumed: false });
  return deliverables.filter((d) => !edited.includes(d));
}

/**
 * "Need a dozen emails written: - 5 emails welcome … - 7 emails nurture …": a count whose parts the brief lists with
 * counts of their own that add up to it is their total, not more pieces.
 *
 * @returns `deliverables` without such totals.
 */
function withoutSummedTotals(deliverables: Deliverable[]): Deliverable[] {
  return deliverables.filter((total) => {
    if (total.assumed) return true;
    const parts = deliverables.filter(
      (d) => d !== total && d.kind === total.kind && !d.assumed && d.quantity < total.quantity,
    );
    return parts.length < 2 || parts.reduce((sum, d) => sum + d.quantity, 0) !== total.quantity;
  });
}
