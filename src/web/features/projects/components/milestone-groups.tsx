import { formatInr } from "@/domain/money";
import { formatDate } from "@/web/lib/format";
import type { ProjectTask } from "../api/get-project";

interface MilestoneGroup {
  number: number;
  tasks: ProjectTask[];
  /** Latest task due date (spec 2 §4), or null. */
  dueDate: string | null;
  /** Sum of task budgets in paise (spec 2 §4), or null when budgets are hidden. */
  budget: number | null;
}

/** Groups tasks by milestone group: due = latest due date, budget = sum of task budgets (spec 2 §4). */
export function milestoneGroups(tasks: ProjectTask[]): MilestoneGroup[] {
  const groups = new Map<number, ProjectTask[]>();
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
        dueDate: dues.length ? dues.sort().at(-1)! : null,
        budget: budgets.every((b) => b !== undefined)
          ? budgets.reduce((s: number, b) => s + (b ?? 0), 0)
          : null,
      };
    });
}

/** The Milestones tab (spec 2 §2): each group with its due date, budget and tasks. */
export function MilestoneGroups({ tasks }: { tasks: ProjectTask[] }) {
  const groups = milestoneGroups(tasks);
  if (groups.length === 0)
    return <p className="text-sm text-slate-600">This project has no milestone groups.</p>;
  return (
    <ol className="grid gap-4 md:grid-cols-2">
      {groups.map((group) => (
        <li key={group.number} className="rounded-lg border border-slate-200 p-4">
          <h3 className="font-semibold text-slate-900">Milestone {group.number}</h3>
          <p className="mt-1 text-sm text-slate-700">
            Due {formatDate(group.dueDate)}
            {group.budget !== null && ` · ${formatInr(group.budget)}`}
          </p>
          <ul className="mt-2 list-disc space-y-0.5 pl-5 text-sm text-slate-800">
            {group.tasks.map((task) => (
              <li key={task.id}>{task.title}</li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
