import { createRoute, z } from "@hono/zod-openapi";
import { INVITATION_STATUSES } from "@/domain/projects/invitations";
import { STATUS_CODES } from "@/domain/projects/statuses";
import {
  conflictResponse,
  errorResponses,
  jsonBody,
  jsonCreated,
  jsonOk,
  uuidParam,
} from "../../lib/openapi";
import { actorOf, createRouter } from "../../lib/router";
import { cancelProject } from "./cancel-project";
import { changeProjectStatus } from "./change-project-status";
import { inviteFreelancer } from "./invite-freelancer";
import { listAvailableFreelancers } from "./list-available-freelancers";
import { listTeam } from "./list-team";

const tags = ["Lifecycle"];
const conflict = conflictResponse("Not allowed in the project's current state");

const statusResultSchema = z
  .object({
    id: z.uuid(),
    statusCode: z.enum(STATUS_CODES),
    statusName: z.string(),
    phase: z.number().int(),
    status: z.string().openapi({ description: "legacy status" }),
  })
  .openapi("ProjectStatusChange");

const freelancerIdBody = z.object({ freelancerId: z.uuid("freelancerId must be a freelancer id") });

const teamMemberSchema = z
  .object({
    freelancerId: z.uuid(),
    userId: z.uuid(),
    fullName: z.string(),
    title: z.string(),
    status: z.enum([...INVITATION_STATUSES, "assigned"]),
    taskCount: z.number().int(),
  })
  .openapi("TeamMember");

/** Lifecycle routes (spec 2 §4, §6): cancel, status change, invitation, the team and who is available (assigning a task is the tasks module's). */
export const lifecycleRoutes = createRouter()
  .openapi(
    createRoute({
      method: "post",
      path: "/projects/{id}/cancel",
      tags,
      summary: "Cancel a project (owner client; from requested, accepted or in progress)",
      request: { params: uuidParam },
      responses: {
        ...jsonOk(z.object({ id: z.uuid(), status: z.string() })),
        ...errorResponses,
        ...conflict,
      },
    }),
    async (c) =>
      c.json(
        await cancelProject({ deps: c.var.deps, actor: actorOf(c), projectId: c.req.valid("param").id }),
        200,
      ),
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/projects/{id}/status",
      tags,
      summary: "Change the status code along the lifecycle (staff; administrators any code)",
      request: {
        params: uuidParam,
        body: jsonBody(
          z.object({ statusCode: z.enum(STATUS_CODES), reason: z.string().trim().max(500).optional() }),
        ),
      },
      responses: { ...jsonOk(statusResultSchema), ...errorResponses, ...conflict },
    }),
    async (c) => {
      const body = c.req.valid("json");
      const result = await changeProjectStatus({
        deps: c.var.deps,
        actor: actorOf(c),
        projectId: c.req.valid("param").id,
        statusCode: body.statusCode,
        reason: body.reason,
      });
      return c.json(result, 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/projects/{id}/team",
      tags,
      summary: "Team members: invited or linked freelancers and those assigned a task",
      request: { params: uuidParam },
      responses: { ...jsonOk(z.object({ team: z.array(teamMemberSchema) })), ...errorResponses },
    }),
    async (c) => {
      const team = await listTeam({
        deps: c.var.deps,
        actor: actorOf(c),
        projectId: c.req.valid("param").id,
      });
      return c.json({ team }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/projects/{id}/invitations",
      tags,
      summary: "Invite a freelancer (staff): project_freelancers invited, status in progress",
      request: { params: uuidParam, body: jsonBody(freelancerIdBody) },
      responses: {
        ...jsonCreated(
          z.object({
            projectId: z.uuid(),
            freelancerId: z.uuid(),
            status: z.literal("invited"),
            matchScore: z.number().int(),
            matchReasoning: z.string(),
            hourlyRate: z.number().int().openapi({ description: "paise per hour" }),
          }),
          "Invited",
        ),
        ...errorResponses,
        ...conflict,
      },
    }),
    async (c) => {
      const invitation = await inviteFreelancer({
        deps: c.var.deps,
        actor: actorOf(c),
        projectId: c.req.valid("param").id,
        freelancerId: c.req.valid("json").freelancerId,
      });
      return c.json(invitation, 201);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/freelancers/available",
      tags,
      summary: "Freelancers available for task assignment (staff)",
      responses: {
        ...jsonOk(
          z.object({
            freelancers: z.array(
              z.object({ freelancerId: z.uuid(), userId: z.uuid(), fullName: z.string(), title: z.string() }),
            ),
          }),
        ),
        ...errorResponses,
      },
    }),
    async (c) =>
      c.json({ freelancers: await listAvailableFreelancers({ deps: c.var.deps, actor: actorOf(c) }) }, 200),
  );
