import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../../../test/api-harness";
import {
  profiles,
  projectPayments,
  projects,
  projectTasks,
  refunds,
  subscriptionPayments,
} from "../../db/schema";

/**
 * Staff dashboards (spec 1 §2, issue 7 item 3): the cards plus the charts of projects by status and of
 * payments by month, in paise, for the last 6 Indian calendar months (the harness pins now at
 * 2026-11-22 12:00 IST, so the window is June to November 2026).
 */
let h: Harness;
let client: { id: string; cookie: string };
let manager: { cookie: string };
let administrator: { cookie: string };
let projectIds: string[];

const brief = {
  title: "Bakery website",
  description: "A five page responsive website for our bakery with a contact form and a gallery.",
};

const dashboardOf = async (cookie: string) => {
  const response = await h.request("/api/dashboard", { cookie });
  expect(response.status).toBe(200);
  return response.json();
};

beforeAll(async () => {
  h = await createHarness();
  client = await h.userWithSession("client");
  manager = await h.userWithSession("manager");
  administrator = await h.userWithSession("administrator");
  projectIds = [];
  for (let i = 0; i < 3; i += 1) {
    const created = await h.submitProject(client.cookie, brief);
    expect(created.status).toBe(201);
    projectIds.push((await created.json()).id);
  }
  const db = h.database.db;
  await db.update(projects).set({ statusCode: "IN_PROGRESS" }).where(eq(projects.id, projectIds[1]));
  await db.update(projects).set({ statusCode: "COMPLETED" }).where(eq(projects.id, projectIds[2]));
  const payment = (
    projectId: string,
    createdAt: string,
    paise: { amount: number; discountedAmount?: number },
    paymentStatus: "success" | "pending" | "failed",
    paymentType: "advance" | "milestone" | "final",
    milestoneNumber: number | null = null,
  ) => ({
    projectId,
    userId: client.id,
    createdAt: new Date(createdAt),
    paymentStatus,
    paymentType,
    milestoneNumber,
    ...paise,
  });
  await db.insert(projectPayments).values([
    // November 2026: 5,000 rupees plus a coupon-discounted 3,000 (charged 2,500).
    payment(projectIds[0], "2026-11-05T10:00:00Z", { amount: 500_000 }, "success", "advance"),
    payment(
      projectIds[1],
      "2026-11-20T10:00:00Z",
      { amount: 300_000, discountedAmount: 250_000 },
      "success",
      "advance",
    ),
    // 20:00 UTC on 31 October is 01:30 IST on 1 November: November in India.
    payment(projectIds[2], "2026-10-31T20:00:00Z", { amount: 100_000 }, "success", "advance"),
    // September 2026.
    payment(projectIds[2], "2026-09-15T10:00:00Z", { amount: 200_000 }, "success", "milestone", 1),
    // Not counted: pending, failed, and older than six months.
    payment(projectIds[0], "2026-11-10T10:00:00Z", { amount: 999_900 }, "pending", "final"),
    payment(projectIds[1], "2026-11-10T10:00:00Z", { amount: 888_800 }, "failed", "final"),
    payment(projectIds[2], "2026-05-31T10:00:00Z", { amount: 777_700 }, "success", "final"),
  ]);
  await db.insert(subscriptionPayments).values([
    {
      userId: client.id,
      subscriptionType: "pro",
      amount: 10_000,
      paymentStatus: "completed",
      createdAt: new Date("2026-07-01T05:00:00Z"),
    },
    {
      userId: client.id,
      subscriptionType: "enterprise",
      amount: 1_000_000,
      discountedAmount: 900_000,
      paymentStatus: "completed",
      createdAt: new Date("2026-11-01T05:00:00Z"),
    },
    {
      userId: client.id,
      subscriptionType: "enterprise",
      amount: 1_000_000,
      paymentStatus: "failed",
      createdAt: new Date("2026-11-02T05:00:00Z"),
    },
  ]);
});
afterAll(() => h.close());

const expectedPayments = [
  { month: "2026-06", projectPaise: 0, subscriptionPaise: 0 },
  { month: "2026-07", projectPaise: 0, subscriptionPaise: 10_000 },
  { month: "2026-08", projectPaise: 0, subscriptionPaise: 0 },
  { month: "2026-09", projectPaise: 200_000, subscriptionPaise: 0 },
  { month: "2026-10", projectPaise: 0, subscriptionPaise: 0 },
  { month: "2026-11", projectPaise: 850_000, subscriptionPaise: 900_000 },
];

describe("staff dashboard charts (issue 7 item 3)", () => {
  it("gives managers their cards and both charts", async () => {
    const body = await dashboardOf(manager.cookie);
    expect(body).toMatchObject({ kind: "manager", totalProjects: 3 });
    expect(body.projectsByStatus).toHaveLength(9);
    expect(body.projectsByStatus[0]).toEqual({ statusCode: "REQUESTED", name: "Requested", count: 1 });
    const counts = Object.fromEntries(
      body.projectsByStatus.map((s: { statusCode: string; count: number }) => [s.statusCode, s.count]),
    );
    expect(counts).toMatchObject({ REQUESTED: 1, IN_PROGRESS: 1, COMPLETED: 1, CLOSED: 0, UNDER_REVIEW: 0 });
    expect(body.paymentsByMonth).toEqual(expectedPayments);
  });

  it("counts as unassigned the tasks Task Mapping offers: current version of active projects only", async () => {
    const body = await dashboardOf(manager.cookie);
    // Only the IN_PROGRESS project is active; the requested and completed ones' tasks are not mappable.
    const mapping = await h.request("/api/task-mapping/tasks?page=1&pageSize=5", { cookie: manager.cookie });
    const { total } = await mapping.json();
    expect(total).toBeGreaterThan(0);
    expect(body.unassignedTasks).toBe(total);
    const allTasks = await h.database.db.select().from(projectTasks);
    expect(body.unassignedTasks).toBeLessThan(allTasks.length);
  });

  it("gives administrators users by role, staff and the same charts", async () => {
    const body = await dashboardOf(administrator.cookie);
    expect(body).toMatchObject({
      kind: "administrator",
      totalProjects: 3,
      usersByRole: { client: 1, freelancer: 0, manager: 1, administrator: 1 },
      staff: 2,
    });
    expect(body.paymentsByMonth).toEqual(expectedPayments);
    expect(body.projectsByStatus.reduce((n: number, s: { count: number }) => n + s.count, 0)).toBe(3);
  });

  it("keeps the charts off the client's dashboard", async () => {
    const body = await dashboardOf(client.cookie);
    expect(body.kind).toBe("member");
    expect(body.stats).toEqual({ new: 1, active: 1, completed: 1, all: 3 });
    expect(body).not.toHaveProperty("paymentsByMonth");
    expect(body).not.toHaveProperty("projectsByStatus");
  });

  it("refuses anonymous visitors", async () => {
    expect((await h.request("/api/dashboard")).status).toBe(401);
  });

  it("counts a cancelled project neither as new nor as requested (issue 19 item 15)", async () => {
    // Two of the client's projects are past acceptance: only a plan without a limit may submit another.
    await h.database.db
      .update(profiles)
      .set({ subscriptionType: "enterprise" })
      .where(eq(profiles.id, client.id));
    const created = await h.submitProject(client.cookie, brief);
    expect(created.status).toBe(201);
    const { id } = await created.json();
    const cancel = await h.request(`/api/projects/${id}/cancel`, { method: "POST", cookie: client.cookie });
    expect(cancel.status).toBe(200);
    const mine = await dashboardOf(client.cookie);
    expect(mine.stats).toEqual({ new: 1, active: 1, completed: 1, all: 4 });
    for (const cookie of [manager.cookie, administrator.cookie]) {
      const staff = await dashboardOf(cookie);
      expect(staff.projectsByStatus[0]).toEqual({ statusCode: "REQUESTED", name: "Requested", count: 1 });
      expect(staff.cancelledProjects).toBe(1);
      expect(staff.totalProjects).toBe(4);
    }
  });
});

describe("revenue net of refunds (issue 20 item 4)", () => {
  it("takes processed refunds off the month of the payment they refund, on both staff dashboards", async () => {
    const db = h.database.db;
    const [september] = await db
      .select({ id: projectPayments.id })
      .from(projectPayments)
      .where(and(eq(projectPayments.userId, client.id), eq(projectPayments.amount, 200_000)));
    const [enterprise] = await db
      .select({ id: subscriptionPayments.id })
      .from(subscriptionPayments)
      .where(and(eq(subscriptionPayments.userId, client.id), eq(subscriptionPayments.amount, 1_000_000)))
      .orderBy(subscriptionPayments.createdAt);
    const refund = (key: string, amount: number, status: "processed" | "pending" | "failed") => ({
      amount,
      status,
      reason: "Dashboard test",
      refundKey: `dashboard-${key}`,
      gateway: "sandbox" as const,
      // Refunded in November: still counted against the payment's own month.
      createdAt: new Date("2026-11-21T10:00:00Z"),
    });
    await db.insert(refunds).values([
      { ...refund("sep-1", 50_000, "processed"), projectPaymentId: september.id },
      { ...refund("sep-2", 25_000, "processed"), projectPaymentId: september.id },
      { ...refund("sep-3", 40_000, "pending"), projectPaymentId: september.id },
      { ...refund("sep-4", 30_000, "failed"), projectPaymentId: september.id },
      { ...refund("ent-1", 300_000, "processed"), subscriptionPaymentId: enterprise.id },
    ]);
    const net = expectedPayments.map((m) =>
      m.month === "2026-09"
        ? { ...m, projectPaise: 125_000 }
        : m.month === "2026-11"
          ? { ...m, subscriptionPaise: 600_000 }
          : m,
    );
    expect((await dashboardOf(manager.cookie)).paymentsByMonth).toEqual(net);
    expect((await dashboardOf(administrator.cookie)).paymentsByMonth).toEqual(net);
  });
});
