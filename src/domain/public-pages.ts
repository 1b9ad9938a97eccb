/**
 * The public pages (spec 1 §1 "Public pages", §2 route table: the landing page and /careers, /contact,
 * /terms, /refund, /privacy) with the title and description they show to people, search engines and link
 * previews. One table for both sides: the web app renders them as the page's head, the server writes them
 * into the HTML it sends, with the canonical and Open Graph tags, and lists the paths in /sitemap.xml
 * (issue 19 item 20).
 *
 * @module
 */
import { BUSINESS_HOURS, CONTACT_RESPONSE_HOURS, SUPPORT_EMAIL } from "./contact/company";

/** A public page: its path (leading slash, no trailing one), page title and meta description. */
export interface PublicPage {
  path: string;
  title: string;
  description: string;
}

/** Every public page, by name. */
export const PUBLIC_PAGES = {
  landing: {
    path: "/",
    title: "Kaarya",
    description:
      "Kaarya: you order it and we get it done. Describe your digital project, get an instant estimate and matched freelancers. Your first project is free.",
  },
  careers: {
    path: "/careers",
    title: "Careers: Work as a Freelancer",
    description:
      "Join Kaarya as a freelancer in web development, mobile apps, content writing or ad creation and marketing. Apply in four steps and get paid for your work.",
  },
  contact: {
    path: "/contact",
    title: "Contact Us",
    description: `Write to Kaarya at ${SUPPORT_EMAIL} or through the contact form. Business hours ${BUSINESS_HOURS}; we reply within ${CONTACT_RESPONSE_HOURS} hours.`,
  },
  terms: {
    path: "/terms",
    title: "Terms of Service",
    description:
      "The terms for using Kaarya as a client or freelancer: obligations, payments, intellectual property, liability and the governing law of India.",
  },
  refund: {
    path: "/refund",
    title: "Refund and Cancellation Policy",
    description:
      "How to cancel a Kaarya subscription or project, dispute a paid milestone, and how refunds of disputes and duplicate charges reach you.",
  },
  privacy: {
    path: "/privacy",
    title: "Privacy Policy",
    description:
      "What personal data Kaarya collects (profiles, login history, payments, messages, résumés), why, who sees it and your rights under Indian law.",
  },
} as const satisfies Record<string, PublicPage>;

/** The document title of a public page: "Kaarya" for the landing page, "{title} | Kaarya" for the others. */
export function documentTitle(page: PublicPage): string {
  return page.title === "Kaarya" ? page.title : `${page.title} | Kaarya`;
}
