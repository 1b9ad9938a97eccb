import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Harness } from "../../../../test/api-harness";
import type { FakePhonePe } from "../../../../test/fakes/phonepe-fake";
import type { FakeRazorpay } from "../../../../test/fakes/razorpay-fake";
import {
  auditActions,
  clients,
  type GatewayFake,
  type GatewayHarness,
  paidAdvanceAt,
  phonePeHarness,
  postWebhook,
  razorpayHarness,
} from "../../../../test/payments-test-kit";
import { freelancerPayments, jobs, notifications, projectFreelancers, refunds } from "../../db/schema";
import { createFreelancer } from "../../db/seed/factories";

/**
 * A dispute's refund settled later by the gateway (issue 20 item 3, decision 0037), on Razorpay and PhonePe
 * against their local fakes: the refund is answered pending; its webhook (Razorpay `refund.processed` /
 * `refund.failed`, PhonePe `pg.refund.*`), or the `refund.check` job, settles it and — in the same transaction,
 * through the refund core's settled-refund listener — moves the dispute (refunded with the payout hold lifted,
 * or open again), with the manual path's notices, e-mails and audit rows, once however often it is delivered.
 */

type RefundRow = typeof refunds.$inferSelect;

/** What differs between the gateways whose refunds settle later: their fake and refund webhooks. */
interface LaterGateway {
  name: "razorpay" | "phonepe";
  /** Starts the fake and a harness whose app pays through it. */
  start(): Promise<GatewayHarness>;
  /** Settles a refund at the gateway; the webhook delivery that says so. */
  settle(
    refund: RefundRow,
    outcome: "processed" | "failed",
  ): { rawBody: string; headers: Record<string, string> };
  /** The failure reason the gateway's failed refund carries. */
  failureReason: string;
}

let razorpay: FakeRazorpay;
let phonepe: FakePhonePe;

const GATEWAYS: LaterGateway[] = [
  {
    name: "razorpay",
    async start() {
      const started = await razorpayHarness({
        keyId: "rzp_test_disputes",
        keySecret: "disputes-key-secret",
        webhookSecret: "disputes-hook",
      });
      razorpay = started.gateway.fake;
      return started;
    },
    settle(refund, outcome) {
      razorpay.settleRefund(refund.gatewayRefundId as string, outcome);
      return razorpay.refundWebhook(`refund.${outcome}`, refund.gatewayRefundId as string);
    },
    failureReason: "Razorpay could not process the refund",
  },
  {
    name: "phonepe",
    async start() {
      const started = await phonePeHarness({
        clientId: "KAARYA_DISPUTES_CLIENT",
        clientSecret: "disputes-client-secret",
        clientVersion: 1,
        callbackUsername: "kaarya_disputes",
        callbackPassword: "disputehook123",
      });
      phonepe = started.gateway.fake;
      return started;
    },
    settle(refund, outcome) {
      phonepe.settleRefund(refund.id, outcome === "processed" ? "COMPLETED" : "FAILED");
      return phonepe.refundCallback(refund.id);
    },
    failureReason: "BANK_DECLINED",
  },
];

let h: Harness;
let owner: { id: string; cookie: string };
let manager: { id: string; cookie: string };
let member: { id: string; cookie: string; freelancerId: string };
let gateway: LaterGateway;
let fakeGateway: GatewayFake;

/**
 * A project whose advance was paid through the gateway under test, `member` on its team, the advance disputed by the
 * client and an advance payout to `member` recorded. @returns ids and the amount paid (paise).
 */
async function disputedAdvance() {
  const { projectId, paymentId, amount } = await paidAdvanceAt(h, fakeGateway, owner.cookie);
  await h.database.db
    .insert(projectFreelancers)
    .values({ projectId, freelancerId: member.freelancerId, status: "accepted" });
  const form = new FormData();
  form.append("paymentId", paymentId);
  form.append("reason", "The advance paid for a design we never got.");
  const opened = await h.request(`/api/projects/${projectId}/disputes`, { body: form, cookie: owner.cookie });
  expect(opened.status, await opened.clone().text()).toBe(201);
  const [payout] = await h.database.db
    .insert(freelancerPayments)
    .values({ freelancerId: member.freelancerId, projectId, amount: 40_000, paymentType: "advance_payment" })
    .returning({ id: freelancerPayments.id });
  return {
    projectId,
    paymentId,
    amount,
    disputeId: (await opened.json()).id as string,
    payoutId: payout.id,
  };
}

const resolve = (id: string, body: unknown) =>
  h.request(`/api/disputes/${id}/resolve`, { body, cookie: manager.cookie });
const completePayout = (id: string) =>
  h.request(`/api/payouts/${id}/status`, { body: { status: "completed" }, cookie: manager.cookie });

async function disputeOf(projectId: string, disputeId: string) {
  const listed = await (
    await h.request(`/api/projects/${projectId}/disputes`, { cookie: manager.cookie })
  ).json();
  return listed.disputes.find((d: { id: string }) => d.id === disputeId);
}

/** Titles of the notices `userId` got that start with `prefix`. */
async function noticeTitles(userId: string, prefix: string) {
  const rows = await h.database.db.select().from(notifications).where(eq(notifications.userId, userId));
  return rows.map((n) => n.title).filter((title) => title.startsWith(prefix));
}

/** The dispute's refund row, by its first refund key. */
async function refundOf(disputeId: string) {
  const [row] = await h.database.db
    .select()
    .from(refunds)
    .where(eq(refunds.refundKey, `dispute:${disputeId}`));
  return row;
}

describe.each(GATEWAYS)("a dispute's refund settled later by $name", (later) => {
  let close: () => Promise<void>;
  beforeAll(async () => {
    gateway = later;
    const started = await later.start();
    close = started.close;
    h = started.h;
    fakeGateway = started.gateway;
    [owner] = await clients(h, 1);
    manager = await h.userWithSession("manager");
    const user = await h.userWithSession("freelancer");
    const freelancerId = await createFreelancer(h.database.db, user.id, {
      title: "Designer",
      hourlyRate: 60_000,
      experienceYears: 3,
      rating: 4.5,
      successRate: 90,
      completedProjects: 8,
      skills: [{ name: "Figma", proficiency: "expert" }],
    });
    member = { ...user, freelancerId };
  });
  afterAll(() => close());

  it("the processed-refund webhook moves the dispute to partially refunded, once for a replayed webhook, and lifts the payout hold", async () => {
    const { projectId, amount, disputeId, payoutId } = await disputedAdvance();
    const part = Math.floor(amount / 4);
    const asked = await resolve(disputeId, {
      outcome: "partially_refunded",
      amountPaise: part,
      notes: "A quarter of the work was missing.",
    });
    expect(asked.status, await asked.clone().text()).toBe(200);
    expect(await asked.json()).toMatchObject({
      status: "refunding",
      refundStatus: "pending",
      payoutsHeld: true,
    });
    expect((await completePayout(payoutId)).status).toBe(409);

    const refund = await refundOf(disputeId);
    const delivery = gateway.settle(refund, "processed");
    for (let i = 0; i < 3; i += 1) {
      const answer = await postWebhook(h, gateway.name, delivery);
      expect(await answer.json()).toEqual({ received: true, status: "processed" });
    }

    expect(await disputeOf(projectId, disputeId)).toMatchObject({
      status: "partially_refunded",
      refundAmount: part,
      refundStatus: "processed",
      payoutsHeld: false,
      lastError: null,
    });
    expect(await auditActions(h, disputeId)).toEqual([
      "dispute.open",
      "dispute.refund_pending",
      "dispute.refund_requested",
      "dispute.refunded",
    ]);
    expect(await noticeTitles(owner.id, "Dispute resolved")).toEqual([
      "Dispute resolved: Advance partially refunded",
    ]);
    expect(await noticeTitles(member.id, "Dispute resolved")).toEqual([
      "Dispute resolved: Advance partially refunded",
    ]);
    // Its e-mail is queued with it (the notice's job, in the webhook's transaction).
    const [notice] = await h.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, owner.id),
          eq(notifications.title, "Dispute resolved: Advance partially refunded"),
        ),
      );
    const mails = await h.database.db
      .select()
      .from(jobs)
      .where(
        and(eq(jobs.kind, "notification.email"), sql`${jobs.payload}->>'notificationId' = ${notice.id}`),
      );
    expect(mails).toHaveLength(1);
    expect((await completePayout(payoutId)).status).toBe(200);
    // Staff's "Check Refund" afterwards finds nothing left to do.
    expect(
      (await resolve(disputeId, { outcome: "partially_refunded", amountPaise: part, notes: "Check." }))
        .status,
    ).toBe(409);
  });

  it("the failed-refund webhook puts the dispute back to open with the reason, staff told once, the payout still held; a new decision refunds again", async () => {
    const { projectId, amount, disputeId, payoutId } = await disputedAdvance();
    expect(
      (await resolve(disputeId, { outcome: "fully_refunded", notes: "Nothing delivered." })).status,
    ).toBe(200);
    const refund = await refundOf(disputeId);
    const delivery = gateway.settle(refund, "failed");
    for (let i = 0; i < 2; i += 1) {
      expect(await (await postWebhook(h, gateway.name, delivery)).json()).toEqual({
        received: true,
        status: "failed",
      });
    }
    expect(await disputeOf(projectId, disputeId)).toMatchObject({
      status: "open",
      outcome: null,
      refundStatus: "failed",
      lastError: gateway.failureReason,
      payoutsHeld: true,
    });
    expect((await auditActions(h, disputeId)).filter((a) => a === "dispute.refund_failed")).toHaveLength(1);
    expect(await noticeTitles(manager.id, "Dispute refund failed")).toHaveLength(1);
    expect((await completePayout(payoutId)).status).toBe(409);

    const again = await resolve(disputeId, { outcome: "fully_refunded", notes: "Nothing delivered." });
    expect(again.status, await again.clone().text()).toBe(200);
    const [second] = await h.database.db
      .select()
      .from(refunds)
      .where(eq(refunds.refundKey, `dispute:${disputeId}:after:${refund.id}`));
    expect(second).toMatchObject({ amount, status: "pending" });
  });

  it("the refund.check job settling the refund without a webhook moves the dispute to fully refunded", async () => {
    const { projectId, amount, disputeId, payoutId } = await disputedAdvance();
    expect(
      (await resolve(disputeId, { outcome: "fully_refunded", notes: "Nothing delivered." })).status,
    ).toBe(200);
    const refund = await refundOf(disputeId);
    gateway.settle(refund, "processed");
    await h.database.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.kind, "refund.check"));
    await h.drainJobs();
    expect(await disputeOf(projectId, disputeId)).toMatchObject({
      status: "fully_refunded",
      refundAmount: amount,
      payoutsHeld: false,
    });
    expect((await auditActions(h, disputeId)).filter((a) => a === "dispute.refunded")).toHaveLength(1);
    expect((await completePayout(payoutId)).status).toBe(200);
  });
});
