// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CalibrationPage } from "./calibration-page";

const website = {
  projectType: "it_services",
  subcategory: "website",
  label: "website",
  ratio: 1.18,
  unboundedRatio: 1.18,
  projects: 7,
  estimatedHours: 302,
  actualHours: 356.5,
  applied: true,
};
const logo = {
  ...website,
  projectType: "graphic_design",
  subcategory: "logo",
  label: "logo",
  ratio: 0.95,
  unboundedRatio: 0.95,
  projects: 3,
  applied: false,
};

function serve(body: unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () => new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } }),
    ),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <CalibrationPage />
    </QueryClientProvider>,
  );
}
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("Calibration page (issue 20 item 7)", () => {
  it("lists each kind of work with its ratio, project count and whether new estimates apply it", async () => {
    serve({
      minProjects: 5,
      bounds: { min: 0.5, max: 2 },
      ratios: [website, logo],
      history: [
        { month: "2026-09", ratios: [{ ...website, projects: 6 }] },
        { month: "2026-10", ratios: [website, logo] },
      ],
    });
    const table = await screen.findByRole("region", { name: "Ratios per kind of work" });
    const siteRow = within(table).getByText("Website").closest("tr") as HTMLElement;
    expect(siteRow.textContent).toContain("1.18×");
    expect(siteRow.textContent).toContain("7");
    expect(within(siteRow).getByText("Applied to new estimates")).toBeTruthy();
    const logoRow = within(table).getByText("Logo").closest("tr") as HTMLElement;
    expect(within(logoRow).getByText("2 more projects needed")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Ratios over time" })).toBeTruthy();
    const byMonth = screen.getByRole("region", { name: "Ratios by month" });
    expect(within(byMonth).getByText("1.18× (6)")).toBeTruthy();
  });

  it("says so when no completed project has logged hours", async () => {
    serve({ minProjects: 5, bounds: { min: 0.5, max: 2 }, ratios: [], history: [] });
    expect(await screen.findByText("No completed projects with logged hours yet")).toBeTruthy();
  });
});
