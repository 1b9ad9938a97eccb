import { z } from "@hono/zod-openapi";
import { and, desc, eq, ilike, inArray } from "drizzle-orm";
import { memberProjectsCondition } from "../../access";
import type { Actor } from "../../access/actor";
import type { Deps } from "../../context";
import { currentVersionOfProject } from "../../db/joins";
import { profiles, projectMessages, projects, projectVersions } from "../../db/schema";
import { unreadByProject } from "./read-state";

/** One project in the left column of Project Messages (spec 3 §2). */
export const conversationSchema = z
  .object({
    projectId: z.uuid(),
    title: z.string(),
    latestMessage: z
      .object({ content: z.string(), senderName: z.string(), createdAt: z.string() })
      .nullable(),
    unread: z.number().int(),
  })
  .openapi("Conversation");
export type Conversation = z.infer<typeof conversationSchema>;

const LIMIT = 100;

/**
 * The projects the actor may message about (client: own; freelancer: assigned; staff: all — spec 3 §2),
 * matching `search` on the title, with each one's latest message and unread count, most recent activity
 * first (at most 100).
 */
export async function listConversations({
  deps,
  actor,
  search,
}: {
  deps: Deps;
  actor: Actor;
  search?: string;
}): Promise<Conversation[]> {
  const pattern = search ? `%${search.replace(/[\\%_]/g, (m) => `\\${m}`)}%` : undefined;
  const rows = await deps.db
    .select({ projectId: projects.id, title: projectVersions.title, createdAt: projects.createdAt })
    .from(projects)
    .innerJoin(projectVersions, currentVersionOfProject)
    .where(and(memberProjectsCondition(actor), pattern ? ilike(projectVersions.title, pattern) : undefined))
    .orderBy(desc(projects.createdAt))
    .limit(LIMIT);
  const ids = rows.map((r) => r.projectId);
  const [latest, unread] = await Promise.all([
    ids.length
      ? deps.db
          .selectDistinctOn([projectMessages.projectId], {
            projectId: projectMessages.projectId,
            content: projectMessages.messageContent,
            messageType: projectMessages.messageType,
            senderName: profiles.fullName,
            createdAt: projectMessages.createdAt,
          })
          .from(projectMessages)
          .leftJoin(profiles, eq(profiles.id, projectMessages.senderId))
          .where(inArray(projectMessages.projectId, ids))
          .orderBy(projectMessages.projectId, desc(projectMessages.createdAt))
      : [],
    unreadByProject(deps, actor, ids),
  ]);
  const latestBy = new Map(latest.map((m) => [m.projectId, m]));
  const conversations = rows.map((row) => {
    const message = latestBy.get(row.projectId);
    return {
      projectId: row.projectId,
      title: row.title,
      latestMessage: message
        ? {
            content: message.content,
            senderName:
              message.messageType === "ai_response"
                ? "Kaarya Assistant"
                : (message.senderName ?? "Former user"),
            createdAt: message.createdAt.toISOString(),
          }
        : null,
      unread: unread.get(row.projectId) ?? 0,
      activity: (message?.createdAt ?? row.createdAt).getTime(),
    };
  });
  return conversations.sort((a, b) => b.activity - a.activity).map(({ activity: _, ...c }) => c);
}
