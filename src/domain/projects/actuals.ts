/**
 * Estimated versus actual hours of a project's tasks (issue 20 item 6): per task, per milestone group and in
 * total. Pure: the project detail sends them, the page shows them. Hours to a tenth, as tasks store them
 * (spec 2 §3 `estimated_hours`, `actual_hours`).
 *
 * The difference is actual − estimated over the tasks with hours logged only, as calibration measures
 * (decision 0033): a task nobody has logged against says nothing yet about its estimate, so a project half
 * done is not shown as under its estimate by the hours of the tasks not started.
 *
 * @module
 */

/** The task fields the comparison reads. Hours; `actualHours` null until someone logs hours. */
export interface HoursTask {
  id: string;
  milestoneGroup: number | null;
  estimatedHours: number;
  actualHours: number | null;
  assignedTo: string | null;
}

/** Estimated and actual hours of some tasks, and their difference. */
export interface HoursSum {
  /** Estimated hours of every task counted. */
  estimatedHours: number;
  /** Hours logged on them (0 when none is logged). */
  actualHours: number;
  /** Estimated hours of the tasks with hours logged: what `differenceHours` compares against. */
  loggedEstimatedHours: number;
  /** Actual − estimated hours over the tasks with hours logged (positive: over the estimate); null when none is. */
  differenceHours: number | null;
  /** How many of the tasks have hours logged. */
  loggedTasks: number;
}

/** One task's line: its estimate, the hours logged (null: none yet) and actual − estimated (null: none logged). */
export interface TaskHoursLine {
  taskId: string;
  milestoneGroup: number | null;
  estimatedHours: number;
  actualHours: number | null;
  differenceHours: number | null;
}

/** A milestone group's sums (`milestoneGroup` 1–4, or null for the tasks in no group). */
export interface GroupHours extends HoursSum {
  milestoneGroup: number | null;
}

export interface ProjectActuals {
  tasks: TaskHoursLine[];
  /** Per milestone group in ascending order, the tasks in no group last; omitted when `groups` is false. */
  groups?: GroupHours[];
  total: HoursSum;
}

/** Hours to a tenth (the columns' scale), without the binary fractions a sum of tenths leaves. */
const tenth = (hours: number) => Math.round(hours * 10) / 10;

/** The sums of `tasks` (see {@link HoursSum}). */
export function hoursSum(tasks: readonly HoursTask[]): HoursSum {
  let estimated = 0;
  let actual = 0;
  let loggedEstimated = 0;
  let logged = 0;
  for (const task of tasks) {
    estimated += task.estimatedHours;
    if (task.actualHours === null) continue;
    actual += task.actualHours;
    loggedEstimated += task.estimatedHours;
    logged++;
  }
  return {
    estimatedHours: tenth(estimated),
    actualHours: tenth(actual),
    loggedEstimatedHours: tenth(loggedEstimated),
    differenceHours: logged === 0 ? null : tenth(actual - loggedEstimated),
    loggedTasks: logged,
  };
}

/**
 * The comparison of a version's tasks as a viewer sees it (issue 20 item 6). `onlyAssignedTo` keeps the tasks
 * assigned to that user (a freelancer sees their own tasks only); `groups` adds the per-milestone-group sums
 * (the chart staff and the client see). Tasks keep their plan order.
 */
export function projectActuals(
  tasks: readonly HoursTask[],
  options: { onlyAssignedTo?: string; groups: boolean },
): ProjectActuals {
  const shown =
    options.onlyAssignedTo === undefined
      ? tasks
      : tasks.filter((t) => t.assignedTo === options.onlyAssignedTo);
  const lines = shown.map((t) => ({
    taskId: t.id,
    milestoneGroup: t.milestoneGroup,
    estimatedHours: t.estimatedHours,
    actualHours: t.actualHours,
    differenceHours: t.actualHours === null ? null : tenth(t.actualHours - t.estimatedHours),
  }));
  const result: ProjectActuals = { tasks: lines, total: hoursSum(shown) };
  if (options.groups) {
    const byGroup = new Map<number | null, HoursTask[]>();
    for (const task of shown)
      byGroup.set(task.milestoneGroup, [...(byGroup.get(task.milestoneGroup) ?? []), task]);
    result.groups = [...byGroup.entries()]
      .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : a - b))
      .map(([milestoneGroup, members]) => ({ milestoneGroup, ...hoursSum(members) }));
  }
  return result;
}
