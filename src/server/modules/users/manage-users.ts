import { z } from "@hono/zod-openapi";
import { and, count, desc, eq, ilike, ne, or } from "drizzle-orm";
import { ROLES, type Role } from "@/domain/roles";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import { profiles, sessions } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { audit } from "../../lib/audit";
import { keptPagesOf } from "../../lib/list-revisions";
import { containsPattern } from "../../lib/search-pattern";
import { createFreelancerRow } from "../profiles";

/** A row of User Management (spec 3 §2): User, Email, Role, Joined. */
export const managedUserSchema = z
  .object({
    id: z.uuid(),
    fullName: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    createdAt: z.string(),
  })
  .openapi("ManagedUser");
export type ManagedUser = z.infer<typeof managedUserSchema>;

/** Query of `GET /api/users`: search by name or e-mail, 1-based pages. */
export const userQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** Refusal when the change would leave no administrator (issue 7 item 7). */
export const LAST_ADMINISTRATOR = "You cannot remove the last administrator.";

/** User Management's pages without a search, kept by the `users` revision (decision 0035). */
const keptUserPages = keptPagesOf<Awaited<ReturnType<typeof readUsers>>>("users", "users_list_revision");

/**
 * User Management's table (spec 3 §2), newest first, searched by name or e-mail, one page at a time. A page
 * without a search is answered again while the `users` list revision stands (decision 0035: any change of a
 * profile's name, e-mail, role or joining time, or a profile added or removed, raises it).
 * @throws AppError forbidden (403) for anyone but an administrator.
 */
export async function listUsers({
  deps,
  actor,
  query,
}: {
  deps: Deps;
  actor: Actor;
  query: z.output<typeof userQuerySchema>;
}): Promise<{ items: ManagedUser[]; total: number; page: number; pageSize: number }> {
  requireAccess(actor, "users.manage");
  if (query.search) return readUsers(deps, query);
  return keptUserPages(deps.db, `${query.page}:${query.pageSize}`, () => readUsers(deps, query));
}

/** One page of User Management, read from the database (see {@link listUsers}). */
async function readUsers(deps: Deps, query: z.output<typeof userQuerySchema>) {
  const pattern = query.search ? containsPattern(query.search) : null;
  const where = pattern ? or(ilike(profiles.fullName, pattern), ilike(profiles.email, pattern)) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    deps.db
      .select({
        id: profiles.id,
        fullName: profiles.fullName,
        email: profiles.email,
        role: profiles.role,
        createdAt: profiles.createdAt,
      })
      .from(profiles)
      .where(where)
      .orderBy(desc(profiles.createdAt), desc(profiles.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    deps.db.select({ total: count() }).from(profiles).where(where),
  ]);
  return {
    items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * An administrator changes a user's role (spec 3 §2, issue 7 item 7), in one transaction with the
 * administrators locked so two demotions cannot both pass the check: the last administrator cannot be
 * demoted (themselves included); a new freelancer gets a `freelancers` row (title "Freelancer", rate 0)
 * if they have none, so matching and payouts can find them. Audited. Every session of the user is deleted
 * in the same transaction (issue 8), so they are signed out everywhere and sign in again under the new
 * role (an administrator changing their own role signs themselves out too). better-auth keeps sessions only
 * in its `sessions` table here (no cookie cache, no secondary storage), so deleting the rows revokes them.
 * @throws AppError forbidden (403) for anyone but an administrator; not_found (404); conflict (409) "You
 *   cannot remove the last administrator.".
 */
export async function changeUserRole({
  deps,
  actor,
  userId,
  role,
}: {
  deps: Deps;
  actor: Actor;
  userId: string;
  role: Role;
}): Promise<ManagedUser> {
  requireAccess(actor, "users.manage");
  return deps.db.transaction(async (tx) => {
    const admins = await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.role, "administrator"))
      .for("update");
    const [user] = await tx.select().from(profiles).where(eq(profiles.id, userId)).for("update");
    if (!user) throw new AppError("not_found", "User not found");
    if (user.role === "administrator" && role !== "administrator" && admins.length <= 1)
      throw new AppError("conflict", LAST_ADMINISTRATOR);
    if (user.role !== role) {
      await tx
        .update(profiles)
        .set({ role })
        .where(and(eq(profiles.id, userId), ne(profiles.role, role)));
      if (role === "freelancer") await createFreelancerRow(tx, { userId });
      await tx.delete(sessions).where(eq(sessions.userId, userId));
      await audit(tx, {
        actorId: actor.id,
        action: "user.role",
        entity: "profile",
        entityId: userId,
        before: { role: user.role },
        after: { role },
      });
    }
    return {
      id: user.id,
      fullName: user.fullName,
      email: user.email,
      role,
      createdAt: user.createdAt.toISOString(),
    };
  });
}
