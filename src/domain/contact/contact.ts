/**
 * The contact page (spec 1 §1, spec 3 §1): where to reach Kaarya (from company.ts), and the contact form's
 * schema, shared by the form on /contact and the public `POST /api/contact` route.
 *
 * @module
 */
import { z } from "zod";

export {
  BUSINESS_HOURS,
  COMPANY_NAME,
  CONTACT_RESPONSE_HOURS,
  POSTAL_ADDRESS,
  SUPPORT_EMAIL,
} from "./company";

/** Contact messages accepted per IP address per {@link CONTACT_RATE_WINDOW_SECONDS}. */
export const CONTACT_RATE_LIMIT = 5;
/** The contact form's rate-limit window, in seconds (10 minutes). */
export const CONTACT_RATE_WINDOW_SECONDS = 600;

/** Field lengths of the contact form, in characters. */
export const CONTACT_LIMITS = {
  name: 100,
  subject: 150,
  messageMin: 10,
  message: 5000,
} as const;

// A subject goes into a mail header: no line breaks, so it cannot add headers of its own.
const singleLine = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !/[\r\n]/.test(value), `${label} must be one line`);

/**
 * A message from the contact form: name, e-mail, subject (one line each) and the message.
 * Strings are trimmed; messages are the texts the form shows under each field.
 */
export const contactMessageSchema = z.object({
  name: singleLine("Name", CONTACT_LIMITS.name),
  email: z.string().trim().pipe(z.email("Please enter a valid email address")),
  subject: singleLine("Subject", CONTACT_LIMITS.subject),
  message: z
    .string()
    .trim()
    .min(CONTACT_LIMITS.messageMin, `Message must be at least ${CONTACT_LIMITS.messageMin} characters`)
    .max(CONTACT_LIMITS.message, `Message must be at most ${CONTACT_LIMITS.message} characters`),
});

/** A validated contact-form message. */
export type ContactMessage = z.infer<typeof contactMessageSchema>;
