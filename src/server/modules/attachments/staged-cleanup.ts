import { and, isNull, lte, sql } from "drizzle-orm";
import type { Deps } from "../../context";
import { projectAttachments } from "../../db/schema";

/** Queued with each staged upload, to run a day later: removes the staged uploads no project took. */
export const STAGED_CLEANUP_JOB = "attachments.staged-cleanup";
/** How long a staged upload waits for its project to be submitted (issue 19 item 12): one day, in seconds. */
export const STAGED_ATTACHMENT_TTL_SECONDS = 24 * 60 * 60;

/**
 * Removes every staged attachment (uploaded for a project being created, spec 2 §7) that no submitted project
 * linked within {@link STAGED_ATTACHMENT_TTL_SECONDS} of its upload: the rows in one statement, then their
 * stored files. Each staged upload queues this job for when its own day is over; one run also removes older
 * leftovers. A submit racing the run either links a row before it is removed or finds it gone (and links
 * nothing), never a row without its file.
 * @returns how many attachments were removed.
 */
export async function removeStaleStagedAttachments(deps: Deps): Promise<number> {
  const removed = await deps.db
    .delete(projectAttachments)
    .where(
      and(
        isNull(projectAttachments.projectId),
        lte(
          projectAttachments.createdAt,
          sql`now() - ${STAGED_ATTACHMENT_TTL_SECONDS} * interval '1 second'`,
        ),
      ),
    )
    .returning({ key: projectAttachments.fileUrl });
  for (const { key } of removed) await deps.storage.delete(key);
  return removed.length;
}
