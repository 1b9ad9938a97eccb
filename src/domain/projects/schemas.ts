import { z } from "zod";

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use the date format YYYY-MM-DD");

/**
 * Step 1 of Create project (spec 2 §2, §5), shared by the form and `POST /api/projects/analyze`.
 * `budgetMax` is optional integer paise (empty means none); `deadline` an optional YYYY-MM-DD date.
 */
export const projectBriefSchema = z.object({
  title: z.string().trim().min(1, "Title is required").max(200, "Title must be at most 200 characters"),
  description: z
    .string()
    .trim()
    .min(1, "Description is required")
    .max(10_000, "Description must be at most 10,000 characters"),
  requirements: z.string().trim().max(20_000, "Requirements must be at most 20,000 characters").optional(),
  budgetMax: z
    .number()
    .int("Budget must be a whole number")
    .min(0, "Budget cannot be negative")
    .max(1_000_000_000_00, "Budget is too large")
    .nullable()
    .optional(),
  deadline: isoDate.nullable().optional(),
});

export type ProjectBrief = z.infer<typeof projectBriefSchema>;

/** Search and paging for project lists (All Projects, My Projects). `page` is 1-based. */
export const projectListQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
