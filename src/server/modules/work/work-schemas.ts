import { z } from "@hono/zod-openapi";
import { INVITATION_STATUSES } from "@/domain/projects/invitations";
import { STATUS_CODES } from "@/domain/projects/statuses";
import { TASK_PRIORITIES, TASK_STATUSES } from "@/domain/projects/tasks";
import { matchSchema } from "../projects";

/** A task of My Work (spec 1 §2, §6): the freelancer's own task with its project's title. Hours are decimal. */
export const myTaskSchema = z
  .object({
    id: z.uuid(),
    projectId: z.uuid(),
    projectTitle: z.string(),
    projectCancelled: z.boolean(),
    title: z.string(),
    description: z.string().nullable(),
    status: z.enum(TASK_STATUSES),
    priority: z.enum(TASK_PRIORITIES),
    estimatedHours: z.number().openapi({ description: "hours" }),
    actualHours: z.number().nullable().openapi({ description: "hours logged so far, one decimal" }),
    dueDate: z.string().nullable().openapi({ description: "YYYY-MM-DD" }),
  })
  .openapi("MyTask");
export type MyTask = z.infer<typeof myTaskSchema>;

/** An unassigned task of an active project, as Task Mapping lists it (spec 1 §6). */
export const mappableTaskSchema = z
  .object({
    id: z.uuid(),
    projectId: z.uuid(),
    projectTitle: z.string(),
    projectStatusCode: z.enum(STATUS_CODES),
    projectStatusName: z.string(),
    title: z.string(),
    status: z.enum(TASK_STATUSES),
    priority: z.enum(TASK_PRIORITIES),
    estimatedHours: z.number().openapi({ description: "hours" }),
    dueDate: z.string().nullable().openapi({ description: "YYYY-MM-DD" }),
    requiredSkills: z.array(z.string()),
  })
  .openapi("MappableTask");
export type MappableTask = z.infer<typeof mappableTaskSchema>;

/** Query of Task Mapping's list: search by task or project title, 1-based pages. */
export const mappableTaskQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** A task's candidates: the skills they were scored against and every available freelancer, best first. */
export const taskCandidatesSchema = z
  .object({
    taskId: z.uuid(),
    requiredSkills: z.array(z.string()),
    freelancers: z.array(matchSchema),
  })
  .openapi("TaskCandidates");
export type TaskCandidates = z.infer<typeof taskCandidatesSchema>;

/** An invitation of My Work (issue 19 item 17): its project, status and terms. */
export const myInvitationSchema = z
  .object({
    projectId: z.uuid(),
    projectTitle: z.string(),
    status: z.enum(INVITATION_STATUSES),
    matchScore: z.number().int().nullable(),
    hourlyRate: z.number().int().nullable().openapi({ description: "paise per hour" }),
    createdAt: z.string().openapi({ description: "ISO 8601" }),
  })
  .openapi("MyInvitation");
export type MyInvitation = z.infer<typeof myInvitationSchema>;
