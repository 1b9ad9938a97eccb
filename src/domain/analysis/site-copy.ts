/**
 * Whose site it is and who writes it (issue 17 §1, decision 0025): a whole brief read for whether the site it
 * names is built by us, built by someone else, already live, or only to be written — so its pages are planned
 * as a build, as copy to write, or not at all.
 *
 * @module
 */
import { DELIVERABLE_KINDS } from "./deliverable-kinds";
import type { Deliverable } from "./schema";

/**
 * Applies who builds and who writes the brief's site to its deliverables: pages of a site someone else builds,
 * or of a brief that only asks for a site's words, become the copy to write; a live site's assumed pages go.
 *
 * @param deliverables - the deliverables read so far (not changed; a new array is returned when any goes).
 * @param whole - the title and body, lower-cased, numbers as digits.
 * @returns the deliverables to plan.
 */
export function readSiteCopy(deliverables: Deliverable[], whole: string): Deliverable[] {
  let read = deliverables;
  if (COPY_ONLY.test(whole) || writingOnly(read, whole)) read = pagesAsCopy(read);
  if (BUILT_ELSEWHERE.test(whole)) read = builtElsewhere(read, whole);
  // "We have a WordPress website … connect its form to Zoho": the site exists; no count, no new site asked.
  if (EXISTING_SITE.test(whole) && !NEW_SITE.test(whole))
    read = read.filter((d) => !(d.kind === "site_pages" && d.assumed));
  return read;
}

/**
 * "The site is being built by our developer, we only need the content", "need only content": its pages are copy to
 * write.
 */
const COPY_ONLY =
  /\b(?:(?:only|just) (?:need|want|require)s? (?:the )?(?:content|copy|text|writing)|(?:need|want|require)s? (?:only|just) (?:the )?(?:content|copy|text|writing)|(?:content|copy|writing) only|being (?:built|developed|designed) by)\b/;

/**
 * "Getting a new website built by a developer", "being redesigned by an agency", "we already have a developer
 * building the site", "our developer is building the site", "we built it ourselves",
 * "Developer is already hired", "Web developer is ready", "Developer is separate", "Website developer ne design
 * bana diya hai", "Website update we will do ourselves": someone else builds the site ("our current website was
 * built by a local vendor" says who built the old one).
 */
const BUILT_ELSEWHERE =
  /\b(?:being (?:re)?(?:built|developed|designed|made) by|(?:have|hired) (?:an?|our) (?:[a-z-]+ )?(?:developer|agency|team) (?:who is |who's )?(?:building|developing|making|designing)|(?:our|the) (?:[a-z-]+ )?(?:developers?|agency|team|vendor) (?:is |are |will )(?:already )?(?:building|developing|making|build|develop|make) (?:the |our |it)|(?<!\b(?:was|were|had been) )(?:built|developed|made) by (?:an?|our|the) (?:[a-z-]+ )?(?:developer|agency|team|vendor)|(?:built|made|developed|designed) it (?:ourselves|myself|in-house)|developers? (?:is |are |has been |have been )?already (?:hired|on board|appointed)|developers? ne (?:[a-z]+ ){0,3}?(?:bana|kar) (?:diya|di|liya|li|rakha)\b|developers? (?:is|are) (?:already )?(?:ready|in place|separate)|(?:web ?site|site) updates? (?:we|i) (?:will |'ll |shall )?do (?:it )?(?:ourselves|myself))\b/;

/**
 * A site asked to be built: a verb of building aimed at it ("build a 6 page website", "set up our Shopify store"),
 * "website development", a need for one ("need a 5 page website") or a title that starts with one ("Website for
 * dental clinic").
 */
const SITE_BUILD =
  /\b(?:build\w*|develop\w*|(?<!\b(?:interior|fashion|graphic|jewell?ery|landscape|textile) )design\w*|creat\w*|make|making|set ?up|setting up|redesign\w*|revamp\w*|rebuild\w*|cod(?:e|ing))\s+(?:(?!content|copy|text|writ)[a-z'&-]+\s+){0,4}?(?:web ?sites?|sites?|stores?|shops?|landing pages?|pages?)\b|\b(?:web ?sites?|sites?|web|wordpress|shopify|landing page)\s+(?:design|development|developer|build)\b|(?:^|\b(?:need|want|looking for)s?\s+)(?:an?\s+)?(?:new\s+)?(?:(?!content|copy|text|writ)[a-z0-9-]+\s+){0,3}(?:web ?site|site|store|landing page)\b(?!\s+(?:content|copy|text|writ))/;
/** A brief that asks for a site's words: "website content", "copywriter", "content writer", "text for website". */
const ASKS_COPY =
  /\b(?:content writ\w*|copy ?writ\w*|writer|(?:web ?site|web|page|landing page) (?:copy|content|text)|(?:copy|content|text) for (?:the |our |my )?(?:new )?(?:web ?site|site|pages?))\b/;

/** "A 5-page website, and the website copy written too": the copy is asked besides the site. */
const COPY_TOO = /\b(?:copy|content|text)\b[^.;]{0,20}\b(?:too|also|as well)\b/;

/**
 * "Content writer for my CA firm's website. Pages: Home, About, Services, Contact": a brief that asks for a
 * site's words and builds nothing — no verb of building aimed at a site, no other IT work than the pages
 * it names — wants its pages written, not built.
 */
function writingOnly(deliverables: Deliverable[], whole: string): boolean {
  return (
    deliverables.some((d) => d.kind === "web_copy") &&
    ASKS_COPY.test(whole) &&
    !SITE_BUILD.test(whole) &&
    !COPY_TOO.test(whole) &&
    deliverables.every((d) => d.category !== "it_services" || d.kind === "site_pages" || d.assumed)
  );
}

/** A brief that says the client's site exists ("our own website" is one wished for) … */
const EXISTING_SITE =
  /\b(?:(?:(?:we|i) |already )(?:already )?have (?:an? |our )?(?:[a-z-]+ ){0,2}|(?:our|my) (?!own )(?:existing |current |live |old )?(?:[a-z-]+ )?)(?:web ?site|site|store)\b/;
/** … and does not ask for a new one (a theme set up or customised is one: "customise a premium Shopify theme"). */
const NEW_SITE =
  /\b(?:new|redesign\w*|rebuild\w*|revamp\w*|build|create|develop|make|set ?up|customi[sz]e)\b[^.]{0,40}\b(?:web ?site|site|store|shop|pages?|theme)\b|\btheme (?:setup|set-up|customi[sz]ation)\b/;

/**
 * A site someone else builds is not planned: its pages are the copy asked for, if the brief asks for copy or
 * content at all ("Website developer ne design bana diya hai, ab content chahiye"); its language versions are the
 * translation's, or the copy's own languages, put live by whoever builds it.
 */
function builtElsewhere(deliverables: Deliverable[], whole: string): Deliverable[] {
  if (deliverables.some((d) => d.kind === "web_copy") || /\b(?:content|copy|text)\b/.test(whole))
    deliverables = pagesAsCopy(deliverables);
  const copy = deliverables.find((d) => d.kind === "web_copy");
  const versions = deliverables.find((d) => d.kind === "language_version");
  // "Each page in both English and Hindi": the copy is written in each language.
  if (copy && versions && !deliverables.some((d) => d.kind === "translation") && (copy.variants ?? 1) === 1)
    copy.variants = versions.quantity + 1;
  // The translation, or copy written in each language ("in English, and the same translated into Hindi").
  const translated = deliverables.some(
    (d) => d.kind === "translation" || (d.kind === "web_copy" && (d.variants ?? 1) > 1),
  );
  return deliverables.filter(
    (d) => !(d.kind === "site_pages" || (translated && d.kind === "language_version")),
  );
}

/** The brief's site pages as web copy: one copy deliverable with the most pages either gives. */
function pagesAsCopy(deliverables: Deliverable[]): Deliverable[] {
  const pages = deliverables.filter((d) => d.kind === "site_pages");
  if (pages.length === 0) return deliverables;
  const rest = deliverables.filter((d) => d.kind !== "site_pages");
  const stated = pages.find((d) => !d.assumed) ?? pages[0];
  const copy = rest.find((d) => d.kind === "web_copy");
  if (copy) {
    if (copy.assumed || stated.quantity > copy.quantity)
      Object.assign(copy, { quantity: stated.quantity, assumed: stated.assumed });
    return rest;
  }
  const info = DELIVERABLE_KINDS.web_copy;
  return [
    ...rest,
    { ...stated, kind: "web_copy", category: info.category, unit: info.unit, title: `Copy: ${stated.title}` },
  ];
}
