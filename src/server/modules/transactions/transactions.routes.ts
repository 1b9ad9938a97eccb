import { createRoute, z } from "@hono/zod-openapi";
import { transactionQuerySchema } from "@/domain/transactions/transactions";
import { conflictResponse, errorResponses, jsonOk, pagedListSchema, uuidParam } from "../../lib/openapi";
import { actorOf, createRouter, jsonValueOk } from "../../lib/router";
import { initiationSchema } from "../payments";
import { cancelPayment } from "./cancel-payment";
import { continuePayment } from "./continue-payment";
import { listTransactions, loadTransactions, transactionSchema } from "./list-transactions";
import { transactionsCsv } from "./transactions-csv";

const tags = ["Transactions"];
const summarySchema = z
  .object({
    totalTransactions: z.number().int(),
    totalSpent: z.number().int(),
    pendingCount: z.number().int(),
    counts: z.object({ completed: z.number().int(), pending: z.number().int(), failed: z.number().int() }),
  })
  .openapi("TransactionSummary", { description: "Amounts in paise (spec 1 §2 cards and filter counts)." });

/** Transaction History of the signed-in user: a page as JSON, everything as CSV (spec 1 §2). */
export const transactionsRoutes = createRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/transactions",
      tags,
      summary: "The signed-in user's project and subscription payments, newest first, with the summary",
      request: { query: transactionQuerySchema },
      responses: {
        ...jsonOk(pagedListSchema(transactionSchema, "TransactionList").extend({ summary: summarySchema })),
        ...errorResponses,
      },
    }),
    async (c) =>
      jsonValueOk(
        c,
        await listTransactions({ deps: c.var.deps, actor: actorOf(c), query: c.req.valid("query") }),
      ),
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/transactions/csv",
      tags,
      summary: "Download Transaction History as CSV",
      responses: {
        200: { description: "CSV", content: { "text/csv": { schema: { type: "string" } } } },
        ...errorResponses,
      },
    }),
    async (c) => {
      const csv = transactionsCsv(await loadTransactions(c.var.deps, actorOf(c)));
      return c.body(csv, 200, {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": 'attachment; filename="kaarya-transactions.csv"',
        "cache-control": "private, no-store",
      });
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/transactions/{id}/continue",
      tags,
      summary: "Continue Payment: the pending payment's own checkout, to complete it (its payer only)",
      request: { params: uuidParam },
      responses: {
        ...jsonOk(initiationSchema),
        ...conflictResponse("the payment cannot be continued"),
        ...errorResponses,
      },
    }),
    async (c) =>
      c.json(
        await continuePayment({ deps: c.var.deps, actor: actorOf(c), paymentId: c.req.valid("param").id }),
        200,
      ),
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/transactions/{id}/cancel",
      tags,
      summary: "The payer closed the checkout: a pending payment fails as cancelled and frees its coupon use",
      request: { params: uuidParam },
      responses: { ...jsonOk(z.object({ cancelled: z.boolean() })), ...errorResponses },
    }),
    async (c) =>
      c.json(
        await cancelPayment({ deps: c.var.deps, actor: actorOf(c), paymentId: c.req.valid("param").id }),
        200,
      ),
  );
