import { createRoute, z } from "@hono/zod-openapi";
import { errorResponses, jsonBody, jsonOk, uuidParam } from "../../lib/openapi";
import { actorOf, createRouter } from "../../lib/router";
import { listVersions } from "./list-versions";
import { publishDraft } from "./publish-draft";
import { saveDraft } from "./save-draft";
import { publishSchema, saveDraftSchema, versionSummarySchema } from "./version-schemas";

const tags = ["Versions"];

/** Versions and drafts (spec 2 §4): list, save the draft, publish it. */
export const versionsRoutes = createRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/projects/{id}/versions",
      tags,
      summary: "Versions newest first; the draft for staff only",
      request: { params: uuidParam },
      responses: { ...jsonOk(z.object({ versions: z.array(versionSummarySchema) })), ...errorResponses },
    }),
    async (c) => {
      const versions = await listVersions({
        deps: c.var.deps,
        actor: actorOf(c),
        projectId: c.req.valid("param").id,
      });
      return c.json({ versions }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "put",
      path: "/projects/{id}/draft",
      tags,
      summary: "Save freelancer budget / enabled flag to the draft, creating it if needed (administrator)",
      request: { params: uuidParam, body: jsonBody(saveDraftSchema) },
      responses: {
        ...jsonOk(
          z.object({
            versionId: z.uuid(),
            versionNumber: z.number().int(),
            freelancerBudget: z.number().int().nullable(),
            enabledForFreelancer: z.boolean(),
            created: z.boolean(),
          }),
        ),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { reason, ...change } = c.req.valid("json");
      const draft = await saveDraft({
        deps: c.var.deps,
        actor: actorOf(c),
        projectId: c.req.valid("param").id,
        change,
        reason,
      });
      return c.json(draft, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/projects/{id}/publish",
      tags,
      summary: "Publish the draft as the next version (manager, administrator)",
      request: { params: uuidParam, body: jsonBody(publishSchema) },
      responses: {
        ...jsonOk(
          z.object({ versionId: z.uuid(), versionNumber: z.number().int(), changeReason: z.string() }),
        ),
        // 409 conflict when there is no draft; left out of the typed responses so the web client's
        // success type stays the 200 body.
        ...errorResponses,
      },
    }),
    async (c) => {
      const published = await publishDraft({
        deps: c.var.deps,
        actor: actorOf(c),
        projectId: c.req.valid("param").id,
        changeReason: c.req.valid("json").changeReason,
      });
      return c.json(published, 200);
    },
  );
