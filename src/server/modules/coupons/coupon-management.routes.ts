import { createRoute, z } from "@hono/zod-openapi";
import { createCouponSchema } from "@/domain/coupons/coupons";
import {
  conflictResponse,
  errorResponses,
  jsonBody,
  jsonCreated,
  jsonOk,
  uuidParam,
} from "../../lib/openapi";
import { actorOf, createRouter } from "../../lib/router";
import { deleteCoupon, setCouponActive } from "./change-coupon";
import { couponSchema } from "./coupon-rows";
import { createCoupon } from "./create-coupon";
import { couponUsageSchema, listCouponUsage } from "./list-coupon-usage";
import { listCoupons } from "./list-coupons";

const tags = ["Coupon management"];

/**
 * Administrator Coupon Management (spec 3 §2, §4, §5, §7 "Coupons"; issue 4 item 4): list, create, activate or
 * deactivate, delete, usage. Clients' coupon check is in `coupons.routes.ts`.
 */
export const couponManagementRoutes = createRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/coupons",
      tags,
      summary: "All coupons, newest first, with their usage count (administrator)",
      responses: { ...jsonOk(z.object({ coupons: z.array(couponSchema) })), ...errorResponses },
    }),
    async (c) => c.json({ coupons: await listCoupons({ deps: c.var.deps, actor: actorOf(c) }) }, 200),
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/coupons",
      tags,
      summary: "Create a coupon; the code is trimmed and upper-cased (administrator)",
      request: { body: jsonBody(createCouponSchema.openapi("CreateCoupon")) },
      responses: {
        ...jsonCreated(couponSchema),
        ...conflictResponse("a coupon with this code already exists"),
        ...errorResponses,
      },
    }),
    async (c) =>
      c.json(await createCoupon({ deps: c.var.deps, actor: actorOf(c), input: c.req.valid("json") }), 201),
  )
  .openapi(
    createRoute({
      method: "patch",
      path: "/coupons/{id}",
      tags,
      summary: "Activate or deactivate a coupon (administrator)",
      request: { params: uuidParam, body: jsonBody(z.object({ isActive: z.boolean() })) },
      responses: { ...jsonOk(couponSchema), ...errorResponses },
    }),
    async (c) =>
      c.json(
        await setCouponActive({
          deps: c.var.deps,
          actor: actorOf(c),
          couponId: c.req.valid("param").id,
          isActive: c.req.valid("json").isActive,
        }),
        200,
      ),
  )
  .openapi(
    createRoute({
      method: "delete",
      path: "/coupons/{id}",
      tags,
      summary: "Delete a coupon nobody has used (administrator)",
      request: { params: uuidParam },
      responses: {
        ...jsonOk(z.object({ id: z.uuid() })),
        ...conflictResponse("the coupon has been used; deactivate it instead"),
        ...errorResponses,
      },
    }),
    async (c) =>
      c.json(
        await deleteCoupon({ deps: c.var.deps, actor: actorOf(c), couponId: c.req.valid("param").id }),
        200,
      ),
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/coupons/{id}/usage",
      tags,
      summary: "Project payments that used the coupon, newest first (administrator)",
      request: { params: uuidParam },
      responses: {
        ...jsonOk(z.object({ code: z.string(), usages: z.array(couponUsageSchema) })),
        ...errorResponses,
      },
    }),
    async (c) =>
      c.json(
        await listCouponUsage({ deps: c.var.deps, actor: actorOf(c), couponId: c.req.valid("param").id }),
        200,
      ),
  );
