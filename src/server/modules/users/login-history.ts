import { z } from "@hono/zod-openapi";
import { desc, eq } from "drizzle-orm";
import { LOGIN_HISTORY_PAGE_SIZE } from "@/domain/constants";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import { loginHistory, profiles } from "../../db/schema";
import { listTotal } from "../../lib/list-totals";

/** A sign-in (spec 3 §2 Login History, §3 login_history), with the user as name and e-mail. */
export const loginEntrySchema = z
  .object({
    id: z.uuid(),
    loginTime: z.string(),
    device: z.string().nullable(),
    location: z.string().nullable(),
    ipAddress: z.string().nullable(),
    locale: z.string().nullable(),
    user: z.object({ id: z.uuid(), fullName: z.string(), email: z.string() }),
  })
  .openapi("LoginEntry");
export type LoginEntry = z.infer<typeof loginEntrySchema>;

export const loginHistoryQuerySchema = z.object({ page: z.coerce.number().int().min(1).default(1) });

/** Sign-ins shown to a user on their own profile. */
const OWN_RECENT = 10;

function entries(deps: Deps) {
  return deps.db
    .select({
      id: loginHistory.id,
      loginTime: loginHistory.loginTime,
      device: loginHistory.device,
      location: loginHistory.location,
      ipAddress: loginHistory.ipAddress,
      locale: loginHistory.locale,
      user: { id: profiles.id, fullName: profiles.fullName, email: profiles.email },
    })
    .from(loginHistory)
    .innerJoin(profiles, eq(profiles.id, loginHistory.userId));
}

const toEntry = (row: Awaited<ReturnType<ReturnType<typeof entries>["execute"]>>[number]): LoginEntry => ({
  ...row,
  loginTime: row.loginTime.toISOString(),
});

/**
 * Login History for administrators (spec 3 §2, §7): every user's sign-ins, newest first, 50 per page
 * (spec 3 §9), with the exact total for the pager (spec 3 §7's count query, read from the database's kept
 * total: decision 0019).
 * @throws AppError forbidden (403) for anyone but an administrator.
 */
export async function listLoginHistory({ deps, actor, page }: { deps: Deps; actor: Actor; page: number }) {
  requireAccess(actor, "login_history.read_all");
  const [rows, total] = await Promise.all([
    entries(deps)
      .orderBy(desc(loginHistory.loginTime), desc(loginHistory.id))
      .limit(LOGIN_HISTORY_PAGE_SIZE)
      .offset((page - 1) * LOGIN_HISTORY_PAGE_SIZE),
    listTotal(deps.db, "login_history"),
  ]);
  return { items: rows.map(toEntry), total, page, pageSize: LOGIN_HISTORY_PAGE_SIZE };
}

/** The signed-in user's own recent sign-ins, newest first (issue 7 item 8: shown in Profile Settings). */
export async function listOwnLogins({ deps, actor }: { deps: Deps; actor: Actor }): Promise<LoginEntry[]> {
  const rows = await entries(deps)
    .where(eq(loginHistory.userId, actor.id))
    .orderBy(desc(loginHistory.loginTime), desc(loginHistory.id))
    .limit(OWN_RECENT);
  return rows.map(toEntry);
}
