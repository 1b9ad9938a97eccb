import { createRoute } from "@hono/zod-openapi";
import { profileSchema } from "@/domain/accounts/schemas";
import { errorResponses, jsonBody, jsonOk } from "../../lib/openapi";
import { actorOf, createRouter } from "../../lib/router";
import { getMe } from "./get-me";
import { meSchema } from "./profile-schemas";
import { updateProfile } from "./update-profile";

const tags = ["Profile"];

/** The signed-in user's own profile (spec 1 §2 Complete Your Profile, Profile Settings). */
export const profileRoutes = createRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/me",
      tags,
      summary: "The signed-in user, with role and profile",
      responses: { ...jsonOk(meSchema), ...errorResponses },
    }),
    async (c) =>
      c.json(await getMe({ db: c.var.deps.db, actor: actorOf(c, { allowIncompleteProfile: true }) }), 200),
  )
  .openapi(
    createRoute({
      method: "put",
      path: "/me/profile",
      tags,
      summary: "Complete or update the profile (spec 1 §5 rules)",
      request: { body: jsonBody(profileSchema(new Date())) },
      responses: { ...jsonOk(meSchema), ...errorResponses },
    }),
    async (c) => {
      const actor = actorOf(c, { allowIncompleteProfile: true });
      return c.json(await updateProfile({ db: c.var.deps.db, actor, values: c.req.valid("json") }), 200);
    },
  );
