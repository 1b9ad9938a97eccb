// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { projectActuals } from "@/domain/projects/actuals";
import type { ProjectDetail } from "../api/get-project";
import { EstimatedVsActual, formatDifference } from "./estimated-vs-actual";

const id = (n: number) => `6f1c2e0b-0000-4000-8000-00000000000${n}`;
const rows = [
  {
    id: id(1),
    title: "Design the pages",
    milestoneGroup: 1,
    estimatedHours: 10,
    actualHours: 12.5,
    assignedTo: id(9),
  },
  {
    id: id(2),
    title: "Build the pages",
    milestoneGroup: 2,
    estimatedHours: 20,
    actualHours: 18,
    assignedTo: null,
  },
  { id: id(3), title: "Launch", milestoneGroup: 2, estimatedHours: 4, actualHours: null, assignedTo: id(9) },
];
const tasks = rows.map((r) => ({ id: r.id, title: r.title })) as ProjectDetail["tasks"];

afterEach(cleanup);

describe("formatDifference", () => {
  it("signs hours over and under the estimate", () => {
    expect([2.5, -1, 0, null].map(formatDifference)).toEqual(["+2.5 h", "−1 h", "0 h", "—"]);
  });
});

describe("EstimatedVsActual (issue 20 item 6)", () => {
  it("lists each task's hours and the total, and the milestone chart with its table for staff and the client", () => {
    render(
      <EstimatedVsActual actuals={projectActuals(rows, { groups: true })} tasks={tasks} freelancer={false} />,
    );
    const table = screen.getByRole("region", { name: "Estimated vs actual hours per task" });
    const cells = (name: string) =>
      within(within(table).getByRole("row", { name: new RegExp(name) }))
        .getAllByRole("cell")
        .map((c) => c.textContent);
    expect(cells("Design the pages")).toEqual(["Design the pages", "10 h", "12.5 h", "+2.5 h"]);
    expect(cells("Launch")).toEqual(["Launch", "4 h", "—", "—"]);
    expect(cells("Total")).toEqual(["34 h", "30.5 h", "+0.5 h"]);
    expect(screen.getByText(/counts only the 2 tasks with hours logged \(30 h estimated/)).toBeTruthy();
    const chart = screen.getByRole("figure", { name: "Hours by Milestone" });
    expect(within(chart).getByRole("rowheader", { name: "Milestone 2" })).toBeTruthy();
  });

  it("shows a freelancer their own tasks without the milestone chart", () => {
    render(
      <EstimatedVsActual
        actuals={projectActuals(rows, { onlyAssignedTo: id(9), groups: false })}
        tasks={tasks}
        freelancer
      />,
    );
    expect(screen.getByText("Your tasks: the hours estimated and the hours logged.")).toBeTruthy();
    expect(screen.queryByText("Build the pages")).toBeNull();
    expect(screen.queryByRole("figure")).toBeNull();
  });

  it("says so while nothing is logged, and is not shown without tasks", () => {
    const none = rows.map((r) => ({ ...r, actualHours: null }));
    const { container } = render(
      <EstimatedVsActual actuals={projectActuals(none, { groups: true })} tasks={tasks} freelancer={false} />,
    );
    expect(screen.getByText("No hours have been logged on these tasks yet.")).toBeTruthy();
    cleanup();
    render(
      <EstimatedVsActual actuals={projectActuals([], { groups: true })} tasks={[]} freelancer={false} />,
    );
    expect(container.textContent).toBe("");
    expect(screen.queryByText("Estimated vs Actual Hours")).toBeNull();
  });
});
