// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RefundsDuePage } from "./refunds-due-page";

const due = {
  paymentId: "6f1c1d5e-4a58-4c57-9a3e-0b8f6f0d2a11",
  projectId: "0e3b2c51-7d0a-4f0b-8f53-3e9d3b6a5c20",
  projectTitle: "Tea & snacks website",
  paymentType: "advance",
  milestoneNumber: null,
  payerName: "Asha Rao",
  payerEmail: "asha@example.com",
  amountPaise: 1_250_000,
  refundablePaise: 1_250_000,
  gateway: "razorpay",
  gatewayPaymentId: "pay_dup123",
  settledBy: "b1b1b1b1-0000-4000-8000-000000000001",
  capturedAt: "2026-11-20T10:00:00.000Z",
  refunds: [],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** Serves the queue from `queue` (one answer per GET) and records POSTs. */
function serve(queue: unknown[], post: (url: string, body: unknown) => Response = () => json({})) {
  const posts: Array<{ url: string; body: unknown }> = [];
  const gets = [...queue];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      const method = input instanceof Request ? input.method : (init?.method ?? "GET");
      if (method === "POST") {
        const text = input instanceof Request ? await input.text() : String(init?.body ?? "");
        const body = text ? JSON.parse(text) : undefined;
        posts.push({ url, body });
        return post(url, body);
      }
      return json({ items: gets.length > 1 ? gets.shift() : gets[0] });
    }),
  );
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RefundsDuePage />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return posts;
}
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("Refunds due page (issue 20 item 2)", () => {
  it("lists a duplicate capture and refunds it in one confirmed action", async () => {
    const processed = {
      id: "9a9a9a9a-0000-4000-8000-000000000009",
      paymentId: due.paymentId,
      entity: "project_payment",
      amountPaise: 1_250_000,
      reason: "Duplicate payment",
      refundKey: "k",
      gateway: "razorpay",
      gatewayRefundId: "rfnd_1",
      status: "pending",
      failureReason: null,
      requestedBy: null,
      createdAt: "2026-11-21T10:00:00.000Z",
      settledAt: null,
    };
    const posts = serve([[due], [{ ...due, refundablePaise: 0, refunds: [processed] }]], () =>
      json(processed),
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Refunds due" })).toBeTruthy();
    expect((await screen.findByRole("link", { name: "Tea & snacks website" })).getAttribute("href")).toBe(
      `/project/${due.projectId}`,
    );
    expect(screen.getByText(/Advance payment paid twice/)).toBeTruthy();
    expect(screen.getByText("pay_dup123")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Refund ₹12,500.00" }));
    const dialog = await screen.findByRole("dialog", { name: "Refund this duplicate payment?" });
    expect(within(dialog).getByText(/₹12,500.00 goes back to Asha Rao through Razorpay/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Refund" }));
    expect(await screen.findByText("Waiting for Razorpay to confirm the refund")).toBeTruthy();
    expect(posts).toHaveLength(1);
    expect(posts[0].url).toContain(`/api/refunds-due/${due.paymentId}/refund`);
    expect(posts[0].body).toEqual({ refundKey: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(screen.getByText("Refund pending")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Check status" })).toBeTruthy();
  });

  it("says why inside the dialog when the server refuses", async () => {
    serve([[due]], () =>
      json({ error: { code: "conflict", message: "A refund of this payment is already under way" } }, 409),
    );
    fireEvent.click(await screen.findByRole("button", { name: "Refund ₹12,500.00" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Refund" }));
    expect(await within(dialog).findByText("A refund of this payment is already under way")).toBeTruthy();
  });

  it("shows the empty state when no refund is due", async () => {
    serve([[]]);
    expect(await screen.findByText("No refunds due")).toBeTruthy();
  });
});
