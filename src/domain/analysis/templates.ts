/**
 * Task templates per subcategory (DESIGN §5 "task templates per category with hour ranges") and
 * the hourly rates that turn hours into paise. Hours are for one mid-level Indian freelancer;
 * `perUnit` tasks repeat per page, screen, post, concept, graphic or 1 000 words, and
 * `perIntegration` tasks once per integration feature found in the brief (none → task dropped).
 *
 * @module
 */

import type { UnitKind } from "./complexity";
import type { InScopeType, Subcategory } from "./lexicon";
import { type TaskPriority, taskPrioritySchema } from "./schema";

/**
 * Hourly rates in paise per category. Mid-level freelancers in India quote roughly ₹500–1,500/h
 * for development, ₹300–800/h for writing and ₹400–1,000/h for design; we take a point in each band
 * that a small business can pay and a good freelancer accepts: ₹800/h (IT), ₹500/h (content),
 * ₹600/h (design). The spec's fallback table implies ₹1,000/h (₹8,000 for 8 h); that is a flat
 * emergency figure, not a per-category rate.
 */
export const HOURLY_RATE_PAISE: Record<InScopeType, number> = {
  it_services: 80_000,
  content_creation: 50_000,
  graphic_design: 60_000,
};

/**
 * One task of a template: `hours` {min, max} per occurrence, `dependsOn` as indexes into the
 * template's task list, `milestoneGroup` 1..4 (spec 2 §3).
 */
export interface TaskTemplate {
  title: string;
  description: string;
  hours: { min: number; max: number };
  perUnit: boolean;
  perIntegration: boolean;
  priority: TaskPriority;
  milestoneGroup: 1 | 2 | 3 | 4;
  dependsOn: number[];
  requiredSkills: string[];
}

/** A subcategory's template: the unit its per-unit tasks count (if any) and its tasks in order. */
export interface SubcategoryTemplate {
  unit?: { kind: UnitKind; defaultCount: number; maxCount: number };
  tasks: TaskTemplate[];
}

// One row per task: title | hours min-max | per (-, unit, integration) | priority | milestone group |
// depends on (task numbers, comma separated, or -) | skills | description. A table keeps the
// numbers side by side for review; it is parsed and checked once at start-up (templates.test.ts).
function parseTasks(table: string): TaskTemplate[] {
  return table
    .trim()
    .split("\n")
    .map((line, index) => {
      const [title, hours, per, priority, group, deps, skills, description] = line
        .split("|")
        .map((cell) => cell.trim());
      const [min, max] = hours.split("-").map(Number);
      const milestoneGroup = Number(group);
      const dependsOn = deps === "-" ? [] : deps.split(",").map(Number);
      if (
        !(min >= 0 && max >= min) ||
        ![1, 2, 3, 4].includes(milestoneGroup) ||
        dependsOn.some((d) => !(d >= 0 && d < index))
      ) {
        throw new Error(`Bad task template row: ${line}`);
      }
      return {
        title,
        description,
        hours: { min, max },
        perUnit: per === "unit",
        perIntegration: per === "integration",
        priority: taskPrioritySchema.parse(priority),
        milestoneGroup: milestoneGroup as 1 | 2 | 3 | 4,
        dependsOn,
        requiredSkills: skills.split(",").map((s) => s.trim()),
      };
    });
}

/** Templates per subcategory (spec 2 §1 subcategories). */
export const TEMPLATES: Record<Subcategory, SubcategoryTemplate> = {
  // A small-business site has about five pages; sites beyond 40 pages are a different project.
  website: {
    unit: { kind: "page", defaultCount: 5, maxCount: 40 },
    tasks: parseTasks(`
Requirements and sitemap | 3-6 | - | high | 1 | - | Requirements analysis, Information architecture | Agree goals, audience, pages and who supplies content; sign off the sitemap.
Page design | 1.5-3 | unit | medium | 1 | 0 | UI design, Figma | Design each page layout for desktop and mobile, starting from the home page.
Front-end build | 2-4 | unit | high | 2 | 1 | HTML/CSS, JavaScript, Responsive design | Build each page as responsive, accessible markup from the approved designs.
CMS and back-end setup | 4-10 | - | high | 2 | 0 | WordPress, PHP | Install and configure the CMS, forms and editable content areas.
Feature integration | 4-10 | integration | high | 3 | 2,3 | API integration | Wire one requested feature (payments, booking, maps, ...) end to end.
Testing and fixes | 3-8 | - | medium | 3 | 2,3 | QA testing | Cross-browser and mobile testing, form checks, page speed and fixes.
Launch and handover | 2-5 | - | high | 4 | 4,5 | Deployment, SEO basics | Deploy, connect the domain and SSL, set up analytics and show the client how to edit.
`),
  },
  web_app: {
    tasks: parseTasks(`
Discovery and specification | 6-12 | - | high | 1 | - | Business analysis, Requirements analysis | Turn the brief into user roles, user stories and acceptance criteria.
UX wireframes and UI design | 10-24 | - | medium | 1 | 0 | UI/UX design, Figma | Wireframe the main flows and design the key screens.
Database and back-end core | 20-50 | - | high | 2 | 0 | Back-end development, Database design | Data model, business logic and server endpoints for the core flows.
Front-end screens | 20-50 | - | high | 2 | 1,2 | Front-end development, React | Build the screens and connect them to the back end.
Accounts and permissions | 6-14 | - | high | 2 | 2 | Authentication, Security | Sign-up, sign-in, roles and access rules.
Feature integration | 6-14 | integration | high | 3 | 3,4 | API integration | Wire one requested feature (payments, notifications, maps, ...) end to end.
Admin panel | 8-20 | - | medium | 3 | 3,4 | Back-end development | Screens for staff to manage users and content.
Testing and QA | 8-20 | - | medium | 3 | 5,6 | QA testing, Test automation | Functional and regression testing of every flow, bug fixing.
Deployment and handover | 4-8 | - | high | 4 | 7 | DevOps, Deployment | Production setup, backups, monitoring and handover notes.
`),
  },
  mobile_app: {
    tasks: parseTasks(`
Discovery and user flows | 6-12 | - | high | 1 | - | Business analysis, Mobile UX | Agree features, platforms and the main user flows.
App UI design | 12-30 | - | medium | 1 | 0 | Mobile UI design, Figma | Design the app screens for phone sizes on Android and iOS.
Back end and API | 16-40 | - | high | 2 | 0 | Back-end development, REST API | Server, database and API the app talks to.
App development | 40-100 | - | high | 2 | 1,2 | Flutter, React Native, Mobile development | Build the screens, navigation, offline handling and API calls.
Feature integration | 6-14 | integration | high | 3 | 3 | API integration | Wire one requested feature (payments, push, maps, ...) end to end.
Device testing | 10-24 | - | medium | 3 | 3,4 | Mobile testing, QA testing | Test on real Android and iOS devices and fix what breaks.
Store release | 4-8 | - | high | 4 | 5 | App Store, Google Play | Store listings, signing, review submission and release.
`),
  },
  api: {
    tasks: parseTasks(`
API design | 4-10 | - | high | 1 | - | API design, OpenAPI | Endpoints, payloads, errors and authentication, written as an OpenAPI draft.
Data model and storage | 4-12 | - | high | 1 | 0 | Database design, SQL | Schema, migrations and access code.
Endpoint implementation | 12-40 | - | high | 2 | 0,1 | Back-end development, REST API | Implement and validate the endpoints.
Third-party integration | 4-10 | integration | high | 2 | 2 | API integration | Connect one external service or data feed.
Tests and documentation | 4-12 | - | medium | 3 | 2,3 | API testing, Technical documentation | Automated tests and API reference for the client's developers.
Deployment | 2-6 | - | high | 4 | 4 | DevOps, Deployment | Deploy with logging, rate limits and keys.
`),
  },
  maintenance: {
    tasks: parseTasks(`
Audit and reproduce | 2-6 | - | high | 1 | - | Debugging, Code review | Get access, reproduce the problems and list causes and fixes.
Fixes and customisation | 4-16 | - | high | 2 | 0 | Web development, PHP | Make the agreed fixes and changes on a copy of the live site or app.
Updates and hardening | 2-6 | - | medium | 2 | 0 | Security, Performance optimisation | Update core, plugins and libraries; back-ups and speed.
Regression testing | 2-6 | - | medium | 3 | 1,2 | QA testing | Check the changes and that nothing else broke.
Release and report | 1-3 | - | medium | 4 | 3 | Deployment | Release to live and send a short report of what changed.
`),
  },
  // Five posts is the usual first order; beyond 100 a brief is a retainer, priced per batch.
  blog: {
    unit: { kind: "post", defaultCount: 5, maxCount: 100 },
    tasks: parseTasks(`
Topic and keyword plan | 2-4 | - | high | 1 | - | Content strategy, Keyword research | Agree audience, tone and a list of post topics.
Research and outline | 0.5-1.5 | unit | medium | 1 | 0 | Research | Sources and an outline for each post.
Write post | 1.5-3.5 | unit | high | 2 | 1 | Blog writing, Content writing | Draft each post (about 1,000 words).
Edit and proofread | 0.5-1 | unit | medium | 3 | 2 | Editing, Proofreading | Edit each post for clarity, facts and house style.
Images and publishing | 0.25-0.75 | unit | low | 4 | 3 | WordPress, Image sourcing | Add images, links and meta data; publish or hand over.
`),
  },
  technical_writing: {
    unit: { kind: "post", defaultCount: 3, maxCount: 50 },
    tasks: parseTasks(`
Scope and audience | 2-5 | - | high | 1 | - | Technical writing, Information architecture | Agree readers, document list and access to experts.
Product research | 2-4 | unit | medium | 1 | 0 | Technical research | Use the product or API and collect facts for each document.
Draft document | 3-6 | unit | high | 2 | 1 | Technical writing, Documentation | Write each guide, tutorial or reference page with examples.
Technical review | 1-2 | unit | medium | 3 | 2 | Technical editing | Experts check accuracy; revise each document.
Final edit and formatting | 1-3 | - | low | 4 | 3 | Editing, Markdown | Style pass, formatting and delivery in the agreed format.
`),
  },
  copywriting: {
    unit: { kind: "page", defaultCount: 3, maxCount: 30 },
    tasks: parseTasks(`
Brief, audience and voice | 2-4 | - | high | 1 | - | Copywriting, Brand voice | Agree the offer, audience, tone and calls to action.
Competitor research | 2-4 | - | medium | 1 | 0 | Market research | Review competitor messaging and customer language.
Write copy | 2-4 | unit | high | 2 | 1 | Copywriting, Conversion copywriting | Write the copy for each page or asset.
Revisions | 2-4 | - | medium | 3 | 2 | Copywriting | Two rounds of client feedback.
Final proof and handover | 1-2 | - | low | 4 | 3 | Proofreading | Final proofread and delivery.
`),
  },
  seo_writing: {
    unit: { kind: "post", defaultCount: 5, maxCount: 100 },
    tasks: parseTasks(`
Keyword research | 3-6 | - | high | 1 | - | SEO, Keyword research | Find and cluster target keywords by intent.
Content briefs | 0.5-1 | unit | medium | 1 | 0 | SEO content strategy | Outline, keywords and search intent for each article.
Write SEO article | 2-4 | unit | high | 2 | 1 | SEO writing, Content writing | Draft each article for readers first and search second.
On-page optimisation | 0.5-1 | unit | medium | 3 | 2 | On-page SEO | Titles, meta descriptions, headings and internal links.
Final QA | 1-2 | - | low | 4 | 3 | Proofreading | Plagiarism check, proofread and delivery.
`),
  },
  // Counted in thousands of words: 5,000 words is a long article set or a short e-book.
  editing: {
    unit: { kind: "kword", defaultCount: 5, maxCount: 200 },
    tasks: parseTasks(`
Scope and style sheet | 1-2 | - | high | 1 | - | Editing | Agree the level of edit and the style guide.
Copy edit | 1-2 | unit | high | 2 | 0 | Copy editing | Grammar, clarity and consistency, per 1,000 words.
Proofread | 0.5-1 | unit | medium | 3 | 1 | Proofreading | Final check for typos and formatting, per 1,000 words.
Author queries and revisions | 1-3 | - | medium | 4 | 2 | Editing | Resolve queries and deliver clean and tracked versions.
`),
  },
  // Three initial concepts is the common freelance logo package.
  logo: {
    unit: { kind: "concept", defaultCount: 3, maxCount: 10 },
    tasks: parseTasks(`
Brand questionnaire and research | 2-4 | - | high | 1 | - | Brand research | Understand the business, audience and competitors' marks.
Concept sketches | 1.5-3 | unit | high | 1 | 0 | Logo design, Sketching | Sketch and present each initial concept.
Refine chosen concept | 3-6 | - | high | 2 | 1 | Logo design, Adobe Illustrator | Develop the chosen concept digitally.
Revisions | 2-4 | - | medium | 3 | 2 | Logo design | Two rounds of revisions.
Final logo files | 1-3 | - | medium | 4 | 3 | Vector graphics | Vector, PNG and one-colour versions with colour codes.
`),
  },
  ui_mockups: {
    unit: { kind: "screen", defaultCount: 5, maxCount: 60 },
    tasks: parseTasks(`
Requirements and user flows | 3-6 | - | high | 1 | - | UX design, User flows | Agree users, goals and the screens to design.
Wireframes | 0.5-1.5 | unit | medium | 1 | 0 | Wireframing | Low-fidelity layout of each screen.
High-fidelity UI | 1.5-3 | unit | high | 2 | 1 | UI design, Figma | Final visual design of each screen.
Components and style guide | 3-8 | - | medium | 2 | 1 | Design systems | Reusable components, colours and type styles.
Prototype and handoff | 2-5 | - | medium | 3 | 2,3 | Prototyping, Figma | Clickable prototype and developer handoff.
`),
  },
  social_graphics: {
    unit: { kind: "graphic", defaultCount: 5, maxCount: 60 },
    tasks: parseTasks(`
Brief and references | 1-2 | - | high | 1 | - | Social media design | Platforms, sizes, brand assets and examples.
Visual style and template | 2-4 | - | high | 1 | 0 | Graphic design, Canva | One visual style and reusable template.
Design graphics | 0.5-1.5 | unit | high | 2 | 1 | Graphic design, Adobe Photoshop | Design each post, cover or thumbnail.
Revisions | 1-3 | - | medium | 3 | 2 | Graphic design | Two rounds of feedback.
Export in platform sizes | 0.5-1.5 | - | low | 4 | 3 | Graphic design | Export every graphic in each platform's sizes.
`),
  },
  ad_creatives: {
    unit: { kind: "graphic", defaultCount: 4, maxCount: 60 },
    tasks: parseTasks(`
Brief, offer and specs | 1-2 | - | high | 1 | - | Advertising design | Offer, audience, ad platforms and size specs.
Concept and layout | 2-4 | - | high | 1 | 0 | Graphic design, Layout | Headline, visual and layout for the campaign.
Design creatives | 0.75-1.5 | unit | high | 2 | 1 | Banner design, Adobe Photoshop | Design each creative or size.
Revisions | 1-3 | - | medium | 3 | 2 | Graphic design | Two rounds of feedback.
Export to platform specs | 0.5-1.5 | - | low | 4 | 3 | Graphic design | File formats and weight limits of each ad network.
`),
  },
  branding: {
    tasks: parseTasks(`
Discovery and brand strategy | 4-8 | - | high | 1 | - | Brand strategy | Values, audience, personality and competitors.
Logo design | 8-16 | - | high | 1 | 0 | Logo design, Adobe Illustrator | Concepts, refinement and final logo.
Colour palette and typography | 3-6 | - | medium | 2 | 1 | Typography, Colour theory | Palette and type system.
Stationery | 3-6 | - | medium | 2 | 2 | Print design | Business card, letterhead and email signature.
Brand guidelines | 6-12 | - | medium | 3 | 2,3 | Brand guidelines | Usage rules for logo, colour, type and imagery.
Final asset pack | 2-4 | - | low | 4 | 4 | Graphic design | Organised source and export files.
`),
  },
};
