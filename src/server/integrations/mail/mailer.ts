import nodemailer from "nodemailer";
import type { Db } from "../../db/client";
import { mailOutbox } from "../../db/schema";
import type { Env } from "../../env";

/** One plain-text e-mail. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail (DESIGN §5 "mail"): every message is kept in `mail_outbox`; `sent_at` is set once handed to SMTP. */
export interface Mailer {
  readonly kind: "outbox" | "smtp";
  send(mail: Mail): Promise<void>;
}

/** The embedded default: the outbox only, read on the dev mailbox page. */
export function outboxMailer(db: Db): Mailer {
  return {
    kind: "outbox",
    async send(mail) {
      await db.insert(mailOutbox).values({ to: mail.to, subject: mail.subject, body: mail.text });
    },
  };
}

/** SMTP through nodemailer (`SMTP_URL`, `MAIL_FROM`), recorded in the outbox with its sending time. */
export function smtpMailer(db: Db, url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: "smtp",
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
      await db
        .insert(mailOutbox)
        .values({ to: mail.to, subject: mail.subject, body: mail.text, sentAt: new Date() });
    },
  };
}

/** The configured mailer: SMTP when `SMTP_URL` is set, else the outbox. */
export function createMailer(env: Env, db: Db): Mailer {
  return env.SMTP_URL ? smtpMailer(db, env.SMTP_URL, env.MAIL_FROM) : outboxMailer(db);
}
