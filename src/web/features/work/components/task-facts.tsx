import { TASK_STATUS_LABELS, type TaskStatus } from "@/domain/projects/task-work";
import { Badge, type BadgeTone } from "@/web/components/ui/badge";
import { formatDate, formatHours, humanize } from "@/web/lib/format";

const STATUS_TONES: Record<TaskStatus, BadgeTone> = {
  pending: "gray",
  assigned: "purple",
  in_progress: "blue",
  review: "amber",
  completed: "green",
};

/** A task status as a badge with the spec's name (spec 2 §4 "Tasks"). */
export function TaskStatusBadge({ status }: { status: TaskStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{TASK_STATUS_LABELS[status]}</Badge>;
}

/**
 * A task's facts as a definition list: priority, due date and hours (decimal). `actualHours` is shown
 * only when given (My Work), left out for Task Mapping's unstarted tasks.
 */
export function TaskFacts({
  priority,
  dueDate,
  estimatedHours,
  actualHours,
}: {
  priority: string;
  dueDate: string | null;
  estimatedHours: number;
  actualHours?: number | null;
}) {
  const facts: [string, string][] = [
    ["Priority", humanize(priority)],
    ["Due Date", formatDate(dueDate)],
    ["Estimated Hours", formatHours(estimatedHours)],
    ...(actualHours === undefined ? [] : [["Actual Hours", formatHours(actualHours)] as [string, string]]),
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs font-medium text-slate-600 uppercase">{label}</dt>
          <dd className="text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
