import { createRoute, z } from "@hono/zod-openapi";
import {
  reportIssueSchema,
  requestChangeSchema,
  reviewChangeSchema,
  updateIssueSchema,
} from "@/domain/projects/issues";
import {
  conflictResponse,
  errorResponses,
  jsonBody,
  jsonCreated,
  jsonOk,
  uuidParam,
} from "../../lib/openapi";
import { actorOf, createRouter } from "../../lib/router";
import { listChangeRequests, requestChange, reviewChangeRequest } from "./change-requests";
import { changeRequestSchema, issueSchema } from "./issue-rows";
import { listIssues, reportIssue, updateIssue } from "./issues";

const tags = ["Issues and change requests"];

/** Project issues and change requests (spec 2 §3; issue 3 item 8). */
export const issuesRoutes = createRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/projects/{id}/issues",
      tags,
      summary: "A project's issues, newest first",
      request: { params: uuidParam },
      responses: { ...jsonOk(z.object({ issues: z.array(issueSchema) })), ...errorResponses },
    }),
    async (c) => {
      const issues = await listIssues({
        deps: c.var.deps,
        actor: actorOf(c),
        projectId: c.req.valid("param").id,
      });
      return c.json({ issues }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/projects/{id}/issues",
      tags,
      summary: "Report an issue (the client, a freelancer on the project, staff)",
      request: { params: uuidParam, body: jsonBody(reportIssueSchema) },
      responses: { ...jsonCreated(issueSchema), ...errorResponses },
    }),
    async (c) =>
      c.json(
        await reportIssue({
          deps: c.var.deps,
          actor: actorOf(c),
          projectId: c.req.valid("param").id,
          input: c.req.valid("json"),
        }),
        201,
      ),
  )
  .openapi(
    createRoute({
      method: "patch",
      path: "/issues/{id}",
      tags,
      summary: "Assign, move or resolve an issue (staff); resolving needs notes",
      request: { params: uuidParam, body: jsonBody(updateIssueSchema) },
      responses: { ...jsonOk(issueSchema), ...errorResponses },
    }),
    async (c) =>
      c.json(
        await updateIssue({
          deps: c.var.deps,
          actor: actorOf(c),
          issueId: c.req.valid("param").id,
          input: c.req.valid("json"),
        }),
        200,
      ),
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/projects/{id}/change-requests",
      tags,
      summary: "A project's change requests, newest first (no estimated cost for freelancers)",
      request: { params: uuidParam },
      responses: { ...jsonOk(z.object({ changeRequests: z.array(changeRequestSchema) })), ...errorResponses },
    }),
    async (c) => {
      const changeRequests = await listChangeRequests({
        deps: c.var.deps,
        actor: actorOf(c),
        projectId: c.req.valid("param").id,
      });
      return c.json({ changeRequests }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/projects/{id}/change-requests",
      tags,
      summary: "Request a change (the project's client)",
      request: { params: uuidParam, body: jsonBody(requestChangeSchema) },
      responses: { ...jsonCreated(changeRequestSchema), ...errorResponses },
    }),
    async (c) =>
      c.json(
        await requestChange({
          deps: c.var.deps,
          actor: actorOf(c),
          projectId: c.req.valid("param").id,
          input: c.req.valid("json"),
        }),
        201,
      ),
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/change-requests/{id}/review",
      tags,
      summary: "Review a change request once (staff): approve, reject, absorb, needs additional payment",
      request: { params: uuidParam, body: jsonBody(reviewChangeSchema) },
      responses: {
        ...jsonOk(changeRequestSchema),
        ...conflictResponse("already reviewed"),
        ...errorResponses,
      },
    }),
    async (c) =>
      c.json(
        await reviewChangeRequest({
          deps: c.var.deps,
          actor: actorOf(c),
          changeRequestId: c.req.valid("param").id,
          input: c.req.valid("json"),
        }),
        200,
      ),
  );
