/**
 * Test helpers for payment and coupon API tests (not used by the app): projects ready to pay, coupons,
 * and walking the sandbox gateway's page and return the way a browser does.
 */
import { eq, inArray } from "drizzle-orm";
import { expect } from "vitest";
import type { StatusCode } from "@/domain/projects/statuses";
import {
  auditLog,
  discountCoupons,
  profiles,
  projectPayments,
  projects,
  refunds,
} from "../src/server/db/schema";
import type { Harness } from "./api-harness";

export const BRIEF = {
  title: "Tea & snacks website",
  description: "A five page responsive website for our tea shop with a menu, a gallery and a contact form.",
};

/** Clients on the enterprise plan, so plan limits never stop a test that accepts many projects. */
export async function clients(h: Harness, count: number) {
  const users = [];
  for (let i = 0; i < count; i += 1) users.push(await h.userWithSession("client"));
  await h.database.db
    .update(profiles)
    .set({ subscriptionType: "enterprise" })
    .where(
      inArray(
        profiles.id,
        users.map((u) => u.id),
      ),
    );
  return users;
}

/** Sets a project's status code directly (staff moves are tested in the lifecycle module). */
export async function setStatus(h: Harness, projectId: string, statusCode: StatusCode) {
  const status = statusCode === "REQUESTED" || statusCode === "UNDER_REVIEW" ? "requested" : "accepted";
  await h.database.db.update(projects).set({ statusCode, status }).where(eq(projects.id, projectId));
}

/** A new project of `cookie`'s client, accepted. @returns its id. */
export async function acceptedProject(h: Harness, cookie: string): Promise<string> {
  const response = await h.submitProject(cookie, BRIEF);
  expect(response.status, await response.clone().text()).toBe(201);
  const { id } = await response.json();
  await setStatus(h, id, "ACCEPTED");
  return id;
}

/** A schedule item as the project detail shows it. Amounts in paise. */
export interface Item {
  type: "advance" | "milestone" | "final";
  milestoneNumber: number | null;
  amount: number;
  status: string;
}

/** The project's payment schedule items as its owner sees them. */
export async function scheduleItems(h: Harness, cookie: string, projectId: string): Promise<Item[]> {
  const detail = await (await h.request(`/api/projects/${projectId}`, { cookie })).json();
  return detail.paymentSchedule.items;
}

/** The initiate body naming `item`. */
export const itemBody = (projectId: string, item: Pick<Item, "type" | "milestoneNumber">) => ({
  projectId,
  paymentType: item.type,
  ...(item.type === "milestone" ? { milestoneNumber: item.milestoneNumber } : {}),
});

/** POST /api/payments/initiate. */
export const initiate = (h: Harness, cookie: string, body: Record<string, unknown>) =>
  h.request("/api/payments/initiate", { body, cookie });

/** A coupon inserted directly; open-ended validity unless said. @returns its code. */
export async function coupon(
  h: Harness,
  values: Partial<typeof discountCoupons.$inferInsert> & { code: string },
) {
  await h.database.db
    .insert(discountCoupons)
    .values({ discountType: "percentage", discountValue: 10, ...values });
  return values.code;
}

/**
 * Presses Pay or Fail on the sandbox page of `paymentUrl` as the payer of `cookie` (only the payer may).
 * @returns the signed return path (with query).
 */
export async function answerSandbox(
  h: Harness,
  cookie: string,
  paymentUrl: string,
  outcome: "pay" | "fail",
): Promise<string> {
  const response = await h.request(paymentUrl, {
    method: "POST",
    body: `outcome=${outcome}`,
    cookie,
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  expect(response.status, await response.clone().text()).toBe(302);
  const location = new URL(response.headers.get("location") ?? "");
  expect(location.pathname).toBe("/api/payments/return");
  return `${location.pathname}${location.search}`;
}

/** Follows a signed return; expects the redirect to the project. @returns the redirect's location. */
export async function followReturn(h: Harness, returnPath: string): Promise<string> {
  const response = await h.request(returnPath);
  expect(response.status, await response.clone().text()).toBe(302);
  return response.headers.get("location") ?? "";
}

/** Initiates `item` and pays it through the sandbox. @returns the payment id and the return path. */
export async function payThroughSandbox(
  h: Harness,
  cookie: string,
  body: Record<string, unknown>,
  outcome: "pay" | "fail" = "pay",
) {
  const response = await initiate(h, cookie, body);
  expect(response.status, await response.clone().text()).toBe(200);
  const started = await response.json();
  const returnPath = await answerSandbox(h, cookie, started.paymentUrl, outcome);
  return { started, returnPath, location: await followReturn(h, returnPath) };
}

/** The sandbox key (PAYMENT_SANDBOX_SECRET) of the payment API tests; the coupon tests run on the derived default. */
export const TEST_SANDBOX_SECRET = "payments-test-sandbox-secret";

/** The initiate body for a project's advance. */
export const advance = (projectId: string) => ({ projectId, paymentType: "advance" });

/** A project payment row by id. */
export async function paymentRow(h: Harness, id: string) {
  const [row] = await h.database.db.select().from(projectPayments).where(eq(projectPayments.id, id));
  return row;
}

/** The audit actions recorded for `entityId`, sorted. */
export async function auditActions(h: Harness, entityId: string) {
  const rows = await h.database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId));
  return rows.map((row) => row.action).sort();
}

/** A project's status code. */
export async function projectStatus(h: Harness, projectId: string) {
  const [row] = await h.database.db
    .select({ statusCode: projects.statusCode })
    .from(projects)
    .where(eq(projects.id, projectId));
  return row.statusCode;
}

/**
 * Two pending payments of one advance with two orders, as two tabs make them: the first one's order is
 * hidden while the second is initiated, so it is not reused.
 */
export async function twoPendingAdvances(h: Harness, cookie: string, projectId: string) {
  const first = await (await initiate(h, cookie, advance(projectId))).json();
  const hideOrder = (gatewayOrderId: string | null) =>
    h.database.db
      .update(projectPayments)
      .set({ gatewayOrderId })
      .where(eq(projectPayments.id, first.paymentId));
  await hideOrder(null);
  const second = await (await initiate(h, cookie, advance(projectId))).json();
  await hideOrder(first.orderId);
  return [first, second];
}

/** POST /api/payments/{id}/refunds as the staff member of `cookie` (issue 20 item 1). Amount in paise. */
export const staffRefund = (
  h: Harness,
  cookie: string,
  paymentId: string,
  refund: { amountPaise: number; refundKey: string; reason?: string },
) =>
  h.request(`/api/payments/${paymentId}/refunds`, {
    body: { reason: "Client cancelled part of the work", ...refund },
    cookie,
  });

/** Posts a gateway's webhook delivery (raw body and headers, as a fake server makes it) to its path. */
export const postWebhook = (
  h: Harness,
  gateway: string,
  delivery: { rawBody: string; headers: Record<string, string> },
) =>
  h.request(`/api/payments/webhook/${gateway}`, {
    method: "POST",
    body: delivery.rawBody,
    headers: delivery.headers,
  });

/** A `refunds` row by id. */
export async function refundRow(h: Harness, id: string) {
  const [row] = await h.database.db.select().from(refunds).where(eq(refunds.id, id));
  return row;
}
