import { sql } from "drizzle-orm";
import { PROJECT_STATUSES } from "@/domain/projects/statuses";
import type { Db } from "./db-types";
import { projectStatuses } from "./schema";

/**
 * Upserts the nine status codes and their phases (spec 2 §4) from `src/domain`, the one place they are
 * defined, so the table and the rules can never disagree.
 */
export async function syncProjectStatuses(db: Db): Promise<void> {
  await db
    .insert(projectStatuses)
    .values(
      PROJECT_STATUSES.map((s) => ({
        statusCode: s.code,
        statusName: s.name,
        statusDescription: s.description,
        phase: s.phase,
      })),
    )
    .onConflictDoUpdate({
      target: projectStatuses.statusCode,
      set: {
        statusName: sql`excluded.status_name`,
        statusDescription: sql`excluded.status_description`,
        phase: sql`excluded.phase`,
      },
    });
}
