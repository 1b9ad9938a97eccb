import { createRoute } from "@hono/zod-openapi";
import { validateCouponSchema } from "@/domain/payments/project-payments";
import { conflictResponse, errorResponses, jsonBody, jsonOk } from "../../lib/openapi";
import { actorOf, createRouter } from "../../lib/router";
import { couponCheckSchema, validateCoupon } from "./validate-coupon";

/** Coupons as clients use them (spec 2 §5, §7 validate_coupon); administration is in `coupon-management.routes.ts`. */
export const couponsRoutes = createRouter().openapi(
  createRoute({
    method: "post",
    path: "/coupons/validate",
    tags: ["Payments"],
    summary: "Check a coupon for a project item (amount computed by the server) or an amount (client)",
    request: { body: jsonBody(validateCouponSchema.openapi("ValidateCoupon")) },
    responses: {
      ...jsonOk(couponCheckSchema),
      ...conflictResponse("the project item is paid or cannot be paid now"),
      ...errorResponses,
    },
  }),
  async (c) =>
    c.json(await validateCoupon({ deps: c.var.deps, actor: actorOf(c), input: c.req.valid("json") }), 200),
);
