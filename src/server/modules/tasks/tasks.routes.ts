import { createRoute, z } from "@hono/zod-openapi";
import { myTaskUpdateSchema } from "@/domain/projects/task-work";
import { changeReasonSchema, taskWriteSchema } from "@/domain/projects/tasks";
import { conflictResponse, errorResponses, jsonBody, jsonCreated, jsonOk } from "../../lib/openapi";
import { actorOf, createRouter } from "../../lib/router";
import { myTaskSchema } from "../work";
import { assignTask } from "./assign-task";
import { createTask } from "./create-task";
import { deleteTask } from "./delete-task";
import { updateMyTask } from "./update-my-task";
import { updateTask } from "./update-task";

const tags = ["Tasks"];
const taskWriteResultSchema = z
  .object({
    taskId: z.uuid(),
    versionId: z.uuid(),
    estimatedBudget: z.number().int().openapi({ description: "the version's new total, paise" }),
    estimatedDuration: z
      .number()
      .int()
      .nullable()
      .openapi({ description: "the version's new duration, calendar days (null: no task has dates)" }),
    estimatedHours: z.number().openapi({ description: "the sum of the version's task hours" }),
  })
  .openapi("TaskWriteResult");
const writeBody = jsonBody(taskWriteSchema.openapi("TaskWrite"));
const taskIdParam = z.object({ taskId: z.uuid().openapi({ param: { name: "taskId", in: "path" } }) });
const versionParams = z.object({
  id: z.uuid().openapi({ param: { name: "id", in: "path" } }),
  versionId: z.uuid().openapi({ param: { name: "versionId", in: "path" } }),
});

const freelancerIdBody = z.object({ freelancerId: z.uuid("freelancerId must be a freelancer id") });

/**
 * Every action on a task (issue 18 item 4: one module): administrator edit mode (spec 2 §4, §6) — add,
 * edit, delete, each recomputing the version's budget, duration and hours; staff assigning a task to an
 * available freelancer (spec 1 §6); the assigned freelancer moving their task along the flow and logging
 * actual hours (My Work, spec 1 §2).
 */
export const tasksRoutes = createRouter()
  .openapi(
    createRoute({
      method: "post",
      path: "/projects/{id}/versions/{versionId}/tasks",
      tags,
      summary: "Add a task to a version (administrator)",
      request: { params: versionParams, body: writeBody },
      responses: {
        ...jsonCreated(taskWriteResultSchema),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { id, versionId } = c.req.valid("param");
      const { task, reason } = c.req.valid("json");
      const result = await createTask({
        deps: c.var.deps,
        actor: actorOf(c),
        projectId: id,
        versionId,
        task,
        reason,
      });
      return c.json(result, 201);
    },
  )
  .openapi(
    createRoute({
      method: "patch",
      path: "/tasks/{taskId}",
      tags,
      summary: "Edit a task (administrator)",
      request: { params: taskIdParam, body: writeBody },
      responses: { ...jsonOk(taskWriteResultSchema), ...errorResponses },
    }),
    async (c) => {
      const { task, reason } = c.req.valid("json");
      const result = await updateTask({
        deps: c.var.deps,
        actor: actorOf(c),
        taskId: c.req.valid("param").taskId,
        task,
        reason,
      });
      return c.json(result, 200);
    },
  )
  .openapi(
    createRoute({
      method: "delete",
      path: "/tasks/{taskId}",
      tags,
      summary: "Delete a task (administrator)",
      request: { params: taskIdParam, body: jsonBody(z.object({ reason: changeReasonSchema })) },
      responses: { ...jsonOk(taskWriteResultSchema), ...errorResponses },
    }),
    async (c) => {
      const result = await deleteTask({
        deps: c.var.deps,
        actor: actorOf(c),
        taskId: c.req.valid("param").taskId,
        reason: c.req.valid("json").reason,
      });
      return c.json(result, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/tasks/{taskId}/assign",
      tags,
      summary: "Assign a task to an available freelancer (staff)",
      request: { params: taskIdParam, body: jsonBody(freelancerIdBody) },
      responses: {
        ...jsonOk(z.object({ id: z.uuid(), projectId: z.uuid(), assignedTo: z.uuid(), status: z.string() })),
        ...errorResponses,
        ...conflictResponse("Not allowed in the project's current state"),
      },
    }),
    async (c) => {
      const task = await assignTask({
        deps: c.var.deps,
        actor: actorOf(c),
        taskId: c.req.valid("param").taskId,
        freelancerId: c.req.valid("json").freelancerId,
      });
      return c.json(task, 200);
    },
  )
  .openapi(
    createRoute({
      method: "patch",
      path: "/my-tasks/{taskId}",
      tags,
      summary: "Move one's own task along the flow and/or set its actual hours (assigned freelancer)",
      request: { params: taskIdParam, body: jsonBody(myTaskUpdateSchema.openapi("MyTaskUpdate")) },
      responses: {
        ...jsonOk(myTaskSchema),
        ...errorResponses,
        ...conflictResponse("The move is not in the task flow, or the project is cancelled"),
      },
    }),
    async (c) => {
      const task = await updateMyTask({
        deps: c.var.deps,
        actor: actorOf(c),
        taskId: c.req.valid("param").taskId,
        update: c.req.valid("json"),
      });
      return c.json(task, 200);
    },
  );
