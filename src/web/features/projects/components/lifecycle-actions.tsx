import { isStaff, type Role } from "@/domain/roles";
import { Alert } from "@/web/components/ui/alert";
import type { ProjectDetail } from "../api/get-project";
import { StatusControl } from "./status-control";

/**
 * Lifecycle controls under the project header (spec 2 §4): a notice once cancelled, else the staff status
 * control. The client's Cancel Project lives in their Project menu.
 */
export function LifecycleActions({ project, role }: { project: ProjectDetail; role: Role }) {
  if (project.status === "cancelled") {
    return <Alert tone="warning">This project has been cancelled.</Alert>;
  }
  if (isStaff(role))
    return (
      <StatusControl
        projectId={project.id}
        statusCode={project.statusCode}
        role={role}
        clientPlan={project.clientPlan}
      />
    );
  return null;
}
