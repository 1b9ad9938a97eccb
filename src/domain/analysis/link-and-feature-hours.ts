/**
 * Hours of one integration or one feature by what it is (decision 0025): the fixed-hour norms the IT steps of
 * `norms-it.ts` use for links to outside services, priced as code in an app or as a plugin on a site, and for
 * named features.
 *
 * @module
 */
import type { StepHours } from "./norm-steps";

/** What an integration links to, read from its title; the key of {@link INTEGRATION_NORMS}. */
type IntegrationKind =
  | "crm_push"
  | "booking"
  | "payment"
  | "shipping"
  | "crm_sync"
  | "button"
  | "chat"
  | "maps"
  | "messaging"
  | "analytics"
  | "other";

/**
 * Hours of each kind of integration, `[custom, onSite, why custom, why on a site]`. In a custom app or API the
 * link is code: account, keys, the flow end to end and its failure cases (payments and booking carry the most
 * states). On a website or store (WordPress, Shopify, WooCommerce, Wix…) the same link is a maintained plugin,
 * app or embed set up, styled and tested: a payment gateway plugin is configured and test-paid in an afternoon,
 * a map is an embed — the figures freelancers quote for such set-ups (decision 0025).
 */
const INTEGRATION_NORMS: Record<IntegrationKind, readonly [number, number, string, string]> = {
  crm_push: [
    6,
    4,
    "map the fields and push each record one way, with retries",
    "a connector pushing each record one way",
  ],
  booking: [
    20,
    10,
    "availability, booking, cancellation and reminders",
    "a booking plugin or scheduler set up with slots, blocked days and reminders",
  ],
  payment: [
    16,
    6,
    "gateway account, checkout, webhooks, refunds and failures",
    "gateway plugin or hosted checkout, test payments and order e-mails",
  ],
  shipping: [
    12,
    5,
    "rates, labels and tracking",
    "a shipping app or plugin: rates, labels and the tracking link",
  ],
  crm_sync: [16, 10, "field mapping and a two-way sync", "a connector with field mapping both ways"],
  button: [2, 2, "a link button on every page", "a link button on every page"],
  chat: [
    12,
    4,
    "a chat widget or bot wired to the team's inbox",
    "a chat widget or bot plugin wired to the team's inbox",
  ],
  maps: [8, 2, "map display, markers and address search", "an embedded map with the address or branches"],
  messaging: [
    8,
    4,
    "provider account, templates and sending on events",
    "a provider plugin sending on form or order events",
  ],
  analytics: [3, 2, "tag set-up and key events", "tag set-up and key events"],
  other: [
    12,
    6,
    "account, keys, the calls and their failure cases",
    "a plugin or API set up, wired and tested",
  ],
};

/** The kind of an integration from its `title`; a CRM or ERP link pushes one way unless its `source` sentence syncs. */
function integrationKind(title: string, source: string): IntegrationKind {
  const t = title.toLowerCase();
  if (/erp|crm|tally|zoho|hubspot|salesforce|quickbooks/.test(t))
    return /two-way|sync|both ways|pull|fetch/i.test(source) ? "crm_sync" : "crm_push";
  if (/book|reserv|appointment|(?<!\bad )slot|availab/.test(t)) return "booking";
  if (
    /pay|checkout|upi|razorpay|paytm|phonepe|stripe|paypal|cash on delivery|gateway|cashfree|instamojo|ccavenue|easebuzz|billdesk|juspay/.test(
      t,
    )
  )
    return "payment";
  if (/ship|courier|delhivery|shiprocket/.test(t)) return "shipping";
  if (/button|click[\s-]to[\s-]chat/.test(t)) return "button";
  if (/chat/.test(t)) return "chat";
  if (/map|locat|gps|track/.test(t)) return "maps";
  if (/sms|whatsapp|otp|email|push|notif/.test(t)) return "messaging";
  if (/analytics/.test(t)) return "analytics";
  return "other";
}

/**
 * Integration hours by what is integrated (its `title`) and where: `onSite` when the plan builds a website or
 * store rather than a custom app, so the link is a plugin or embed ({@link INTEGRATION_NORMS}).
 */
export function integrationHours(title: string, source = "", onSite = false): StepHours {
  const [custom, site, whyCustom, whySite] = INTEGRATION_NORMS[integrationKind(title, source)];
  return onSite
    ? { hours: site, basis: `${site} h: ${whySite}` }
    : { hours: custom, basis: `${custom} h: ${whyCustom}` };
}

/** Feature hours by what the feature is. */
export function featureHours(title: string): StepHours {
  const t = title.toLowerCase();
  const [hours, why] = /multi-?vendor/.test(t)
    ? [40, "vendor accounts, listings and payouts"]
    : /report|analytics|dashboard/.test(t)
      ? [16, "queries, charts and exports"]
      : /order tracking|invoice|receipt|inventory|job|complaint|ticket|helpdesk|subscription|loyalty|referral/.test(
            t,
          )
        ? [12, "data, screens and e-mails of the flow"]
        : /search|filter/.test(t)
          ? [10, "search index, filters and result pages"]
          : /blog|news|review|rating|wish|cart|quiz|calendar|event|upload|video|coupon|discount|role/.test(t)
            ? [8, "data, screens and moderation of the feature"]
            : /contact|enquiry|inquiry|\bforms?\b(?! builder)|pin ?code|faq|testimonial|newsletter|gallery|sitemap|seo/.test(
                  t,
                )
              ? [3, "a form or section with validation and delivery"]
              : [8, "a typical small feature: data, screen and tests"];
  return { hours, basis: `${hours} h: ${why}` };
}
