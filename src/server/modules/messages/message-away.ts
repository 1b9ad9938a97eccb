import { eq, inArray } from "drizzle-orm";
import type { Deps } from "../../context";
import { currentVersionOfProject } from "../../db/joins";
import { messageReads, profiles, projectMessages, projects, projectVersions } from "../../db/schema";
import { projectTeam } from "../lifecycle";
import { notify } from "../notifications";

/** Runs a few minutes after a message: tells the people who have not read it yet (they are away). */
export const AWAY_JOB = "message.away";

/**
 * "A new message while the recipient is away" (issue 5 item 5): the thread's people — the client, the
 * freelancers on the project and staff who have been in the thread — who have not read up to the message
 * when this job runs get a notification (and its e-mail). The sender never does.
 */
export async function notifyAway(deps: Deps, messageId: string): Promise<void> {
  const [row] = await deps.db
    .select({
      message: projectMessages,
      clientId: projects.clientId,
      title: projectVersions.title,
      sender: profiles.fullName,
    })
    .from(projectMessages)
    .innerJoin(projects, eq(projects.id, projectMessages.projectId))
    .innerJoin(projectVersions, currentVersionOfProject)
    .leftJoin(profiles, eq(profiles.id, projectMessages.senderId))
    .where(eq(projectMessages.id, messageId));
  if (row?.message.messageType !== "user") return;
  const { message } = row;
  const [team, reads] = await Promise.all([
    projectTeam(deps.db, message.projectId),
    deps.db.select().from(messageReads).where(eq(messageReads.projectId, message.projectId)),
  ]);
  const readUpTo = new Map(reads.map((r) => [r.userId, r.lastReadAt]));
  const people = new Set([row.clientId, ...team.map((m) => m.userId), ...reads.map((r) => r.userId)]);
  people.delete(message.senderId ?? "");
  const away = [...people].filter((userId) => {
    const readAt = readUpTo.get(userId);
    return !readAt || readAt < message.createdAt;
  });
  if (away.length === 0) return;
  const existing = await deps.db.select({ id: profiles.id }).from(profiles).where(inArray(profiles.id, away));
  await deps.db.transaction(async (tx) => {
    for (const { id: userId } of existing) {
      await notify(tx, {
        userId,
        kind: "message",
        title: `New message on ${row.title}`,
        body: `${row.sender ?? "Someone"} wrote: ${message.messageContent.slice(0, 200)}`,
        link: `/messages?project=${message.projectId}`,
      });
    }
  });
}
