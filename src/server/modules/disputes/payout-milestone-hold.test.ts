import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../../../test/api-harness";
import {
  acceptedProject,
  advance,
  clients,
  payThroughSandbox,
  TEST_SANDBOX_SECRET,
} from "../../../../test/payments-test-kit";
import { projectFreelancers, projectPayments } from "../../db/schema";
import { createFreelancer } from "../../db/seed/factories";

/**
 * The payout hold per milestone (issue 20 item 3, decision 0037, migration 0022): a payout recorded for
 * milestone N is held only by a dispute on milestone N; a milestone payout recorded without its number keeps
 * the older rule (held by a dispute on any milestone of the project); advance payouts are held only by a
 * dispute on the advance.
 */
let h: Harness;
let owner: { id: string; cookie: string };
let manager: { id: string; cookie: string };
let freelancerId: string;

beforeAll(async () => {
  h = await createHarness({ PAYMENT_SANDBOX_SECRET: TEST_SANDBOX_SECRET });
  [owner] = await clients(h, 1);
  manager = await h.userWithSession("manager");
  const user = await h.userWithSession("freelancer");
  freelancerId = await createFreelancer(h.database.db, user.id, {
    title: "Web developer",
    hourlyRate: 70_000,
    experienceYears: 4,
    rating: 4.6,
    successRate: 95,
    completedProjects: 12,
    skills: [{ name: "React", proficiency: "expert" }],
  });
});
afterAll(() => h.close());

/** A started project (advance paid on the sandbox) with milestones 1 and 2 paid, the freelancer on its team. */
async function projectWithPaidMilestones() {
  const projectId = await acceptedProject(h, owner.cookie);
  await payThroughSandbox(h, owner.cookie, advance(projectId));
  await h.database.db.insert(projectFreelancers).values({ projectId, freelancerId, status: "accepted" });
  const paid = await h.database.db
    .insert(projectPayments)
    .values(
      [1, 2].map((milestoneNumber) => ({
        projectId,
        userId: owner.id,
        amount: 50_000,
        paymentType: "milestone" as const,
        milestoneNumber,
        paymentStatus: "success" as const,
      })),
    )
    .returning({ id: projectPayments.id, milestoneNumber: projectPayments.milestoneNumber });
  const paymentOf = (n: number) => paid.find((p) => p.milestoneNumber === n)?.id as string;
  return { projectId, milestone1: paymentOf(1) };
}

const record = (projectId: string, body: Record<string, unknown>) =>
  h.request(`/api/projects/${projectId}/payouts`, {
    body: { freelancerId, amount: 20_000, paymentMethod: "upi", ...body },
    cookie: manager.cookie,
  });

async function recorded(projectId: string, body: Record<string, unknown>): Promise<string> {
  const response = await record(projectId, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()).id;
}

const complete = (id: string) =>
  h.request(`/api/payouts/${id}/status`, { body: { status: "completed" }, cookie: manager.cookie });

describe("payouts held per milestone", () => {
  it("a dispute on milestone 1 holds milestone 1's payout and an unnamed milestone payout, not milestone 2's or the advance's", async () => {
    const { projectId, milestone1 } = await projectWithPaidMilestones();
    const first = await recorded(projectId, { paymentType: "milestone_payment", milestoneNumber: 1 });
    const second = await recorded(projectId, { paymentType: "milestone_payment", milestoneNumber: 2 });
    const unnamed = await recorded(projectId, { paymentType: "milestone_payment" });
    const forAdvance = await recorded(projectId, { paymentType: "advance_payment" });

    const listed = await (
      await h.request(`/api/projects/${projectId}/payouts`, { cookie: manager.cookie })
    ).json();
    const numbers = Object.fromEntries(
      listed.payouts.map((p: { id: string; milestoneNumber: number | null }) => [p.id, p.milestoneNumber]),
    );
    expect(numbers).toEqual({ [first]: 1, [second]: 2, [unnamed]: null, [forAdvance]: null });

    const form = new FormData();
    form.append("paymentId", milestone1);
    form.append("reason", "Milestone 1's screens were never delivered.");
    const opened = await h.request(`/api/projects/${projectId}/disputes`, {
      body: form,
      cookie: owner.cookie,
    });
    expect(opened.status, await opened.clone().text()).toBe(201);
    const dispute = await opened.json();

    const held = await complete(first);
    expect(held.status).toBe(409);
    expect((await held.json()).error.details).toMatchObject({
      reason: "dispute_open",
      disputeId: dispute.id,
      item: "Milestone 1",
    });
    expect((await complete(unnamed)).status).toBe(409);
    expect((await complete(second)).status).toBe(200);
    expect((await complete(forAdvance)).status).toBe(200);

    const released = await h.request(`/api/disputes/${dispute.id}/resolve`, {
      body: { outcome: "released", notes: "The screens were delivered." },
      cookie: manager.cookie,
    });
    expect(released.status).toBe(200);
    expect((await complete(first)).status).toBe(200);
    expect((await complete(unnamed)).status).toBe(200);
  });

  it("refuses a milestone number on a payout that is not a milestone payment, or one below 1", async () => {
    const { projectId } = await projectWithPaidMilestones();
    const onBonus = await record(projectId, { paymentType: "bonus", milestoneNumber: 1 });
    expect(onBonus.status).toBe(400);
    expect(JSON.stringify(await onBonus.json())).toContain("Only a milestone payment names a milestone");
    expect((await record(projectId, { paymentType: "milestone_payment", milestoneNumber: 0 })).status).toBe(
      400,
    );
  });
});
