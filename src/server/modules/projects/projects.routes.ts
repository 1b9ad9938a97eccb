import { createRoute, z } from "@hono/zod-openapi";
import { analysisSchema, briefSchema } from "@/domain/analysis/schema";
import { projectListQuerySchema } from "@/domain/projects/schemas";
import {
  conflictResponse,
  errorResponses,
  jsonBody,
  jsonCreated,
  jsonOk,
  uuidParam,
} from "../../lib/openapi";
import { actorOf, createRouter, jsonTextOk } from "../../lib/router";
import { analyzeProject } from "../analysis";
import { versionQuerySchema } from "../versions";
import { projectDetailText } from "./detail-text";
import { getProject } from "./get-project";
import { listMatches } from "./list-matches";
import { listProjects } from "./list-projects";
import {
  matchSchema,
  type ProjectDetail,
  type ProjectList,
  projectDetailSchema,
  projectListSchema,
} from "./project-schemas";
import { submitProject } from "./submit-project";
import { updateProject } from "./update-project";

const engineSchema = z.enum(["built-in", "ai"]);
const analyzeResultSchema = z
  .object({
    analysis: analysisSchema,
    engine: engineSchema,
    fallbackReason: z.string().optional(),
    analysisToken: z.string(),
  })
  .openapi("AnalysisResult");

const attachmentIdsSchema = z.array(z.uuid()).max(50).optional().openapi({
  description: "uploaded attachments; the first 10 readable ones go to the analysis (spec 2 §5)",
});

const analyzeRequestSchema = briefSchema
  .extend({ attachmentIds: attachmentIdsSchema })
  .openapi("AnalyzeRequest");

const submitSchema = z
  .object({
    brief: briefSchema,
    attachmentIds: attachmentIdsSchema,
    analysis: analysisSchema,
    engine: engineSchema,
    analysisToken: z.string().min(1),
    includeHosting: z.boolean().optional().openapi({ description: "hosting add-on, spec 2 §5" }),
  })
  .openapi("SubmitProject");

const tags = ["Projects"];

/** Routes of the project area: analyse, submit, list, detail and matches (spec 2 §2, §7). */
export const projectsRoutes = createRouter()
  .openapi(
    createRoute({
      method: "post",
      path: "/projects/analyze",
      tags,
      summary: "Analyse a project brief (spec 2 §7 analyze-project)",
      request: { body: jsonBody(analyzeRequestSchema) },
      responses: { ...jsonOk(analyzeResultSchema), ...errorResponses },
    }),
    async (c) => {
      const { attachmentIds, ...brief } = c.req.valid("json");
      const result = await analyzeProject({ deps: c.var.deps, actor: actorOf(c), brief, attachmentIds });
      return c.json(result, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/projects",
      tags,
      summary: "Submit an analysed project: REQUESTED at version 1 (spec 2 §4)",
      request: { body: jsonBody(submitSchema) },
      responses: {
        ...jsonCreated(z.object({ id: z.uuid() })),
        ...errorResponses,
      },
    }),
    async (c) => {
      const created = await submitProject({
        deps: c.var.deps,
        actor: actorOf(c),
        input: c.req.valid("json"),
      });
      return c.json(created, 201);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/projects",
      tags,
      summary: "List projects: own for clients, all for staff",
      request: { query: projectListQuerySchema },
      responses: { ...jsonOk(projectListSchema), ...errorResponses },
    }),
    async (c) =>
      jsonTextOk<ProjectList>(
        c,
        await listProjects({ deps: c.var.deps, actor: actorOf(c), query: c.req.valid("query") }),
      ),
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/projects/{id}",
      tags,
      summary: "Project detail with tasks and payment schedule; ?version=N picks a version (0: draft, staff)",
      request: { params: uuidParam, query: versionQuerySchema },
      responses: { ...jsonOk(projectDetailSchema), ...errorResponses },
    }),
    async (c) =>
      jsonTextOk<ProjectDetail>(
        c,
        projectDetailText(
          await getProject({
            deps: c.var.deps,
            actor: actorOf(c),
            id: c.req.valid("param").id,
            versionNumber: c.req.valid("query").version,
          }),
        ),
      ),
  )
  .openapi(
    createRoute({
      method: "put",
      path: "/projects/{id}",
      tags,
      summary:
        "Client's Save Changes after re-analysis: updates the current version, replaces its tasks (spec 2 §2)",
      request: { params: uuidParam, body: jsonBody(submitSchema) },
      responses: {
        ...jsonOk(z.object({ id: z.uuid() })),
        ...conflictResponse("accepted (phase 3 or higher) or cancelled: no longer editable"),
        ...errorResponses,
      },
    }),
    async (c) =>
      c.json(
        await updateProject({
          deps: c.var.deps,
          actor: actorOf(c),
          projectId: c.req.valid("param").id,
          input: c.req.valid("json"),
        }),
        200,
      ),
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/projects/{id}/matches",
      tags,
      summary: "Top 6 matched freelancers (staff only, spec 2 §5)",
      request: { params: uuidParam },
      responses: { ...jsonOk(z.object({ matches: z.array(matchSchema) })), ...errorResponses },
    }),
    async (c) => {
      const matches = await listMatches({
        deps: c.var.deps,
        actor: actorOf(c),
        projectId: c.req.valid("param").id,
      });
      return c.json({ matches }, 200);
    },
  );
