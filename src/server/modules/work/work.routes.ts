import { createRoute, z } from "@hono/zod-openapi";
import { invitationAnswerSchema } from "@/domain/projects/invitations";
import { conflictResponse, errorResponses, jsonBody, jsonOk, pagedListSchema } from "../../lib/openapi";
import { actorOf, createRouter } from "../../lib/router";
import { listMappableTasks } from "./list-mappable-tasks";
import { listMyTasks } from "./list-my-tasks";
import { answerInvitation, listMyInvitations } from "./my-invitations";
import { rankTaskCandidates } from "./rank-task-candidates";
import {
  mappableTaskQuerySchema,
  mappableTaskSchema,
  myInvitationSchema,
  myTaskSchema,
  taskCandidatesSchema,
} from "./work-schemas";

const tags = ["Work"];
const projectIdParam = z.object({
  projectId: z.uuid().openapi({ param: { name: "projectId", in: "path" } }),
});
const taskIdParam = z.object({ taskId: z.uuid().openapi({ param: { name: "taskId", in: "path" } }) });

/**
 * My Work and Task Mapping (spec 1 §2, §6): a freelancer's own tasks (their progress is
 * `PATCH /my-tasks/{taskId}`, in the tasks module) and their invitations to answer (issue 19 item 17); staff's
 * list of unassigned tasks of active projects with ranked candidates (assignment itself is
 * `POST /tasks/{taskId}/assign`, in the tasks module).
 */
export const workRoutes = createRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/my-tasks",
      tags,
      summary: "The signed-in freelancer's assigned tasks across projects (My Work)",
      responses: { ...jsonOk(z.object({ tasks: z.array(myTaskSchema) })), ...errorResponses },
    }),
    async (c) => c.json({ tasks: await listMyTasks({ deps: c.var.deps, actor: actorOf(c) }) }, 200),
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/my-invitations",
      tags,
      summary: "The signed-in freelancer's invitations to projects, with their answers (My Work)",
      responses: { ...jsonOk(z.object({ invitations: z.array(myInvitationSchema) })), ...errorResponses },
    }),
    async (c) =>
      c.json({ invitations: await listMyInvitations({ deps: c.var.deps, actor: actorOf(c) }) }, 200),
  )
  .openapi(
    createRoute({
      method: "patch",
      path: "/my-invitations/{projectId}",
      tags,
      summary: "Accept or decline one's own invitation (the invited freelancer); staff are notified",
      request: {
        params: projectIdParam,
        body: jsonBody(invitationAnswerSchema.openapi("InvitationAnswer")),
      },
      responses: {
        ...jsonOk(myInvitationSchema),
        ...errorResponses,
        ...conflictResponse("The invitation was answered already"),
      },
    }),
    async (c) => {
      const invitation = await answerInvitation({
        deps: c.var.deps,
        actor: actorOf(c),
        projectId: c.req.valid("param").projectId,
        answer: c.req.valid("json").status,
      });
      return c.json(invitation, 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/task-mapping/tasks",
      tags,
      summary: "Unassigned tasks of active projects, searched and paged (staff, Task Mapping)",
      request: { query: mappableTaskQuerySchema },
      responses: {
        ...jsonOk(pagedListSchema(mappableTaskSchema, "MappableTaskList")),
        ...errorResponses,
      },
    }),
    async (c) =>
      c.json(
        await listMappableTasks({ deps: c.var.deps, actor: actorOf(c), query: c.req.valid("query") }),
        200,
      ),
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/task-mapping/tasks/{taskId}/candidates",
      tags,
      summary: "Available freelancers for a task, ranked by match score (staff, Task Mapping)",
      request: { params: taskIdParam },
      responses: { ...jsonOk(taskCandidatesSchema), ...errorResponses },
    }),
    async (c) =>
      c.json(
        await rankTaskCandidates({
          deps: c.var.deps,
          actor: actorOf(c),
          taskId: c.req.valid("param").taskId,
        }),
        200,
      ),
  );
