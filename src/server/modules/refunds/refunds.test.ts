import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../../../test/api-harness";
import {
  acceptedProject,
  advance,
  answerSandbox,
  auditActions,
  clients,
  followReturn,
  paymentRow,
  payThroughSandbox,
  TEST_SANDBOX_SECRET,
  twoPendingAdvances,
} from "../../../../test/payments-test-kit";
import { projectPayments } from "../../db/schema";

/** The refund routes and the "Refunds due" queue on the sandbox gateway (issue 20 items 1-2). */
let h: Harness;
let owner: { id: string; cookie: string };
let manager: { id: string; cookie: string };
let admin: { id: string; cookie: string };

beforeAll(async () => {
  h = await createHarness({ PAYMENT_SANDBOX_SECRET: TEST_SANDBOX_SECRET });
  [owner] = await clients(h, 1);
  manager = await h.userWithSession("manager");
  admin = await h.userWithSession("administrator");
});
afterAll(() => h.close());

async function paidAdvance() {
  const projectId = await acceptedProject(h, owner.cookie);
  const { started } = await payThroughSandbox(h, owner.cookie, advance(projectId));
  return {
    paymentId: started.paymentId as string,
    orderId: started.orderId as string,
    amount: started.amount as number,
  };
}

const refund = (paymentId: string, body: unknown, cookie = manager.cookie) =>
  h.request(`/api/payments/${paymentId}/refunds`, { body, cookie });

/** A duplicate capture of an advance on the sandbox: both tabs' orders paid, the second flagged refundDue. */
async function duplicateCapture() {
  const projectId = await acceptedProject(h, owner.cookie);
  const [first, second] = await twoPendingAdvances(h, owner.cookie, projectId);
  for (const started of [first, second]) {
    await followReturn(h, await answerSandbox(h, owner.cookie, started.paymentUrl, "pay"));
  }
  expect((await paymentRow(h, second.paymentId)).paymentDetails).toMatchObject({ refundDue: true });
  return { first, second };
}

const queue = async (cookie = manager.cookie) =>
  (await (await h.request("/api/refunds-due", { cookie })).json()).items as Array<Record<string, unknown>>;

describe("POST /api/payments/{id}/refunds", () => {
  it("refunds part of a payment at once on the sandbox and lists it with what is left", async () => {
    const { paymentId, amount } = await paidAdvance();
    const response = await refund(paymentId, {
      amountPaise: 25_000,
      reason: "  Scope reduced  ",
      refundKey: `api-${paymentId}`,
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      paymentId,
      amountPaise: 25_000,
      reason: "Scope reduced",
      status: "processed",
      gateway: "sandbox",
      requestedBy: manager.id,
    });
    const listed = await (
      await h.request(`/api/payments/${paymentId}/refunds`, { cookie: admin.cookie })
    ).json();
    expect(listed).toEqual({ refundablePaise: amount - 25_000, refunds: [body] });
  });

  it("refuses bad input with field details, and a refund above what is left with 409", async () => {
    const { paymentId, amount } = await paidAdvance();
    const key = `bad-${paymentId}`;
    for (const bad of [
      { amountPaise: 0, reason: "x", refundKey: key },
      { amountPaise: 10.5, reason: "x", refundKey: key },
      { amountPaise: "100", reason: "x", refundKey: key },
      { amountPaise: 100, reason: "   ", refundKey: key },
      { amountPaise: 100, reason: "x".repeat(501), refundKey: key },
      { amountPaise: 100, reason: "x", refundKey: "short" },
      { amountPaise: 100, reason: "x" },
    ]) {
      const response = await refund(paymentId, bad);
      expect(response.status, JSON.stringify(bad)).toBe(400);
      expect((await response.json()).error.code).toBe("validation_failed");
    }
    const over = await refund(paymentId, { amountPaise: amount + 1, reason: "Too much", refundKey: key });
    expect(over.status).toBe(409);
    expect((await over.json()).error).toMatchObject({
      code: "conflict",
      details: { refundablePaise: amount },
    });
    const unknown = await refund(crypto.randomUUID(), { amountPaise: 100, reason: "x", refundKey: key });
    expect(unknown.status).toBe(404);
  });

  it("refuses a payment made through another gateway than the one configured now", async () => {
    const { paymentId } = await paidAdvance();
    await h.database.db
      .update(projectPayments)
      .set({ paymentMethod: "razorpay", gatewayOrderId: `order_${paymentId.slice(0, 8)}` })
      .where(eq(projectPayments.id, paymentId));
    const response = await refund(paymentId, {
      amountPaise: 100,
      reason: "Moved",
      refundKey: `moved-${paymentId}`,
    });
    expect(response.status).toBe(409);
    expect((await response.json()).error.message).toBe(
      "This payment was made through razorpay, which is not the payment gateway configured now",
    );
  });

  it("is not open to clients or freelancers", async () => {
    const { paymentId } = await paidAdvance();
    const body = { amountPaise: 100, reason: "Mine", refundKey: `own-${paymentId}` };
    expect((await refund(paymentId, body, owner.cookie)).status).toBe(403);
    const freelancer = await h.userWithSession("freelancer");
    expect((await refund(paymentId, body, freelancer.cookie)).status).toBe(403);
    expect((await auditActions(h, paymentId)).filter((a) => a.startsWith("refund."))).toEqual([]);
  });
});

describe("Refunds due", () => {
  it("lists a duplicate capture, refunds it in one action, and drops it once the sandbox confirms", async () => {
    const { first, second } = await duplicateCapture();
    const [due] = (await queue()).filter((item) => item.paymentId === second.paymentId);
    expect(due).toMatchObject({
      settledBy: first.paymentId,
      amountPaise: second.amount,
      refundablePaise: second.amount,
      paymentType: "advance",
      projectTitle: "Tea & snacks website",
      gateway: "sandbox",
      refunds: [],
    });

    const refundKey = crypto.randomUUID();
    const action = () =>
      h.request(`/api/refunds-due/${second.paymentId}/refund`, { body: { refundKey }, cookie: admin.cookie });
    const response = await action();
    expect(response.status, await response.clone().text()).toBe(200);
    const done = await response.json();
    expect(done).toMatchObject({ status: "processed", amountPaise: second.amount, requestedBy: admin.id });
    expect((await queue()).filter((item) => item.paymentId === second.paymentId)).toEqual([]);
    expect((await paymentRow(h, second.paymentId)).paymentDetails).toMatchObject({ refundDue: false });
    // The same dialog's key again answers the same refund; another key finds nothing due.
    expect(await (await action()).json()).toEqual(done);
    const other = await h.request(`/api/refunds-due/${second.paymentId}/refund`, {
      body: { refundKey: crypto.randomUUID() },
      cookie: admin.cookie,
    });
    expect(other.status).toBe(404);
    // The sandbox's page of that order lists the refund.
    const page = await (await h.request(second.paymentUrl, { cookie: owner.cookie })).text();
    expect(page).toContain("Refunds");
    expect(page).toContain("Refunded");
    expect(page).toContain(done.gatewayRefundId);
  });

  it("refuses a payment that is not due and a key that is not a UUID", async () => {
    const { paymentId } = await paidAdvance();
    const notDue = await h.request(`/api/refunds-due/${paymentId}/refund`, {
      body: { refundKey: crypto.randomUUID() },
      cookie: manager.cookie,
    });
    expect(notDue.status).toBe(404);
    const badKey = await h.request(`/api/refunds-due/${paymentId}/refund`, {
      body: { refundKey: "again" },
      cookie: manager.cookie,
    });
    expect(badKey.status).toBe(400);
  });
});
