import { Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { formatInr } from "@/domain/money";
import { ReasonDialog } from "@/web/components/reason-dialog";
import { Button } from "@/web/components/ui/button";
import { formatHours } from "@/web/lib/format";
import { useCreateTask } from "../api/create-task";
import { useDeleteTask } from "../api/delete-task";
import type { ProjectDetail, ProjectTask } from "../api/get-project";
import { useUpdateTask } from "../api/update-task";
import { TaskFormDialog } from "./task-form-dialog";

/**
 * Edit-mode task management (spec 2 §4, §6, administrator): Add Task, and Edit / Delete per task; each
 * save asks for a reason, delete asks for confirmation. The server recomputes the version's budget,
 * duration and hours from its tasks, and the refreshed project updates the tiles and schedule on the page.
 */
export function TaskEditor({ project }: { project: ProjectDetail }) {
  const [editing, setEditing] = useState<ProjectTask | "new" | null>(null);
  const [deleting, setDeleting] = useState<ProjectTask | null>(null);
  const create = useCreateTask();
  const update = useUpdateTask();
  const remove = useDeleteTask();
  const saving = create.isPending || update.isPending;
  const saveFailed = create.isError || update.isError;
  const versionId = project.version.id;

  function closeForm(open: boolean) {
    if (open) return;
    setEditing(null);
    create.reset();
    update.reset();
  }

  return (
    <section aria-labelledby="edit-tasks-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="edit-tasks-heading" className="font-semibold text-slate-900">
          Edit tasks
        </h3>
        <Button size="sm" onClick={() => setEditing("new")}>
          <Plus aria-hidden="true" className="h-4 w-4" /> Add Task
        </Button>
      </div>
      {project.tasks.length === 0 && <p className="text-sm text-slate-600">No tasks yet.</p>}
      <ul className="divide-y divide-slate-200 rounded-md border border-slate-200 bg-white">
        {project.tasks.map((task) => (
          <li key={task.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
            <div>
              <p className="font-medium text-slate-900">{task.title}</p>
              <p className="text-slate-600">
                {formatHours(task.estimatedHours)}
                {task.estimatedBudget !== undefined && ` · ${formatInr(task.estimatedBudget)}`}
                {task.milestoneGroup && ` · Milestone ${task.milestoneGroup}`}
              </p>
            </div>
            <div className="flex gap-2">
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Edit ${task.title}`}
                onClick={() => setEditing(task)}
              >
                <Pencil aria-hidden="true" className="h-4 w-4" /> Edit
              </Button>
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Delete ${task.title}`}
                onClick={() => setDeleting(task)}
              >
                <Trash2 aria-hidden="true" className="h-4 w-4" /> Delete
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <TaskFormDialog
        task={editing && editing !== "new" ? editing : undefined}
        open={editing !== null}
        onOpenChange={closeForm}
        pending={saving}
        error={saveFailed ? "Failed to save task. Please try again." : null}
        onSave={(task, reason) => {
          const done = { onSuccess: () => closeForm(false) };
          if (editing === "new") {
            if (!versionId) return toast.error("Cannot create task: No version ID available.");
            create.mutate({ projectId: project.id, versionId, task, reason }, done);
          } else if (editing) {
            update.mutate({ projectId: project.id, taskId: editing.id, task, reason }, done);
          }
        }}
      />
      <ReasonDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) {
            setDeleting(null);
            remove.reset();
          }
        }}
        title="Delete this task?"
        description={deleting ? `"${deleting.title}" will be removed from this version.` : undefined}
        confirmLabel="Delete Task"
        destructive
        pending={remove.isPending}
        error={remove.isError ? "Failed to delete task. Please try again." : null}
        onConfirm={(reason) =>
          deleting &&
          remove.mutate(
            { projectId: project.id, taskId: deleting.id, reason },
            { onSuccess: () => setDeleting(null) },
          )
        }
      />
    </section>
  );
}
