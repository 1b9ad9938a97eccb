import { createRoute, z } from "@hono/zod-openapi";
import { SUBSCRIPTION_TYPES } from "@/domain/plans/eligibility";
import { errorResponses, jsonOk } from "../../lib/openapi";
import { actorOf, createRouter } from "../../lib/router";
import { getEligibility } from "./get-eligibility";

const eligibilitySchema = z
  .object({
    eligible: z.boolean(),
    reason: z.enum(["free_limit", "pro_limit"]).nullable(),
    message: z.string().nullable(),
    plan: z.enum(SUBSCRIPTION_TYPES),
    used: z.number().int(),
    limit: z.number().int().nullable().openapi({ description: "null = unlimited" }),
  })
  .openapi("Eligibility");

/** Plan routes: the client's project eligibility (spec 2 §5, spec 1 §9). */
export const plansRoutes = createRouter().openapi(
  createRoute({
    method: "get",
    path: "/me/eligibility",
    tags: ["Plans"],
    summary: "May the client submit another project under their plan? (spec 2 §5)",
    responses: { ...jsonOk(eligibilitySchema), ...errorResponses },
  }),
  async (c) => c.json(await getEligibility({ deps: c.var.deps, actor: actorOf(c) }), 200),
);
