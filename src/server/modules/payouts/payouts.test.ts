import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness, TEST_NOW } from "../../../../test/api-harness";
import { auditLog, freelancerPayments, projectFreelancers, projectPayments } from "../../db/schema";
import { createFreelancer } from "../../db/seed/factories";

let h: Harness;
let client: { id: string; cookie: string };
let manager: { id: string; cookie: string };
let freelancer: { id: string; cookie: string; freelancerId: string };
let outsider: { id: string; cookie: string; freelancerId: string };
let projectId: string;

const brief = {
  title: "Brand identity for a tea shop",
  description: "A logo, colour palette and packaging design for our new tea shop in Darjeeling.",
};

async function freelancerUser() {
  const user = await h.userWithSession("freelancer");
  const freelancerId = await createFreelancer(h.database.db, user.id, {
    title: "Graphic designer",
    hourlyRate: 80_000,
    experienceYears: 4,
    rating: 4.6,
    successRate: 95,
    completedProjects: 12,
    skills: [{ name: "Branding", proficiency: "expert" }],
  });
  return { ...user, freelancerId };
}

function record(body: Record<string, unknown>, cookie = manager.cookie, id = projectId) {
  return h.request(`/api/projects/${id}/payouts`, { body, cookie });
}

const payout = () => ({
  freelancerId: freelancer.freelancerId,
  amount: 1_250_050,
  paymentType: "milestone_payment",
  paymentMethod: "upi",
  description: "Logo milestone",
});

beforeAll(async () => {
  h = await createHarness();
  client = await h.userWithSession("client");
  manager = await h.userWithSession("manager");
  freelancer = await freelancerUser();
  outsider = await freelancerUser();
  projectId = (await (await h.submitProject(client.cookie, brief)).json()).id;
  await h.database.db.insert(projectFreelancers).values({ projectId, freelancerId: freelancer.freelancerId });
  await clientPaid(projectId);
});

/** The client's advance for `id` succeeded. */
async function clientPaid(id: string) {
  await h.database.db.insert(projectPayments).values({
    projectId: id,
    userId: client.id,
    amount: 100_000,
    paymentStatus: "success",
    paymentType: "advance",
  });
}
afterAll(() => h.close());

describe("freelancer payouts", () => {
  it("staff record a pending payout for a freelancer on the project, audited", async () => {
    const response = await record(payout());
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const [row] = await h.database.db.select().from(freelancerPayments).where(eq(freelancerPayments.id, id));
    expect(row).toMatchObject({ amount: 1_250_050, paymentStatus: "pending", paidBy: manager.id });
    const entries = await h.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(entries.map((e) => e.action)).toEqual(["payout.record"]);
  });

  it("refuses a freelancer who is not on the project, and clients or freelancers recording", async () => {
    const notOnProject = await record({ ...payout(), freelancerId: outsider.freelancerId });
    expect(notOnProject.status).toBe(400);
    expect((await notOnProject.json()).error.message).toBe("This freelancer is not on this project.");
    expect((await record(payout(), client.cookie)).status).toBe(403);
    expect((await record(payout(), freelancer.cookie)).status).toBe(403);
    expect((await record({ ...payout(), amount: -5 })).status).toBe(400);
  });

  it("moves pending -> processing -> completed, stamps paid_at and refuses moves out of completed", async () => {
    const { id } = await (await record(payout())).json();
    const move = (status: string, extra = {}) =>
      h.request(`/api/payouts/${id}/status`, { body: { status, ...extra }, cookie: manager.cookie });
    expect((await move("processing")).status).toBe(200);
    expect((await move("completed", { transactionId: "UPI-778899" })).status).toBe(200);
    const [row] = await h.database.db.select().from(freelancerPayments).where(eq(freelancerPayments.id, id));
    expect(row.paidAt?.toISOString()).toBe(TEST_NOW.toISOString());
    expect(row.transactionId).toBe("UPI-778899");
    const again = await move("pending");
    expect(again.status).toBe(409);
    const audits = await h.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audits.map((a) => a.action).sort()).toEqual(["payout.record", "payout.status", "payout.status"]);
  });

  it("refuses to complete a payout while the client has paid nothing, unless staff confirm an audited override", async () => {
    const unpaidId = (await (await h.submitProject(client.cookie, brief)).json()).id;
    await h.database.db
      .insert(projectFreelancers)
      .values({ projectId: unpaidId, freelancerId: freelancer.freelancerId });
    await h.database.db.insert(projectPayments).values({
      projectId: unpaidId,
      userId: client.id,
      amount: 100_000,
      paymentStatus: "failed",
      paymentType: "advance",
    });
    const { id } = await (await record(payout(), manager.cookie, unpaidId)).json();
    const move = (body: Record<string, unknown>) =>
      h.request(`/api/payouts/${id}/status`, { body, cookie: manager.cookie });

    const refused = await move({ status: "completed", transactionId: "UPI-1" });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toMatchObject({
      message:
        "The client has not paid anything for this project yet, so this payment cannot be marked completed.",
      details: { reason: "client_unpaid" },
    });
    const [still] = await h.database.db
      .select()
      .from(freelancerPayments)
      .where(eq(freelancerPayments.id, id));
    expect(still.paymentStatus).toBe("pending");
    expect((await move({ status: "processing" })).status).toBe(200);

    const overridden = await move({
      status: "completed",
      transactionId: "UPI-2",
      overrideUnpaidClient: true,
    });
    expect(overridden.status).toBe(200);
    const [row] = await h.database.db.select().from(freelancerPayments).where(eq(freelancerPayments.id, id));
    expect(row.paymentStatus).toBe("completed");
    const audits = await h.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    const override = audits.filter((a) => a.action === "payout.unpaid_override");
    expect(override).toEqual([
      expect.objectContaining({
        actorId: manager.id,
        after: expect.objectContaining({ status: "completed", projectId: unpaidId }),
      }),
    ]);
  });

  it("shows a freelancer only their own payouts, with the four summary figures", async () => {
    const mine = await (await h.request("/api/payouts", { cookie: freelancer.cookie })).json();
    expect(mine.total).toBe(mine.items.length);
    expect(mine.items.length).toBeGreaterThanOrEqual(2);
    const completed = mine.items.filter((p: { status: string }) => p.status === "completed");
    const pending = mine.items.filter(
      (p: { status: string }) => p.status === "pending" || p.status === "processing",
    );
    expect(mine.summary).toEqual({
      totalEarnings: completed.length * 1_250_050,
      completedCount: completed.length,
      pendingCount: pending.length,
      pendingAmount: pending.length * 1_250_050,
    });
    expect(mine.items[0].project.title).toBe(brief.title);
    expect(mine.items[0].payerName).toMatch(/^Test manager/);

    const theirs = await (await h.request("/api/payouts", { cookie: outsider.cookie })).json();
    expect(theirs.items).toEqual([]);
    expect(theirs.summary.totalEarnings).toBe(0);
  });

  it("lists a project's payouts for staff and the linked freelancer, never for the client", async () => {
    const staff = await (
      await h.request(`/api/projects/${projectId}/payouts`, { cookie: manager.cookie })
    ).json();
    expect(staff.payouts.length).toBeGreaterThanOrEqual(2);
    const own = await (
      await h.request(`/api/projects/${projectId}/payouts`, { cookie: freelancer.cookie })
    ).json();
    expect(
      own.payouts.every((p: { freelancer: { id: string } }) => p.freelancer.id === freelancer.freelancerId),
    ).toBe(true);
    expect((await h.request(`/api/projects/${projectId}/payouts`, { cookie: client.cookie })).status).toBe(
      403,
    );
    expect((await h.request(`/api/projects/${projectId}/payouts`, { cookie: outsider.cookie })).status).toBe(
      404,
    );
  });

  it("lists the project's team for the record dialog: linked freelancers by name", async () => {
    const response = await h.request(`/api/projects/${projectId}/team`, { cookie: manager.cookie });
    const { team } = await response.json();
    expect(team).toEqual([
      expect.objectContaining({ freelancerId: freelancer.freelancerId, status: "invited", taskCount: 0 }),
    ]);
    expect((await h.request(`/api/projects/${projectId}/team`, { cookie: outsider.cookie })).status).toBe(
      404,
    );
  });
});
