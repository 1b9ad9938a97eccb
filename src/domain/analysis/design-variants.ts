/**
 * Versions of each design a brief asks for besides languages (issue 17 §1, decision 0025): screens for desktop
 * and mobile or in light and dark mode, icons in line and filled styles, posts in feed and story sizes, mockups
 * for two stores or on two colours of tee. Each version is a variant of the piece (`Deliverable.variants`).
 *
 * @module
 */
import { countWords } from "./count-words";
import type { DeliverableKind } from "./deliverable-kinds";
import { merge } from "./merge-mentions";
import type { Deliverable, NotEstimated } from "./schema";

const AND = String.raw`\s*(?:and|&|\+|/|,)\s*`;
/** Two named versions, either way round: "desktop and mobile", "mobile/desktop". */
const pair = (a: string, b: string) =>
  new RegExp(String.raw`\b(?:(?:${a})${AND}(?:${b})|(?:${b})${AND}(?:${a}))\b`);

/** "each one also as a story size version", "each post also resized to story format": a post and its story. */
const ALSO_STORY =
  /\b(?:each|also)(?: one| post| design)?(?: also)? (?:as|in|(?:re-?sized|adapted|cropped) (?:to|for|as|in)) (?:an? |the )?(?:story|stories|vertical|reel)\b/;

/** Versions each kind may be asked in, as a pattern of two, and the words a stated count of them may use. */
const VERSIONS: Partial<Record<DeliverableKind, { two: RegExp[]; counted?: string }>> = {
  ui_design: {
    two: [pair("desktop|web", "mobile|phone"), pair("light", "dark")],
    counted: "versions|modes|themes|breakpoints",
  },
  icons: {
    two: [pair("line|outline|outlined|stroke", "filled|solid|glyph|fill")],
    counted: "weights|styles|versions",
  },
  social_graphics: {
    two: [pair("feed|square|post", "story|stories|reels?|vertical|portrait"), ALSO_STORY],
    counted: "sizes|formats",
  },
  ad_creatives: { two: [pair("feed|square|post", "story|stories|reels?|vertical|portrait")] },
  mockups: {
    two: [
      pair("play(?: store)?|android", "app store|ios|iphone"),
      pair("black", "white|off-white|grey|gray|navy"),
    ],
    counted: "sizes|colou?rs",
  },
  // A pack's flavours are its designs (see `packDesigns`); its sizes and versions adapt each design.
  packaging: { two: [], counted: "sizes|dielines|(?:size|language) versions" },
};

/**
 * How many designs a pack's clause counts by its flavours or varieties ("one box design in 6 flavours" → 6, "6
 * flavour labels" → 6); undefined when it counts none. Each is adapted from the master design.
 */
export function packDesigns(clause: string): number | undefined {
  const counted = clause.match(/\b(\d+)\s+(?:[a-z-]+\s+)?(?:flavou?rs?|variants|variet(?:y|ies)|skus?)\b/);
  const n = counted ? Number(counted[1]) : 0;
  return n >= 2 && n <= MAX_VERSIONS * 4 ? n : undefined;
}

/** At most this many versions of one design are read (more is a list's numbers, not versions). */
const MAX_VERSIONS = 12;

/**
 * How many versions of each piece of `kind` its clause asks for ("6 pages, desktop and mobile" → 2, "one label
 * layout in 6 flavour versions" → 6); undefined when it names none.
 *
 * @param clause - the deliverable's words to the end of its sentence, lower-cased, numbers as digits.
 */
export function designVersions(kind: DeliverableKind, clause: string): number | undefined {
  const versions = VERSIONS[kind];
  if (versions === undefined) return undefined;
  const counted =
    versions.counted === undefined
      ? null
      : clause.match(new RegExp(String.raw`\b(\d+)\s+(?:[a-z-]+\s+)?(?:${versions.counted})\b`));
  const n = counted ? Number(counted[1]) : 0;
  if (n >= 2 && n <= MAX_VERSIONS) return n;
  // "Labels for 250g and 500g jars", "adapted to 250g, 500g and 1kg dielines": a pack in each size named.
  const sizes = kind === "packaging" ? new Set(clause.match(PACK_SIZE)).size : 0;
  if (sizes >= 2 && sizes <= MAX_VERSIONS) return sizes;
  return versions.two.some((two) => two.test(clause)) ? 2 : undefined;
}

/** A pack's size by its contents: "250g", "500 gm", "1kg", "200 ml", "1 l". */
const PACK_SIZE = /\b\d+(?:\.\d+)?\s?(?:g|gms?|grams?|kgs?|ml|l|ltrs?|litres?|liters?)\b/g;

/** A line that says nothing but the versions ("- Light + dark mode") is at most this long. */
const VERSIONS_LINE_WORDS = 8;

/**
 * Versions asked in a line of their own ("- Light + dark mode", "each screen for 2 breakpoints: desktop and mobile")
 * belong to the brief's one design of a kind that has versions and none read beside it: they become its `variants`
 * and the line leaves `notEstimated`. A line counts when it is short ({@link VERSIONS_LINE_WORDS} words) or speaks of
 * each or every piece. Changes `deliverables` and `notEstimated` in place.
 */
export function versionsApart(deliverables: readonly Deliverable[], notEstimated: NotEstimated[]): void {
  for (const kind of Object.keys(VERSIONS) as DeliverableKind[]) {
    const ofKind = deliverables.filter((d) => d.kind === kind);
    if (ofKind.length !== 1 || ofKind[0].variants !== undefined) continue;
    const versions = notEstimated.map(({ text }) => {
      const lower = text.toLowerCase();
      const apart = countWords(lower) <= VERSIONS_LINE_WORDS || /\b(?:each|every|all)\b/.test(lower);
      return apart ? designVersions(kind, lower) : undefined;
    });
    const line = versions.findIndex((n) => n !== undefined);
    if (line < 0) continue;
    ofKind[0].variants = versions[line];
    notEstimated.splice(line, 1);
  }
}

/** A pack named by the word alone: "Packaging for our cookie range", "Need packaging design". */
const GENERIC_PACK = /^packaging(?: design)?$/i;

/**
 * The brief's packs read whole: "Packaging for our cookie range — one box design with six flavour variations" names
 * one pack, the box (a pack named only as "packaging" beside the one pack named is that pack, its stated count the
 * pack's if larger); "6 flavours, same design system. Labels for 250g and 500g jars": a lone uncounted pack has the
 * flavours the brief counts elsewhere as its designs.
 *
 * @param whole - the title and body, lower-cased, numbers as digits.
 * @returns `deliverables` without the generic pack when exactly one other pack stands beside it.
 */
export function readPacks(deliverables: Deliverable[], whole: string): Deliverable[] {
  const packs = deliverables.filter((d) => d.kind === "packaging");
  const generic = packs.find((d) => GENERIC_PACK.test(d.title));
  const named = packs.filter((d) => d !== generic);
  let read = deliverables;
  if (generic !== undefined && named.length === 1) {
    const { title } = named[0];
    merge(named[0], generic);
    named[0].title = title;
    read = deliverables.filter((d) => d !== generic);
  }
  const lone = read.filter((d) => d.kind === "packaging");
  const flavours = packDesigns(whole);
  if (lone.length === 1 && lone[0].quantity <= 1 && flavours !== undefined)
    Object.assign(lone[0], { quantity: flavours, assumed: false });
  return read;
}
