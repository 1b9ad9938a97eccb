/**
 * Sign-up with an e-mail that already has an account (issue 19 item 9). better-auth answers it exactly as a
 * fresh sign-up (`autoSignIn: false`, see auth.ts), so the answer does not tell whether the address is
 * registered; the owner learns of the attempt by e-mail instead, sent by a durable job so a slow or failing
 * SMTP server neither delays nor loses it.
 *
 * @module
 */
import { z } from "zod";
import type { Db } from "../../db/client";
import type { Env } from "../../env";
import type { Mailer } from "../../integrations/mail/mailer";
import { enqueue } from "../../jobs/job-queue";

/** The job that mails the owner of an address someone tried to sign up with. */
export const EXISTING_SIGN_UP_JOB = "accounts.existing-sign-up";

const payloadSchema = z.object({ email: z.email(), name: z.string() });

/** Queues the owner's e-mail for a sign-up attempt with `user`'s address (better-auth's onExistingUserSignUp). */
export async function queueExistingSignUpMail(db: Db, user: { email: string; name: string }): Promise<void> {
  await enqueue(db, EXISTING_SIGN_UP_JOB, { email: user.email, name: user.name });
}

/**
 * The job: tells the account's owner that someone tried to create an account with their address, that
 * nothing changed, and where to sign in or change the password. Takes only the mailer and the app's URL, not
 * the whole `Deps`: auth.ts imports this file and context.ts imports auth.ts (no cycle, issue 18 item 5).
 */
export async function mailExistingSignUp(
  deps: { env: Pick<Env, "APP_URL">; mailer: Mailer },
  payload: Record<string, unknown>,
): Promise<void> {
  const { email, name } = payloadSchema.parse(payload);
  const origin = new URL(deps.env.APP_URL).origin;
  await deps.mailer.send({
    to: email,
    subject: "Someone tried to create a Kaarya account with your e-mail",
    text: [
      `Hello ${name},`,
      "",
      "Someone just tried to create a new Kaarya account with this e-mail address. You already have an",
      "account, so nothing was created and nothing about your account changed.",
      "",
      `If it was you, sign in at ${origin}/signin.`,
      `If it was not, you need not do anything; to be safe you can change your password at ${origin}/change-password.`,
    ].join("\n"),
  });
}
