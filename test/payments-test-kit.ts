/**
 * Test helpers for payment and coupon API tests (not used by the app): projects ready to pay, coupons,
 * walking the sandbox gateway's page and return the way a browser does, and harnesses paying through the
 * Razorpay and PhonePe fakes.
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
import { createHarness, type Harness } from "./api-harness";
import { type FakePhonePe, type PhonePeSecrets, startFakePhonePe } from "./fakes/phonepe-fake";
import { type FakeRazorpay, type RazorpaySecrets, startFakeRazorpay } from "./fakes/razorpay-fake";

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

/** A gateway's local fake the refund tests pay and refund through (issue 20 items 1-3). */
export type GatewayFake = { name: "razorpay"; fake: FakeRazorpay } | { name: "phonepe"; fake: FakePhonePe };

/** A harness whose app pays through `gateway`'s fake; `close` stops the app, then the fake. */
export interface GatewayHarness<G extends GatewayFake = GatewayFake> {
  h: Harness;
  gateway: G;
  close(): Promise<void>;
}

async function harnessFor<G extends GatewayFake>(gateway: G, env: Record<string, string>) {
  const h = await createHarness({ ...env, PAYMENT_GATEWAY: gateway.name });
  const started: GatewayHarness<G> = {
    h,
    gateway,
    async close() {
      await h.close();
      await gateway.fake.close();
    },
  };
  return started;
}

/** Starts Razorpay's fake with `secrets` and a harness whose app pays through it (RAZORPAY_* env). */
export async function razorpayHarness(secrets: RazorpaySecrets) {
  const fake = await startFakeRazorpay(secrets);
  return harnessFor(
    { name: "razorpay" as const, fake },
    {
      RAZORPAY_KEY_ID: secrets.keyId,
      RAZORPAY_KEY_SECRET: secrets.keySecret,
      RAZORPAY_WEBHOOK_SECRET: secrets.webhookSecret,
      RAZORPAY_BASE_URL: fake.baseUrl,
    },
  );
}

/** Starts PhonePe's fake with `secrets` and a harness whose app pays through it (PHONEPE_* env). */
export async function phonePeHarness(secrets: PhonePeSecrets) {
  const fake = await startFakePhonePe(secrets);
  return harnessFor(
    { name: "phonepe" as const, fake },
    {
      PHONEPE_CLIENT_ID: secrets.clientId,
      PHONEPE_CLIENT_SECRET: secrets.clientSecret,
      PHONEPE_CLIENT_VERSION: String(secrets.clientVersion),
      PHONEPE_CALLBACK_USERNAME: secrets.callbackUsername,
      PHONEPE_CALLBACK_PASSWORD: secrets.callbackPassword,
      PHONEPE_BASE_URL: fake.baseUrl,
    },
  );
}

/**
 * Pays a started payment at the gateway's fake and brings the payer back as the browser does (Razorpay:
 * Checkout's response posted to the callback; PhonePe: the order completed, then the return redirect), and
 * expects the payment row to be `success`.
 */
export async function payAtGateway(
  h: Harness,
  gateway: GatewayFake,
  started: { paymentId: string; orderId: string },
  cookie: string,
) {
  if (gateway.name === "razorpay") {
    const body = gateway.fake.pay(started.orderId);
    const callback = await h.request("/api/payments/callback", { body, cookie });
    expect(callback.status, await callback.clone().text()).toBe(200);
  } else {
    gateway.fake.settle(started.paymentId, "COMPLETED");
    const back = await h.request(`/api/payments/return?paymentId=${started.paymentId}`);
    expect(back.status, await back.clone().text()).toBe(302);
  }
  expect((await paymentRow(h, started.paymentId)).paymentStatus).toBe("success");
}

/**
 * A new accepted project of `cookie`'s client whose advance was paid through `gateway`'s fake.
 * @returns the project and payment ids, the amount paid (paise) and the gateway's transaction id.
 */
export async function paidAdvanceAt(h: Harness, gateway: GatewayFake, cookie: string) {
  const projectId = await acceptedProject(h, cookie);
  const started = await (await initiate(h, cookie, advance(projectId))).json();
  expect(started.gateway).toBe(gateway.name);
  await payAtGateway(h, gateway, started, cookie);
  const row = await paymentRow(h, started.paymentId);
  return { projectId, paymentId: row.id, amount: row.amount, transactionId: row.transactionId };
}
