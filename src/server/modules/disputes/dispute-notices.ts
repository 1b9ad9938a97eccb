import { eq, inArray } from "drizzle-orm";
import { STAFF_ROLES } from "@/domain/roles";
import type { Db, Tx } from "../../db/client";
import { currentVersionOfProject } from "../../db/joins";
import { profiles, projects, projectVersions } from "../../db/schema";
import { projectTeam } from "../lifecycle";
import { notify } from "../notifications";

/** Who hears about a dispute: the project's client, its team's freelancers and every staff member. */
export interface DisputeAudience {
  title: string;
  clientId: string;
  freelancerIds: string[];
  staffIds: string[];
}

/** The project's title and the people a dispute's notices go to (read before the transaction). */
export async function disputeAudience(db: Db, projectId: string): Promise<DisputeAudience> {
  const [[project], team, staff] = await Promise.all([
    db
      .select({ clientId: projects.clientId, title: projectVersions.title })
      .from(projects)
      .innerJoin(projectVersions, currentVersionOfProject)
      .where(eq(projects.id, projectId)),
    projectTeam(db, projectId),
    db
      .select({ id: profiles.id })
      .from(profiles)
      .where(inArray(profiles.role, [...STAFF_ROLES])),
  ]);
  return {
    title: project?.title ?? "your project",
    clientId: project?.clientId ?? "",
    freelancerIds: [...new Set(team.map((member) => member.userId))],
    staffIds: staff.map((person) => person.id),
  };
}

/**
 * Sends one notice (in-app, live, and its e-mail through the notification job) to each of `userIds` in the
 * caller's transaction, so nothing is sent for a move that rolls back. Kind "payment" (the e-mail setting
 * "Payments received or due"). `text` may differ per group: freelancers' texts never carry amounts.
 */
export async function sendDisputeNotices(
  tx: Tx,
  projectId: string,
  groups: { userIds: readonly string[]; title: string; body: string }[],
  except?: string,
): Promise<void> {
  const sent = new Set<string>(except ? [except] : []);
  for (const group of groups) {
    for (const userId of group.userIds) {
      if (!userId || sent.has(userId)) continue;
      sent.add(userId);
      await notify(tx, {
        userId,
        kind: "payment",
        title: group.title,
        body: group.body,
        link: `/project/${projectId}#disputes`,
      });
    }
  }
}
