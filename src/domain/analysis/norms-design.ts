/**
 * Norms of graphic design deliverables (decision 0025): logos, identities, print, packaging, social and ad creatives, UI and illustrations.
 *
 * @module
 */
import type { DeliverableKind } from "./deliverable-kinds";
import {
  count,
  fixed,
  fmt,
  languageVersions,
  moreVersions,
  named,
  perUnit,
  plural,
  repeated,
  type StepHours,
  type StepNorm,
  share,
} from "./norm-steps";
import type { Deliverable } from "./schema";

/** Ads: 1 h each, plus 0.3 h for each further size it is adapted to; 90 % learning curve. */
const adsMade = (d: Deliverable) => {
  const each = 1 + 0.3 * moreVersions(d);
  return repeated(d.quantity, "ads", each, 0.9, `(1 h + 0.3 h × ${moreVersions(d)} more sizes)`);
};

/**
 * A design's versions in further languages: a quarter of the design's `each` hours, to swap in the supplied text
 * and fix what the longer or the other script breaks in the layout (decision 0025).
 */
const languageVersionsOf = (each: number) =>
  languageVersions(
    () => ({ hours: each * 0.25, how: `25 % of ${fmt(each)} h` }),
    ["Graphic design"],
    "Each design again in the other languages, with the text supplied.",
  );

/** Packaging with no label panel of its own: shipping or master cartons, sleeves, carry bags, tags, cups. */
const SECONDARY_PACKAGING = /\b(?:cartons?|sleeves?|bags?|tags?|cups?|wraps?)\b/i;

/** The steps of each kind of deliverable of this category, in order; each step waits for the one before it. */
export const DESIGN_NORMS: Partial<Record<DeliverableKind, readonly StepNorm[]>> = {
  logo: [
    {
      stage: "production",
      title: () => "Competitor marks and references",
      // The shared design brief (plan-deliverables.ts) holds the questionnaire; this is the mark's own research.
      hours: fixed(1.5, "competitors' marks and the references the mark must stand apart from"),
      skills: ["Brand research"],
      description: "Study competitors' marks and references.",
    },
    {
      stage: "production",
      title: (d) => `${d.title}: ${count(d)}`,
      // A concept: sketches, one digital draft and its presentation, 2–4 h by every evaluation key that splits it.
      hours: perUnit(2.5, 0.9),
      skills: ["Logo design", "Adobe Illustrator"],
      description: "Sketch and present each concept.",
    },
    {
      stage: "review",
      title: (d) => `${d.title}: refine the chosen concept and two rounds of revisions`,
      hours: fixed(5, "digital refinement 2–3 h and two revision rounds of about 1 h"),
      skills: ["Logo design"],
      description: "Develop the chosen concept, then two rounds of feedback.",
    },
  ],
  brand_identity: [
    {
      stage: "production",
      title: () => "Colour palette and typography",
      hours: fixed(5, "palette, type pairing and usage examples"),
      skills: ["Typography", "Colour theory"],
      description: "The brand's colours and type system.",
    },
    {
      stage: "production",
      title: (d) => d.title,
      hours: fixed(10, "a 10–15 page guide: logo use, colour, type, imagery, voice"),
      skills: ["Brand guidelines"],
      description: "Usage rules for logo, colour, type and imagery.",
    },
    {
      stage: "review",
      title: () => "Brand identity revisions",
      hours: fixed(3, "one round of feedback on the system"),
      skills: ["Brand design"],
      description: "One round of feedback.",
    },
  ],
  print_items: [
    {
      stage: "production",
      title: (d) => (d.quantity > 1 ? `${d.title}: ${fmt(d.quantity)} designs` : d.title),
      hours: (d) => printHours(d),
      skills: ["Print design", "Adobe InDesign"],
      description: "Print-ready file with bleed and CMYK colours.",
    },
    {
      stage: "review",
      title: (d) => `${d.title}: revisions`,
      hours: (d) => share(25, (x) => printHours(x), 1, "design")(d),
      skills: ["Print design"],
      description: "Two rounds of feedback.",
    },
  ],
  packaging: [
    {
      stage: "production",
      title: (d) => `${d.title}: master design`,
      // A shipping carton, sleeve, bag or tag carries marks and the brand, not a label's legal and nutrition panels.
      hours: (d) =>
        SECONDARY_PACKAGING.test(d.title)
          ? fixed(6, "dieline, brand and handling marks, no legal panel")()
          : fixed(12, "dieline, layout, legal text and the first variant")(),
      skills: ["Packaging design"],
      description: "The master design on the printer's dieline.",
    },
    {
      stage: "production",
      title: (d) => `${d.title}: ${fmt(d.quantity - 1)} more ${plural(d.quantity - 1, "variants")}`,
      // The master is the first variant: 8 flavours are a master and 7 adaptations (0 h for a single design).
      hours: (d) =>
        d.quantity > 1
          ? repeated(d.quantity - 1, "variants", 2.5, 0.9, "2.5 h (colours, names, ingredients)")
          : { hours: 0, basis: "one design: the master" },
      skills: ["Packaging design"],
      description: "Each flavour or variant adapted from the master.",
    },
    {
      stage: "production",
      title: (d) =>
        `${d.title}: ${plural(d.quantity, `${fmt(d.quantity)} designs`)} in ${fmt(moreVersions(d))} more ${plural(moreVersions(d), "sizes")} or ${plural(moreVersions(d), "versions")}`,
      // Keys give 0.5–2 h to fit a design to a further pack size's dieline or set it in a second language.
      hours: (d) =>
        moreVersions(d) > 0
          ? repeated(
              d.quantity * moreVersions(d),
              "versions",
              1,
              0.9,
              "1 h (the design fitted to another dieline or language)",
            )
          : { hours: 0, basis: "one size" },
      skills: ["Packaging design"],
      description: "Each design fitted to the further pack sizes or languages.",
    },
    {
      stage: "review",
      title: (d) => `${d.title}: revisions and print proofs`,
      hours: (d) => ({
        hours: 3 + 0.5 * d.quantity,
        basis: `3 h + 0.5 h a variant for proofs = ${fmt(3 + 0.5 * d.quantity)} h`,
      }),
      skills: ["Packaging design"],
      description: "Two rounds of feedback and printer's proofs.",
    },
  ],
  social_graphics: [
    {
      stage: "production",
      title: () => "Visual style and templates for social posts",
      hours: fixed(3, "one style and reusable templates"),
      skills: ["Social media design", "Canva"],
      description: "One visual style and reusable templates.",
    },
    {
      stage: "production",
      title: (d) => named(d),
      hours: perUnit(0.75, 0.9),
      skills: ["Graphic design", "Adobe Photoshop"],
      description: "Each post, story or cover in its platform's size.",
      batchable: true,
    },
    languageVersionsOf(0.75),
    {
      stage: "review",
      title: (d) => `Revisions: ${d.title}`,
      hours: share(20, perUnit(0.75, 0.9), 1, "design"),
      skills: ["Graphic design"],
      description: "Two rounds of feedback.",
    },
  ],
  ad_creatives: [
    {
      stage: "production",
      title: () => "Ad concept and layout",
      hours: fixed(3, "headline, visual and layout for the campaign"),
      skills: ["Advertising design"],
      description: "The campaign's concept.",
    },
    {
      stage: "production",
      title: (d) =>
        `${fmt(d.quantity)} ${plural(d.quantity, "ads")}${d.variants ? ` in ${d.variants} sizes` : ""}`,
      hours: adsMade,
      skills: ["Banner design", "Adobe Photoshop"],
      description: "Each creative, then each size adapted.",
      batchable: true,
    },
    {
      stage: "review",
      title: () => "Ad revisions",
      hours: share(20, adsMade, 1, "ad"),
      skills: ["Graphic design"],
      description: "Two rounds of feedback.",
    },
  ],
  ui_design: [
    {
      stage: "production",
      title: (d) => `Wireframes: ${count(d)}`,
      hours: perUnit(0.75, 0.9),
      skills: ["Wireframing", "UX design"],
      description: "Low-fidelity layout of each screen.",
      batchable: true,
    },
    {
      stage: "production",
      title: (d) => `High-fidelity UI: ${count(d)}`,
      hours: perUnit(3, 0.9),
      skills: ["UI design", "Figma"],
      description: "Final visual design of each screen.",
      batchable: true,
    },
    {
      stage: "production",
      title: (d) => `${count(d)} in ${fmt(moreVersions(d))} more ${plural(moreVersions(d), "versions")}`,
      // A screen's mobile layout or dark mode reuses its content and components: 1.25 h against the 3 h of the
      // screen (reviewed keys: 1.5–2.5 h a mobile version, 0.6–1.2 h a dark-mode one). No step for one version.
      hours: (d) =>
        moreVersions(d) > 0
          ? repeated(d.quantity * moreVersions(d), "screens", 1.25, 0.9, "1.25 h")
          : { hours: 0, basis: "" },
      skills: ["UI design", "Responsive design"],
      description: "Each screen again in its other layout or theme (mobile, dark mode).",
      batchable: true,
    },
    {
      stage: "review",
      title: () => "Components, prototype and developer handoff",
      hours: (d) => ({
        hours: 4 + 0.25 * d.quantity,
        basis: `4 h + 0.25 h × ${fmt(d.quantity)} screens = ${fmt(4 + 0.25 * d.quantity)} h`,
      }),
      skills: ["Design systems", "Prototyping"],
      description: "Reusable components, a clickable prototype and handoff.",
    },
  ],
  illustrations: [
    {
      stage: "production",
      title: (d) => `${count(d)}: ${d.title}`,
      // A full illustration (sketch, colour, final) 5 h; a small spot illustration 1.5 h; a double-page spread, twice
      // a page's area with the scene running across the gutter, 8 h (picture-book illustrators quote 7–12 h a spread).
      hours: (d) =>
        /\b(?:small|simple|spot|tiny)\b/i.test(d.source)
          ? perUnit(1.5, 0.9)(d)
          : /\b(?:double[- ](?:page )?|full[- ])?spreads?\b/i.test(d.source)
            ? perUnit(8, 0.95)(d)
            : perUnit(5, 0.95)(d),
      skills: ["Illustration"],
      description: "Sketch, colour and final file per illustration.",
    },
  ],
  icons: [
    {
      stage: "production",
      title: (d) => `${count(d)}: ${d.title}`,
      hours: (d) => repeated(d.quantity, "icons", 1, 0.85, "1 h (one grid and stroke style)"),
      skills: ["Icon design"],
      description: "A consistent set on one grid.",
    },
  ],
  presentation: [
    {
      stage: "production",
      title: (d) => `${d.title}: ${count(d)}`,
      hours: (d) => {
        const r = repeated(d.quantity, "slides", 0.75, 0.9, "0.75 h");
        return { hours: r.hours + 4, basis: `4 h for the template + ${r.basis}` };
      },
      skills: ["Presentation design", "PowerPoint"],
      description: "A template, then each slide laid out.",
    },
  ],
  infographics: [
    {
      stage: "production",
      title: (d) => `${count(d)}: ${d.title}`,
      hours: perUnit(5, 0.95),
      skills: ["Infographic design", "Data visualisation"],
      description: "Structure the facts, then design each.",
    },
    languageVersionsOf(5),
  ],
  mockups: [
    {
      stage: "production",
      title: (d) => `${count(d)}: ${d.title}`,
      hours: perUnit(1.5, 0.9),
      skills: ["Mock-up design"],
      description: "Each product shown in context.",
    },
  ],
};

/** Print design hours by item: a business card 3 h, a brochure 8 h, a menu 6 h, a book or report cover 6 h. */
function printHours(d: Deliverable): StepHours {
  const t = d.title.toLowerCase();
  // A multi-page piece is laid out page by page on a grid set up once: 4 h for the grid, styles and cover,
  // then 1 h a page with supplied text and images (decision 0025).
  if (d.pagesEach !== undefined && d.pagesEach > 2) {
    const each = 4 + d.pagesEach;
    return repeated(d.quantity, "designs", each, 0.9, `(4 h set-up + ${d.pagesEach} pages × 1 h)`);
  }
  const [each, why] = /\bcovers?\b/.test(t)
    ? [6, "a book or report cover: front with the title's lettering, back and spine"]
    : /brochure|catalogue|pamphlet/.test(t)
      ? [8, "a tri-fold or 4–6 page brochure"]
      : /menu/.test(t)
        ? [6, "a two-sided menu"]
        : /poster|standee|banner|hoarding/.test(t)
          ? [4, "one large-format layout"]
          : /envelope|sticker|id card/.test(t)
            ? [1.5, "a small layout from the brand's system"]
            : [3, "a small print layout (card, letterhead, flyer, invitation)"];
  return repeated(d.quantity, "designs", each, 0.9, `${each} h (${why})`);
}
