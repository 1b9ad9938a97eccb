import { z } from "zod";

/** Search and paging for project lists (All Projects, My Projects). `page` is 1-based. */
export const projectListQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
