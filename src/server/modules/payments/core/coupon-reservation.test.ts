import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { planPricePaise } from "@/domain/plans/eligibility";
import { createHarness, type Harness } from "../../../../../test/api-harness";
import {
  acceptedProject,
  answerSandbox,
  clients,
  coupon,
  followReturn,
  initiate,
  paymentRow,
  scheduleItems,
} from "../../../../../test/payments-test-kit";
import { auditLog, couponRedemptions, discountCoupons, jobs, subscriptionPayments } from "../../../db/schema";
import { EXPIRE_JOB, PENDING_PAYMENT_EXPIRY_S } from "./pending-expiry";
import { RECONCILE_JOB } from "./reconcile-payment";

/**
 * Coupon uses are reserved at initiate, released when the payment fails, is cancelled or expires, and
 * permanent on success, for project and subscription payments alike (issue 19 item 1).
 */
let h: Harness;
let admin: { cookie: string };
beforeAll(async () => {
  h = await createHarness();
  admin = await h.userWithSession("administrator");
});
afterAll(() => h.close());

async function couponState(code: string) {
  const [row] = await h.database.db.select().from(discountCoupons).where(eq(discountCoupons.code, code));
  const redemptions = await h.database.db
    .select()
    .from(couponRedemptions)
    .where(eq(couponRedemptions.couponId, row.id));
  const audits = await h.database.db.select().from(auditLog).where(eq(auditLog.entityId, row.id));
  return { id: row.id, usageCount: row.usageCount, redemptions, actions: audits.map((a) => a.action).sort() };
}

/** A client with an accepted project and its advance amount (paise). */
async function payer() {
  const [client] = await clients(h, 1);
  const projectId = await acceptedProject(h, client.cookie);
  const [advanceItem] = await scheduleItems(h, client.cookie, projectId);
  return { ...client, projectId, amount: advanceItem.amount };
}

const checkout = (p: { cookie: string; projectId: string }, couponCode: string) =>
  initiate(h, p.cookie, { projectId: p.projectId, paymentType: "advance", couponCode });

/** Runs the expiry jobs now, as the clock passing 30 minutes would. */
async function runExpiries() {
  await h.database.db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(and(eq(jobs.kind, EXPIRE_JOB), eq(jobs.status, "queued")));
  await h.drainJobs();
}

describe("coupon reservation (issue 19 item 1)", () => {
  it("of simultaneous checkouts with a limit-1 coupon, only one gets the discount", async () => {
    await coupon(h, { code: "ONCE10", discountValue: 10, usageLimit: 1 });
    const payers = await Promise.all([payer(), payer(), payer(), payer()]);
    const responses = await Promise.all(payers.map((p) => checkout(p, "ONCE10")));
    const bodies = await Promise.all(responses.map((r) => r.json()));
    const discounted = bodies.filter((b, i) => b.success && b.amount < payers[i].amount);
    expect(discounted).toHaveLength(1);
    const refused = bodies.filter((b) => b.error);
    expect(refused).toHaveLength(payers.length - 1);
    for (const r of refused) expect(r.error.message).toBe("Invalid coupon code");
    const state = await couponState("ONCE10");
    expect(state.usageCount).toBe(1);
    expect(state.redemptions).toEqual([
      expect.objectContaining({ projectPaymentId: discounted[0].paymentId }),
    ]);
    expect(state.actions).toEqual(["coupon.reserve"]);
  });

  it("a failed payment releases its use, and the next checkout gets the discount", async () => {
    await coupon(h, { code: "RETRY10", discountValue: 10, usageLimit: 1 });
    const [first, second] = [await payer(), await payer()];
    const held = await (await checkout(first, "RETRY10")).json();
    expect(held.amount).toBeLessThan(first.amount);
    expect((await checkout(second, "RETRY10")).status).toBe(400);

    await followReturn(h, await answerSandbox(h, first.cookie, held.paymentUrl, "fail"));
    expect((await paymentRow(h, held.paymentId)).paymentStatus).toBe("failed");
    const released = await couponState("RETRY10");
    expect(released.usageCount).toBe(0);
    expect(released.redemptions).toEqual([]);
    expect(released.actions).toEqual(["coupon.release", "coupon.reserve"]);

    const now = await (await checkout(second, "RETRY10")).json();
    expect(now.amount).toBe(second.amount - Math.round(second.amount * 0.1));
  });

  it("closing the checkout cancels the payment and releases its use; only the payer can cancel", async () => {
    await coupon(h, { code: "CLOSE10", discountValue: 10, usageLimit: 1 });
    const [client, other] = [await payer(), await payer()];
    const held = await (await checkout(client, "CLOSE10")).json();
    const cancel = (cookie: string) =>
      h.request(`/api/transactions/${held.paymentId}/cancel`, { method: "POST", cookie });
    expect((await cancel(other.cookie)).status).toBe(404);
    expect((await couponState("CLOSE10")).usageCount).toBe(1);

    expect(await (await cancel(client.cookie)).json()).toEqual({ cancelled: true });
    const row = await paymentRow(h, held.paymentId);
    expect(row).toMatchObject({
      paymentStatus: "failed",
      paymentDetails: expect.objectContaining({ note: "cancelled" }),
    });
    expect((await couponState("CLOSE10")).usageCount).toBe(0);
    expect(await (await cancel(client.cookie)).json()).toEqual({ cancelled: false });
    expect((await (await checkout(other, "CLOSE10")).json()).amount).toBeLessThan(other.amount);
  });

  it("a payment still pending after 30 minutes expires: the job fails it and releases its use", async () => {
    await coupon(h, { code: "EXPIRE10", discountValue: 10, usageLimit: 1 });
    const client = await payer();
    const held = await (await checkout(client, "EXPIRE10")).json();
    const [job] = await h.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, EXPIRE_JOB), sql`${jobs.payload}->>'paymentId' = ${held.paymentId}`));
    expect(Math.round((job.runAt.getTime() - job.createdAt.getTime()) / 1000)).toBe(PENDING_PAYMENT_EXPIRY_S);
    expect(PENDING_PAYMENT_EXPIRY_S).toBe(30 * 60);

    await runExpiries();
    const row = await paymentRow(h, held.paymentId);
    expect(row.paymentStatus).toBe("failed");
    expect(row.paymentDetails).toMatchObject({ note: "expired" });
    const state = await couponState("EXPIRE10");
    expect(state.usageCount).toBe(0);
    expect(state.redemptions).toEqual([]);
  });

  it("an expired order the payer completes later is found by reconciliation and counts the use anew", async () => {
    await coupon(h, { code: "LATE10", discountValue: 10, usageLimit: 1 });
    const client = await payer();
    const held = await (await checkout(client, "LATE10")).json();
    await runExpiries();
    expect((await couponState("LATE10")).usageCount).toBe(0);

    await answerSandbox(h, client.cookie, held.paymentUrl, "pay");
    await h.database.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(and(eq(jobs.kind, RECONCILE_JOB), eq(jobs.status, "queued")));
    await h.drainJobs();
    expect((await paymentRow(h, held.paymentId)).paymentStatus).toBe("success");
    const state = await couponState("LATE10");
    expect(state.usageCount).toBe(1);
    expect(state.redemptions).toEqual([expect.objectContaining({ projectPaymentId: held.paymentId })]);
  });

  it("success makes the use permanent: expiry and a later failure report leave it counted", async () => {
    await coupon(h, { code: "KEEP10", discountValue: 10, usageLimit: 1 });
    const [client, late] = [await payer(), await payer()];
    const held = await (await checkout(client, "KEEP10")).json();
    const paid = await answerSandbox(h, client.cookie, held.paymentUrl, "pay");
    expect(await followReturn(h, paid)).toMatch(/payment=success/);
    await runExpiries();
    expect((await paymentRow(h, held.paymentId)).paymentStatus).toBe("success");
    const state = await couponState("KEEP10");
    expect(state.usageCount).toBe(1);
    expect(state.redemptions).toEqual([expect.objectContaining({ projectPaymentId: held.paymentId })]);
    expect(state.actions).toEqual(["coupon.redeem", "coupon.reserve"]);
    expect((await (await checkout(late, "KEEP10")).json()).error.message).toBe("Invalid coupon code");
  });

  it("subscription payments reserve, release and confirm through the same rule, and the usage dialog lists them", async () => {
    await coupon(h, { code: "PLAN10", discountValue: 10, usageLimit: 1, applicableTo: "subscriptions" });
    const buyers = await Promise.all([h.userWithSession("client"), h.userWithSession("client")]);
    const buy = (cookie: string) =>
      h.request("/api/subscriptions/initiate", {
        body: { subscriptionType: "pro", couponCode: "PLAN10" },
        cookie,
      });
    const bodies = await Promise.all(
      (await Promise.all(buyers.map((b) => buy(b.cookie)))).map((r) => r.json()),
    );
    const winner = bodies.findIndex((b) => b.success);
    expect(bodies.filter((b) => b.success)).toHaveLength(1);
    expect(bodies[winner].amount).toBe(planPricePaise("pro") - Math.round(planPricePaise("pro") * 0.1));
    expect(bodies[1 - winner].error.message).toBe("Invalid coupon code");

    const loser = buyers[1 - winner];
    await followReturn(h, await answerSandbox(h, buyers[winner].cookie, bodies[winner].paymentUrl, "fail"));
    expect((await couponState("PLAN10")).usageCount).toBe(0);

    const second = await (await buy(loser.cookie)).json();
    expect(second.amount).toBe(bodies[winner].amount);
    await followReturn(h, await answerSandbox(h, loser.cookie, second.paymentUrl, "pay"));
    const [completed] = await h.database.db
      .select()
      .from(subscriptionPayments)
      .where(eq(subscriptionPayments.id, second.paymentId));
    expect(completed.paymentStatus).toBe("completed");
    const state = await couponState("PLAN10");
    expect(state.usageCount).toBe(1);
    expect(state.redemptions).toEqual([expect.objectContaining({ subscriptionPaymentId: second.paymentId })]);
    expect(state.actions).toEqual(["coupon.redeem", "coupon.release", "coupon.reserve", "coupon.reserve"]);

    const { usages } = await (
      await h.request(`/api/coupons/${state.id}/usage`, { cookie: admin.cookie })
    ).json();
    expect(usages).toEqual([
      expect.objectContaining({ id: second.paymentId, project: null, plan: "pro", status: "success" }),
      expect.objectContaining({ id: bodies[winner].paymentId, project: null, plan: "pro", status: "failed" }),
    ]);
  });

  it("validate answers the same text for an unknown code and a used-up one", async () => {
    await coupon(h, { code: "SPENT", discountValue: 10, usageLimit: 1, usageCount: 1 });
    const [client] = await clients(h, 1);
    const check = async (code: string) =>
      (
        await (
          await h.request("/api/coupons/validate", { body: { code, amount: 100_000 }, cookie: client.cookie })
        ).json()
      ).error;
    const unknown = await check("NO-SUCH-CODE");
    expect(unknown).toBe("Invalid coupon code");
    expect(await check("SPENT")).toBe(unknown);
  });
});
