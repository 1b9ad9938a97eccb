import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../src/server/db/client";
import {
  messageReads,
  profiles,
  projectInterests,
  projectMessages,
  projects,
  projectVersions,
} from "../../src/server/db/schema";
import type { Acknowledged, WriteKind } from "./mix";

/** Counts, per kind of write, how many acknowledged writes the database holds as acknowledged. */
export async function verify(db: Db, acked: Acknowledged) {
  const found: Record<WriteKind, number> = {
    messages: 0,
    interests: 0,
    projects: 0,
    profiles: 0,
    reads: 0,
  };
  const inChunks = async <T, R>(list: T[], query: (chunk: T[]) => Promise<R[]>) => {
    const rows: R[] = [];
    for (let i = 0; i < list.length; i += 1000) rows.push(...(await query(list.slice(i, i + 1000))));
    return rows;
  };
  const messages = await inChunks(acked.messages, (chunk) =>
    db
      .select({ id: projectMessages.id, content: projectMessages.messageContent })
      .from(projectMessages)
      .where(
        inArray(
          projectMessages.id,
          chunk.map((m) => m.id),
        ),
      ),
  );
  const messageContent = new Map(messages.map((m) => [m.id, m.content]));
  found.messages = acked.messages.filter((m) => messageContent.get(m.id) === m.content).length;

  const interests = await inChunks(acked.interests, (chunk) =>
    db
      .select({ id: projectInterests.id, notes: projectInterests.notes, status: projectInterests.status })
      .from(projectInterests)
      .where(
        inArray(
          projectInterests.id,
          chunk.map((i) => i.id),
        ),
      ),
  );
  const interestRow = new Map(interests.map((i) => [i.id, i]));
  found.interests = acked.interests.filter((i) => {
    const row = interestRow.get(i.id);
    return row?.notes === i.notes && row.status === "interested";
  }).length;

  const created = await inChunks(acked.projects, (chunk) =>
    db
      .select({ id: projects.id, clientId: projects.clientId, title: projectVersions.title })
      .from(projects)
      .innerJoin(
        projectVersions,
        and(eq(projectVersions.projectId, projects.id), eq(projectVersions.versionNumber, 1)),
      )
      .where(
        inArray(
          projects.id,
          chunk.map((p) => p.id),
        ),
      ),
  );
  const createdRow = new Map(created.map((p) => [p.id, p]));
  found.projects = acked.projects.filter((p) => {
    const row = createdRow.get(p.id);
    return row?.clientId === p.clientId && row.title === p.title;
  }).length;

  const lastBio = new Map(acked.profiles.map((p) => [p.userId, p.bio]));
  const bios = await db
    .select({ id: profiles.id, bio: profiles.bio })
    .from(profiles)
    .where(inArray(profiles.id, [...lastBio.keys()]));
  const storedBio = new Map(bios.map((p) => [p.id, p.bio]));
  const sendOrder = new Map(acked.profilesSent.map((p, i) => [p.bio, i]));
  // Each person's updates were one after another, so their last acknowledged one must be stored, or one sent
  // after it (unanswered); the earlier ones were overwritten by it, as acknowledged.
  const currentUsers = new Set(
    [...lastBio]
      .filter(([id, bio]) => (sendOrder.get(storedBio.get(id) ?? "") ?? -1) >= (sendOrder.get(bio) ?? 0))
      .map(([id]) => id),
  );
  found.profiles = acked.profiles.filter((p) => currentUsers.has(p.userId)).length;

  const reads = await db
    .select({ projectId: messageReads.projectId, userId: messageReads.userId, at: messageReads.lastReadAt })
    .from(messageReads);
  const readAt = new Map(reads.map((r) => [`${r.projectId} ${r.userId}`, r.at.getTime()]));
  found.reads = acked.reads.filter(
    (r) => (readAt.get(`${r.projectId} ${r.userId}`) ?? 0) >= r.issuedAt,
  ).length;
  return found;
}
