import { useId } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { formatInr } from "@/domain/money";
import { INVITATION_STATUS_LABELS, type InvitationAnswer } from "@/domain/projects/invitations";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { errorMessage } from "@/web/lib/api-client";
import { useAnswerInvitation } from "../api/answer-invitation";
import { type MyInvitation, useMyInvitations } from "../api/get-my-invitations";

/** One invitation: project, match and rate, its status, and Accept / Decline while it is unanswered. */
function InvitationItem({ invitation }: { invitation: MyInvitation }) {
  const answer = useAnswerInvitation();
  const send = (status: InvitationAnswer) =>
    answer.mutate(
      { projectId: invitation.projectId, status },
      {
        onSuccess: () =>
          toast.success(
            `Invitation to “${invitation.projectTitle}” ${INVITATION_STATUS_LABELS[status].toLowerCase()}`,
          ),
        onError: (cause) =>
          toast.error(errorMessage(cause, "Failed to answer the invitation. Please try again.")),
      },
    );
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3">
      <div className="min-w-0">
        <Link
          to={`/project/${invitation.projectId}`}
          className="font-medium break-words text-blue-700 underline-offset-4 hover:underline"
        >
          {invitation.projectTitle}
        </Link>
        <p className="text-sm text-slate-600">
          {invitation.matchScore !== null && `Match ${invitation.matchScore}%`}
          {invitation.hourlyRate !== null && ` · ${formatInr(invitation.hourlyRate)}/h`}
        </p>
      </div>
      {invitation.status === "invited" ? (
        <div className="flex gap-2">
          {(["accepted", "declined"] as const).map((status) => (
            <Button
              key={status}
              size="sm"
              variant={status === "accepted" ? "primary" : "secondary"}
              disabled={answer.isPending}
              aria-busy={answer.isPending}
              aria-label={`${status === "accepted" ? "Accept" : "Decline"} invitation: ${invitation.projectTitle}`}
              onClick={() => send(status)}
            >
              {status === "accepted" ? "Accept" : "Decline"}
            </Button>
          ))}
        </div>
      ) : (
        <Badge tone={invitation.status === "declined" ? "red" : "green"}>
          {INVITATION_STATUS_LABELS[invitation.status]}
        </Badge>
      )}
    </li>
  );
}

/**
 * Invitations of My Work (issue 19 item 17): the projects a manager invited the freelancer to, each
 * accepted or declined here; shown only when there is at least one.
 */
export function MyInvitations() {
  const invitations = useMyInvitations();
  const headingId = useId();
  if (!invitations.data || invitations.data.invitations.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="mb-6 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        Invitations
      </h2>
      <ul aria-label="Invitations" className="divide-y divide-slate-200">
        {invitations.data.invitations.map((invitation) => (
          <InvitationItem key={invitation.projectId} invitation={invitation} />
        ))}
      </ul>
    </section>
  );
}
