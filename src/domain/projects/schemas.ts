import { z } from "zod";

/**
 * The orders of a project list: newest first (spec 2 §2), or by overrun (issue 20 item 6) — actual minus
 * estimated hours of the tasks with hours logged, largest first, projects without logged hours last.
 */
export const PROJECT_LIST_SORTS = ["newest", "overrun"] as const;
export type ProjectListSort = (typeof PROJECT_LIST_SORTS)[number];

/** Search, order and paging for project lists (All Projects, My Projects). `page` is 1-based. */
export const projectListQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  sort: z.enum(PROJECT_LIST_SORTS).default("newest"),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
