import {
  CONTACT_RATE_LIMIT,
  CONTACT_RATE_WINDOW_SECONDS,
  type ContactMessage,
  contactMessageSchema,
  SUPPORT_EMAIL,
} from "@/domain/contact/contact";
import type { Deps } from "../../context";
import { enqueue } from "../../jobs/job-queue";
import { hitRateLimit } from "../../lib/rate-limit-counter";

/** The job that mails one contact-form message to the support address. */
export const CONTACT_EMAIL_JOB = "contact.email";

/**
 * Takes a message from the public contact form (spec 1 §1, spec 3 §1): counts it against the sender's
 * address (5 per 10 minutes), then queues a durable job that mails it to the support address, so a
 * failing SMTP server is retried rather than losing the message.
 * @throws AppError rate_limited (429) when the address sent too many.
 */
export async function sendContactMessage({
  deps,
  input,
  ip,
}: {
  deps: Deps;
  input: ContactMessage;
  /** The sender's IP address, from the socket; null when unknown. */
  ip: string | null;
}): Promise<void> {
  await hitRateLimit(
    deps.db,
    { name: "contact", max: CONTACT_RATE_LIMIT, windowSeconds: CONTACT_RATE_WINDOW_SECONDS },
    ip,
    deps.now(),
  );
  await enqueue(deps.db, CONTACT_EMAIL_JOB, { ...input, ip, receivedAt: deps.now().toISOString() });
}

/**
 * The contact job: mails the message to {@link SUPPORT_EMAIL} through the configured mailer (outbox or
 * SMTP). The subject is prefixed so staff can filter; the sender's address is in the body to reply to.
 */
export async function mailContactMessage(deps: Deps, payload: Record<string, unknown>): Promise<void> {
  const message = contactMessageSchema.parse(payload);
  const receivedAt = typeof payload.receivedAt === "string" ? payload.receivedAt : "";
  await deps.mailer.send({
    to: SUPPORT_EMAIL,
    subject: `[Contact] ${message.subject}`,
    text: [
      `From: ${message.name} <${message.email}>`,
      `Received: ${receivedAt}`,
      "",
      message.message,
      "",
      `Reply to ${message.email}; we promise an answer within 24 hours.`,
    ].join("\n"),
  });
}
