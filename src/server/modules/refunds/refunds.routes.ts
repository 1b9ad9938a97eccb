import { createRoute, z } from "@hono/zod-openapi";
import { conflictResponse, errorResponses, jsonBody, jsonOk, uuidParam } from "../../lib/openapi";
import { actorOf, createRouter } from "../../lib/router";
import { listRefundsDue } from "./list-refunds-due";
import { paymentRefunds, refreshRefundByStaff, refundByStaff, refundDuePayment } from "./refund-actions";
import { refundDueActionSchema, refundDueSchema, refundSchema, staffRefundSchema } from "./refund-rows";

const tags = ["Refunds"];

/** Refunds through the gateway and the "Refunds due" queue (issue 20 items 1-2; managers, administrators). */
export const refundsRoutes = createRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/refunds-due",
      tags,
      summary: "Duplicate captures flagged refundDue, oldest first, with what is left to refund (staff)",
      responses: { ...jsonOk(z.object({ items: z.array(refundDueSchema) })), ...errorResponses },
    }),
    async (c) => c.json({ items: await listRefundsDue({ deps: c.var.deps, actor: actorOf(c) }) }, 200),
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/refunds-due/{id}/refund",
      tags,
      summary: "Refund all that is left of a duplicate capture, once per refundKey (staff)",
      request: { params: uuidParam, body: jsonBody(refundDueActionSchema) },
      responses: {
        ...jsonOk(refundSchema),
        ...conflictResponse("nothing is left to refund: a refund is under way or done"),
        ...errorResponses,
      },
    }),
    async (c) =>
      c.json(
        await refundDuePayment({
          deps: c.var.deps,
          actor: actorOf(c),
          paymentId: c.req.valid("param").id,
          refundKey: c.req.valid("json").refundKey,
        }),
        200,
      ),
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/payments/{id}/refunds",
      tags,
      summary: "A payment's refunds and what is left to refund in paise (staff)",
      request: { params: uuidParam },
      responses: {
        ...jsonOk(z.object({ refundablePaise: z.number().int(), refunds: z.array(refundSchema) })),
        ...errorResponses,
      },
    }),
    async (c) =>
      c.json(
        await paymentRefunds({ deps: c.var.deps, actor: actorOf(c), paymentId: c.req.valid("param").id }),
        200,
      ),
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/payments/{id}/refunds",
      tags,
      summary:
        "Refund part or all of a captured payment through its gateway; idempotent by refundKey (staff)",
      request: { params: uuidParam, body: jsonBody(staffRefundSchema) },
      responses: {
        ...jsonOk(refundSchema),
        ...conflictResponse(
          "more than is left to refund, nothing captured, or the key used for another refund",
        ),
        ...errorResponses,
      },
    }),
    async (c) =>
      c.json(
        await refundByStaff({
          deps: c.var.deps,
          actor: actorOf(c),
          paymentId: c.req.valid("param").id,
          input: c.req.valid("json"),
        }),
        200,
      ),
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/refunds/{id}/refresh",
      tags,
      summary: "Bring a pending refund up to date with its gateway (staff)",
      request: { params: uuidParam },
      responses: { ...jsonOk(refundSchema), ...errorResponses },
    }),
    async (c) =>
      c.json(
        await refreshRefundByStaff({
          deps: c.var.deps,
          actor: actorOf(c),
          refundId: c.req.valid("param").id,
        }),
        200,
      ),
  );
