import { createRoute } from "@hono/zod-openapi";
import { subscriptionPurchaseSchema } from "@/domain/plans/subscription";
import { conflictResponse, errorResponses, jsonBody, jsonOk } from "../../lib/openapi";
import { actorOf, createRouter } from "../../lib/router";
import { initiationSchema } from "../payments";
import { initiateSubscription } from "./initiate-subscription";

/**
 * Subscription purchase (spec 1 §2 plan modal, §4, §7; issue 4 item 5). The gateway's return, callback and
 * webhooks are the project payments' routes, which apply a subscription payment when the result names one.
 */
export const subscriptionsRoutes = createRouter().openapi(
  createRoute({
    method: "post",
    path: "/subscriptions/initiate",
    tags: ["Subscriptions"],
    summary: "Start buying or renewing a plan; the server computes the amount (clients only)",
    request: { body: jsonBody(subscriptionPurchaseSchema.openapi("SubscriptionPurchase")) },
    responses: {
      ...jsonOk(initiationSchema),
      ...conflictResponse("a higher plan is in effect, or the coupon's last use went to someone else"),
      ...errorResponses,
    },
  }),
  async (c) =>
    c.json(
      await initiateSubscription({ deps: c.var.deps, actor: actorOf(c), input: c.req.valid("json") }),
      200,
    ),
);
