// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { Toaster } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RazorpayOptions } from "@/web/lib/checkout/razorpay-checkout";
import { ME_QUERY_KEY } from "@/web/lib/me";
import { CompletePaymentDialog } from "./complete-payment-dialog";

const PROJECT = "6f1c2e0b-0000-4000-8000-000000000001";
const ITEM = {
  paymentType: "advance" as const,
  milestoneNumber: null,
  description: "Advance payment",
  amount: 568_000,
};

/** Each call as method, path and JSON body; answers come from `routes` (a status, or a body for 200). */
let calls: { method: string; path: string; body: unknown }[];
let routes: Record<string, { status?: number; body: unknown } | "network">;
let assign: ReturnType<typeof vi.fn>;

beforeEach(() => {
  calls = [];
  routes = {};
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request =
        input instanceof Request ? input : new Request(new URL(String(input), "http://x"), init);
      const { pathname } = new URL(request.url);
      const text = await request.text();
      calls.push({ method: request.method, path: pathname, body: text ? JSON.parse(text) : undefined });
      const answer = routes[`${request.method} ${pathname}`];
      if (answer === "network") throw new TypeError("Failed to fetch");
      return new Response(JSON.stringify(answer?.body ?? {}), {
        status: answer?.status ?? 200,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  assign = vi.fn();
  vi.stubGlobal("location", { ...window.location, assign });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Shows where the router went, so a test can read it. */
function LocationProbe() {
  const location = useLocation();
  return <p>At {`${location.pathname}${location.search}`}</p>;
}

function renderDialog() {
  const onOpenChange = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(ME_QUERY_KEY, { email: "asha@example.in" });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={["/projects"]}>
        <Toaster />
        <Routes>
          <Route
            path="/projects"
            element={
              <CompletePaymentDialog projectId={PROJECT} item={ITEM} open onOpenChange={onOpenChange} />
            }
          />
          <Route path="/project/:id" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return {
    user: userEvent.setup(),
    onOpenChange,
    dialog: screen.getByRole("dialog", { name: "Complete Payment" }),
  };
}

describe("Complete Payment modal", () => {
  it("asks for a code before checking one, and shows the server's refusal", async () => {
    const { user, dialog } = renderDialog();
    // Amount and amount to pay, before any coupon.
    expect(within(dialog).getAllByText("₹5,680.00", { selector: "dd" })).toHaveLength(2);
    await user.click(within(dialog).getByRole("button", { name: "Apply" }));
    expect(within(dialog).getByText("Please enter a coupon code.")).toBeTruthy();
    expect(calls).toEqual([]);

    routes["POST /api/coupons/validate"] = {
      body: {
        valid: false,
        error: "Invalid coupon code",
        originalAmount: 568_000,
        discountAmount: 0,
        finalAmount: 568_000,
      },
    };
    await user.type(within(dialog).getByLabelText(/Coupon code/), " nope ");
    await user.click(within(dialog).getByRole("button", { name: "Apply" }));
    expect(await within(dialog).findByText("Invalid coupon code")).toBeTruthy();
    expect(calls[0]).toEqual({
      method: "POST",
      path: "/api/coupons/validate",
      body: { code: "NOPE", projectId: PROJECT, paymentType: "advance" },
    });
  });

  it("says the check failed when the server cannot be reached", async () => {
    routes["POST /api/coupons/validate"] = "network";
    const { user, dialog } = renderDialog();
    await user.type(within(dialog).getByLabelText(/Coupon code/), "SAVE10");
    await user.click(within(dialog).getByRole("button", { name: "Apply" }));
    expect(await within(dialog).findByText("Failed to validate coupon. Please try again.")).toBeTruthy();
  });

  it("shows the discount and pays with the applied coupon, going to the gateway's page", async () => {
    routes["POST /api/coupons/validate"] = {
      body: { valid: true, originalAmount: 568_000, discountAmount: 56_800, finalAmount: 511_200 },
    };
    routes["POST /api/payments/initiate"] = {
      body: {
        success: true,
        existingPayment: false,
        paymentId: "6f1c2e0b-0000-4000-8000-000000000002",
        gateway: "sandbox",
        orderId: "6f1c2e0b-0000-4000-8000-000000000003",
        amount: 511_200,
        currency: "INR",
        description: "Advance payment — Tea shop",
        paymentUrl: "/api/payments/sandbox/6f1c2e0b-0000-4000-8000-000000000003",
      },
    };
    const { user, dialog } = renderDialog();
    await user.type(within(dialog).getByLabelText(/Coupon code/), "save10");
    await user.click(within(dialog).getByRole("button", { name: "Apply" }));
    expect(await within(dialog).findByText("Coupon SAVE10 applied: you save ₹568.00.")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Pay ₹5,112.00" }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith("/api/payments/sandbox/6f1c2e0b-0000-4000-8000-000000000003"),
    );
    expect(calls.at(-1)?.body).toEqual({ projectId: PROJECT, paymentType: "advance", couponCode: "SAVE10" });
  });

  it("ends with the spec's message when the coupon covers everything or the item is paid", async () => {
    routes["POST /api/payments/initiate"] = { body: { success: true, zeroAmount: true, paymentId: PROJECT } };
    const first = renderDialog();
    await first.user.click(within(first.dialog).getByRole("button", { name: /^Pay / }));
    expect(
      await screen.findByText("Payment completed successfully! Your coupon covered the full amount."),
    ).toBeTruthy();
    expect(first.onOpenChange).toHaveBeenCalledWith(false);
    cleanup();

    routes["POST /api/payments/initiate"] = { body: { success: true, alreadyPaid: true } };
    const second = renderDialog();
    await second.user.click(within(second.dialog).getByRole("button", { name: /^Pay / }));
    expect(await screen.findByText("This payment has already been completed.")).toBeTruthy();
  });

  it("closes with the server's error text, or the spec's default", async () => {
    routes["POST /api/payments/initiate"] = {
      status: 409,
      body: { error: { code: "conflict", message: "Payments open once your project has been accepted." } },
    };
    const first = renderDialog();
    await first.user.click(within(first.dialog).getByRole("button", { name: /^Pay / }));
    expect(await screen.findByText("Payments open once your project has been accepted.")).toBeTruthy();
    expect(first.onOpenChange).toHaveBeenCalledWith(false);
    cleanup();

    routes["POST /api/payments/initiate"] = { status: 502, body: "Bad gateway" };
    const second = renderDialog();
    await second.user.click(within(second.dialog).getByRole("button", { name: /^Pay / }));
    expect(await screen.findByText("Failed to initiate payment. Please try again.")).toBeTruthy();
  });

  describe("on Razorpay's in-page Checkout (the answer carries keyId)", () => {
    let opened: RazorpayOptions[];
    let payer: (options: RazorpayOptions) => void;
    beforeEach(() => {
      opened = [];
      // Razorpay's checkout.js, as the page sees it: a global constructor whose open() shows its modal.
      vi.stubGlobal(
        "Razorpay",
        class {
          constructor(private options: RazorpayOptions) {
            opened.push(options);
          }
          open() {
            payer(this.options);
          }
        },
      );
      routes["POST /api/payments/initiate"] = {
        body: {
          success: true,
          existingPayment: false,
          paymentId: "6f1c2e0b-0000-4000-8000-000000000002",
          gateway: "razorpay",
          orderId: "order_Test123",
          amount: 568_000,
          currency: "INR",
          description: "Advance payment — Tea shop",
          keyId: "rzp_test_key",
        },
      };
    });

    it("opens Checkout with the spec's options, verifies the response on the server and shows the outcome", async () => {
      payer = (options) =>
        options.handler({
          razorpay_payment_id: "pay_Test456",
          razorpay_order_id: "order_Test123",
          razorpay_signature: "f".repeat(64),
        });
      routes["POST /api/payments/callback"] = {
        body: { success: true, status: "success", projectId: PROJECT },
      };
      const { user, dialog } = renderDialog();
      await user.click(within(dialog).getByRole("button", { name: /^Pay / }));
      expect(await screen.findByText(`At /project/${PROJECT}?payment=success`)).toBeTruthy();
      expect(opened[0]).toMatchObject({
        key: "rzp_test_key",
        amount: 568_000,
        currency: "INR",
        order_id: "order_Test123",
        name: "Kaarya",
        description: "Advance payment — Tea shop",
        prefill: { email: "asha@example.in" },
        theme: { color: "#2563eb" },
      });
      expect(calls.find((c) => c.path === "/api/payments/callback")?.body).toEqual({
        razorpay_payment_id: "pay_Test456",
        razorpay_order_id: "order_Test123",
        razorpay_signature: "f".repeat(64),
      });
    });

    it("says 'Payment cancelled' when the payer closes Checkout, and 'Payment verification failed' on a refusal", async () => {
      payer = (options) => options.modal.ondismiss();
      const first = renderDialog();
      await first.user.click(within(first.dialog).getByRole("button", { name: /^Pay / }));
      expect(await screen.findByText("Payment cancelled")).toBeTruthy();
      expect(first.onOpenChange).toHaveBeenCalledWith(false);
      // The pending payment is cancelled on the server, freeing its coupon use (issue 19 item 1).
      expect(calls.map((c) => `${c.method} ${c.path}`)).toContain(
        "POST /api/transactions/6f1c2e0b-0000-4000-8000-000000000002/cancel",
      );
      cleanup();

      payer = (options) =>
        options.handler({ razorpay_payment_id: "p", razorpay_order_id: "o", razorpay_signature: "bad" });
      routes["POST /api/payments/callback"] = {
        status: 400,
        body: { error: { code: "bad_request", message: "Payment verification failed" } },
      };
      const second = renderDialog();
      await second.user.click(within(second.dialog).getByRole("button", { name: /^Pay / }));
      expect(await screen.findByText("Payment verification failed")).toBeTruthy();
    });
  });
});
