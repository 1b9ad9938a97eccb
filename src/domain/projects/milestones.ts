/** The task fields a milestone group needs. `estimatedBudget` is paise, absent when hidden (freelancers). */
export interface MilestoneTask {
  milestoneGroup: number | null;
  dueDate: string | null;
  estimatedBudget?: number;
}

/** One milestone group and its tasks. */
export interface MilestoneGroup<T extends MilestoneTask> {
  /** Group number, 1..4. */
  number: number;
  tasks: T[];
  /** The latest due date of its tasks ("YYYY-MM-DD"), or null when none has one (spec 2 §4). */
  dueDate: string | null;
  /** The sum of its task budgets in paise (spec 2 §4), or null when any budget is hidden. */
  budget: number | null;
}

/**
 * Groups tasks by milestone group in ascending group order (spec 2 §4: a milestone's due date is the latest
 * due date of its tasks and its budget the sum of its task budgets). Tasks without a group are left out.
 */
export function milestoneGroups<T extends MilestoneTask>(tasks: readonly T[]): MilestoneGroup<T>[] {
  const groups = new Map<number, T[]>();
  for (const task of tasks) {
    if (task.milestoneGroup === null) continue;
    groups.set(task.milestoneGroup, [...(groups.get(task.milestoneGroup) ?? []), task]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(([number, members]) => {
      const dues = members.map((t) => t.dueDate).filter((d): d is string => d !== null);
      const budgets = members.map((t) => t.estimatedBudget);
      return {
        number,
        tasks: members,
        dueDate: dues.length > 0 ? dues.sort().at(-1)! : null,
        budget: budgets.every((b) => b !== undefined) ? budgets.reduce((sum: number, b) => sum + b, 0) : null,
      };
    });
}
