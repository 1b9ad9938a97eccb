/**
 * The page names a brief lists ("Pages: Home, About, Treatments, Contact", "Home, About and Contact pages") and
 * what they say about its deliverables (issue 17 §1, decision 0025): a site or its copy without a count has that
 * many pages, and a section the list names is one of them, not a feature besides them.
 *
 * @module
 */
import type { Deliverable } from "./schema";

/** After "page(s)": the names it lists ("Pages: Home, About, Treatments, Contact", "pages also needed: …", "pages like …"). */
const LIST_AFTER_PAGES =
  /^(?:\s+(?:also|we|needed|required|wanted|needs?))*\s*(?::|-|–|\(|include|are|like)\s*((?:[a-z.&'/ ]{2,30},\s*)+(?:and\s+|&\s+)?[a-z.&'/ ]{2,30})/;
/** After "website" or "site": its page names after a colon or a dash ("Need website: home, about, dealers, contact"). */
const LIST_AFTER_SITE = /^\s*(?::|-)\s*((?:[a-z.&'/ ]{2,30},\s*){2,}(?:and\s+|&\s+)?[a-z.&'/ ]{2,30})/;
/** Pages nearly every site has: a list after a dash naming one is a page list, not a list of forms or features. */
const COMMON_PAGE = /\b(?:home|about(?: us)?|contact(?: us)?)\b/;
/** Before "pages": "Home, About and Contact pages", "Home, About, Menu, Contact pages". Read in a window before each "pages". */
const LIST_BEFORE_PAGES =
  /\b((?:[a-z&'/ ]{2,20},\s*)*[a-z&'/ ]{2,20},?\s+(?:and|&)\s+[a-z&'/ ]{2,24}|(?:[a-z&'/ ]{2,20},\s*){3,}[a-z&'/ ]{2,24})\s+$/;
/** How far before "pages" a list of names is looked for: a dozen names. */
const LIST_WINDOW = 300;

/**
 * The first list of page names in the brief, whether it follows "page(s)" or precedes "pages". Each list
 * pattern is tried only at a "page" word, never at every position of the brief: trying the "… and … pages"
 * pattern everywhere took a third of the analysis' time.
 */
function listedPageNames(brief: string): string | null {
  // "Rooms (3 room types), Experiences (yoga, rafting, our cafe)": what a page holds is not another page.
  const whole = brief.replace(/\s*\([^()]*\)(?=\s*(?:[,/]|(?:and|&)\s))/g, "");
  let first: { at: number; names: string } | null = null;
  for (const page of whole.matchAll(/\b(?:pages?|web ?site|site)\b/g)) {
    if (first !== null && first.at < page.index) break;
    const end = page.index + page[0].length;
    // "Need website: home, about, dealers, contact": a site's page names follow its colon.
    const after = whole.slice(end).match(page[0].startsWith("page") ? LIST_AFTER_PAGES : LIST_AFTER_SITE);
    // After a dash, only a list with the pages every site has ("website - home, about doctors, …, contact").
    if (after && !page[0].startsWith("page") && !after[0].includes(":") && !COMMON_PAGE.test(after[1]))
      continue;
    if (after) first = { at: page.index, names: after[1] };
    if (page[0] !== "pages" || first?.at === page.index) continue;
    const from = Math.max(0, page.index - LIST_WINDOW);
    const before = whole.slice(from, page.index).match(LIST_BEFORE_PAGES);
    if (before && (first === null || from + (before.index ?? 0) < first.at))
      first = { at: from + (before.index ?? 0), names: before[1] };
  }
  return first?.names ?? null;
}

/**
 * The names of a listed run of pages. Beside commas, "&" joins the words of one page ("Shipping & Returns",
 * "Poojas & Timings"); without commas it separates two ("Home & About").
 */
function pageNames(list: string): string[] {
  const separators = list.includes(",") ? /,|\band\b/ : /\band\b|&/;
  return list.split(separators).map((name) => name.trim());
}

/** A site or page copy with no stated count takes the number of pages its brief lists by name. */
export function countListedPages(deliverables: Deliverable[], whole: string): void {
  const counting = deliverables.filter(
    (d) => (d.kind === "site_pages" || d.kind === "web_copy") && d.assumed,
  );
  if (counting.length === 0) return;
  const list = listedPageNames(whole);
  if (list === null) return;
  const names = pageNames(list).filter((name) => name.length > 1);
  if (names.length < 2) return;
  for (const d of counting) {
    d.quantity = names.length;
    d.assumed = false;
  }
}

/** Sections a site's page list may name that are pages like the others, not features to build apart. */
const PAGE_SECTIONS =
  /^(?:[a-z]+ )?(?:gallery|faqs?|testimonials?|reviews|contact(?: us)?(?: page)?|events?|team|careers)$/;

/** Kinds of an app: beside one, a listed "Reports" page is a feature to build, not a page to lay out. */
const APP_KINDS = new Set<string>(["web_app", "mobile_app", "admin_panel"]);

/**
 * "Pages: Home, About, Smile Gallery, Patient Reviews, Contact": a section the page list names is one of the
 * counted pages, not a feature besides them (a gallery, testimonials or contact section is that page); so is a
 * section named in the very sentence that asks for the site ("4 page site for our homestay (home, rooms, gallery,
 * contact)"). In a brief without an app, any feature a listed page is named after is that page ("quality/lab
 * reports").
 */
export function withoutListedPages(deliverables: Deliverable[], whole: string): Deliverable[] {
  const sites = deliverables.filter((d) => d.kind === "site_pages");
  if (sites.length === 0) return deliverables;
  const app = deliverables.some((d) => APP_KINDS.has(d.kind));
  const list = listedPageNames(whole);
  const names = list === null ? [] : pageNames(list).map((name) => name.replace(/\.$/, ""));
  return deliverables.filter((d) => {
    const title = d.title.toLowerCase();
    // "(home, about, programmes, impact stories, gallery, …)": stories named as a page are that page, not articles;
    // "annual reports" named as a page is that page, not reports to write.
    if ((d.kind === "articles" || d.kind === "long_form") && d.assumed)
      return !names.some((name) => name === title);
    if (d.kind !== "feature" || !d.assumed) return true;
    if (PAGE_SECTIONS.test(title) && sites.some((site) => site.source === d.source)) return false;
    return !names.some(
      (name) =>
        (PAGE_SECTIONS.test(name) || !app) &&
        (name === title || name.endsWith(` ${title}`) || name.endsWith(`/${title}`)),
    );
  });
}
