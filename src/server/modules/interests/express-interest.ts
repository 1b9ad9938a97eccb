import { and, eq } from "drizzle-orm";
import { browsableVersion, INTEREST_TEXTS, interestTransition } from "@/domain/projects/interests";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import { projectInterests, projects } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { audit } from "../../lib/audit";
import { requireFreelancerId } from "./freelancer-of";
import { loadProjectsWithVersions } from "./freelancer-projects";

/**
 * "Express Interest" (spec 3 §4): inserts the freelancer's interest with status interested, or
 * re-activates a withdrawn one with the new note, audited in the same transaction.
 * @throws AppError forbidden (403) unless a freelancer; conflict (409) without a freelancers row or when
 *   an interest is already active (spec 3 §8 text); project_not_found (404) when the project is not in
 *   the freelancer browser (missing, accepted, or not enabled for freelancers — spec 2 §4).
 */
export async function expressInterest({
  deps,
  actor,
  projectId,
  notes,
}: {
  deps: Deps;
  actor: Actor;
  projectId: string;
  notes: string | undefined;
}): Promise<{ id: string; projectId: string; status: "interested" }> {
  requireAccess(actor, "interests.express");
  const freelancerId = await requireFreelancerId(deps.db, actor);
  const [candidate] = await loadProjectsWithVersions(deps.db, eq(projects.id, projectId));
  if (!candidate || !browsableVersion(candidate.project.phase, candidate.versions)) {
    throw new AppError("project_not_found", "Project not found");
  }
  return deps.db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(projectInterests)
      .where(and(eq(projectInterests.projectId, projectId), eq(projectInterests.freelancerId, freelancerId)))
      .for("update");
    const step = interestTransition(existing?.status, "express");
    if (!step.ok) throw new AppError("conflict", INTEREST_TEXTS.expressFailed);
    const values = { status: step.next, notes: notes ?? null };
    const [row] = existing
      ? await tx
          .update(projectInterests)
          .set({ ...values, createdAt: deps.now(), updatedAt: deps.now() })
          .where(eq(projectInterests.id, existing.id))
          .returning()
      : await tx
          .insert(projectInterests)
          .values({ projectId, freelancerId, ...values, createdAt: deps.now(), updatedAt: deps.now() })
          .onConflictDoNothing()
          .returning();
    // A concurrent express won the insert race: same answer as a second express.
    if (!row) throw new AppError("conflict", INTEREST_TEXTS.expressFailed);
    await audit(tx, {
      actorId: actor.id,
      action: "interest.express",
      entity: "project_interest",
      entityId: row.id,
      before: existing ? { status: existing.status } : null,
      after: { status: row.status, projectId },
    });
    return { id: row.id, projectId, status: "interested" as const };
  });
}
