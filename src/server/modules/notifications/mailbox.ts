import { desc } from "drizzle-orm";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import { mailOutbox } from "../../db/schema";

/**
 * The mailbox (DESIGN §5 mail): the latest 50 e-mails Kaarya wrote, newest first, with whether SMTP sent
 * them. With no SMTP configured this is where e-mail can be read. Administrators only.
 * @throws AppError forbidden (403) for anyone else.
 */
export async function listMailbox({ deps, actor }: { deps: Deps; actor: Actor }) {
  requireAccess(actor, "mailbox.read");
  const rows = await deps.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(50);
  return {
    transport: deps.mailer.kind,
    mails: rows.map((m) => ({
      id: m.id,
      to: m.to,
      subject: m.subject,
      body: m.body,
      sentAt: m.sentAt?.toISOString() ?? null,
      createdAt: m.createdAt.toISOString(),
    })),
  };
}
