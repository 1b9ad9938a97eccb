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
  paymentRow,
  projectStatus,
  TEST_SANDBOX_SECRET,
  twoPendingAdvances,
} from "../../../../test/payments-test-kit";
import { SANDBOX_SIGNATURE_HEADER, sandboxSignature } from "../../integrations/payments/sandbox";

/** Gateway webhooks on the sandbox gateway (issue 4 items 1, 3): signed, idempotent, amounts checked. */
let h: Harness;
let owner: { id: string; cookie: string };

beforeAll(async () => {
  h = await createHarness({ PAYMENT_SANDBOX_SECRET: TEST_SANDBOX_SECRET });
  [owner] = await clients(h, 1);
});
afterAll(() => h.close());

/** A sandbox webhook, signed when `signature` is given. */
const webhook = (gateway: string, body: string, signature?: string) =>
  h.request(`/api/payments/webhook/${gateway}`, {
    method: "POST",
    body,
    headers: signature ? { [SANDBOX_SIGNATURE_HEADER]: signature } : {},
  });

/** The signed webhook body saying `started` succeeded, `amountOff` paise short. */
function successWebhook(
  started: { paymentId: string; orderId: string; amount: number },
  transactionId: string,
  amountOff = 0,
) {
  const body = JSON.stringify({
    paymentId: started.paymentId,
    orderId: started.orderId,
    status: "success",
    amount: started.amount - amountOff,
    transactionId,
  });
  return { body, signature: sandboxSignature(TEST_SANDBOX_SECRET, body) };
}

describe("webhooks", () => {
  it("applies a signed webhook with the same idempotent update, and refuses unsigned or foreign ones", async () => {
    const projectId = await acceptedProject(h, owner.cookie);
    const started = await (await initiate(h, owner.cookie, advance(projectId))).json();
    const { body, signature } = successWebhook(started, "sbx_pay_webhook1");

    expect((await webhook("sandbox", body)).status).toBe(400);
    expect((await webhook("sandbox", body.replace("success", "failed"), signature)).status).toBe(400);
    expect((await webhook("razorpay", body, signature)).status).toBe(404);
    expect((await paymentRow(h, started.paymentId)).paymentStatus).toBe("pending");

    for (let i = 0; i < 3; i += 1) {
      const response = await webhook("sandbox", body, signature);
      expect(await response.json()).toEqual({ received: true, status: "success" });
    }
    expect(await paymentRow(h, started.paymentId)).toMatchObject({
      paymentStatus: "success",
      transactionId: "sbx_pay_webhook1",
    });
    expect((await auditActions(h, started.paymentId)).filter((a) => a === "payment.success")).toHaveLength(1);
    expect(await projectStatus(h, projectId)).toBe("STARTED");
  });

  it("fails a payment whose signed amount differs from the amount charged", async () => {
    const projectId = await acceptedProject(h, owner.cookie);
    const started = await (await initiate(h, owner.cookie, advance(projectId))).json();
    const { body, signature } = successWebhook(started, "sbx_pay_short", 1);
    const response = await webhook("sandbox", body, signature);
    expect(await response.json()).toEqual({ received: true, status: "failed" });
    expect((await paymentRow(h, started.paymentId)).paymentDetails).toMatchObject({
      note: "amount_mismatch",
    });
    expect(await projectStatus(h, projectId)).toBe("ACCEPTED");
  });

  it("counts a success after a failure (a retried order), and flags once a success for an item already settled", async () => {
    const signedSuccess = async (
      started: { paymentId: string; orderId: string; amount: number },
      id: string,
    ) => {
      const { body, signature } = successWebhook(started, id);
      return (await webhook("sandbox", body, signature)).json();
    };
    const projectId = await acceptedProject(h, owner.cookie);
    const [first, second] = await twoPendingAdvances(h, owner.cookie, projectId);

    // The first attempt fails, then its order reports a success: it counts.
    await followReturn(h, await answerSandbox(h, owner.cookie, first.paymentUrl, "fail"));
    expect(await signedSuccess(first, "sbx_pay_retry1")).toEqual({ received: true, status: "success" });
    expect((await paymentRow(h, first.paymentId)).paymentStatus).toBe("success");

    // The second fails too, then reports a success for the item already settled: flagged, once.
    await followReturn(h, await answerSandbox(h, owner.cookie, second.paymentUrl, "fail"));
    for (let i = 0; i < 3; i += 1) {
      expect(await signedSuccess(second, "sbx_pay_retry2")).toEqual({ received: true, status: "failed" });
    }
    expect((await paymentRow(h, second.paymentId)).paymentDetails).toMatchObject({
      note: "duplicate_payment",
      refundDue: true,
      settledBy: first.paymentId,
    });
    expect(await auditActions(h, second.paymentId)).toEqual([
      "payment.failed",
      "payment.failed",
      "payment.initiate",
    ]);
  });
});
