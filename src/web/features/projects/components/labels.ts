/** Display names of the project categories (spec 2 §1). */
export const PROJECT_TYPE_LABELS: Record<string, string> = {
  it_services: "IT services",
  content_creation: "Content creation",
  graphic_design: "Graphic design",
  unsupported: "Unsupported",
};

/** The supported categories with their examples (spec 2 §1), for the unsupported-project message. */
export const SUPPORTED_CATEGORIES = [
  { name: "IT services", examples: "website, web app, mobile app, API, maintenance" },
  { name: "Content creation", examples: "blog, technical writing, copywriting, SEO writing, editing" },
  { name: "Graphic design", examples: "logo, UI mockups, social graphics, ad creatives, branding" },
];

export const projectTypeLabel = (type: string | null | undefined) =>
  type ? (PROJECT_TYPE_LABELS[type] ?? type) : "—";
