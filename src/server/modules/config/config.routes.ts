import { createRoute, z } from "@hono/zod-openapi";
import { jsonOk } from "../../lib/openapi";
import { createRouter } from "../../lib/router";

const publicConfigSchema = z
  .object({
    googleSignIn: z.boolean().openapi({ description: "Sign in with Google is configured" }),
    demoMode: z.boolean().openapi({ description: "Demo accounts are seeded; the sign-in page lists them" }),
    aiAnalysis: z.boolean().openapi({
      description:
        "An AI provider analyses briefs (AI_BASE_URL); else the built-in estimator does, and the button does not say AI",
    }),
  })
  .openapi("PublicConfig");

/** What the sign-in page and Create Project need to know about the server's configuration; public, no secrets. */
export const configRoutes = createRouter().openapi(
  createRoute({
    method: "get",
    path: "/config",
    tags: ["Config"],
    summary: "Public configuration for the sign-in page and the analysis button",
    security: [],
    responses: jsonOk(publicConfigSchema),
  }),
  (c) => {
    const { env } = c.var.deps;
    return c.json(
      {
        googleSignIn: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
        demoMode: env.DEMO_SEED === "1",
        // The same test as createAnalysisProvider's: a configured provider is tried first.
        aiAnalysis: Boolean(env.AI_BASE_URL),
      },
      200,
    );
  },
);
