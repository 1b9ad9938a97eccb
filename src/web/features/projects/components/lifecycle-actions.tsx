import { DELIVERED_PHASE } from "@/domain/projects/lifecycle";
import { canCancel } from "@/domain/projects/statuses";
import { isStaff, type Role } from "@/domain/roles";
import { Alert } from "@/web/components/ui/alert";
import type { ProjectDetail } from "../api/get-project";
import { CancelProjectButton } from "./cancel-project-button";
import { StatusControl } from "./status-control";

/**
 * Lifecycle controls under the project header (spec 2 §4): a notice once cancelled, the client's
 * Cancel Project while allowed, the staff status control otherwise.
 */
export function LifecycleActions({ project, role }: { project: ProjectDetail; role: Role }) {
  if (project.status === "cancelled") {
    return <Alert tone="warning">This project has been cancelled.</Alert>;
  }
  if (role === "client") {
    const cancellable = canCancel(project.status ?? "") && project.phase < DELIVERED_PHASE;
    return cancellable ? (
      <div className="flex flex-wrap gap-2">
        <CancelProjectButton projectId={project.id} />
      </div>
    ) : null;
  }
  if (isStaff(role))
    return <StatusControl projectId={project.id} statusCode={project.statusCode} role={role} />;
  return null;
}
