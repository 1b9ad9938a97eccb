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
import { changeRequestSchema, issueSchema } from "./issue-rows";
import { listChangeRequests } from "./list-change-requests";
import { listIssues } from "./list-issues";
import { reportIssue } from "./report-issue";
import { requestChange } from "./request-change";
import { reviewChangeRequest } from "./review-change-request";
import { updateIssue } from "./update-issue";

const tags = ["Issues and change requests"];

/** Project issues and change requests (spec 2 §2 project detail lower sections, §3 other loaded entities). */
export const issuesRoutes = createRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/projects/{id}/issues",
      tags,
      summary: "A project's issues, newest first, and whether the caller may report one",
      request: { params: uuidParam },
      responses: {
        ...jsonOk(z.object({ issues: z.array(issueSchema), canReport: z.boolean() })),
        ...errorResponses,
      },
    }),
    async (c) =>
      c.json(
        await listIssues({ deps: c.var.deps, actor: actorOf(c), projectId: c.req.valid("param").id }),
        200,
      ),
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
      summary:
        "Assign, move or resolve an issue (staff); resolving needs notes, a resolved issue only reopens",
      request: { params: uuidParam, body: jsonBody(updateIssueSchema) },
      responses: {
        ...jsonOk(issueSchema),
        ...conflictResponse("a resolved issue can only be reopened"),
        ...errorResponses,
      },
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
      responses: {
        ...jsonOk(z.object({ changeRequests: z.array(changeRequestSchema), canRequest: z.boolean() })),
        ...errorResponses,
      },
    }),
    async (c) =>
      c.json(
        await listChangeRequests({ deps: c.var.deps, actor: actorOf(c), projectId: c.req.valid("param").id }),
        200,
      ),
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/projects/{id}/change-requests",
      tags,
      summary: "Request a change (the project's client)",
      request: { params: uuidParam, body: jsonBody(requestChangeSchema) },
      responses: {
        ...jsonCreated(changeRequestSchema),
        ...conflictResponse("the project is cancelled"),
        ...errorResponses,
      },
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
