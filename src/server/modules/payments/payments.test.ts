import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../../../test/api-harness";
import {
  acceptedProject,
  advance,
  answerSandbox,
  auditActions,
  clients,
  followReturn,
  initiate,
  itemBody,
  paymentRow,
  payThroughSandbox,
  projectStatus,
  scheduleItems,
  setStatus,
  TEST_SANDBOX_SECRET,
  twoPendingAdvances,
} from "../../../../test/payments-test-kit";
import { auditLog, notifications, projectPayments, projects, sandboxOrders } from "../../db/schema";

type Session = { id: string; cookie: string };
let h: Harness;
let owner: Session;
let other: Session;
let manager: Session;
let freelancer: Session;

beforeAll(async () => {
  h = await createHarness({ PAYMENT_SANDBOX_SECRET: TEST_SANDBOX_SECRET });
  [owner, other] = await clients(h, 2);
  manager = await h.userWithSession("manager");
  freelancer = await h.userWithSession("freelancer");
});
afterAll(() => h.close());

describe("paying the advance through the sandbox gateway", () => {
  it("charges the schedule's amount, records the payment once, audits it and starts the project", async () => {
    const projectId = await acceptedProject(h, owner.cookie);
    const [advanceItem] = await scheduleItems(h, owner.cookie, projectId);
    expect(advanceItem).toMatchObject({ type: "advance", status: "pending" });

    const response = await initiate(h, owner.cookie, advance(projectId));
    expect(response.status).toBe(200);
    const started = await response.json();
    expect(started).toMatchObject({
      success: true,
      existingPayment: false,
      gateway: "sandbox",
      amount: advanceItem.amount,
      currency: "INR",
      paymentUrl: `/api/payments/sandbox/${started.orderId}`,
    });

    const page = await h.request(started.paymentUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("Tea &amp; snacks website");
    expect(html).toMatch(/<button[^>]*value="pay"[^>]*>Pay<\/button>/);
    expect(html).toMatch(/<button[^>]*value="fail"[^>]*>Fail<\/button>/);

    const returnPath = await answerSandbox(h, owner.cookie, started.paymentUrl, "pay");
    expect(await followReturn(h, returnPath)).toBe(`/project/${projectId}?payment=success`);

    const row = await paymentRow(h, started.paymentId);
    expect(row).toMatchObject({
      paymentStatus: "success",
      amount: advanceItem.amount,
      discountedAmount: null,
      paymentMethod: "sandbox",
      gatewayOrderId: started.orderId,
      transactionId: expect.stringMatching(/^sbx_pay_/),
    });
    expect(await auditActions(h, started.paymentId)).toEqual(["payment.initiate", "payment.success"]);
    expect(await projectStatus(h, projectId)).toBe("STARTED");
    const [move] = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, projectId), eq(auditLog.action, "project.status")));
    expect(move).toMatchObject({
      actorId: null,
      after: expect.objectContaining({ statusCode: "STARTED", reason: "payment" }),
    });
    expect((await scheduleItems(h, owner.cookie, projectId))[0].status).toBe("paid");

    const again = await initiate(h, owner.cookie, advance(projectId));
    expect(await again.json()).toEqual({ success: true, alreadyPaid: true });

    const history = await (
      await h.request(`/api/projects/${projectId}/payments`, { cookie: owner.cookie })
    ).json();
    expect(history.payments).toEqual([
      expect.objectContaining({
        id: started.paymentId,
        paymentStatus: "success",
        amount: advanceItem.amount,
      }),
    ]);
  });

  it("applies a replayed return 20 times as one success with one audit row and one notification", async () => {
    const projectId = await acceptedProject(h, owner.cookie);
    const { started, returnPath } = await payThroughSandbox(h, owner.cookie, advance(projectId));
    const replays = await Promise.all(Array.from({ length: 20 }, () => h.request(returnPath)));
    for (const replay of replays) {
      expect(replay.status).toBe(302);
      expect(replay.headers.get("location")).toBe(`/project/${projectId}?payment=success`);
    }
    expect((await auditActions(h, started.paymentId)).filter((a) => a === "payment.success")).toHaveLength(1);
    const received = await h.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.id), eq(notifications.link, `/project/${projectId}`)));
    expect(received.filter((n) => n.kind === "payment")).toHaveLength(1);
    expect(await projectStatus(h, projectId)).toBe("STARTED");
  });

  it("refuses a tampered return with 400 and changes nothing", async () => {
    const projectId = await acceptedProject(h, owner.cookie);
    const started = await (await initiate(h, owner.cookie, advance(projectId))).json();
    const returnPath = await answerSandbox(h, owner.cookie, started.paymentUrl, "fail");
    const tampered: [string, string | null][] = [
      ["status", "success"],
      ["amount", "1"],
      ["paymentId", crypto.randomUUID()],
      ["signature", "0".repeat(64)],
      ["signature", null],
    ];
    for (const [field, value] of tampered) {
      const url = new URL(returnPath, "http://localhost");
      if (value === null) url.searchParams.delete(field);
      else url.searchParams.set(field, value);
      const response = await h.request(`${url.pathname}${url.search}`);
      expect(response.status, field).toBe(400);
      expect((await response.json()).error.message).toBe("Payment verification failed");
    }
    expect((await paymentRow(h, started.paymentId)).paymentStatus).toBe("pending");
    expect(await auditActions(h, started.paymentId)).toEqual(["payment.initiate"]);
    expect(await projectStatus(h, projectId)).toBe("ACCEPTED");

    // The genuine result: the payer pressed Fail.
    expect(await followReturn(h, returnPath)).toBe(`/project/${projectId}?payment=failed`);
    expect((await paymentRow(h, started.paymentId)).paymentStatus).toBe("failed");
    expect(await auditActions(h, started.paymentId)).toEqual(["payment.failed", "payment.initiate"]);
  });

  it("charges the schedule's amount whatever amount the body carries", async () => {
    const projectId = await acceptedProject(h, owner.cookie);
    const [advanceItem] = await scheduleItems(h, owner.cookie, projectId);
    const response = await initiate(h, owner.cookie, {
      ...advance(projectId),
      amount: 1,
      originalAmount: 1,
      finalAmount: 1,
    });
    const started = await response.json();
    expect(started.amount).toBe(advanceItem.amount);
    expect((await paymentRow(h, started.paymentId)).amount).toBe(advanceItem.amount);
    const [order] = await h.database.db
      .select()
      .from(sandboxOrders)
      .where(eq(sandboxOrders.id, started.orderId));
    expect(order.amount).toBe(advanceItem.amount);
  });

  it("reuses a pending payment for the same item and amount, and starts a new one after a failure", async () => {
    const projectId = await acceptedProject(h, owner.cookie);
    const first = await (await initiate(h, owner.cookie, advance(projectId))).json();
    const second = await (await initiate(h, owner.cookie, advance(projectId))).json();
    expect(second).toMatchObject({
      existingPayment: true,
      paymentId: first.paymentId,
      orderId: first.orderId,
      paymentUrl: first.paymentUrl,
    });
    await followReturn(h, await answerSandbox(h, owner.cookie, first.paymentUrl, "fail"));
    const third = await (await initiate(h, owner.cookie, advance(projectId))).json();
    expect(third).toMatchObject({ existingPayment: false });
    expect(third.paymentId).not.toBe(first.paymentId);
  });

  it("lets only one of two tabs' payments settle an item; the other is failed with a refund note", async () => {
    const projectId = await acceptedProject(h, owner.cookie);
    const [tabA, tabB] = await twoPendingAdvances(h, owner.cookie, projectId);
    expect(tabB.paymentId).not.toBe(tabA.paymentId);
    const [returnA, returnB] = [
      await answerSandbox(h, owner.cookie, tabA.paymentUrl, "pay"),
      await answerSandbox(h, owner.cookie, tabB.paymentUrl, "pay"),
    ];
    const locations = await Promise.all([followReturn(h, returnA), followReturn(h, returnB)]);
    expect(locations.sort()).toEqual([
      `/project/${projectId}?payment=failed`,
      `/project/${projectId}?payment=success`,
    ]);
    const rows = await h.database.db
      .select()
      .from(projectPayments)
      .where(eq(projectPayments.projectId, projectId));
    expect(rows.filter((r) => r.paymentStatus === "success")).toHaveLength(1);
    const duplicate = rows.find((r) => r.paymentStatus === "failed");
    expect(duplicate?.paymentDetails).toMatchObject({ note: "duplicate_payment", refundDue: true });
  });

  it("moves a project waiting on a milestone payment back to work when it is paid", async () => {
    const projectId = await acceptedProject(h, owner.cookie);
    await payThroughSandbox(h, owner.cookie, advance(projectId));
    await setStatus(h, projectId, "PENDING_PAYMENT");
    const next = (await scheduleItems(h, owner.cookie, projectId)).find((item) => item.status === "pending");
    expect(next).toBeDefined();
    const { location } = await payThroughSandbox(h, owner.cookie, itemBody(projectId, next!));
    expect(location).toBe(`/project/${projectId}?payment=success`);
    expect(await projectStatus(h, projectId)).toBe("IN_PROGRESS_AFTER_PAYMENT");
  });
});

describe("refusals", () => {
  it("refuses unaccepted and cancelled projects, items not due, other people and other roles", async () => {
    const projectId = await acceptedProject(h, owner.cookie);
    const items = await scheduleItems(h, owner.cookie, projectId);
    const later = items.find((item) => item.type !== "advance" && item.status === "upcoming");
    expect(later).toBeDefined();
    const notDue = await initiate(h, owner.cookie, itemBody(projectId, later!));
    expect(notDue.status).toBe(409);
    expect((await notDue.json()).error.details.reason).toBe("not_due");
    expect((await initiate(h, other.cookie, advance(projectId))).status).toBe(404);
    expect((await initiate(h, manager.cookie, advance(projectId))).status).toBe(403);
    expect((await initiate(h, freelancer.cookie, advance(projectId))).status).toBe(403);
    const missing = await initiate(h, owner.cookie, { ...advance(projectId), milestoneNumber: 1 });
    expect(missing.status).toBe(400);

    await setStatus(h, projectId, "UNDER_REVIEW");
    const early = await initiate(h, owner.cookie, advance(projectId));
    expect(early.status).toBe(409);
    expect((await early.json()).error.message).toBe("Payments open once your project has been accepted.");
    await setStatus(h, projectId, "ACCEPTED");
    await h.database.db.update(projects).set({ status: "cancelled" }).where(eq(projects.id, projectId));
    const cancelled = await initiate(h, owner.cookie, advance(projectId));
    expect((await cancelled.json()).error.message).toBe("This project has been cancelled.");
  });

  it("takes Pay or Fail on the sandbox page from the payer's session only (issue 19 item 12)", async () => {
    const projectId = await acceptedProject(h, owner.cookie);
    const started = await (await initiate(h, owner.cookie, advance(projectId))).json();
    const press = (cookie?: string) =>
      h.request(started.paymentUrl, {
        method: "POST",
        body: "outcome=fail",
        cookie,
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
    const orderStatus = async () =>
      (await h.database.db.select().from(sandboxOrders).where(eq(sandboxOrders.id, started.orderId)))[0]
        .status;
    const anonymous = await press();
    expect(anonymous.status, await anonymous.clone().text()).toBe(401);
    for (const stranger of [other, manager, freelancer]) {
      const refused = await press(stranger.cookie);
      expect(refused.status, await refused.clone().text()).toBe(404);
      expect((await refused.json()).error.code).toBe("not_found");
    }
    expect(await orderStatus()).toBe("created");
    expect((await paymentRow(h, started.paymentId)).paymentStatus).toBe("pending");

    const returnPath = await answerSandbox(h, owner.cookie, started.paymentUrl, "pay");
    expect(await orderStatus()).toBe("paid");
    expect(await followReturn(h, returnPath)).toBe(`/project/${projectId}?payment=success`);
  });
});

describe("GET /api/projects/{id}/payments and GET /api/payments/due", () => {
  it("shows a project's transactions to its owner and staff only", async () => {
    const projectId = await acceptedProject(h, owner.cookie);
    await initiate(h, owner.cookie, advance(projectId));
    const read = (cookie: string) => h.request(`/api/projects/${projectId}/payments`, { cookie });
    expect((await (await read(manager.cookie)).json()).payments).toHaveLength(1);
    expect((await read(other.cookie)).status).toBe(404);
    expect((await read(freelancer.cookie)).status).toBe(403);
  });

  it("lists the accepted project's advance banner for its owner only", async () => {
    const [client] = await clients(h, 1);
    const projectId = await acceptedProject(h, client.cookie);
    const unaccepted = (
      await (
        await h.submitProject(client.cookie, { title: "Logo", description: "A logo for our tea shop brand." })
      ).json()
    ).id;
    const { due } = await (await h.request("/api/payments/due", { cookie: client.cookie })).json();
    const [advanceItem] = await scheduleItems(h, client.cookie, projectId);
    expect(due).toEqual([
      expect.objectContaining({
        projectId,
        kind: "advance",
        paymentType: "advance",
        amount: advanceItem.amount,
      }),
    ]);
    expect(due.map((d: { projectId: string }) => d.projectId)).not.toContain(unaccepted);
    expect((await h.request("/api/payments/due", { cookie: manager.cookie })).status).toBe(403);
  });
});
