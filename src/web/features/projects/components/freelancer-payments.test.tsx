// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PAYOUT_UNPAID_REFUSAL } from "@/domain/payouts/payouts";
import type { Role } from "@/domain/roles";
import { FreelancerPayments } from "./freelancer-payments";

const PROJECT = "6f1c2e0b-0000-4000-8000-000000000001";
const PAYOUT = "6f1c2e0b-0000-4000-8000-000000000020";
const STAFF: Role = "manager";

const payout = {
  id: PAYOUT,
  project: { id: PROJECT, title: "Tea shop brand", statusName: "Started" },
  freelancer: { id: "6f1c2e0b-0000-4000-8000-000000000030", fullName: "Farah Designer" },
  payerName: "Meera Manager",
  amount: 1_250_000,
  status: "processing",
  paymentType: "milestone_payment",
  paymentMethod: "upi",
  description: null,
  transactionId: null,
  createdAt: "2026-11-22T06:30:00.000Z",
  paidAt: null,
};

/** Status changes sent, in order; the first completion without the override is refused as the server does. */
let statusBodies: Record<string, unknown>[];

beforeEach(() => {
  statusBodies = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request =
        input instanceof Request ? input : new Request(new URL(String(input), "http://x"), init);
      const { pathname } = new URL(request.url);
      const json = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
      if (pathname === `/api/projects/${PROJECT}/payouts`) return json({ payouts: [payout] });
      if (pathname === `/api/projects/${PROJECT}/team`) return json({ team: [] });
      if (pathname === `/api/payouts/${PAYOUT}/status`) {
        const body = JSON.parse(await request.text());
        statusBodies.push(body);
        if (!body.overrideUnpaidClient) {
          const { message, reason } = PAYOUT_UNPAID_REFUSAL;
          return json({ error: { code: "conflict", message, details: { reason } } }, 409);
        }
        return json({ id: PAYOUT, status: "completed" });
      }
      return json({});
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("freelancer payments (staff)", () => {
  it("writes the payout method as UPI, not Upi (issue 19 item 19)", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <FreelancerPayments projectId={PROJECT} role={STAFF} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText("UPI")).toBeTruthy();
    expect(screen.queryByText("Upi")).toBeNull();
  });

  it("shows the refusal to complete an unpaid project's payout and completes it only after the override is confirmed", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <FreelancerPayments projectId={PROJECT} role={STAFF} />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText("New status for Farah Designer"), "completed");
    await user.type(screen.getByLabelText("Transaction ID"), "UPI-42");
    await user.click(screen.getByRole("button", { name: "Update" }));

    const dialog = await screen.findByRole("dialog", { name: "Complete without client payment?" });
    expect(within(dialog).getByText(/recorded in the audit log/)).toBeTruthy();
    expect(screen.getAllByText(PAYOUT_UNPAID_REFUSAL.message, { exact: false }).length).toBeGreaterThan(0);
    expect(statusBodies).toEqual([{ status: "completed", transactionId: "UPI-42" }]);

    await user.click(within(dialog).getByRole("button", { name: "Complete anyway" }));
    await vi.waitFor(() => expect(statusBodies).toHaveLength(2));
    expect(statusBodies[1]).toEqual({
      status: "completed",
      transactionId: "UPI-42",
      overrideUnpaidClient: true,
    });
  });
});
