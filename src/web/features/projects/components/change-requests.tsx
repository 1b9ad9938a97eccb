import { Plus } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";
import { formatInr } from "@/domain/money";
import { CHANGE_EFFORTS, type ChangeRequestStatus, requestChangeSchema } from "@/domain/projects/issues";
import { isStaff, type Role } from "@/domain/roles";
import { Badge, type BadgeTone } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { errorMessage } from "@/web/lib/api-client";
import { formatDate, humanize } from "@/web/lib/format";
import { type ChangeRequest, useChangeRequests } from "../api/get-change-requests";
import { useRequestChange } from "../api/request-change";
import { EntryDialog } from "./entry-dialog";
import { ReviewChangeDialog } from "./review-change-dialog";

const STATUS_TONE: Record<ChangeRequestStatus, BadgeTone> = {
  under_review: "amber",
  approved: "green",
  rejected: "red",
  completed: "green",
  absorbed: "purple",
};

/**
 * Project detail's Change Requests (spec 2 §2 lower sections, §3 project_change_requests): effort and status
 * badges, requester, reviewer, notes and — not for freelancers, whose response has no cost — the additional
 * cost. "Request Change" for the owning client (as the server says); staff review each request once.
 */
export function ChangeRequests({ projectId, role }: { projectId: string; role: Role }) {
  const headingId = useId();
  const requests = useChangeRequests(projectId);
  const create = useRequestChange();
  const [requesting, setRequesting] = useState(false);
  const [reviewing, setReviewing] = useState<ChangeRequest | null>(null);
  const list = requests.data?.changeRequests ?? [];
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle id={headingId}>Change Requests</CardTitle>
        {requests.data?.canRequest && (
          <Button size="sm" variant="secondary" onClick={() => setRequesting(true)}>
            <Plus aria-hidden="true" className="h-4 w-4" /> Request Change
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {requests.isPending ? (
          <p className="text-sm text-slate-600">Loading change requests...</p>
        ) : requests.isError ? (
          <p className="text-sm text-red-700">Failed to load change requests.</p>
        ) : list.length === 0 ? (
          <p className="text-sm text-slate-600">No change requests.</p>
        ) : (
          <ul aria-label="Change requests" className="space-y-3">
            {list.map((request) => (
              <li key={request.id} className="space-y-2 rounded-lg border border-slate-200 p-4">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="font-semibold text-slate-900">{request.title}</p>
                  <Badge tone={STATUS_TONE[request.status]}>{humanize(request.status)}</Badge>
                  {request.estimatedEffort && <Badge>{humanize(request.estimatedEffort)} effort</Badge>}
                </div>
                {request.description && <p className="text-sm text-slate-700">{request.description}</p>}
                <p className="text-xs text-slate-600">
                  Requested by {request.requesterName ?? "—"} on {formatDate(request.createdAt)}
                  {request.reviewerName && ` · Reviewed by ${request.reviewerName}`}
                </p>
                {request.requiresAdditionalPayment && request.estimatedCost != null && (
                  <p className="text-sm text-slate-800">
                    Needs additional payment: {formatInr(request.estimatedCost)}
                  </p>
                )}
                {request.canAbsorbInCost && (
                  <p className="text-sm text-slate-800">Absorbed in the agreed cost.</p>
                )}
                {request.reviewNotes && (
                  <p className="text-sm text-slate-700">Notes: {request.reviewNotes}</p>
                )}
                {isStaff(role) && request.status === "under_review" && (
                  <Button size="sm" variant="secondary" onClick={() => setReviewing(request)}>
                    Review
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <EntryDialog
        open={requesting}
        onOpenChange={setRequesting}
        heading="Request Change"
        description="Describe the change and how much work you expect. The team reviews it and may quote a cost."
        schema={requestChangeSchema}
        choice={{
          name: "estimatedEffort",
          label: "Estimated effort",
          options: CHANGE_EFFORTS,
          initial: "medium",
        }}
        submitLabel="Request Change"
        onSubmit={async (input) => {
          await create.mutateAsync({ projectId, input }).catch((cause) => {
            throw new Error(errorMessage(cause, "Failed to request the change. Please try again."));
          });
          toast.success("Change requested");
        }}
      />
      {isStaff(role) && (
        <ReviewChangeDialog
          request={reviewing}
          projectId={projectId}
          onOpenChange={(open) => !open && setReviewing(null)}
        />
      )}
    </Card>
  );
}
