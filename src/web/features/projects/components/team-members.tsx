import { useId } from "react";
import { Link } from "react-router";
import { INVITATION_STATUS_LABELS } from "@/domain/projects/invitations";
import type { Role } from "@/domain/roles";
import { LoadingState } from "@/web/components/page-states";
import { Alert } from "@/web/components/ui/alert";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { useProjectTeam } from "../api/get-project-team";

const STATUS_LABELS = { ...INVITATION_STATUS_LABELS, assigned: "Assigned" };

/**
 * Team Members (spec 2 §2 lower sections): the freelancers invited to or working on the project, with title,
 * link status (with the freelancer's answer to an invitation: Accepted or Declined) and tasks assigned.
 * Staff and the project's client open each profile at /freelancer/{id}; a
 * freelancer, who may open only their own profile, sees the names.
 */
export function TeamMembers({ projectId, role }: { projectId: string; role: Role }) {
  const team = useProjectTeam(projectId);
  const headingId = useId();
  const linked = role !== "freelancer";
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle id={headingId}>Team Members</CardTitle>
      </CardHeader>
      <CardContent>
        {team.isPending ? (
          <LoadingState label="Loading team members..." />
        ) : team.isError ? (
          <Alert tone="error">Failed to load team members</Alert>
        ) : team.data.team.length === 0 ? (
          <p className="text-sm text-slate-600">No freelancers on this project yet.</p>
        ) : (
          <ul aria-label="Team members" className="divide-y divide-slate-200">
            {team.data.team.map((member) => (
              <li
                key={member.freelancerId}
                className="flex flex-wrap items-baseline justify-between gap-2 py-2"
              >
                <div>
                  <p className="font-medium">
                    {linked ? (
                      <Link
                        to={`/freelancer/${member.freelancerId}`}
                        className="text-blue-700 underline-offset-4 hover:underline"
                      >
                        {member.fullName}
                      </Link>
                    ) : (
                      member.fullName
                    )}
                  </p>
                  <p className="text-sm text-slate-600">{member.title}</p>
                </div>
                <p className="text-sm text-slate-700">
                  {STATUS_LABELS[member.status]} · {member.taskCount}{" "}
                  {member.taskCount === 1 ? "task" : "tasks"}
                </p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
