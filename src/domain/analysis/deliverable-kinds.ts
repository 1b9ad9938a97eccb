/**
 * The kinds of deliverable the built-in estimator reads from a brief (issue 17 §1, decision 0025):
 * each with its spec 2 §1 category, the unit its quantity counts and what is assumed when the
 * brief gives no quantity. The norms that turn a quantity into hours live in `norms.ts`.
 *
 * @module
 */
import type { InScopeType } from "./lexicon";
import type { Deliverable } from "./schema";

/** A kind of deliverable: its category (spec 2 §1), its unit (plural noun) and the quantity assumed when none is stated. */
export interface DeliverableKindInfo {
  readonly category: InScopeType;
  readonly unit: string;
  readonly defaultQuantity: number;
}

/** Every deliverable kind, by key. Keys are stable: stored analyses and the evaluation set name them. */
export const DELIVERABLE_KINDS = {
  // IT services
  site_pages: { category: "it_services", unit: "pages", defaultQuantity: 5 },
  // An app the brief does not size: about 6 screens (sign-in, a dashboard, a list, a detail, a form, settings).
  // With 10, apps of unstated size ran a median 1.67× the range's middle on dev and 1.80× on held-back briefs.
  web_app: { category: "it_services", unit: "screens", defaultQuantity: 6 },
  mobile_app: { category: "it_services", unit: "screens", defaultQuantity: 6 },
  api_endpoints: { category: "it_services", unit: "endpoints", defaultQuantity: 8 },
  integration: { category: "it_services", unit: "integrations", defaultQuantity: 1 },
  login: { category: "it_services", unit: "account systems", defaultQuantity: 1 },
  admin_panel: { category: "it_services", unit: "screens", defaultQuantity: 8 },
  catalogue: { category: "it_services", unit: "products", defaultQuantity: 20 },
  feature: { category: "it_services", unit: "features", defaultQuantity: 1 },
  language_version: { category: "it_services", unit: "languages", defaultQuantity: 1 },
  data_migration: { category: "it_services", unit: "records", defaultQuantity: 1_000 },
  maintenance: { category: "it_services", unit: "fixes", defaultQuantity: 5 },
  // Content creation
  articles: { category: "content_creation", unit: "articles", defaultQuantity: 5 },
  product_descriptions: { category: "content_creation", unit: "descriptions", defaultQuantity: 10 },
  web_copy: { category: "content_creation", unit: "pages", defaultQuantity: 3 },
  technical_docs: { category: "content_creation", unit: "documents", defaultQuantity: 3 },
  long_form: { category: "content_creation", unit: "words", defaultQuantity: 10_000 },
  emails: { category: "content_creation", unit: "emails", defaultQuantity: 5 },
  social_captions: { category: "content_creation", unit: "captions", defaultQuantity: 10 },
  scripts: { category: "content_creation", unit: "scripts", defaultQuantity: 3 },
  editing: { category: "content_creation", unit: "words", defaultQuantity: 5_000 },
  translation: { category: "content_creation", unit: "words", defaultQuantity: 3_000 },
  // Graphic design
  logo: { category: "graphic_design", unit: "concepts", defaultQuantity: 3 },
  brand_identity: { category: "graphic_design", unit: "identities", defaultQuantity: 1 },
  print_items: { category: "graphic_design", unit: "print files", defaultQuantity: 1 },
  packaging: { category: "graphic_design", unit: "designs", defaultQuantity: 1 },
  social_graphics: { category: "graphic_design", unit: "graphics", defaultQuantity: 10 },
  ad_creatives: { category: "graphic_design", unit: "ads", defaultQuantity: 4 },
  ui_design: { category: "graphic_design", unit: "screens", defaultQuantity: 8 },
  illustrations: { category: "graphic_design", unit: "illustrations", defaultQuantity: 3 },
  icons: { category: "graphic_design", unit: "icons", defaultQuantity: 12 },
  presentation: { category: "graphic_design", unit: "slides", defaultQuantity: 12 },
  infographics: { category: "graphic_design", unit: "infographics", defaultQuantity: 1 },
  mockups: { category: "graphic_design", unit: "mockups", defaultQuantity: 3 },
} as const satisfies Record<string, DeliverableKindInfo>;

/** A deliverable kind key, e.g. "articles", "site_pages", "integration". */
export type DeliverableKind = keyof typeof DELIVERABLE_KINDS;

/**
 * A deliverable of `kind` at its default quantity, marked assumed, titled `title`, read from `source`; keys in the
 * schema's order (the analysis is signed as JSON text and checked after parsing).
 */
export function assumedDeliverable(kind: DeliverableKind, title: string, source: string): Deliverable {
  const info = DELIVERABLE_KINDS[kind];
  return {
    kind,
    category: info.category,
    title,
    quantity: info.defaultQuantity,
    unit: info.unit,
    wordsEach: undefined,
    variants: undefined,
    pagesEach: undefined,
    assumed: true,
    source,
  };
}
