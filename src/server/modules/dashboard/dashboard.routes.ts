import { createRoute, z } from "@hono/zod-openapi";
import { statusCodeSchema } from "@/domain/projects/statuses";
import { errorResponses, jsonOk } from "../../lib/openapi";
import { actorOf, createRouter } from "../../lib/router";
import { getDashboard } from "./get-dashboard";

const count = z.number().int();
const staffCharts = {
  projectsByStatus: z
    .array(z.object({ statusCode: statusCodeSchema, name: z.string(), count }))
    .describe("Every status code in workflow order with its number of projects, cancelled ones excluded"),
  cancelledProjects: count.describe("Projects cancelled by their client, whatever their status code"),
  paymentsByMonth: z
    .array(
      z.object({
        month: z.string().describe("YYYY-MM, a calendar month in India"),
        projectPaise: z.number().int().describe("Successful project payments charged, in paise"),
        subscriptionPaise: z.number().int().describe("Completed subscription payments charged, in paise"),
      }),
    )
    .describe("The last 6 months, oldest first"),
};
const dashboardSchema = z
  .discriminatedUnion("kind", [
    z.object({
      kind: z.literal("member"),
      stats: z.object({ new: count, active: count, completed: count, all: count }),
      recentProjects: z.array(
        z.object({ id: z.uuid(), title: z.string(), statusCode: z.string(), createdAt: z.string() }),
      ),
      recentTasks: z.array(
        z.object({
          id: z.uuid(),
          title: z.string(),
          status: z.string(),
          dueDate: z.string().nullable(),
          projectId: z.uuid(),
          projectTitle: z.string(),
        }),
      ),
    }),
    z.object({
      kind: z.literal("manager"),
      ...staffCharts,
      totalProjects: count,
      activeProjects: count,
      totalFreelancers: count,
      availableFreelancers: count,
      unassignedTasks: count,
    }),
    z.object({
      kind: z.literal("administrator"),
      ...staffCharts,
      usersByRole: z.object({ client: count, freelancer: count, manager: count, administrator: count }),
      totalProjects: count,
      staff: count,
    }),
  ])
  .openapi("Dashboard");

/** The role's dashboard (spec 1 §2). */
export const dashboardRoutes = createRouter().openapi(
  createRoute({
    method: "get",
    path: "/dashboard",
    tags: ["Dashboard"],
    summary: "Dashboard figures for the signed-in user's role",
    responses: { ...jsonOk(dashboardSchema), ...errorResponses },
  }),
  async (c) => c.json(await getDashboard({ deps: c.var.deps, actor: actorOf(c) }), 200),
);
