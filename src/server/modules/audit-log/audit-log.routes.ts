import { createRoute } from "@hono/zod-openapi";
import { errorResponses, jsonOk, pagedListSchema } from "../../lib/openapi";
import { actorOf, createRouter, jsonValueOk } from "../../lib/router";
import { auditEntrySchema, auditLogQuerySchema, listAuditLog } from "./list-audit-log";

/** The administrators' audit log (issue 8): who changed what, when, with the before and after. */
export const auditLogRoutes = createRouter().openapi(
  createRoute({
    method: "get",
    path: "/audit-log",
    tags: ["Users"],
    summary:
      "The audit log newest first, 50 per page, by actor, action, entity type and IST days (administrators)",
    request: { query: auditLogQuerySchema },
    responses: { ...jsonOk(pagedListSchema(auditEntrySchema, "AuditLogPage")), ...errorResponses },
  }),
  async (c) =>
    jsonValueOk(c, await listAuditLog({ deps: c.var.deps, actor: actorOf(c), query: c.req.valid("query") })),
);
