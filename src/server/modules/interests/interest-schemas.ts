import { z } from "@hono/zod-openapi";
import { pagedListSchema } from "../../lib/openapi";

/**
 * A project as freelancers see it in the browser and on Open Interests (spec 2 §2, spec 3 §2): the
 * visible version's content and the freelancer budget in paise ONLY — never the client or estimated
 * budget (spec 2 §6).
 */
export const browseProjectSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    description: z.string(),
    statusCode: z.string(),
    statusName: z.string(),
    isDraft: z.boolean(),
    freelancerBudget: z.number().int().nullable().openapi({ description: "paise" }),
    requiredSkills: z.array(z.string()),
    deadline: z.string().nullable().openapi({ description: "YYYY-MM-DD" }),
    estimatedDuration: z.number().int().nullable().openapi({ description: "days" }),
    createdAt: z.string(),
    interested: z.boolean().openapi({ description: "the signed-in freelancer has an active interest" }),
  })
  .openapi("BrowseProject");

export type BrowseProject = z.infer<typeof browseProjectSchema>;

export const browseListSchema = pagedListSchema(browseProjectSchema, "BrowseProjectList");
export type BrowseList = z.infer<typeof browseListSchema>;

/** One of the signed-in freelancer's active interests (spec 3 §2 "Open Interests"). */
export const myInterestSchema = z
  .object({
    id: z.uuid(),
    notes: z.string().nullable(),
    createdAt: z.string().openapi({ description: "when interest was (last) expressed" }),
    project: browseProjectSchema.omit({ interested: true }),
  })
  .openapi("MyInterest");

export type MyInterest = z.infer<typeof myInterestSchema>;

/** A freelancer interested in a project, for staff (spec 2 §2, spec 3 §6). Hourly rate in paise. */
export const projectInterestSchema = z
  .object({
    id: z.uuid(),
    freelancerId: z.uuid(),
    fullName: z.string(),
    avatarUrl: z.string().nullable(),
    title: z.string(),
    rating: z.number(),
    hourlyRate: z.number().int().openapi({ description: "paise per hour" }),
    skills: z.array(z.string()),
    notes: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi("ProjectInterest");

export type ProjectInterest = z.infer<typeof projectInterestSchema>;

/** The row an express or withdraw leaves behind. */
export const interestResultSchema = z
  .object({ id: z.uuid(), projectId: z.uuid(), status: z.enum(["interested", "withdrawn"]) })
  .openapi("InterestResult");
