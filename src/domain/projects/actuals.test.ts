import { describe, expect, it } from "vitest";
import { type HoursTask, hoursSum, projectActuals } from "./actuals";

const task = (id: string, patch: Partial<HoursTask>): HoursTask => ({
  id,
  milestoneGroup: null,
  estimatedHours: 10,
  actualHours: null,
  assignedTo: null,
  ...patch,
});

const tasks = [
  task("a", { milestoneGroup: 2, estimatedHours: 8, actualHours: 10.5, assignedTo: "u1" }),
  task("b", { milestoneGroup: 1, estimatedHours: 12.5, actualHours: 9, assignedTo: "u2" }),
  task("c", { milestoneGroup: 1, estimatedHours: 6, actualHours: null, assignedTo: "u1" }),
  task("d", { milestoneGroup: null, estimatedHours: 0.1, actualHours: 0.2 }),
];

describe("projectActuals (issue 20 item 6)", () => {
  it("gives each task its estimate, hours logged and actual − estimated, in plan order", () => {
    expect(projectActuals(tasks, { groups: false }).tasks).toEqual([
      { taskId: "a", milestoneGroup: 2, estimatedHours: 8, actualHours: 10.5, differenceHours: 2.5 },
      { taskId: "b", milestoneGroup: 1, estimatedHours: 12.5, actualHours: 9, differenceHours: -3.5 },
      { taskId: "c", milestoneGroup: 1, estimatedHours: 6, actualHours: null, differenceHours: null },
      { taskId: "d", milestoneGroup: null, estimatedHours: 0.1, actualHours: 0.2, differenceHours: 0.1 },
    ]);
  });

  it("totals every estimate but compares only the tasks with hours logged, to a tenth", () => {
    expect(projectActuals(tasks, { groups: false }).total).toEqual({
      estimatedHours: 26.6,
      actualHours: 19.7,
      loggedEstimatedHours: 20.6,
      differenceHours: -0.9,
      loggedTasks: 3,
    });
  });

  it("sums per milestone group in ascending order, the tasks in no group last", () => {
    const { groups } = projectActuals(tasks, { groups: true });
    expect(
      groups?.map((g) => [g.milestoneGroup, g.estimatedHours, g.actualHours, g.differenceHours]),
    ).toEqual([
      [1, 18.5, 9, -3.5],
      [2, 8, 10.5, 2.5],
      [null, 0.1, 0.2, 0.1],
    ]);
    expect(projectActuals(tasks, { groups: false }).groups).toBeUndefined();
  });

  it("keeps only the tasks assigned to a freelancer when asked, totals included", () => {
    const own = projectActuals(tasks, { onlyAssignedTo: "u1", groups: false });
    expect(own.tasks.map((t) => t.taskId)).toEqual(["a", "c"]);
    expect(own.total).toMatchObject({ estimatedHours: 14, actualHours: 10.5, differenceHours: 2.5 });
    expect(projectActuals(tasks, { onlyAssignedTo: "nobody", groups: false }).tasks).toEqual([]);
  });

  it("has no difference while nothing is logged", () => {
    expect(hoursSum([task("x", {})])).toEqual({
      estimatedHours: 10,
      actualHours: 0,
      loggedEstimatedHours: 0,
      differenceHours: null,
      loggedTasks: 0,
    });
  });
});
