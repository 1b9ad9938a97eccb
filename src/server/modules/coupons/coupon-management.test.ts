import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../../../test/api-harness";
import { auditLog, discountCoupons, projectPayments } from "../../db/schema";

let h: Harness;
let admin: { id: string; cookie: string };
let client: { id: string; cookie: string; email: string };
let projectId: string;

const brief = {
  title: "Bakery website",
  description: "A five page responsive website for our bakery with a contact form and a gallery.",
};

function create(body: Record<string, unknown>, cookie = admin.cookie) {
  return h.request("/api/coupons", { body, cookie });
}

async function createCode(code: string, extra: Record<string, unknown> = {}): Promise<string> {
  const response = await create({ code, discountValue: 10, validUntil: "2026-12-31", ...extra });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()).id;
}

const audits = (id: string) =>
  h.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, "discount_coupon"), eq(auditLog.entityId, id)));

const couponRow = async (id: string) =>
  (await h.database.db.select().from(discountCoupons).where(eq(discountCoupons.id, id)))[0];

beforeAll(async () => {
  h = await createHarness();
  admin = await h.userWithSession("administrator");
  client = await h.userWithSession("client");
  projectId = (await (await h.submitProject(client.cookie, brief)).json()).id;
});
afterAll(() => h.close());

describe("coupon management", () => {
  it("creates a coupon: code upper-cased, validity through the end of the IST day, audited", async () => {
    const response = await create({
      code: "  diwali25 ",
      discountType: "percentage",
      discountValue: 25,
      maxDiscountAmount: 50_000,
      validUntil: "2026-12-31",
      perUserLimit: 1,
      applicableTo: "projects",
    });
    expect(response.status).toBe(201);
    const coupon = await response.json();
    // TEST_NOW is 2026-11-22 12:00 IST: valid-from defaults to the start of that day in India.
    expect(coupon).toMatchObject({
      code: "DIWALI25",
      discountValue: 25,
      maxDiscountAmount: 50_000,
      minOrderAmount: 0,
      validFrom: "2026-11-21T18:30:00.000Z",
      validUntil: "2026-12-31T18:29:59.999Z",
      usageLimit: null,
      perUserLimit: 1,
      usageCount: 0,
      isActive: true,
    });
    expect((await couponRow(coupon.id)).createdBy).toBe(admin.id);
    const entries = await audits(coupon.id);
    expect(entries.map((e) => [e.action, e.actorId])).toEqual([["coupon.create", admin.id]]);
    expect(entries[0].after).toMatchObject({ code: "DIWALI25" });
  });

  it("answers 409 for a code that exists, whatever its case or spaces", async () => {
    await createCode("WELCOME");
    const again = await create({ code: " welcome", discountValue: 5, validUntil: "2026-12-31" });
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe("A coupon with the code WELCOME already exists.");
    expect(
      await h.database.db.select().from(discountCoupons).where(eq(discountCoupons.code, "WELCOME")),
    ).toHaveLength(1);
  });

  it("refuses bad input with the spec's texts", async () => {
    const missing = await create({ code: "", validUntil: "2026-12-31" });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.message).toMatch(/Please fill in all required fields$/);
    const percent = await create({ code: "BIG", discountValue: 150, validUntil: "2026-12-31" });
    expect((await percent.json()).error.message).toBe(
      "discountValue: Percentage discount must be between 1 and 100",
    );
    // Valid-from defaults to today (22 Nov 2026), so an earlier valid-until is an empty window.
    const past = await create({ code: "OLD", discountValue: 5, validUntil: "2026-11-21" });
    expect(past.status).toBe(400);
    expect((await past.json()).error.message).toBe("Valid until cannot be before valid from");
  });

  it("lets only administrators in", async () => {
    for (const role of ["client", "freelancer", "manager"] as const) {
      const { cookie } = await h.userWithSession(role);
      expect((await h.request("/api/coupons", { cookie })).status).toBe(403);
      expect(
        (await create({ code: `NOPE${role}`, discountValue: 5, validUntil: "2026-12-31" }, cookie)).status,
      ).toBe(403);
    }
    expect((await h.request("/api/coupons")).status).toBe(401);
    expect(
      await h.database.db.select().from(discountCoupons).where(eq(discountCoupons.code, "NOPEMANAGER")),
    ).toEqual([]);
  });

  it("lists coupons newest first with their usage count", async () => {
    const older = await createCode("ORDER-A");
    await h.database.db
      .update(discountCoupons)
      .set({ usageCount: 3, usageLimit: 10 })
      .where(eq(discountCoupons.id, older));
    const newer = await createCode("ORDER-B");
    await h.database.db
      .update(discountCoupons)
      .set({ createdAt: new Date(Date.now() + 60_000) })
      .where(eq(discountCoupons.id, newer));
    const { coupons } = await (await h.request("/api/coupons", { cookie: admin.cookie })).json();
    const codes = coupons.map((c: { code: string }) => c.code);
    expect(codes[0]).toBe("ORDER-B");
    expect(codes.indexOf("ORDER-A")).toBeGreaterThan(0);
    expect(coupons.find((c: { id: string }) => c.id === older)).toMatchObject({
      usageCount: 3,
      usageLimit: 10,
    });
  });

  it("deactivates and activates, auditing only real changes", async () => {
    const id = await createCode("TOGGLE");
    const set = (isActive: boolean) =>
      h.request(`/api/coupons/${id}`, { method: "PATCH", body: { isActive }, cookie: admin.cookie });
    expect((await (await set(false)).json()).isActive).toBe(false);
    expect((await couponRow(id)).isActive).toBe(false);
    expect((await set(false)).status).toBe(200);
    expect((await (await set(true)).json()).isActive).toBe(true);
    const actions = (await audits(id)).map((e) => e.action).sort();
    expect(actions).toEqual(["coupon.activate", "coupon.create", "coupon.deactivate"]);
    const unknown = await h.request("/api/coupons/00000000-0000-4000-8000-000000000000", {
      method: "PATCH",
      body: { isActive: false },
      cookie: admin.cookie,
    });
    expect(unknown.status).toBe(404);
  });

  it("lists the payments that used a coupon, newest first, with payer, project and amounts", async () => {
    const id = await createCode("USED10");
    const pay = (
      at: string,
      status: "success" | "pending" | "failed",
      transactionId: string,
      couponCode = "USED10",
      paymentType: "advance" | "final" = "advance",
    ) =>
      h.database.db.insert(projectPayments).values({
        projectId,
        userId: client.id,
        amount: 100_000,
        discountedAmount: 90_000,
        couponCode,
        paymentStatus: status,
        paymentType,
        transactionId,
        createdAt: new Date(at),
      });
    await pay("2026-11-20T10:00:00Z", "failed", "TXN-1");
    await pay("2026-11-21T10:00:00Z", "success", "TXN-2");
    await pay("2026-11-21T11:00:00Z", "success", "TXN-OTHER", "OTHER", "final");

    const { code, usages } = await (
      await h.request(`/api/coupons/${id}/usage`, { cookie: admin.cookie })
    ).json();
    expect(code).toBe("USED10");
    expect(usages.map((u: { transactionId: string }) => u.transactionId)).toEqual(["TXN-2", "TXN-1"]);
    expect(usages[0]).toMatchObject({
      payer: { fullName: expect.stringMatching(/^Test client/), email: client.email },
      project: { id: projectId, title: brief.title, versionNumber: 1 },
      amount: 100_000,
      discountedAmount: 90_000,
      status: "success",
      createdAt: "2026-11-21T10:00:00.000Z",
    });
    expect(usages[1].status).toBe("failed");

    const unused = await createCode("UNUSED");
    expect(
      (await (await h.request(`/api/coupons/${unused}/usage`, { cookie: admin.cookie })).json()).usages,
    ).toEqual([]);
    expect((await h.request(`/api/coupons/${id}/usage`, { cookie: client.cookie })).status).toBe(403);
  });

  it("deletes an unused coupon and refuses one that payments used or counted", async () => {
    const unused = await createCode("GONE");
    const remove = (id: string) =>
      h.request(`/api/coupons/${id}`, { method: "DELETE", cookie: admin.cookie });
    expect((await remove(unused)).status).toBe(200);
    expect(await couponRow(unused)).toBeUndefined();
    const deleted = (await audits(unused)).find((e) => e.action === "coupon.delete");
    expect(deleted?.before).toMatchObject({ code: "GONE" });
    expect((await remove(unused)).status).toBe(404);

    const [used] = await h.database.db
      .select({ id: discountCoupons.id })
      .from(discountCoupons)
      .where(eq(discountCoupons.code, "USED10"));
    const refused = await remove(used.id);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toMatch(/has been used.*Deactivate it instead/);
    expect(await couponRow(used.id)).toBeDefined();

    const counted = await createCode("COUNTED");
    await h.database.db.update(discountCoupons).set({ usageCount: 1 }).where(eq(discountCoupons.id, counted));
    expect((await remove(counted)).status).toBe(409);
    expect((await audits(counted)).map((e) => e.action)).toEqual(["coupon.create"]);
  });
});
