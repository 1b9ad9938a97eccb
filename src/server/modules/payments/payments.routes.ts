import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { initiatePaymentSchema } from "@/domain/payments/project-payments";
import type { AppEnv } from "../../context";
import { sandboxGateway } from "../../integrations/payments";
import type { GatewayMessage } from "../../integrations/payments/gateway";
import { renderSandboxPage } from "../../integrations/payments/sandbox-page";
import { AppError } from "../../lib/app-error";
import { conflictResponse, errorResponses, jsonBody, jsonOk, uuidParam } from "../../lib/openapi";
import { actorOf, createRouter } from "../../lib/router";
import { initiationSchema } from "./core/start-payment";
import { initiatePayment } from "./initiate-payment";
import { listPaymentsDue, paymentDueSchema } from "./list-payments-due";
import { listProjectPayments } from "./list-project-payments";
import { settleCallback } from "./payment-callback";
import { projectTransactionSchema } from "./payment-rows";
import { handlePaymentWebhook } from "./payment-webhook";
import { answerSandboxOrder } from "./sandbox-answer";

const tags = ["Payments"];

/** The request as a gateway message: query, raw body, lower-cased headers. */
async function gatewayMessage(c: Context<AppEnv>, withBody: boolean): Promise<GatewayMessage> {
  return {
    query: c.req.query(),
    rawBody: withBody ? await c.req.text() : "",
    headers: Object.fromEntries(c.req.raw.headers),
  };
}

/** The sandbox gateway, or 404 when another gateway is configured (its hosted page does not exist then). */
function sandboxOf(c: Context<AppEnv>) {
  const sandbox = sandboxGateway(c.var.deps);
  if (!sandbox) throw new AppError("not_found", "The sandbox gateway is not enabled");
  return sandbox;
}

const outcomeForm = z.object({ outcome: z.enum(["pay", "fail"]) });
const orderParam = z.object({ orderId: z.string().openapi({ param: { name: "orderId", in: "path" } }) });
const appliedSchema = z.object({
  success: z.boolean(),
  status: z.enum(["success", "pending", "failed"]),
  projectId: z.uuid().nullable().openapi({ description: "null for a subscription payment" }),
});
const redirect = (description: string) => ({ 302: { description } }) as const;

/**
 * Project payments (spec 2 §4, §7 payment-initiate and the card-provider callback; issue 4 items 1-3):
 * initiate, the gateway's browser return, Checkout callback and webhooks, the sandbox gateway's hosted page,
 * a project's transactions and the client's payment banners.
 */
export const paymentsRoutes = createRouter()
  .openapi(
    createRoute({
      method: "post",
      path: "/payments/initiate",
      tags,
      summary: "Start paying a schedule item; the server computes the amount (the client's owner only)",
      request: { body: jsonBody(initiatePaymentSchema.openapi("InitiatePayment")) },
      responses: {
        ...jsonOk(initiationSchema),
        ...conflictResponse("the item cannot be paid now"),
        ...errorResponses,
      },
    }),
    async (c) =>
      c.json(await initiatePayment({ deps: c.var.deps, actor: actorOf(c), input: c.req.valid("json") }), 200),
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/payments/return",
      tags,
      summary: "The browser's return from a redirect gateway: verified, applied once, then to the project",
      description:
        "Redirects to /project/{id}?payment=success|failed|pending for a project payment, to " +
        "/?payment=completed|failed|pending (the dashboard) for a subscription (spec 1 §2). 400 when " +
        "the signature fails.",
      responses: { ...redirect("To the project detail or the dashboard"), ...errorResponses },
    }),
    async (c) => {
      const applied = await settleCallback(c.var.deps, await gatewayMessage(c, false));
      if (applied.projectId)
        return c.redirect(`/project/${applied.projectId}?payment=${applied.status}`, 302);
      const outcome = applied.status === "success" ? "completed" : applied.status;
      return c.redirect(`/?payment=${outcome}`, 302);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/payments/callback",
      tags,
      summary: "An in-page Checkout's handler response (Razorpay), verified and applied once",
      responses: { ...jsonOk(appliedSchema), ...errorResponses },
    }),
    async (c) => {
      const applied = await settleCallback(c.var.deps, await gatewayMessage(c, true));
      const { status, projectId } = applied;
      return c.json({ success: status === "success", status, projectId }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/payments/webhook/{gateway}",
      tags,
      summary: "A signed webhook of the configured gateway; applied with the same idempotent update",
      request: {
        params: z.object({ gateway: z.string().openapi({ param: { name: "gateway", in: "path" } }) }),
      },
      responses: {
        ...jsonOk(z.object({ received: z.literal(true), status: z.string().nullable() })),
        ...errorResponses,
      },
    }),
    async (c) => {
      const message = await gatewayMessage(c, true);
      const applied = await handlePaymentWebhook(c.var.deps, c.req.valid("param").gateway, message);
      const status = applied ? ("refund" in applied ? applied.refund.status : applied.status) : null;
      return c.json({ received: true as const, status }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/payments/sandbox/{orderId}",
      tags,
      summary: "The sandbox gateway's hosted payment page, with Pay and Fail (works without JavaScript)",
      request: { params: orderParam },
      responses: {
        200: { description: "The page", content: { "text/html": { schema: z.string() } } },
        ...errorResponses,
      },
    }),
    async (c) => {
      const order = await sandboxOf(c).findOrder(c.req.valid("param").orderId);
      if (!order) throw new AppError("not_found", "No such sandbox order");
      return c.html(await renderSandboxPage(order, await sandboxOf(c).findRefunds(order.id)), 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/payments/sandbox/{orderId}",
      tags,
      summary:
        "Pay or Fail on the sandbox page (the payer's session only); returns the browser with the signed result",
      request: {
        params: orderParam,
        body: {
          content: {
            "application/x-www-form-urlencoded": { schema: outcomeForm },
            "multipart/form-data": { schema: outcomeForm },
          },
          required: true,
        },
      },
      responses: { ...redirect("To the order's return URL with the signed result"), ...errorResponses },
    }),
    async (c) => {
      const url = await answerSandboxOrder({
        deps: c.var.deps,
        sandbox: sandboxOf(c),
        actor: actorOf(c),
        orderId: c.req.valid("param").orderId,
        outcome: c.req.valid("form").outcome,
      });
      return c.redirect(url, 302);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/projects/{id}/payments",
      tags,
      summary: "A project's transactions, newest first (owner and staff)",
      request: { params: uuidParam },
      responses: { ...jsonOk(z.object({ payments: z.array(projectTransactionSchema) })), ...errorResponses },
    }),
    async (c) => {
      const payments = await listProjectPayments({
        deps: c.var.deps,
        actor: actorOf(c),
        projectId: c.req.valid("param").id,
      });
      return c.json({ payments }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/payments/due",
      tags,
      summary: "The signed-in client's payment banners: accepted projects' advances and items due now",
      responses: { ...jsonOk(z.object({ due: z.array(paymentDueSchema) })), ...errorResponses },
    }),
    async (c) => c.json({ due: await listPaymentsDue({ deps: c.var.deps, actor: actorOf(c) }) }, 200),
  );
