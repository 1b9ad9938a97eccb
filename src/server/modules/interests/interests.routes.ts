import { createRoute, z } from "@hono/zod-openapi";
import { browseQuerySchema, expressInterestSchema } from "@/domain/projects/interests";
import {
  conflictResponse,
  errorResponses,
  jsonBody,
  jsonCreated,
  jsonOk,
  uuidParam,
} from "../../lib/openapi";
import { actorOf, createRouter, jsonTextOk } from "../../lib/router";
import { expressInterest } from "./express-interest";
import {
  type BrowseList,
  browseListSchema,
  interestResultSchema,
  myInterestSchema,
  projectInterestSchema,
} from "./interest-schemas";
import { listBrowseProjects } from "./list-browse-projects";
import { listMyInterests } from "./list-my-interests";
import { listProjectInterests } from "./list-project-interests";
import { withdrawInterest } from "./withdraw-interest";

const tags = ["Interests"];
const conflict = conflictResponse("No freelancer profile, or interest already active");

/** The freelancer project browser and project interests (spec 2 §2, §4; spec 3 §2, §4, §7). */
export const interestsRoutes = createRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/browse-projects",
      tags,
      summary: "Projects open to freelancers (phase below 3, enabled), newest first; freelancer budget only",
      request: { query: browseQuerySchema },
      responses: { ...jsonOk(browseListSchema), ...errorResponses },
    }),
    async (c) =>
      jsonTextOk<BrowseList>(
        c,
        await listBrowseProjects({ deps: c.var.deps, actor: actorOf(c), query: c.req.valid("query") }),
      ),
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/interests",
      tags,
      summary: "The signed-in freelancer's open interests, newest first",
      responses: { ...jsonOk(z.object({ interests: z.array(myInterestSchema) })), ...errorResponses },
    }),
    async (c) => c.json({ interests: await listMyInterests({ deps: c.var.deps, actor: actorOf(c) }) }, 200),
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/projects/{id}/interests",
      tags,
      summary: "Interested freelancers of a project (manager, administrator)",
      request: { params: uuidParam },
      responses: { ...jsonOk(z.object({ interests: z.array(projectInterestSchema) })), ...errorResponses },
    }),
    async (c) => {
      const interests = await listProjectInterests({
        deps: c.var.deps,
        actor: actorOf(c),
        projectId: c.req.valid("param").id,
      });
      return c.json({ interests }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/projects/{id}/interests",
      tags,
      summary: "Express interest in a project with an optional note (freelancer)",
      request: { params: uuidParam, body: jsonBody(expressInterestSchema) },
      responses: {
        ...jsonCreated(interestResultSchema),
        ...errorResponses,
        ...conflict,
      },
    }),
    async (c) => {
      const result = await expressInterest({
        deps: c.var.deps,
        actor: actorOf(c),
        projectId: c.req.valid("param").id,
        notes: c.req.valid("json").notes,
      });
      return c.json(result, 201);
    },
  )
  .openapi(
    createRoute({
      method: "delete",
      path: "/projects/{id}/interests",
      tags,
      summary: "Withdraw the signed-in freelancer's interest",
      request: { params: uuidParam },
      responses: { ...jsonOk(interestResultSchema), ...errorResponses, ...conflict },
    }),
    async (c) => {
      const result = await withdrawInterest({
        deps: c.var.deps,
        actor: actorOf(c),
        projectId: c.req.valid("param").id,
      });
      return c.json(result, 200);
    },
  );
