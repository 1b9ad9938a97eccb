import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { paiseToRupees } from "@/domain/money";
import {
  changeReasonSchema,
  TASK_PRIORITIES,
  TASK_STATUSES,
  type TaskInput,
  taskFormSchema,
  taskFormToInput,
} from "@/domain/projects/tasks";
import { FormDialogActions } from "@/web/components/form-dialog-actions";
import { Alert } from "@/web/components/ui/alert";
import { Dialog, DialogContent } from "@/web/components/ui/dialog";
import { FormField } from "@/web/components/ui/form-field";
import { Input, NativeSelect, Textarea } from "@/web/components/ui/input";
import { humanize } from "@/web/lib/format";
import type { ProjectTask } from "../api/get-project";

const schema = taskFormSchema.extend({ reason: changeReasonSchema });
type Values = z.infer<typeof schema>;

function defaults(task?: ProjectTask): Values {
  return {
    title: task?.title ?? "",
    description: task?.description ?? "",
    status: (task?.status as Values["status"]) ?? "pending",
    priority: (task?.priority as Values["priority"]) ?? "medium",
    estimatedHours: String(task?.estimatedHours ?? 0),
    estimatedBudget: String(task?.estimatedBudget === undefined ? 0 : paiseToRupees(task.estimatedBudget)),
    startDate: task?.startDate ?? "",
    dueDate: task?.dueDate ?? "",
    isMilestone: task?.isMilestone ?? false,
    milestoneGroup: task?.milestoneGroup ? String(task.milestoneGroup) : "",
    reason: "",
  };
}

/**
 * Add or edit a task in administrator edit mode (spec 2 §5 task form: title required, hours min 0 step
 * 0.5, budget min 0 step ₹100, milestone group 1-4 or empty), with the change reason the save asks for.
 * `onSave` receives the API body (budget in paise) and the reason.
 */
export function TaskFormDialog({
  task,
  open,
  onOpenChange,
  pending,
  error,
  onSave,
}: {
  task?: ProjectTask;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  error: string | null;
  onSave: (input: TaskInput, reason: string) => void;
}) {
  const form = useForm<Values>({ resolver: zodResolver(schema), values: defaults(task) });
  const { errors } = form.formState;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={task ? "Edit Task" : "Add Task"} className="max-w-2xl">
        <form
          noValidate
          className="space-y-4"
          onSubmit={form.handleSubmit(({ reason, ...values }) =>
            onSave(taskFormToInput(values), reason.trim()),
          )}
        >
          <FormField label="Title" error={errors.title?.message}>
            <Input {...form.register("title")} />
          </FormField>
          <FormField label="Description" optional>
            <Textarea rows={3} {...form.register("description")} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Status">
              <NativeSelect {...form.register("status")}>
                {TASK_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {humanize(s)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField label="Priority">
              <NativeSelect {...form.register("priority")}>
                {TASK_PRIORITIES.map((p) => (
                  <option key={p} value={p}>
                    {humanize(p)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField label="Estimated hours" error={errors.estimatedHours?.message} hint="Steps of 0.5">
              <Input type="number" min={0} step={0.5} {...form.register("estimatedHours")} />
            </FormField>
            <FormField label="Budget (₹)" error={errors.estimatedBudget?.message} hint="Steps of ₹100">
              <Input type="number" min={0} step={100} {...form.register("estimatedBudget")} />
            </FormField>
            <FormField label="Start date" optional>
              <Input type="date" {...form.register("startDate")} />
            </FormField>
            <FormField label="Due date" optional>
              <Input type="date" {...form.register("dueDate")} />
            </FormField>
            <FormField label="Milestone group" error={errors.milestoneGroup?.message}>
              <NativeSelect {...form.register("milestoneGroup")}>
                <option value="">None</option>
                {[1, 2, 3, 4].map((n) => (
                  <option key={n} value={String(n)}>
                    Milestone {n}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <label className="flex items-center gap-2 self-end pb-2 text-sm text-slate-800">
              <input type="checkbox" className="h-4 w-4" {...form.register("isMilestone")} />
              Milestone task
            </label>
          </div>
          <FormField label="Reason for change" error={errors.reason?.message}>
            <Textarea rows={2} {...form.register("reason")} />
          </FormField>
          {error && <Alert tone="error">{error}</Alert>}
          <FormDialogActions
            submitLabel={"Save Task"}
            pending={pending}
            onCancel={() => onOpenChange(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
