import { useId } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { nextTaskStatuses, TASK_STATUS_LABELS, type TaskStatus } from "@/domain/projects/task-work";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { errorMessage } from "@/web/lib/api-client";
import type { MyTask } from "../api/get-my-tasks";
import { useUpdateMyTask } from "../api/update-my-task";
import { LogHoursForm } from "./log-hours-form";
import { TaskFacts, TaskStatusBadge } from "./task-facts";

/** The moves offered for a task: one button per status the flow allows next ("Move to Review"). */
function StatusMoves({ task }: { task: MyTask }) {
  const update = useUpdateMyTask();
  const moves = nextTaskStatuses(task.status);
  if (moves.length === 0) return null;
  const move = (status: TaskStatus) =>
    update.mutate(
      { taskId: task.id, update: { status } },
      {
        onSuccess: () => toast.success(`“${task.title}” moved to ${TASK_STATUS_LABELS[status]}`),
        onError: (cause) => toast.error(errorMessage(cause, "Failed to save task. Please try again.")),
      },
    );
  return (
    <div className="flex flex-wrap gap-2">
      {moves.map((status) => (
        <Button
          key={status}
          size="sm"
          variant={status === "in_progress" && task.status === "review" ? "secondary" : "primary"}
          disabled={update.isPending}
          aria-busy={update.isPending}
          aria-label={`Move to ${TASK_STATUS_LABELS[status]}: ${task.title}`}
          onClick={() => move(status)}
        >
          Move to {TASK_STATUS_LABELS[status]}
        </Button>
      ))}
    </div>
  );
}

/**
 * One task of My Work (spec 1 §2, §6): project and task title, status, priority, due date, estimated and
 * actual hours; the status moves and the hours form, both off once the project is cancelled.
 */
export function MyTaskCard({ task }: { task: MyTask }) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <h2 id={headingId} className="text-base font-semibold break-words text-slate-900">
            {task.title}
          </h2>
          <p className="text-sm text-slate-600">
            Project:{" "}
            <Link
              to={`/project/${task.projectId}`}
              className="text-blue-700 underline-offset-4 hover:underline"
            >
              {task.projectTitle}
            </Link>
          </p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          {task.projectCancelled && <Badge tone="red">Cancelled</Badge>}
          <TaskStatusBadge status={task.status} />
        </div>
      </div>
      {task.description && <p className="text-sm text-slate-700">{task.description}</p>}
      <TaskFacts
        priority={task.priority}
        dueDate={task.dueDate}
        estimatedHours={task.estimatedHours}
        actualHours={task.actualHours}
      />
      {task.projectCancelled ? (
        <p className="text-sm text-slate-600">This project has been cancelled.</p>
      ) : (
        <>
          <StatusMoves task={task} />
          <LogHoursForm task={task} />
        </>
      )}
    </article>
  );
}
