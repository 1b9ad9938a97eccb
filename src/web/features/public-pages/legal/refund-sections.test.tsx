// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { meQueryOptions } from "@/web/lib/me";
import { LegalPage } from "../components/legal-page";
import { REFUND_LAST_UPDATED, REFUND_SECTIONS } from "./refund-sections";

afterEach(cleanup);

/** The policy as a signed-out visitor sees it. */
function renderPolicy() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(meQueryOptions().queryKey, null);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <LegalPage
          page={{ path: "/refund", title: "Refund and Cancellation Policy", description: "" }}
          intro={null}
          sections={REFUND_SECTIONS}
          lastUpdated={REFUND_LAST_UPDATED}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("Refund and Cancellation Policy (spec 3 §2, issue 20 item 5)", () => {
  it("keeps the spec's four sections and its date format", () => {
    renderPolicy();
    expect(
      screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent?.replace(/^\d+\.\s*/, "")),
    ).toEqual(["Subscription Cancellation", "Project Cancellation", "Not Satisfied?", "Refunds"]);
    expect(screen.getByText(`Last updated: ${REFUND_LAST_UPDATED}`)).toBeTruthy();
    expect(REFUND_LAST_UPDATED).toMatch(/^\d{1,2}(st|nd|rd|th) [A-Z][a-z]{2} \d{4}$/);
  });

  it("describes milestone disputes, duplicate-charge refunds through the gateway and how long refunds take", () => {
    renderPolicy();
    const text = document.body.textContent ?? "";
    expect(text).not.toMatch(/Refunds are not supported/);
    const notSatisfied = within(document.getElementById("not-satisfied") as HTMLElement);
    expect(notSatisfied.getByText(/dispute a payment you have made for it: the advance/)).toBeTruthy();
    expect(notSatisfied.getByText(/released .*partially refunded or fully refunded/)).toBeTruthy();
    expect(notSatisfied.getByText(/payouts for that payment are held while it is open/)).toBeTruthy();
    const refunds = within(document.getElementById("refunds") as HTMLElement);
    expect(refunds.getByText(/a duplicate charge: .* refunds the extra charge in full/)).toBeTruthy();
    expect(refunds.getByText(/through the same payment\s+gateway/)).toBeTruthy();
    expect(refunds.getByText(/usually reaches you within 5-7 working days/)).toBeTruthy();
  });
});
