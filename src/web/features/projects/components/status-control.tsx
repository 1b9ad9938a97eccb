import { useId, useState } from "react";
import { toast } from "sonner";
import { nextStatuses } from "@/domain/projects/lifecycle";
import { isAccepted, isStatusCode, type StatusCode, statusOf } from "@/domain/projects/statuses";
import type { Role } from "@/domain/roles";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { NativeSelect } from "@/web/components/ui/input";
import { errorMessage } from "@/web/lib/api-client";
import { useChangeProjectStatus } from "../api/change-project-status";
import type { ProjectDetail } from "../api/get-project";

/**
 * Staff status control (spec 2 §4): the codes the lifecycle machine allows this role next
 * (administrators: any), and "Update Status". Nothing is offered for a cancelled project. When the
 * client's plan has no room for another accepted project (`clientPlan`, issue 19 item 2), the codes that
 * would accept it are offered disabled and the plan limit is shown; the server refuses them too.
 */
export function StatusControl({
  projectId,
  statusCode,
  role,
  clientPlan,
}: {
  projectId: string;
  statusCode: string;
  role: Role;
  clientPlan?: ProjectDetail["clientPlan"];
}) {
  const id = useId();
  const change = useChangeProjectStatus();
  const blocked = (code: StatusCode) => clientPlan?.eligible === false && isAccepted(statusOf(code).phase);
  const options = isStatusCode(statusCode)
    ? nextStatuses(role, statusCode).filter((code) => !blocked(code))
    : [];
  const refused = isStatusCode(statusCode) ? nextStatuses(role, statusCode).filter(blocked) : [];
  const [target, setTarget] = useState<StatusCode | "">("");
  const selected = target && options.includes(target) ? target : "";

  if (options.length === 0 && refused.length === 0) return null;
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!selected) return;
        change.mutate(
          { id: projectId, statusCode: selected },
          {
            onSuccess: (result) => {
              setTarget("");
              toast.success(`Status changed to ${result.statusName}`);
            },
            onError: (cause) =>
              toast.error(errorMessage(cause, "Failed to update project. Please try again.")),
          },
        );
      }}
    >
      <div className="space-y-1">
        <label htmlFor={id} className="block text-xs font-medium text-slate-700">
          Change status
        </label>
        <NativeSelect
          id={id}
          className="w-56"
          value={selected}
          onChange={(event) => setTarget(event.target.value as StatusCode)}
        >
          <option value="">Choose a status</option>
          {options.map((code) => (
            <option key={code} value={code}>
              {statusOf(code).name}
            </option>
          ))}
          {refused.map((code) => (
            <option key={code} value={code} disabled>
              {statusOf(code).name} (plan limit reached)
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit" size="md" disabled={!selected || change.isPending} aria-busy={change.isPending}>
        Update Status
      </Button>
      {refused.length > 0 && clientPlan?.message && (
        <Alert tone="warning" className="basis-full">
          {clientPlan.message}
        </Alert>
      )}
    </form>
  );
}
