import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { parseHoursInput } from "@/domain/projects/task-work";
import { Button } from "@/web/components/ui/button";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { errorMessage } from "@/web/lib/api-client";
import type { MyTask } from "../api/get-my-tasks";
import { useUpdateMyTask } from "../api/update-my-task";

/** Logs a task's actual hours: the total so far, 0 or more with one decimal (My Work). */
export function LogHoursForm({ task }: { task: MyTask }) {
  const [text, setText] = useState(task.actualHours === null ? "" : String(task.actualHours));
  const [error, setError] = useState<string>();
  const update = useUpdateMyTask();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseHoursInput(text);
    if ("error" in parsed) return setError(parsed.error);
    setError(undefined);
    update.mutate(
      { taskId: task.id, update: { actualHours: parsed.hours } },
      {
        onSuccess: () => toast.success(`Hours logged for “${task.title}”`),
        onError: (cause) => setError(errorMessage(cause, "Failed to save task. Please try again.")),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="sm:w-48">
        <FormField label="Actual hours" hint="Total hours worked so far" error={error}>
          <Input
            type="number"
            inputMode="decimal"
            min={0}
            step={0.1}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </FormField>
      </div>
      <Button
        type="submit"
        variant="secondary"
        className="sm:mb-5"
        disabled={update.isPending}
        aria-busy={update.isPending}
        aria-label={`Log Hours: ${task.title}`}
      >
        Log Hours
      </Button>
    </form>
  );
}
