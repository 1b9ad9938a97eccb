import { createRoute, z } from "@hono/zod-openapi";
import { ROLES } from "@/domain/roles";
import {
  conflictResponse,
  errorResponses,
  jsonBody,
  jsonOk,
  pagedListSchema,
  uuidParam,
} from "../../lib/openapi";
import { actorOf, createRouter, jsonValueOk } from "../../lib/router";
import { listLoginHistory, listOwnLogins, loginEntrySchema, loginHistoryQuerySchema } from "./login-history";
import { changeUserRole, listUsers, managedUserSchema, userQuerySchema } from "./manage-users";

const tags = ["Users"];

/** User Management and Login History (spec 3 §2, §7; issue 7 items 7, 8). */
export const usersRoutes = createRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/users",
      tags,
      summary: "User Management: users newest first, searched by name or e-mail (administrators)",
      request: { query: userQuerySchema },
      responses: { ...jsonOk(pagedListSchema(managedUserSchema, "ManagedUserList")), ...errorResponses },
    }),
    async (c) =>
      jsonValueOk(c, await listUsers({ deps: c.var.deps, actor: actorOf(c), query: c.req.valid("query") })),
  )
  .openapi(
    createRoute({
      method: "put",
      path: "/users/{id}/role",
      tags,
      summary: "Change a user's role (administrators; never the last administrator)",
      request: {
        params: uuidParam,
        body: jsonBody(z.object({ role: z.enum(ROLES) }).openapi("RoleChange")),
      },
      responses: {
        ...jsonOk(managedUserSchema),
        ...conflictResponse("the last administrator"),
        ...errorResponses,
      },
    }),
    async (c) => {
      const user = await changeUserRole({
        deps: c.var.deps,
        actor: actorOf(c),
        userId: c.req.valid("param").id,
        role: c.req.valid("json").role,
      });
      return c.json(user, 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/login-history",
      tags,
      summary: "Every user's sign-ins, newest first, 50 per page (administrators)",
      request: { query: loginHistoryQuerySchema },
      responses: { ...jsonOk(pagedListSchema(loginEntrySchema, "LoginHistoryPage")), ...errorResponses },
    }),
    async (c) =>
      c.json(
        await listLoginHistory({ deps: c.var.deps, actor: actorOf(c), page: c.req.valid("query").page }),
        200,
      ),
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/me/login-history",
      tags,
      summary: "The signed-in user's recent sign-ins, newest first",
      responses: { ...jsonOk(z.object({ items: z.array(loginEntrySchema) })), ...errorResponses },
    }),
    async (c) => c.json({ items: await listOwnLogins({ deps: c.var.deps, actor: actorOf(c) }) }, 200),
  );
