import { formatInr } from "@/domain/money";
import { milestoneGroups } from "@/domain/projects/milestones";
import { formatDate } from "@/web/lib/format";
import type { ProjectTask } from "../api/get-project";

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
