/**
 * Norms that turn a deliverable's quantity into hours (issue 17 §2, decision 0025): for each kind
 * the steps of its work, each with hours per unit and where the figure comes from, and the hourly
 * rate per category. Hours are one mid-level Indian freelancer's focused hours.
 *
 * A repeated unit gets cheaper (a learning curve): the i-th unit takes `i^log2(rate)` of the first,
 * never below {@link LEARNING_FLOOR} of it. Writing learns little (each article has its own
 * research: 95 %), repeated layouts and sizes a lot (85–90 %), the standard rates of the
 * learning-curve literature for creative versus repetitive work.
 *
 * @module
 */
import type { DeliverableKind } from "./deliverable-kinds";
import type { InScopeType } from "./lexicon";
import type { Deliverable, TaskStage } from "./schema";

/**
 * Hourly rates in paise per category. Mid-level freelancers in India quote roughly ₹500–1,500/h for
 * development, ₹300–800/h for writing and ₹400–1,000/h for design; we take a point in each band a
 * small business can pay and a good freelancer accepts: ₹800/h (IT), ₹500/h (content), ₹600/h (design).
 */
export const HOURLY_RATE_PAISE: Record<InScopeType, number> = {
  it_services: 80_000,
  content_creation: 50_000,
  graphic_design: 60_000,
};

/** Where the rates come from, shown under "How this estimate was made". */
export const RATE_SOURCE =
  "Mid-level Indian freelance rates (about ₹500–1,500/h development, ₹300–800/h writing, ₹400–1,000/h design); Kaarya charges a point a small business can pay";

/** A repeated unit never costs less than this share of the first: each still needs its own thought. */
export const LEARNING_FLOOR = 0.7;

/** Hours of one step of a deliverable's work, and the sentence that says how they were reached. */
export interface StepHours {
  hours: number;
  basis: string;
}

/** One step of a deliverable's work: its stage, task title, skills, description and hours. */
export interface StepNorm {
  stage: TaskStage;
  title: (d: Deliverable) => string;
  hours: (d: Deliverable) => StepHours;
  skills: readonly string[];
  description: string;
  /** Per-unit production work that may be split into batches for several people. */
  batchable?: boolean;
}

const fmt = (n: number) => n.toLocaleString("en-IN", { maximumFractionDigits: 2 });
const plural = (n: number, unit: string) => (n === 1 ? unit.replace(/ies$/, "y").replace(/s$/, "") : unit);

/** Mean share of the first unit's hours over `quantity` units at learning `rate` (0..1], floored. */
export function learningFactor(quantity: number, rate: number): number {
  if (quantity <= 1 || rate >= 1) return 1;
  const b = Math.log2(rate);
  let sum = 0;
  for (let i = 1; i <= Math.min(quantity, 10_000); i++) sum += Math.max(LEARNING_FLOOR, i ** b);
  return sum / Math.min(quantity, 10_000);
}

/** Hours for `quantity` units of `each` hours, with the learning discount written into the basis. */
function repeated(quantity: number, unit: string, each: number, rate: number, how: string): StepHours {
  const plain = quantity * each;
  const factor = learningFactor(quantity, rate);
  const hours = plain * factor;
  const head = `${fmt(quantity)} ${plural(quantity, unit)} × ${how} = ${fmt(Math.round(plain * 10) / 10)} h`;
  if (factor === 1) return { hours, basis: head };
  const saved = Math.round((1 - factor) * 100);
  return {
    hours,
    basis: `${head}; repetition saves ${saved} % (${Math.round(rate * 100)} % learning curve) = ${fmt(Math.round(hours * 10) / 10)} h`,
  };
}

/** A per-unit step: `each` hours a unit at learning `rate`. */
const perUnit = (each: number, rate: number) => (d: Deliverable) =>
  repeated(d.quantity, d.unit, each, rate, `${fmt(each)} h`);
/** A fixed step: `hours` whatever the quantity, with the reason. */
const fixed = (hours: number, why: string) => () => ({ hours, basis: `${fmt(hours)} h: ${why}` });
/** A share of another step's hours (reviews, revisions), at least `min`. */
const share =
  (percent: number, of: (d: Deliverable) => StepHours, min: number, what: string) => (d: Deliverable) => {
    const hours = Math.max(min, (of(d).hours * percent) / 100);
    return {
      hours,
      basis: `${percent} % of the ${what} hours (at least ${fmt(min)} h) = ${fmt(Math.round(hours * 10) / 10)} h`,
    };
  };
/** Written pieces: words a piece ÷ words an hour, per piece. */
const wordsAt = (perHour: number, defaultWords: number, rate: number, verb: string) => (d: Deliverable) => {
  const words = d.wordsEach ?? defaultWords;
  return repeated(
    d.quantity,
    d.unit,
    words / perHour,
    rate,
    `${fmt(words)} words at ${fmt(perHour)} words an hour ${verb}`.trim(),
  );
};
/** Word totals (editing, translation): words ÷ words an hour. */
const wordTotal = (perHour: number, verb: string) => (d: Deliverable) => ({
  hours: d.quantity / perHour,
  basis: `${fmt(d.quantity)} words at ${fmt(perHour)} words an hour ${verb} = ${fmt(Math.round((d.quantity / perHour) * 10) / 10)} h`,
});

const count = (d: Deliverable) => `${fmt(d.quantity)} ${plural(d.quantity, d.unit)}`;
/** The deliverable with its quantity in the client's words: "40 blog articles", "20 Instagram posts". */
const named = (d: Deliverable) => {
  const title = d.title.replace(/^\d[\d,]*\s*/, "");
  const lowered = title.charAt(0).toLowerCase() + title.slice(1);
  const asWritten = d.source.includes(lowered) ? lowered : title; // "Instagram" keeps its capital
  return d.quantity === 1 && d.assumed ? title : `${fmt(d.quantity)} ${asWritten}`;
};
const words = (d: Deliverable) => (d.wordsEach ? ` (about ${fmt(d.wordsEach)} words)` : "");

// Drafting 500 words an hour: a researched web article of 1,000 words takes about 2 h to draft; copy
// editing runs at about 2,000 words an hour; translators deliver 2,000–2,500 words a working day.
const DRAFT_WORDS_PER_HOUR = 500;
const EDIT_WORDS_PER_HOUR = 2_000;
const articleDraft = wordsAt(DRAFT_WORDS_PER_HOUR, 1_000, 0.95, "");

// Per-page site work: a designed page 2.5 h and its responsive build 3 h are the middle of the
// 2–4 h a page that freelance web studios quote for brochure pages; layouts repeat, so 90 %.
const pageDesign = perUnit(2.5, 0.9);
const pageBuild = perUnit(3, 0.9);
// An app screen: design 3 h, build 8 h including its API calls and states (list, empty, error).
const screenDesign = perUnit(3, 0.9);
const screenBuild = perUnit(8, 0.9);
const apiBuild = perUnit(4, 0.9);

/** The steps of each kind of deliverable, in order; each step waits for the one before it. */
export const NORMS: Record<DeliverableKind, readonly StepNorm[]> = {
  site_pages: [
    {
      stage: "production",
      title: (d) => `Design of ${count(d)}: ${d.title}`,
      hours: pageDesign,
      skills: ["UI design", "Figma"],
      description: "Layouts for desktop and mobile, home page first.",
      batchable: true,
    },
    {
      stage: "review",
      title: (d) => `Design review with the client: ${d.title}`,
      hours: share(20, pageDesign, 2, "page design"),
      skills: ["UI design"],
      description: "One round of feedback on the page designs.",
    },
    {
      stage: "production",
      title: (d) => `Build ${count(d)} (responsive): ${d.title}`,
      hours: pageBuild,
      skills: ["HTML/CSS", "JavaScript", "Responsive design"],
      description: "Responsive, accessible pages from the approved designs, with the CMS set up for editing.",
      batchable: true,
    },
  ],
  web_app: [
    {
      stage: "production",
      title: (d) => `Design of ${count(d)}: ${d.title}`,
      hours: screenDesign,
      skills: ["UI/UX design", "Figma"],
      description: "Wireframes and the main screens.",
      batchable: true,
    },
    {
      stage: "review",
      title: (d) => `Design review with the client: ${d.title}`,
      hours: share(20, screenDesign, 2, "screen design"),
      skills: ["UI/UX design"],
      description: "One round of feedback on the screens.",
    },
    {
      stage: "production",
      title: () => "Database and back-end core",
      hours: (d) => ({
        hours: 16 + 2 * d.quantity,
        basis: `16 h for the data model and core logic + 2 h × ${fmt(d.quantity)} screens = ${fmt(16 + 2 * d.quantity)} h`,
      }),
      skills: ["Back-end development", "Database design"],
      description: "Data model, business rules and the API the screens use.",
    },
    {
      stage: "production",
      title: (d) => `Build ${count(d)}: ${d.title}`,
      hours: screenBuild,
      skills: ["Front-end development", "React"],
      description: "Screens wired to the back end.",
      batchable: true,
    },
  ],
  mobile_app: [
    {
      stage: "production",
      title: (d) => `App design of ${count(d)}`,
      hours: screenDesign,
      skills: ["Mobile UI design", "Figma"],
      description: "Screens for phone sizes.",
      batchable: true,
    },
    {
      stage: "review",
      title: () => "App design review with the client",
      hours: share(20, screenDesign, 2, "screen design"),
      skills: ["Mobile UI design"],
      description: "One round of feedback on the screens.",
    },
    {
      stage: "production",
      title: () => "Back end and API for the app",
      hours: (d) => ({
        hours: 16 + 2 * d.quantity,
        basis: `16 h for the server and data model + 2 h × ${fmt(d.quantity)} screens = ${fmt(16 + 2 * d.quantity)} h`,
      }),
      skills: ["Back-end development", "REST API"],
      description: "Server, database and API the app talks to.",
    },
    {
      stage: "production",
      title: (d) => `Build ${count(d)}${(d.variants ?? 1) > 1 ? " for Android and iOS" : ""}: ${d.title}`,
      hours: (d) => {
        const base = screenBuild(d);
        const both = (d.variants ?? 1) > 1;
        return both
          ? {
              hours: base.hours * 1.25,
              basis: `${base.basis}; × 1.25 for a second platform from one cross-platform code base = ${fmt(Math.round(base.hours * 12.5) / 10)} h`,
            }
          : base;
      },
      skills: ["Flutter", "React Native", "Mobile development"],
      description: "Screens, navigation, offline states and API calls.",
      batchable: true,
    },
    {
      stage: "delivery",
      title: () => "Store release (Play Store / App Store)",
      hours: (d) =>
        fixed((d.variants ?? 1) > 1 ? 8 : 4, "listings, signing and review submission per store")(),
      skills: ["Google Play", "App Store"],
      description: "Store listings, signing, submission and release.",
    },
  ],
  api_endpoints: [
    {
      stage: "production",
      title: (d) => `API design: ${d.title}`,
      hours: (d) => ({
        hours: 3 + 0.5 * d.quantity,
        basis: `3 h + 0.5 h × ${fmt(d.quantity)} endpoints for the OpenAPI draft = ${fmt(3 + 0.5 * d.quantity)} h`,
      }),
      skills: ["API design", "OpenAPI"],
      description: "Endpoints, payloads, errors and authentication.",
    },
    {
      stage: "production",
      title: (d) => `Implement ${count(d)}`,
      hours: apiBuild,
      skills: ["Back-end development", "REST API"],
      description: "Validated endpoints with automated tests.",
      batchable: true,
    },
    {
      stage: "review",
      title: () => "API documentation",
      hours: perUnit(0.5, 0.9),
      skills: ["Technical documentation"],
      description: "Reference for the client's developers.",
    },
  ],
  integration: [
    {
      stage: "production",
      title: (d) => d.title,
      hours: (d) => integrationHours(d.title),
      skills: ["API integration"],
      description: "Account set-up, keys, the flow end to end and its failure cases.",
    },
  ],
  login: [
    {
      stage: "production",
      title: (d) => `User accounts: ${d.title}`,
      hours: fixed(12, "sign-up, sign-in, password reset and roles, the usual 10–14 h"),
      skills: ["Authentication", "Security"],
      description: "Sign-up, sign-in, password reset and access rules.",
    },
  ],
  admin_panel: [
    {
      stage: "production",
      title: (d) => d.title,
      hours: fixed(
        24,
        "list, edit and status screens for orders, products or bookings and users, 3 h a screen × 8",
      ),
      skills: ["Back-end development", "Front-end development"],
      description: "Screens for staff to manage what the site or app holds.",
    },
  ],
  catalogue: [
    {
      stage: "production",
      title: () => "Product catalogue: categories, listing and product page",
      hours: fixed(10, "category and listing pages, product page template and filters"),
      skills: ["E-commerce development"],
      description: "The catalogue's structure and templates.",
    },
    {
      stage: "production",
      title: (d) => `Upload ${count(d)}`,
      hours: perUnit(0.2, 0.85),
      skills: ["Data entry", "E-commerce"],
      description: "Each product with its photos, price and variants from the client's sheet.",
      batchable: true,
    },
  ],
  feature: [
    {
      stage: "production",
      title: (d) => d.title,
      hours: (d) => featureHours(d.title),
      skills: ["Web development"],
      description: "The feature built, styled and wired end to end.",
    },
  ],
  language_version: [
    {
      stage: "production",
      title: (d) => (/version/i.test(d.title) ? d.title : `${d.title}: second language`),
      hours: (d) => ({
        hours: 10 * d.quantity,
        basis: `${fmt(d.quantity)} ${plural(d.quantity, "languages")} × 10 h (language switcher, translated strings set up, layout checks; translation supplied or priced apart)`,
      }),
      skills: ["Internationalisation"],
      description: "Every page in the added language with a language switcher.",
    },
  ],
  data_migration: [
    {
      stage: "production",
      title: (d) => d.title,
      hours: (d) => ({
        hours: 8 * d.quantity,
        basis: `${fmt(d.quantity)} ${plural(d.quantity, "data sources")} × 8 h (map fields, script the import, check a sample)`,
      }),
      skills: ["Data migration", "SQL"],
      description: "Existing data mapped, imported and checked.",
    },
  ],
  maintenance: [
    {
      stage: "production",
      title: () => "Audit and reproduce the problems",
      hours: fixed(4, "access, reproduce and list causes"),
      skills: ["Debugging"],
      description: "Get access, reproduce and list causes and fixes.",
    },
    {
      stage: "production",
      title: (d) => `Fix ${count(d)}: ${d.title}`,
      hours: perUnit(3, 0.9),
      skills: ["Web development", "Debugging"],
      description: "Each fix on a copy of the live site, then released.",
    },
  ],
  articles: [
    {
      stage: "production",
      title: (d) => `Research and outlines: ${count(d)}`,
      hours: perUnit(0.75, 0.95),
      skills: ["Research", "Content strategy"],
      description: "Sources, angle and outline for each piece.",
      batchable: true,
    },
    {
      stage: "production",
      title: (d) => `${named(d)}${words(d)}`,
      hours: articleDraft,
      skills: ["Content writing", "Blog writing"],
      description: "Draft each piece for its readers first and search second.",
      batchable: true,
    },
    {
      stage: "review",
      title: (d) => `Edit and proofread ${count(d)}`,
      hours: wordsAt(EDIT_WORDS_PER_HOUR, 1_000, 0.95, "edited"),
      skills: ["Editing", "Proofreading"],
      description: "Clarity, facts, house style and a plagiarism check.",
      batchable: true,
    },
  ],
  product_descriptions: [
    {
      stage: "production",
      title: (d) => `${count(d)}${words(d)}`,
      hours: wordsAt(300, 120, 0.9, "with product research"),
      skills: ["Copywriting", "E-commerce copywriting"],
      description: "Each product's benefits, specifications and keywords.",
      batchable: true,
    },
    {
      stage: "review",
      title: (d) => `Edit ${count(d)}`,
      hours: wordsAt(EDIT_WORDS_PER_HOUR, 120, 0.9, "edited"),
      skills: ["Editing"],
      description: "Consistency of tone, units and claims.",
      batchable: true,
    },
  ],
  web_copy: [
    {
      stage: "production",
      title: (d) => `Copy for ${count(d)}: ${d.title}`,
      hours: perUnit(2.5, 0.95),
      skills: ["Copywriting", "Conversion copywriting"],
      description: "Headlines, body and calls to action per page (about 500 words).",
    },
    {
      stage: "review",
      title: () => "Copy revisions (two rounds)",
      hours: perUnit(0.75, 0.95),
      skills: ["Copywriting"],
      description: "Two rounds of client feedback.",
    },
  ],
  technical_docs: [
    {
      stage: "production",
      title: (d) => `${count(d)}${words(d)}: ${d.title}`,
      hours: wordsAt(300, 2_500, 0.95, "with product research"),
      skills: ["Technical writing", "Documentation"],
      description: "Each guide or reference with examples, tested against the product.",
    },
    {
      stage: "review",
      title: (d) => `Technical review of ${count(d)}`,
      hours: perUnit(1.5, 0.95),
      skills: ["Technical editing"],
      description: "Experts check accuracy; revise each document.",
    },
  ],
  long_form: [
    {
      stage: "production",
      title: (d) => `${d.title}${words(d)}`,
      hours: (d) =>
        wordsAt(
          400,
          d.unit === "words" ? d.quantity : 10_000,
          1,
          "with research",
        )({ ...d, quantity: d.unit === "words" ? 1 : d.quantity, unit: "pieces" }),
      skills: ["Long-form writing", "Research"],
      description: "Outline, research and draft.",
    },
    {
      stage: "review",
      title: (d) => `Edit ${d.title}`,
      hours: (d) =>
        wordTotal(
          EDIT_WORDS_PER_HOUR,
          "edited",
        )({ ...d, quantity: (d.wordsEach ?? 10_000) * (d.unit === "words" ? 1 : d.quantity) }),
      skills: ["Editing"],
      description: "Structural edit and proofread.",
    },
  ],
  emails: [
    {
      stage: "production",
      title: (d) => `${count(d)}: ${d.title}`,
      hours: perUnit(1.5, 0.9),
      skills: ["Email copywriting"],
      description: "Subject lines, body and call to action per email (about 300 words).",
    },
  ],
  social_captions: [
    {
      stage: "production",
      title: (d) => `${count(d)}: ${d.title}`,
      hours: perUnit(0.3, 0.9),
      skills: ["Social media copywriting"],
      description: "Caption, hashtags and call to action per post.",
    },
  ],
  scripts: [
    {
      stage: "production",
      title: (d) => `${count(d)}: ${d.title}`,
      hours: perUnit(3, 0.95),
      skills: ["Script writing"],
      description: "A script of about 750 words (five minutes) per video, with scene notes.",
    },
  ],
  editing: [
    {
      stage: "review",
      title: (d) => `${d.title}: ${fmt(d.quantity)} words`,
      hours: wordTotal(1_500, "copy-edited and proofread"),
      skills: ["Copy editing", "Proofreading"],
      description: "Grammar, clarity and consistency; tracked and clean versions.",
    },
  ],
  translation: [
    {
      stage: "production",
      title: (d) => `${d.title}: ${fmt(d.quantity)} words`,
      hours: wordTotal(300, "translated"),
      skills: ["Translation"],
      description: "Translation with a second read against the source.",
    },
  ],
  logo: [
    {
      stage: "production",
      title: () => "Brand questionnaire and research",
      hours: fixed(3, "the business, its audience and competitors' marks"),
      skills: ["Brand research"],
      description: "Understand the business, audience and competitors.",
    },
    {
      stage: "production",
      title: (d) => `${d.title}: ${count(d)}`,
      hours: perUnit(3, 0.9),
      skills: ["Logo design", "Adobe Illustrator"],
      description: "Sketch and present each concept.",
    },
    {
      stage: "review",
      title: (d) => `${d.title}: refine the chosen concept and two rounds of revisions`,
      hours: fixed(6, "digital refinement 3–4 h and two revision rounds"),
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
      hours: fixed(12, "dieline, layout, legal text and the first variant"),
      skills: ["Packaging design"],
      description: "The master design on the printer's dieline.",
    },
    {
      stage: "production",
      title: (d) => `${d.title}: ${fmt(d.quantity)} ${plural(d.quantity, "variants")}`,
      hours: (d) => repeated(d.quantity, "variants", 2.5, 0.9, "2.5 h (colours, names, ingredients)"),
      skills: ["Packaging design"],
      description: "Each flavour or variant adapted from the master.",
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
      hours: (d) => {
        const each = 1 + 0.3 * ((d.variants ?? 1) - 1);
        return repeated(d.quantity, "ads", each, 0.9, `(1 h + 0.3 h × ${(d.variants ?? 1) - 1} more sizes)`);
      },
      skills: ["Banner design", "Adobe Photoshop"],
      description: "Each creative, then each size adapted.",
      batchable: true,
    },
    {
      stage: "review",
      title: () => "Ad revisions",
      hours: share(20, (d) => ({ hours: d.quantity, basis: "" }), 1, "ad"),
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
      hours: perUnit(5, 0.95),
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

/** Integration hours by what is integrated: payments and booking carry the most states. */
export function integrationHours(title: string): StepHours {
  const t = title.toLowerCase();
  const [hours, why] = /book|reserv|appointment|slot/.test(t)
    ? [20, "availability, booking, cancellation and reminders"]
    : /pay|checkout|upi|razorpay|paytm|stripe|paypal|cash on delivery|gateway/.test(t)
      ? [16, "gateway account, checkout, webhooks, refunds and failures"]
      : /ship|courier|delhivery|shiprocket/.test(t)
        ? [12, "rates, labels and tracking"]
        : /erp|crm|tally|zoho|hubspot|salesforce|quickbooks/.test(t)
          ? [16, "field mapping and a two-way sync"]
          : /chat/.test(t)
            ? [12, "a chat widget or bot wired to the team's inbox"]
            : /map|locat|gps|track/.test(t)
              ? [8, "map display, markers and address search"]
              : /sms|whatsapp|otp|email|push|notif/.test(t)
                ? [8, "provider account, templates and sending on events"]
                : /analytics/.test(t)
                  ? [3, "tag set-up and key events"]
                  : [12, "account, keys, the calls and their failure cases"];
  return { hours, basis: `${hours} h: ${why}` };
}

/** Feature hours by what the feature is. */
export function featureHours(title: string): StepHours {
  const t = title.toLowerCase();
  const [hours, why] = /multi-?vendor/.test(t)
    ? [40, "vendor accounts, listings and payouts"]
    : /report|analytics|dashboard/.test(t)
      ? [16, "queries, charts and exports"]
      : /order tracking|invoice|inventory|subscription|loyalty|referral/.test(t)
        ? [12, "data, screens and e-mails of the flow"]
        : /search|filter/.test(t)
          ? [10, "search index, filters and result pages"]
          : /blog|news|review|rating|wish|cart|quiz|calendar|event|upload|video|coupon|discount|role/.test(t)
            ? [8, "data, screens and moderation of the feature"]
            : /contact|enquiry|inquiry|quote form|faq|testimonial|newsletter|gallery|sitemap|seo/.test(t)
              ? [3, "a form or section with validation and delivery"]
              : [8, "a typical small feature: data, screen and tests"];
  return { hours, basis: `${hours} h: ${why}` };
}

/** Print design hours by item: a business card 3 h, a brochure 2.5 h a panel, a menu 6 h. */
function printHours(d: Deliverable): StepHours {
  const t = d.title.toLowerCase();
  const [each, why] = /brochure|catalogue|pamphlet/.test(t)
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
