import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../../../test/api-harness";
import { acceptedProject, answerSandbox, clients, initiate } from "../../../../test/payments-test-kit";
import { jobs, projectPayments, subscriptionPayments } from "../../db/schema";
import { RECONCILE_DELAYS_S, RECONCILE_JOB } from "./core/reconcile-payment";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

/** Reconciliation jobs of `paymentId`, oldest first. */
async function reconciliations(paymentId: string) {
  const rows = await h.database.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, RECONCILE_JOB), sql`${jobs.payload}->>'paymentId' = ${paymentId}`))
    .orderBy(jobs.createdAt);
  return rows;
}

/** Makes every queued reconciliation due now and runs the queue, as the clock passing would. */
async function runDueReconciliations() {
  await h.database.db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(and(eq(jobs.kind, RECONCILE_JOB), eq(jobs.status, "queued")));
  await h.drainJobs();
}

describe("payment reconciliation (a browser that never came back)", () => {
  it("queues the first check 15 minutes after the order, and settles a payment the gateway took", async () => {
    const [client] = await clients(h, 1);
    const projectId = await acceptedProject(h, client.cookie);
    const started = await (await initiate(h, client.cookie, { projectId, paymentType: "advance" })).json();
    const [job] = await reconciliations(started.paymentId);
    expect(job.payload).toEqual({ paymentId: started.paymentId, orderId: started.orderId, attempt: 0 });
    const delay = (job.runAt.getTime() - job.createdAt.getTime()) / 1000;
    expect(Math.round(delay)).toBe(RECONCILE_DELAYS_S[0]);

    // Pay on the gateway's page, but never follow the signed return.
    await answerSandbox(h, client.cookie, started.paymentUrl, "pay");
    await runDueReconciliations();
    const [row] = await h.database.db
      .select()
      .from(projectPayments)
      .where(eq(projectPayments.id, started.paymentId));
    expect(row.paymentStatus).toBe("success");
    expect(row.paymentDetails?.verified).toMatchObject({ channel: "status" });
    expect(await reconciliations(started.paymentId)).toHaveLength(1);
  });

  it("asks again later while the payer has not answered, and stops after the last delay", async () => {
    const client = await h.userWithSession("client");
    const started = await (
      await h.request("/api/subscriptions/initiate", {
        body: { subscriptionType: "pro" },
        cookie: client.cookie,
      })
    ).json();
    for (let attempt = 1; attempt <= RECONCILE_DELAYS_S.length; attempt += 1) {
      await runDueReconciliations();
      const queued = await reconciliations(started.paymentId);
      expect(queued).toHaveLength(Math.min(attempt + 1, RECONCILE_DELAYS_S.length));
    }
    const [row] = await h.database.db
      .select({ status: subscriptionPayments.paymentStatus })
      .from(subscriptionPayments)
      .where(eq(subscriptionPayments.id, started.paymentId));
    expect(row.status).toBe("pending");
  });
});
