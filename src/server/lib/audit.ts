import type { Db, Tx } from "../db/client";
import { auditLog } from "../db/schema";

/**
 * Writes an `audit_log` row; call it with the transaction that makes the change (DESIGN §3) so the change
 * and its record commit or roll back together.
 */
export async function audit(
  tx: Db | Tx,
  entry: {
    actorId: string | null;
    action: string;
    entity: string;
    entityId: string;
    before?: unknown;
    after?: unknown;
  },
): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
