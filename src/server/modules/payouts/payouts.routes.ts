import { createRoute, z } from "@hono/zod-openapi";
import { payoutStatusSchema, recordPayoutSchema } from "@/domain/payouts/payouts";
import { projectListQuerySchema } from "@/domain/projects/schemas";
import {
  conflictResponse,
  errorResponses,
  jsonBody,
  jsonCreated,
  jsonOk,
  pagedListSchema,
  uuidParam,
} from "../../lib/openapi";
import { actorOf, createRouter } from "../../lib/router";
import { changePayoutStatus } from "./change-payout-status";
import { listMyPayouts, listProjectPayouts } from "./list-payouts";
import { payoutSchema } from "./payout-rows";
import { recordPayout } from "./record-payout";

const tags = ["Freelancer payments"];
const summarySchema = z
  .object({
    totalEarnings: z.number().int(),
    completedCount: z.number().int(),
    pendingCount: z.number().int(),
    pendingAmount: z.number().int(),
  })
  .openapi("PayoutSummary", { description: "Amounts in paise (spec 3 §2 Payment History cards)." });
const myPayoutsSchema = pagedListSchema(payoutSchema, "PayoutList").extend({ summary: summarySchema });

/** Freelancer payouts: staff record and move them; freelancers read their own (spec 3 §2, §3; issue 4 item 8). */
export const payoutsRoutes = createRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/payouts",
      tags,
      summary: "The signed-in freelancer's payments, newest first, with the summary cards",
      request: { query: projectListQuerySchema.pick({ page: true, pageSize: true }) },
      responses: { ...jsonOk(myPayoutsSchema), ...errorResponses },
    }),
    async (c) =>
      c.json(await listMyPayouts({ deps: c.var.deps, actor: actorOf(c), ...c.req.valid("query") }), 200),
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/projects/{id}/payouts",
      tags,
      summary: "A project's freelancer payments: all for staff, own for a freelancer (My Payments)",
      request: { params: uuidParam },
      responses: { ...jsonOk(z.object({ payouts: z.array(payoutSchema) })), ...errorResponses },
    }),
    async (c) => {
      const payouts = await listProjectPayouts({
        deps: c.var.deps,
        actor: actorOf(c),
        projectId: c.req.valid("param").id,
      });
      return c.json({ payouts }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/projects/{id}/payouts",
      tags,
      summary: "Record a payment to a freelancer on the project (staff); starts pending",
      request: { params: uuidParam, body: jsonBody(recordPayoutSchema) },
      responses: { ...jsonCreated(z.object({ id: z.uuid() })), ...errorResponses },
    }),
    async (c) =>
      c.json(
        await recordPayout({
          deps: c.var.deps,
          actor: actorOf(c),
          projectId: c.req.valid("param").id,
          input: c.req.valid("json"),
        }),
        201,
      ),
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/payouts/{id}/status",
      tags,
      summary: "Move a freelancer payment: pending -> processing -> completed / failed, or cancelled (staff)",
      request: { params: uuidParam, body: jsonBody(payoutStatusSchema) },
      responses: {
        ...jsonOk(z.object({ id: z.uuid(), status: payoutStatusSchema.shape.status })),
        ...conflictResponse(
          "a move the status flow does not allow, the payment changed meanwhile, or completing a payment for a project whose client has paid nothing without `overrideUnpaidClient` (reason client_unpaid)",
        ),
        ...errorResponses,
      },
    }),
    async (c) =>
      c.json(
        await changePayoutStatus({
          deps: c.var.deps,
          actor: actorOf(c),
          payoutId: c.req.valid("param").id,
          input: c.req.valid("json"),
        }),
        200,
      ),
  );
