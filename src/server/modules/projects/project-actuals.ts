import { z } from "@hono/zod-openapi";
import { projectActuals } from "@/domain/projects/actuals";
import type { projectTasks } from "../../db/schema";

const hoursSumShape = {
  estimatedHours: z.number().openapi({ description: "hours estimated for every task counted" }),
  actualHours: z.number().openapi({ description: "hours logged on them (0 when none is)" }),
  loggedEstimatedHours: z
    .number()
    .openapi({ description: "hours estimated for the tasks with hours logged" }),
  differenceHours: z.number().nullable().openapi({
    description:
      "actual − estimated hours over the tasks with hours logged (positive: over); null when none is",
  }),
  loggedTasks: z.number().int(),
};

/**
 * Estimated versus actual hours on project detail (issue 20 item 6), of the tasks the viewer may see: every
 * task for staff and the project's client, a freelancer's own tasks for a freelancer (who gets no milestone
 * group sums). Hours, no budgets.
 */
export const projectActualsSchema = z
  .object({
    tasks: z.array(
      z.object({
        taskId: z.uuid(),
        milestoneGroup: z.number().int().nullable(),
        estimatedHours: z.number(),
        actualHours: z.number().nullable().openapi({ description: "null until hours are logged" }),
        differenceHours: z
          .number()
          .nullable()
          .openapi({ description: "actual − estimated; null until logged" }),
      }),
    ),
    groups: z
      .array(z.object({ milestoneGroup: z.number().int().nullable(), ...hoursSumShape }))
      .optional()
      .openapi({ description: "per milestone group, the tasks in no group last; not sent to freelancers" }),
    total: z.object(hoursSumShape),
  })
  .openapi("ProjectActuals");

/**
 * The actuals `actorId` sees of a version's `tasks` (issue 20 item 6): staff and the client all tasks with the
 * per-milestone-group sums, a freelancer only the tasks assigned to them. Computed from the rows the detail
 * already holds (a task's hours change raises the detail revision, decision 0022): kept with the shown version
 * for staff and the client, per request for a freelancer, whose share differs from another's.
 */
export function actualsFor(
  view: "client" | "freelancer" | "staff",
  actorId: string,
  tasks: readonly (typeof projectTasks.$inferSelect)[],
): z.infer<typeof projectActualsSchema> {
  return view === "freelancer"
    ? projectActuals(tasks, { onlyAssignedTo: actorId, groups: false })
    : projectActuals(tasks, { groups: true });
}
