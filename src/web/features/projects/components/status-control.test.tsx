// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Role } from "@/domain/roles";
import type { ProjectDetail } from "../api/get-project";
import { StatusControl } from "./status-control";

const PROJECT = "6f1c2e0b-0000-4000-8000-000000000001";
const MANAGER: Role = "manager";
const LIMIT =
  "The client's Free Plan allows 1 accepted project and 1 is already accepted. The client must upgrade to Pro before another project can be accepted.";

afterEach(cleanup);

function renderControl(clientPlan: ProjectDetail["clientPlan"]) {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <StatusControl projectId={PROJECT} statusCode="UNDER_REVIEW" role={MANAGER} clientPlan={clientPlan} />
    </QueryClientProvider>,
  );
  return within(screen.getByLabelText("Change status"));
}

describe("StatusControl and the client's plan (issue 19 item 2)", () => {
  it("offers Accepted while the client's plan has room", () => {
    const select = renderControl({ eligible: true, plan: "free", used: 0, limit: 1, message: null });
    expect((select.getByRole("option", { name: "Accepted" }) as HTMLOptionElement).disabled).toBe(false);
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("disables Accepted and names the plan limit when the client is at it", () => {
    const select = renderControl({ eligible: false, plan: "free", used: 1, limit: 1, message: LIMIT });
    const accepted = select.getByRole("option", {
      name: "Accepted (plan limit reached)",
    }) as HTMLOptionElement;
    expect(accepted.disabled).toBe(true);
    // Moving back to Requested stays possible.
    expect((select.getByRole("option", { name: "Requested" }) as HTMLOptionElement).disabled).toBe(false);
    expect(screen.getByText(LIMIT)).toBeTruthy();
  });
});
