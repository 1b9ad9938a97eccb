import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness, TEST_NOW } from "../../../../test/api-harness";
import { answerSandbox, coupon, followReturn } from "../../../../test/payments-test-kit";
import {
  auditLog,
  couponRedemptions,
  discountCoupons,
  profiles,
  subscriptionPayments,
} from "../../db/schema";
import { SANDBOX_SIGNATURE_HEADER, sandboxSignature } from "../../integrations/payments/sandbox";

type Session = { id: string; cookie: string };
let h: Harness;
const SECRET = "subscriptions-test-sandbox-secret";

beforeAll(async () => {
  h = await createHarness({ PAYMENT_SANDBOX_SECRET: SECRET });
});
afterAll(() => h.close());

const buy = (session: Session, body: Record<string, unknown>) =>
  h.request("/api/subscriptions/initiate", { body, cookie: session.cookie });

async function plan(userId: string) {
  const [row] = await h.database.db
    .select({ type: profiles.subscriptionType, expiresAt: profiles.subscriptionExpiresAt })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row;
}

async function payments(userId: string) {
  return h.database.db.select().from(subscriptionPayments).where(eq(subscriptionPayments.userId, userId));
}

/** Initiates `body` and answers the sandbox page. @returns the initiate answer and where the return sent the browser. */
async function buyThroughSandbox(
  session: Session,
  body: Record<string, unknown>,
  outcome: "pay" | "fail" = "pay",
) {
  const response = await buy(session, body);
  expect(response.status, await response.clone().text()).toBe(200);
  const started = await response.json();
  const returnPath = await answerSandbox(h, session.cookie, started.paymentUrl, outcome);
  return { started, returnPath, location: await followReturn(h, returnPath) };
}

const inAYear = new Date(TEST_NOW.getTime());
inAYear.setUTCFullYear(inAYear.getUTCFullYear() + 1);

describe("POST /api/subscriptions/initiate (spec 1 §4 Subscription purchase, §7)", () => {
  it("charges the plan's price whatever the body says, and the sandbox return activates Pro for a year", async () => {
    const client = await h.userWithSession("client");
    const { started, location } = await buyThroughSandbox(client, {
      subscriptionType: "pro",
      amount: 1,
      maxAmount: 3,
    });
    expect(started).toMatchObject({ success: true, gateway: "sandbox", amount: 10_000, currency: "INR" });
    expect(started.description).toBe("Kaarya Pro Plan — 1 year");
    expect(location).toBe("/?payment=completed");
    expect(await plan(client.id)).toEqual({ type: "pro", expiresAt: inAYear });
    const [row] = await payments(client.id);
    expect(row).toMatchObject({ paymentStatus: "completed", subscriptionType: "pro", amount: 10_000 });
    expect(row.transactionId).toMatch(/^sbx_pay_/);
    const actions = await h.database.db.select().from(auditLog).where(eq(auditLog.entityId, row.id));
    expect(actions.map((a) => a.action).sort()).toEqual(["payment.initiate", "payment.success"]);
  });

  it("applies a replayed return once: one completed payment, one year", async () => {
    const client = await h.userWithSession("client");
    const { returnPath } = await buyThroughSandbox(client, { subscriptionType: "pro" });
    for (let i = 0; i < 5; i += 1) expect(await followReturn(h, returnPath)).toBe("/?payment=completed");
    expect(await plan(client.id)).toEqual({ type: "pro", expiresAt: inAYear });
    expect((await payments(client.id)).map((p) => p.paymentStatus)).toEqual(["completed"]);
  });

  it("renewing extends the expiry by a year; the banner says completed each time", async () => {
    const client = await h.userWithSession("client");
    await buyThroughSandbox(client, { subscriptionType: "pro" });
    await buyThroughSandbox(client, { subscriptionType: "pro" });
    const twoYears = new Date(inAYear.getTime());
    twoYears.setUTCFullYear(twoYears.getUTCFullYear() + 1);
    expect(await plan(client.id)).toEqual({ type: "pro", expiresAt: twoYears });
  });

  it("a failed payment changes no plan and returns to the dashboard with payment=failed", async () => {
    const client = await h.userWithSession("client");
    const { location } = await buyThroughSandbox(client, { subscriptionType: "enterprise" }, "fail");
    expect(location).toBe("/?payment=failed");
    expect(await plan(client.id)).toEqual({ type: "free", expiresAt: null });
    expect((await payments(client.id)).map((p) => p.paymentStatus)).toEqual(["failed"]);
  });

  it("reuses the pending payment and its order when the client starts the same purchase again", async () => {
    const client = await h.userWithSession("client");
    const first = await (await buy(client, { subscriptionType: "pro" })).json();
    const second = await (await buy(client, { subscriptionType: "pro" })).json();
    expect(second).toMatchObject({
      existingPayment: true,
      paymentId: first.paymentId,
      orderId: first.orderId,
    });
    expect(await payments(client.id)).toHaveLength(1);
  });

  it("refuses Pro while Enterprise is in effect, and staff or freelancers cannot buy", async () => {
    const client = await h.userWithSession("client");
    await buyThroughSandbox(client, { subscriptionType: "enterprise" });
    const refused = await buy(client, { subscriptionType: "pro" });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toBe(
      "Your Enterprise Plan is active and already includes everything in the Pro Plan.",
    );
    for (const role of ["freelancer", "manager"] as const) {
      expect((await buy(await h.userWithSession(role), { subscriptionType: "pro" })).status).toBe(403);
    }
    expect((await buy(client, { subscriptionType: "free" })).status).toBe(400);
  });

  it("a coupon covering everything activates at once (zero amount) and counts the use", async () => {
    const client = await h.userWithSession("client");
    const code = await coupon(h, {
      code: "PROFREE",
      discountType: "percentage",
      discountValue: 100,
      applicableTo: "subscriptions",
    });
    const answer = await (await buy(client, { subscriptionType: "pro", couponCode: " profree " })).json();
    expect(answer).toMatchObject({ success: true, zeroAmount: true });
    expect(await plan(client.id)).toEqual({ type: "pro", expiresAt: inAYear });
    const [row] = await payments(client.id);
    expect(row).toMatchObject({
      amount: 10_000,
      discountedAmount: 0,
      couponCode: code,
      paymentMethod: "coupon",
    });
    const redemptions = await h.database.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.subscriptionPaymentId, row.id));
    expect(redemptions).toHaveLength(1);
    expect(redemptions[0].discountAmount).toBe(10_000);
  });

  it("charges the discounted amount through the gateway, and refuses coupons for projects only", async () => {
    const client = await h.userWithSession("client");
    await coupon(h, { code: "HALFPLAN", discountValue: 50, applicableTo: "subscriptions" });
    await coupon(h, { code: "PROJONLY", discountValue: 50, applicableTo: "projects" });
    const refused = await buy(client, { subscriptionType: "pro", couponCode: "PROJONLY" });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.message).toBe("This coupon cannot be used for this payment.");
    const { started } = await buyThroughSandbox(client, { subscriptionType: "pro", couponCode: "HALFPLAN" });
    expect(started.amount).toBe(5_000);
    const [used] = await h.database.db
      .select({ usageCount: discountCoupons.usageCount })
      .from(discountCoupons)
      .where(eq(discountCoupons.code, "HALFPLAN"));
    expect(used.usageCount).toBe(1);
    const tx = await (await h.request("/api/transactions", { cookie: client.cookie })).json();
    expect(tx.items[0]).toMatchObject({
      name: "Pro Plan",
      amount: 5_000,
      couponCode: "HALFPLAN",
      status: "completed",
    });
  });

  it("refuses a tampered amount and a tampered signature without changing the plan", async () => {
    const client = await h.userWithSession("client");
    const started = await (await buy(client, { subscriptionType: "pro" })).json();
    const returnPath = await answerSandbox(h, client.cookie, started.paymentUrl, "pay");
    const url = new URL(returnPath, "http://x");
    url.searchParams.set("signature", "0".repeat(64));
    expect((await h.request(`${url.pathname}${url.search}`)).status).toBe(400);
    expect(await plan(client.id)).toEqual({ type: "free", expiresAt: null });

    // A correctly signed webhook that claims another amount fails the payment instead of activating it.
    const body = JSON.stringify({
      paymentId: started.paymentId,
      orderId: started.orderId,
      status: "success",
      amount: 1,
      transactionId: "sbx_pay_tampered",
    });
    const webhook = await h.request("/api/payments/webhook/sandbox", {
      method: "POST",
      body,
      headers: {
        "content-type": "application/json",
        [SANDBOX_SIGNATURE_HEADER]: sandboxSignature(SECRET, body),
      },
    });
    expect(webhook.status, await webhook.clone().text()).toBe(200);
    expect(await plan(client.id)).toEqual({ type: "free", expiresAt: null });
    const [row] = await payments(client.id);
    expect(row.paymentStatus).toBe("failed");
    expect(row.paymentDetails?.note).toBe("amount_mismatch");
  });
});

describe("POST /api/transactions/{id}/continue (spec 1 §2 Continue Payment, §8)", () => {
  it("answers the pending payment's own order, and alreadyPaid once it completed", async () => {
    const client = await h.userWithSession("client");
    const started = await (await buy(client, { subscriptionType: "pro" })).json();
    const cont = (session: Session) =>
      h.request(`/api/transactions/${started.paymentId}/continue`, {
        method: "POST",
        cookie: session.cookie,
      });
    const again = await (await cont(client)).json();
    expect(again).toMatchObject({
      existingPayment: true,
      paymentId: started.paymentId,
      orderId: started.orderId,
      paymentUrl: started.paymentUrl,
      amount: 10_000,
    });
    expect((await cont(await h.userWithSession("client"))).status).toBe(404);
    await followReturn(h, await answerSandbox(h, client.cookie, again.paymentUrl, "pay"));
    expect(await (await cont(client)).json()).toEqual({ success: true, alreadyPaid: true });
  });

  it("says it cannot continue a row without its checkout details or on another gateway", async () => {
    const client = await h.userWithSession("client");
    const [row] = await h.database.db
      .insert(subscriptionPayments)
      .values({ userId: client.id, subscriptionType: "pro", amount: 10_000, paymentMethod: "razorpay" })
      .returning();
    const response = await h.request(`/api/transactions/${row.id}/continue`, {
      method: "POST",
      cookie: client.cookie,
    });
    expect(response.status).toBe(409);
    expect((await response.json()).error.message).toBe(
      "Unable to continue this payment. Please contact support.",
    );
  });
});
