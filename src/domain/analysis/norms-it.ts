/**
 * Norms of IT services deliverables (decision 0025): pages, screens, endpoints, integrations and features.
 *
 * @module
 */
import type { DeliverableKind } from "./deliverable-kinds";
import { featureHours, integrationHours } from "./link-and-feature-hours";
import {
  count,
  fixed,
  fmt,
  named,
  type PlanContext,
  perUnit,
  plural,
  repeated,
  type StepHours,
  type StepNorm,
  share,
} from "./norm-steps";
import type { Deliverable } from "./schema";

// Per-page site work: a designed page 2.5 h and its responsive build 3 h are the middle of the
// 2–4 h a page that freelance web studios quote for brochure pages; layouts repeat, so 90 %.
const pageDesign = perUnit(2.5, 0.9);
const pageBuild = perUnit(3, 0.9);
// An app screen: design 3 h, build 6 h including its API calls and states (list, empty, error), built once
// for both platforms with Flutter or React Native (tuned on the dev briefs: 8 h put 21 of 78 IT plans above range).
const screenDesign = perUnit(3, 0.9);
const screenBuild = perUnit(6, 0.9);
const apiBuild = perUnit(4, 0.9);
/** A build's own design step: no hours, so no task, when the plan designs the build in a UI design deliverable. */
const ownDesign =
  (norm: (d: Deliverable) => StepHours) =>
  (d: Deliverable, plan: PlanContext): StepHours =>
    plan.designedApart ? { hours: 0, basis: "designed apart" } : norm(d);

/** The steps of each kind of deliverable of this category, in order; each step waits for the one before it. */
export const IT_NORMS: Partial<Record<DeliverableKind, readonly StepNorm[]>> = {
  site_pages: [
    {
      stage: "production",
      title: (d) => `Design of ${count(d)}: ${d.title}`,
      hours: ownDesign(pageDesign),
      skills: ["UI design", "Figma"],
      description: "Layouts for desktop and mobile, home page first.",
      batchable: true,
    },
    {
      stage: "review",
      title: (d) => `Design review with the client: ${d.title}`,
      hours: ownDesign(share(20, pageDesign, 2, "page design")),
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
      hours: ownDesign(screenDesign),
      skills: ["UI/UX design", "Figma"],
      description: "Wireframes and the main screens.",
      batchable: true,
    },
    {
      stage: "review",
      title: (d) => `Design review with the client: ${d.title}`,
      hours: ownDesign(share(20, screenDesign, 2, "screen design")),
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
      hours: ownDesign(screenDesign),
      skills: ["Mobile UI design", "Figma"],
      description: "Screens for phone sizes.",
      batchable: true,
    },
    {
      stage: "review",
      title: () => "App design review with the client",
      hours: ownDesign(share(20, screenDesign, 2, "screen design")),
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
      // No hours, so no task, when the API's documentation is a document of its own in the plan.
      hours: (d, plan) =>
        plan.apiDocumented ? { hours: 0, basis: "documented apart" } : perUnit(0.5, 0.9)(d),
      skills: ["Technical documentation"],
      description: "Reference for the client's developers.",
    },
  ],
  integration: [
    {
      stage: "production",
      title: (d) => d.title,
      hours: (d, plan) => integrationHours(d.title, d.source, plan.onSite),
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
      // List, edit and status screens for orders, products or bookings and users: 3 h a screen.
      title: (d) => `${d.title}: ${count(d)}`,
      hours: perUnit(3, 0.9),
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
      title: (d) => (d.quantity > 1 ? named(d) : d.title),
      hours: (d) => {
        const one = featureHours(d.title);
        return d.quantity > 1
          ? repeated(
              d.quantity,
              d.unit,
              one.hours,
              0.9,
              `${one.basis.replace(/^\d+ h: /, "")}, ${one.hours} h`,
            )
          : one;
      },
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
      title: (d) => `${d.title}: ${count(d)}`,
      // 8 h to map the fields and script the import, then 0.5 h per 1,000 records to check and fix what breaks,
      // at most 40 h: a script moves 300 or 80,000 rows alike, the checking grows slowly.
      hours: (d) => {
        const hours = Math.min(40, 8 + (0.5 * d.quantity) / 1_000);
        return {
          hours,
          basis: `8 h to map fields and script the import + 0.5 h per 1,000 of ${fmt(d.quantity)} records to check (at most 40 h) = ${fmt(Math.round(hours * 10) / 10)} h`,
        };
      },
      skills: ["Data migration", "SQL"],
      description: "Existing data mapped, imported and checked.",
    },
  ],
  maintenance: [
    {
      stage: "production",
      title: () => "Audit and reproduce the problems",
      // Access once, then each problem reproduced and its cause found.
      hours: (d) => ({
        hours: 1 + 0.5 * d.quantity,
        basis: `1 h for access + ${fmt(d.quantity)} × 0.5 h to reproduce each = ${fmt(1 + 0.5 * d.quantity)} h`,
      }),
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
    {
      stage: "delivery",
      title: () => "New build to the stores (Play Store / App Store)",
      // `variants`: the stores a fixed app is released to (read-whole-brief.ts); a listing exists, so half a first release.
      hours: (d) =>
        d.variants === undefined
          ? fixed(0, "")()
          : fixed(2 * d.variants, "a signed build and review submission per store")(),
      skills: ["Google Play", "App Store"],
      description: "Signed builds submitted for store review and released.",
    },
  ],
};
