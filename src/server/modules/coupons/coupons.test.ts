import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../../../test/api-harness";
import {
  acceptedProject,
  clients,
  coupon,
  initiate,
  scheduleItems,
} from "../../../../test/payments-test-kit";
import { couponRedemptions, discountCoupons, projectPayments, projects } from "../../db/schema";

type Session = { id: string; cookie: string };
let h: Harness;
let owner: Session;
let manager: Session;

const validate = (body: Record<string, unknown>, cookie = owner.cookie) =>
  h.request("/api/coupons/validate", { body, cookie });

async function couponState(code: string) {
  const [row] = await h.database.db.select().from(discountCoupons).where(eq(discountCoupons.code, code));
  const redemptions = await h.database.db
    .select()
    .from(couponRedemptions)
    .where(eq(couponRedemptions.couponId, row.id));
  return { usageCount: row.usageCount, redemptions };
}

beforeAll(async () => {
  h = await createHarness();
  [owner] = await clients(h, 1);
  manager = await h.userWithSession("manager");
});
afterAll(() => h.close());

describe("POST /api/coupons/validate", () => {
  it("prices a project item on the server: trimmed, upper-cased code, discount and final amount", async () => {
    await coupon(h, {
      code: "SAVE15",
      discountValue: 15,
      maxDiscountAmount: 50_000,
      applicableTo: "projects",
    });
    const projectId = await acceptedProject(h, owner.cookie);
    const [advanceItem] = await scheduleItems(h, owner.cookie, projectId);
    const response = await validate({ code: "  save15 ", projectId, paymentType: "advance" });
    expect(response.status).toBe(200);
    const discount = Math.min(Math.round(advanceItem.amount * 0.15), 50_000);
    expect(await response.json()).toEqual({
      valid: true,
      originalAmount: advanceItem.amount,
      discountAmount: discount,
      finalAmount: advanceItem.amount - discount,
    });
  });

  it("answers invalid coupons with the spec's texts and refuses an empty code", async () => {
    await coupon(h, { code: "SUBSONLY", applicableTo: "subscriptions" });
    await coupon(h, { code: "GONE", isActive: false });
    expect(await (await validate({ code: "NOPE", amount: 100_000 })).json()).toEqual({
      valid: false,
      error: "Invalid coupon code",
      originalAmount: 100_000,
      discountAmount: 0,
      finalAmount: 100_000,
    });
    expect((await (await validate({ code: "gone", amount: 100_000 })).json()).error).toBe(
      "Invalid coupon code",
    );
    const wrongUse = await (await validate({ code: "SUBSONLY", amount: 100_000 })).json();
    expect(wrongUse).toMatchObject({ valid: false, error: "This coupon cannot be used for this payment." });
    const forPlans = await validate({ code: "SUBSONLY", amount: 10_000, applicableTo: "subscriptions" });
    expect(await forPlans.json()).toMatchObject({ valid: true, finalAmount: 9_000 });
    const empty = await validate({ code: "   ", amount: 100 });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.message).toBe("code: Please enter a coupon code.");
    expect((await validate({ code: "SUBSONLY", amount: 100 }, manager.cookie)).status).toBe(403);
  });
});

describe("coupons at payment time", () => {
  it("records a payment the coupon covers in full as paid, counts the use and starts the project", async () => {
    await coupon(h, { code: "FREE100", discountValue: 100, perUserLimit: 1 });
    const projectId = await acceptedProject(h, owner.cookie);
    const [advanceItem] = await scheduleItems(h, owner.cookie, projectId);
    const response = await initiate(h, owner.cookie, {
      projectId,
      paymentType: "advance",
      couponCode: " free100",
    });
    const body = await response.json();
    expect(body).toEqual({ success: true, zeroAmount: true, paymentId: expect.any(String) });
    const [row] = await h.database.db
      .select()
      .from(projectPayments)
      .where(eq(projectPayments.id, body.paymentId));
    expect(row).toMatchObject({
      paymentStatus: "success",
      amount: advanceItem.amount,
      discountedAmount: 0,
      couponCode: "FREE100",
      paymentMethod: "coupon",
    });
    const { usageCount, redemptions } = await couponState("FREE100");
    expect(usageCount).toBe(1);
    expect(redemptions).toEqual([
      expect.objectContaining({
        projectPaymentId: row.id,
        userId: owner.id,
        discountAmount: advanceItem.amount,
      }),
    ]);
    const [project] = await h.database.db.select().from(projects).where(eq(projects.id, projectId));
    expect(project.statusCode).toBe("STARTED");
    expect(await (await initiate(h, owner.cookie, { projectId, paymentType: "advance" })).json()).toEqual({
      success: true,
      alreadyPaid: true,
    });

    // The per-person limit of 1 is used up for this client.
    const second = await acceptedProject(h, owner.cookie);
    const refused = await initiate(h, owner.cookie, {
      projectId: second,
      paymentType: "advance",
      couponCode: "FREE100",
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.message).toBe(
      "You have already used this coupon the maximum number of times.",
    );
  });

  /** Twenty sign-ups and accepted projects are set up inside each race test; on a loaded 2-core machine that alone can pass 30 s. */
  const RACE_TIMEOUT_MS = 180_000;

  it(
    "of 20 simultaneous full-cover uses of a coupon with usage limit 1, exactly one is recorded",
    async () => {
      await coupon(h, { code: "LASTONE", discountValue: 100, usageLimit: 1 });
      const payers = await clients(h, 20);
      const projectIds = await Promise.all(payers.map((payer) => acceptedProject(h, payer.cookie)));
      const responses = await Promise.all(
        payers.map((payer, i) =>
          initiate(h, payer.cookie, {
            projectId: projectIds[i],
            paymentType: "advance",
            couponCode: "LASTONE",
          }),
        ),
      );
      const bodies = await Promise.all(responses.map((r) => r.json()));
      expect(bodies.filter((b) => b.zeroAmount)).toHaveLength(1);
      const refusals = bodies.filter((b) => b.error);
      expect(refusals).toHaveLength(19);
      for (const refusal of refusals) expect(refusal.error.message).toBe("Invalid coupon code");
      const { usageCount, redemptions } = await couponState("LASTONE");
      expect(usageCount).toBe(1);
      expect(redemptions).toHaveLength(1);
    },
    RACE_TIMEOUT_MS,
  );
});
