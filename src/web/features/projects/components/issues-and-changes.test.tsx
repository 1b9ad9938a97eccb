// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentType } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Role } from "@/domain/roles";
import { ME_QUERY_KEY } from "@/web/lib/me";
import { ChangeRequests } from "./change-requests";
import { ProjectIssues } from "./project-issues";

const PROJECT = "6f1c2e0b-0000-4000-8000-000000000001";
const STAFF_ID = "6f1c2e0b-0000-4000-8000-0000000000aa";
const at = "2026-11-22T06:30:00.000Z";

/** Calls the components made through the typed client: method, path and JSON body. */
let calls: { method: string; path: string; body: unknown }[];
let routes: Record<string, unknown>;

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request =
        input instanceof Request ? input : new Request(new URL(String(input), "http://x"), init);
      const { pathname } = new URL(request.url);
      const text = await request.text();
      calls.push({ method: request.method, path: pathname, body: text ? JSON.parse(text) : undefined });
      const body = routes[`${request.method} ${pathname}`] ?? {};
      return new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Renders a section of the project as a signed-in user of `role`. */
function renderAs(Section: ComponentType<{ projectId: string; role: Role }>, role: Role) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(ME_QUERY_KEY, { id: STAFF_ID, fullName: "Meera Manager", role } as never);
  render(
    <QueryClientProvider client={client}>
      <Section projectId={PROJECT} role={role} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const writes = () => calls.filter((c) => c.method !== "GET");

const issue = {
  id: "6f1c2e0b-0000-4000-8000-000000000010",
  projectId: PROJECT,
  title: "Booking page is slow",
  description: "Ten seconds to load.",
  severity: "high",
  status: "in_progress",
  reporterName: "Irfan Shaikh",
  assignedTo: null,
  assigneeName: null,
  resolutionNotes: null,
  createdAt: at,
  updatedAt: at,
};
const request = {
  id: "6f1c2e0b-0000-4000-8000-000000000020",
  projectId: PROJECT,
  title: "Add a diet plan screen",
  description: "A weekly plan.",
  estimatedEffort: "large",
  status: "under_review",
  requesterName: "Irfan Shaikh",
  reviewerName: null,
  canAbsorbInCost: null,
  requiresAdditionalPayment: null,
  estimatedCost: null,
  reviewNotes: null,
  createdAt: at,
  updatedAt: at,
};

describe("ProjectIssues", () => {
  it("reports an issue through the shared schema and shows empty states", async () => {
    routes = { [`GET /api/projects/${PROJECT}/issues`]: { issues: [], canReport: true } };
    const user = renderAs(ProjectIssues, "client");
    expect(await screen.findByText("No issues reported.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Report Issue" }));
    const dialog = screen.getByRole("dialog", { name: "Report Issue" });
    await user.click(within(dialog).getByRole("button", { name: "Report Issue" }));
    expect(await within(dialog).findByText("Title is required")).toBeTruthy();
    expect(writes()).toEqual([]);
    await user.type(within(dialog).getByLabelText("Title"), "Crash on booking");
    await user.type(within(dialog).getByLabelText("Description"), "The app closes.");
    await user.selectOptions(within(dialog).getByLabelText("Severity"), "critical");
    await user.click(within(dialog).getByRole("button", { name: "Report Issue" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(writes()).toEqual([
      {
        method: "POST",
        path: `/api/projects/${PROJECT}/issues`,
        body: { title: "Crash on booking", description: "The app closes.", severity: "critical" },
      },
    ]);
  });

  it("hides Report Issue when the server says no, and staff controls from non-staff", async () => {
    routes = { [`GET /api/projects/${PROJECT}/issues`]: { issues: [issue], canReport: false } };
    renderAs(ProjectIssues, "freelancer");
    expect(await screen.findByText("Booking page is slow")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Report Issue" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Save Issue" })).toBeNull();
  });

  it("lets staff resolve only with notes and sends the changed fields", async () => {
    routes = {
      [`GET /api/projects/${PROJECT}/issues`]: { issues: [issue], canReport: true },
      [`GET /api/projects/${PROJECT}/team`]: { team: [] },
    };
    const user = renderAs(ProjectIssues, "manager");
    const status = await screen.findByLabelText("Status");
    expect(
      within(status)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["In progress", "Open", "Resolved"]);
    expect(screen.queryByLabelText("Resolution notes")).toBeNull();
    await user.selectOptions(status, "resolved");
    await user.click(screen.getByRole("button", { name: "Save Issue" }));
    expect(await screen.findByText("Add resolution notes to resolve the issue")).toBeTruthy();
    expect(writes()).toEqual([]);
    await user.type(screen.getByLabelText("Resolution notes"), "Cached the list.");
    await user.selectOptions(screen.getByLabelText("Assignee"), STAFF_ID);
    await user.click(screen.getByRole("button", { name: "Save Issue" }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({
      method: "PATCH",
      path: `/api/issues/${issue.id}`,
      body: { status: "resolved", assignedTo: STAFF_ID, resolutionNotes: "Cached the list." },
    });
  });
});

describe("ChangeRequests", () => {
  it("lets staff review with a cost in rupees for needs additional payment, sent as paise", async () => {
    routes = {
      [`GET /api/projects/${PROJECT}/change-requests`]: { changeRequests: [request], canRequest: false },
    };
    const user = renderAs(ChangeRequests, "manager");
    expect(await screen.findByText("Large effort")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Request Change" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Review" }));
    const dialog = screen.getByRole("dialog", { name: "Review Change Request" });
    expect(within(dialog).queryByLabelText("Estimated cost (₹)")).toBeNull();
    await user.selectOptions(within(dialog).getByLabelText("Decision"), "Needs additional payment");
    await user.type(within(dialog).getByLabelText("Estimated cost (₹)"), "12.345");
    await user.click(within(dialog).getByRole("button", { name: "Submit Review" }));
    expect(await within(dialog).findByText(/Enter the estimated cost in rupees/)).toBeTruthy();
    expect(writes()).toEqual([]);
    await user.clear(within(dialog).getByLabelText("Estimated cost (₹)"));
    await user.type(within(dialog).getByLabelText("Estimated cost (₹)"), "12000.50");
    await user.type(within(dialog).getByLabelText(/Review notes/), "Two screens");
    await user.click(within(dialog).getByRole("button", { name: "Submit Review" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(writes()).toEqual([
      {
        method: "POST",
        path: `/api/change-requests/${request.id}/review`,
        body: { decision: "needs_payment", reviewNotes: "Two screens", estimatedCost: 1_200_050 },
      },
    ]);
  });

  it("shows the client Request Change, the reviewed cost in rupees, and no Review button", async () => {
    const reviewed = {
      ...request,
      status: "approved",
      requiresAdditionalPayment: true,
      estimatedCost: 1_200_000,
      reviewerName: "Meera Manager",
    };
    routes = {
      [`GET /api/projects/${PROJECT}/change-requests`]: { changeRequests: [reviewed], canRequest: true },
    };
    const user = renderAs(ChangeRequests, "client");
    expect(await screen.findByText("Needs additional payment: ₹12,000.00")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Review" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Request Change" }));
    const dialog = screen.getByRole("dialog", { name: "Request Change" });
    await user.type(within(dialog).getByLabelText("Title"), "Dark mode");
    await user.type(within(dialog).getByLabelText("Description"), "A dark theme.");
    await user.selectOptions(within(dialog).getByLabelText("Estimated effort"), "small");
    await user.click(within(dialog).getByRole("button", { name: "Request Change" }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0].body).toEqual({
      title: "Dark mode",
      description: "A dark theme.",
      estimatedEffort: "small",
    });
  });
});
