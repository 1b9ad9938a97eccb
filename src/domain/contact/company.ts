/**
 * Where to reach Kaarya (spec 1 §1, spec 3 §1): the company, its support address, postal address and hours,
 * as the public pages show them. Kept apart from the contact form's schema (contact.ts, which re-exports
 * these) so that the landing and legal pages do not load zod (decision 0017).
 *
 * @module
 */

/** The support address shown on /contact; contact-form messages are mailed here (spec 1 §1 "{email}"). */
export const SUPPORT_EMAIL = "support@kaarya.in";

/** The company named in the copyright line and on the contact page (spec 1 §1). */
export const COMPANY_NAME = "Kaarya Technologies Private Limited";

/** The postal address in India shown on /contact, one line per entry. */
export const POSTAL_ADDRESS = [
  COMPANY_NAME,
  "3rd Floor, Sai Towers, MG Road, Labbipet",
  "Vijayawada, Andhra Pradesh 520010",
  "India",
] as const;

/** Business hours (spec 3 §1): Monday to Friday 9:00-18:00 IST. */
export const BUSINESS_HOURS = "Monday to Friday, 9:00-18:00 IST";

/** The reply promise (spec 3 §1), in hours. */
export const CONTACT_RESPONSE_HOURS = 24;
