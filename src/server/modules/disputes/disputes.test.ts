import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../../../test/api-harness";
import { pdfBytes } from "../../../../test/documents";
import {
  acceptedProject,
  advance,
  auditActions,
  clients,
  payThroughSandbox,
  setStatus,
  TEST_SANDBOX_SECRET,
} from "../../../../test/payments-test-kit";
import {
  freelancerPayments,
  notifications,
  projectFreelancers,
  projectPayments,
  refunds,
  sandboxOrders,
} from "../../db/schema";
import { createFreelancer } from "../../db/seed/factories";

/** Milestone disputes on the sandbox gateway (issue 20 item 3): open, show, resolve, the payout hold. */
let h: Harness;
let owner: { id: string; cookie: string };
let otherClient: { id: string; cookie: string };
let manager: { id: string; cookie: string };
let member: { id: string; cookie: string; freelancerId: string };
let outsider: { id: string; cookie: string; freelancerId: string };

async function freelancerUser() {
  const user = await h.userWithSession("freelancer");
  const freelancerId = await createFreelancer(h.database.db, user.id, {
    title: "Web developer",
    hourlyRate: 70_000,
    experienceYears: 4,
    rating: 4.6,
    successRate: 95,
    completedProjects: 12,
    skills: [{ name: "React", proficiency: "expert" }],
  });
  return { ...user, freelancerId };
}

beforeAll(async () => {
  h = await createHarness({ PAYMENT_SANDBOX_SECRET: TEST_SANDBOX_SECRET });
  [owner, otherClient] = await clients(h, 2);
  manager = await h.userWithSession("manager");
  member = await freelancerUser();
  outsider = await freelancerUser();
});
afterAll(() => h.close());

/** A project of the owner whose advance was paid through the sandbox (so it is STARTED), with `member` on its team. */
async function paidProject() {
  const projectId = await acceptedProject(h, owner.cookie);
  const { started } = await payThroughSandbox(h, owner.cookie, advance(projectId));
  await h.database.db
    .insert(projectFreelancers)
    .values({ projectId, freelancerId: member.freelancerId, status: "accepted" });
  return { projectId, paymentId: started.paymentId as string, amount: started.amount as number };
}

function disputeForm(
  paymentId: string,
  files: File[] = [],
  reason = "The advance paid for a design we never got.",
) {
  const form = new FormData();
  form.append("paymentId", paymentId);
  form.append("reason", reason);
  for (const file of files) form.append("files", file);
  return form;
}

const open = (projectId: string, form: FormData, cookie = owner.cookie) =>
  h.request(`/api/projects/${projectId}/disputes`, { body: form, cookie });
const list = async (projectId: string, cookie: string) =>
  h.request(`/api/projects/${projectId}/disputes`, { cookie });
const resolve = (id: string, body: unknown, cookie = manager.cookie) =>
  h.request(`/api/disputes/${id}/resolve`, { body, cookie });

async function noticesOf(userId: string) {
  return h.database.db.select().from(notifications).where(eq(notifications.userId, userId));
}

describe("opening a dispute", () => {
  it("the client disputes the paid advance with evidence; client, staff and the team's freelancer see it, the freelancer without amounts", async () => {
    const { projectId, paymentId, amount } = await paidProject();
    const before = await list(projectId, owner.cookie);
    expect((await before.json()).disputable).toEqual([
      expect.objectContaining({ paymentId, paymentType: "advance", label: "Advance", amountPaid: amount }),
    ]);
    const pdf = await pdfBytes("Screenshot notes: the delivered files are empty.");
    const response = await open(
      projectId,
      disputeForm(paymentId, [new File([pdf.slice()], "evidence.pdf"), new File(["Chat log"], "log.txt")]),
    );
    expect(response.status, await response.clone().text()).toBe(201);
    const dispute = await response.json();
    expect(dispute).toMatchObject({
      status: "open",
      item: { paymentType: "advance", label: "Advance" },
      amountPaid: amount,
      payoutsHeld: true,
      openedBy: { id: owner.id },
    });
    expect(dispute.evidence.map((file: { fileName: string }) => file.fileName).sort()).toEqual([
      "evidence.pdf",
      "log.txt",
    ]);
    expect(await auditActions(h, dispute.id)).toEqual(["dispute.open"]);

    const asManager = await (await list(projectId, manager.cookie)).json();
    expect(asManager).toMatchObject({ canResolve: true, disputable: [] });
    expect(asManager.disputes[0]).toMatchObject({ id: dispute.id, amountPaid: amount });
    const asMember = await (await list(projectId, member.cookie)).json();
    expect(asMember.disputes[0]).toMatchObject({ id: dispute.id, amountPaid: null, refundAmount: null });
    expect(asMember.canResolve).toBe(false);
    expect((await list(projectId, outsider.cookie)).status).toBe(404);
    expect((await list(projectId, otherClient.cookie)).status).toBe(404);
    // The paid item is no longer offered while its dispute is open.
    expect((await (await list(projectId, owner.cookie)).json()).disputable).toEqual([]);

    const download = await h.request(`/api/dispute-evidence/${dispute.evidence[0].id}/download`, {
      cookie: member.cookie,
    });
    expect(download.status).toBe(200);
    expect(
      (
        await h.request(`/api/dispute-evidence/${dispute.evidence[0].id}/download`, {
          cookie: outsider.cookie,
        })
      ).status,
    ).toBe(404);

    const staffNotice = (await noticesOf(manager.id)).find((n) => n.title.startsWith("Dispute to review"));
    expect(staffNotice?.body).toContain("The client disputed the advance payment");
    const memberNotice = (await noticesOf(member.id)).find((n) => n.title.startsWith("Dispute opened"));
    expect(memberNotice?.body).not.toMatch(/₹/);
    expect((await noticesOf(owner.id)).some((n) => n.title === "Dispute opened: Advance")).toBe(true);
  });

  it("refuses other people, unpaid items, a second open dispute, a project not in progress and a file that is not its type", async () => {
    const { projectId, paymentId } = await paidProject();
    expect((await open(projectId, disputeForm(paymentId), otherClient.cookie)).status).toBe(404);
    expect((await open(projectId, disputeForm(paymentId), manager.cookie)).status).toBe(403);
    expect((await open(projectId, disputeForm(paymentId), member.cookie)).status).toBe(403);
    expect((await open(projectId, disputeForm(paymentId, [], "short"))).status).toBe(400);
    const [pending] = await h.database.db
      .insert(projectPayments)
      .values({ projectId, userId: owner.id, amount: 5_000, paymentType: "milestone", milestoneNumber: 1 })
      .returning({ id: projectPayments.id });
    const unpaid = await open(projectId, disputeForm(pending.id));
    expect(unpaid.status).toBe(400);
    expect((await unpaid.json()).error.message).toBe(
      "Only a paid advance, milestone or final payment can be disputed.",
    );
    const fake = await open(projectId, disputeForm(paymentId, [new File(["not a pdf"], "invoice.pdf")]));
    expect(fake.status).toBe(415);
    expect((await fake.json()).error.message).toBe(
      "Invalid file type: invoice.pdf. Please upload valid documents (txt, doc, docx, xlsx, pdf, rtf).",
    );
    expect((await open(projectId, disputeForm(paymentId))).status).toBe(201);
    const twice = await open(projectId, disputeForm(paymentId));
    expect(twice.status).toBe(409);
    expect((await twice.json()).error.message).toBe("This payment already has an open dispute.");

    const done = await paidProject();
    await setStatus(h, done.projectId, "COMPLETED");
    const late = await open(done.projectId, disputeForm(done.paymentId));
    expect(late.status).toBe(409);
    expect((await late.json()).error.message).toBe(
      "A payment can be disputed only while the project is in progress.",
    );
  });
});

describe("resolving a dispute", () => {
  it("holds the advance's payouts while open; staff release it with notes and the payout can then be completed", async () => {
    const { projectId, paymentId } = await paidProject();
    const dispute = await (await open(projectId, disputeForm(paymentId))).json();
    const [payout] = await h.database.db
      .insert(freelancerPayments)
      .values({
        freelancerId: member.freelancerId,
        projectId,
        amount: 40_000,
        paymentType: "advance_payment",
      })
      .returning({ id: freelancerPayments.id });
    const [bonus] = await h.database.db
      .insert(freelancerPayments)
      .values({ freelancerId: member.freelancerId, projectId, amount: 10_000, paymentType: "bonus" })
      .returning({ id: freelancerPayments.id });
    const complete = (id: string) =>
      h.request(`/api/payouts/${id}/status`, { body: { status: "completed" }, cookie: manager.cookie });

    const held = await complete(payout.id);
    expect(held.status).toBe(409);
    expect((await held.json()).error).toMatchObject({
      message:
        "This payment is on hold: the client has an open dispute on its milestone. It can be completed once the dispute is resolved.",
      details: { reason: "dispute_open", disputeId: dispute.id },
    });
    expect((await complete(bonus.id)).status).toBe(200);

    expect((await resolve(dispute.id, { outcome: "released", notes: "x" }, owner.cookie)).status).toBe(403);
    expect((await resolve(dispute.id, { outcome: "released", notes: " " })).status).toBe(400);
    const released = await resolve(dispute.id, {
      outcome: "released",
      notes: "The designs were delivered on time.",
    });
    expect(released.status, await released.clone().text()).toBe(200);
    expect(await released.json()).toMatchObject({
      status: "released",
      outcome: "released",
      resolutionNotes: "The designs were delivered on time.",
      payoutsHeld: false,
    });
    expect((await resolve(dispute.id, { outcome: "released", notes: "Again." })).status).toBe(409);
    expect((await complete(payout.id)).status).toBe(200);
    expect(await auditActions(h, dispute.id)).toEqual(["dispute.open", "dispute.release"]);
    expect((await noticesOf(owner.id)).some((n) => n.title === "Dispute resolved: Advance released")).toBe(
      true,
    );
  });

  it("staff partially refund through the sandbox with refund key dispute:<id>; a refund failing at the gateway leaves it open", async () => {
    const { projectId, paymentId, amount } = await paidProject();
    const dispute = await (await open(projectId, disputeForm(paymentId))).json();
    const part = Math.floor(amount / 4);
    expect(
      (await resolve(dispute.id, { outcome: "partially_refunded", amountPaise: amount, notes: "Half." }))
        .status,
    ).toBe(400);

    // The gateway refuses: the sandbox order is no longer captured.
    const [payment] = await h.database.db
      .select()
      .from(projectPayments)
      .where(eq(projectPayments.id, paymentId));
    const orderId = payment.gatewayOrderId as string;
    await h.database.db.update(sandboxOrders).set({ status: "failed" }).where(eq(sandboxOrders.id, orderId));
    const failed = await resolve(dispute.id, {
      outcome: "partially_refunded",
      amountPaise: part,
      notes: "A quarter of the work was missing.",
    });
    expect(failed.status).toBe(409);
    expect((await failed.json()).error.message).toBe(
      "The refund failed: The payment was not captured The dispute is still open.",
    );
    const stillOpen = (await (await list(projectId, manager.cookie)).json()).disputes[0];
    expect(stillOpen).toMatchObject({ status: "open", payoutsHeld: true, refundStatus: "failed" });

    await h.database.db.update(sandboxOrders).set({ status: "paid" }).where(eq(sandboxOrders.id, orderId));
    const refunded = await resolve(dispute.id, {
      outcome: "partially_refunded",
      amountPaise: part,
      notes: "A quarter of the work was missing.",
    });
    expect(refunded.status, await refunded.clone().text()).toBe(200);
    expect(await refunded.json()).toMatchObject({
      status: "partially_refunded",
      refundAmount: part,
      refundStatus: "processed",
      payoutsHeld: false,
      lastError: null,
    });
    const rows = await h.database.db.select().from(refunds).where(eq(refunds.projectPaymentId, paymentId));
    expect(rows.map((r) => [r.refundKey, r.status, r.amount]).sort()).toEqual(
      [
        [`dispute:${dispute.id}`, "failed", part],
        [`dispute:${dispute.id}:after:${rows.find((r) => r.status === "failed")?.id}`, "processed", part],
      ].sort(),
    );
    expect(await auditActions(h, dispute.id)).toEqual([
      "dispute.open",
      "dispute.refund_failed",
      "dispute.refund_requested",
      "dispute.refund_requested",
      "dispute.refunded",
    ]);
    const notice = (await noticesOf(owner.id)).find(
      (n) => n.title === "Dispute resolved: Advance partially refunded",
    );
    expect(notice?.body).toContain("was refunded to the original payment method");
    // Resolved: the item may be disputed again while the project is in progress.
    expect((await (await list(projectId, owner.cookie)).json()).disputable).toHaveLength(1);
  });

  it("a full refund returns what is left of the payment", async () => {
    const { projectId, paymentId, amount } = await paidProject();
    const dispute = await (await open(projectId, disputeForm(paymentId))).json();
    const response = await resolve(dispute.id, {
      outcome: "fully_refunded",
      notes: "Nothing was delivered.",
    });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await response.json()).toMatchObject({ status: "fully_refunded", refundAmount: amount });
    const [row] = await h.database.db
      .select()
      .from(refunds)
      .where(and(eq(refunds.projectPaymentId, paymentId), eq(refunds.refundKey, `dispute:${dispute.id}`)));
    expect(row).toMatchObject({ amount, status: "processed", requestedBy: manager.id });
  });
});
