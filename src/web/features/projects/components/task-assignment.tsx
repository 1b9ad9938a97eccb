import { useId, useState } from "react";
import { toast } from "sonner";
import { LoadingState } from "@/web/components/page-states";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { NativeSelect } from "@/web/components/ui/input";
import { useAssignTask } from "@/web/lib/api/assign-task";
import { errorMessage } from "@/web/lib/api-client";
import { type AvailableFreelancer, useAvailableFreelancers } from "../api/get-available-freelancers";
import type { ProjectTask } from "../api/get-project";

function AssignRow({ task, freelancers }: { task: ProjectTask; freelancers: AvailableFreelancer[] }) {
  const id = useId();
  const [choice, setChoice] = useState("");
  const assign = useAssignTask();
  return (
    <li className="flex flex-col gap-2 border-b border-slate-100 py-3 last:border-0 sm:flex-row sm:items-center">
      <label htmlFor={id} className="flex-1 text-sm font-medium text-slate-900">
        {task.title}
      </label>
      <NativeSelect id={id} className="sm:w-64" value={choice} onChange={(e) => setChoice(e.target.value)}>
        <option value="">Choose a freelancer</option>
        {freelancers.map((f) => (
          <option key={f.freelancerId} value={f.freelancerId}>
            {f.fullName} — {f.title}
          </option>
        ))}
      </NativeSelect>
      <Button
        size="md"
        aria-label={`Assign ${task.title}`}
        disabled={!choice || assign.isPending}
        aria-busy={assign.isPending}
        onClick={() =>
          assign.mutate(
            { taskId: task.id, freelancerId: choice },
            {
              onSuccess: () => toast.success(`“${task.title}” assigned`),
              onError: (cause) => toast.error(errorMessage(cause, "Failed to save task. Please try again.")),
            },
          )
        }
      >
        Assign
      </Button>
    </li>
  );
}

/**
 * Task assignment for managers and administrators (spec 1 §6, spec 2 §6): each unassigned task with
 * a choice of available freelancers and "Assign".
 */
export function TaskAssignment({ tasks }: { tasks: ProjectTask[] }) {
  const headingId = useId();
  const unassigned = tasks.filter((t) => !t.assignedTo);
  const freelancers = useAvailableFreelancers(unassigned.length > 0);
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle id={headingId}>Task Assignment</CardTitle>
      </CardHeader>
      <CardContent>
        {unassigned.length === 0 ? (
          <p className="text-sm text-slate-600">Every task is assigned.</p>
        ) : freelancers.isPending ? (
          <LoadingState label="Loading freelancers..." />
        ) : freelancers.isError ? (
          <Alert tone="error">Failed to load freelancers</Alert>
        ) : freelancers.data.freelancers.length === 0 ? (
          <p className="text-sm text-slate-600">No freelancer is available right now.</p>
        ) : (
          <ul>
            {unassigned.map((task) => (
              <AssignRow key={task.id} task={task} freelancers={freelancers.data.freelancers} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
