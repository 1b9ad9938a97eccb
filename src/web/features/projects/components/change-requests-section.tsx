import { Plus } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";
import { formatInr, parseRupeesInput } from "@/domain/money";
import {
  CHANGE_EFFORTS,
  REVIEW_DECISION_LABELS,
  REVIEW_DECISIONS,
  type ReviewDecision,
  requestChangeSchema,
} from "@/domain/projects/issues";
import { isStaff, type Role } from "@/domain/roles";
import { Badge, type BadgeTone } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Input, NativeSelect } from "@/web/components/ui/input";
import { errorMessage } from "@/web/lib/api-client";
import { formatDate, humanize } from "@/web/lib/format";
import { type ChangeRequest, useChangeRequests, useRequestChange, useReviewChange } from "../api/issues";
import { EntryDialog, fieldErrors } from "./entry-dialog";

const STATUS_TONE: Record<string, BadgeTone> = {
  under_review: "amber",
  approved: "green",
  rejected: "red",
  completed: "green",
  absorbed: "purple",
};

/** Staff's one-time review: a decision, notes and, for "needs additional payment", the cost in rupees. */
function ReviewControls({ request, projectId }: { request: ChangeRequest; projectId: string }) {
  const ids = { decision: useId(), cost: useId(), notes: useId() };
  const review = useReviewChange(projectId);
  const [decision, setDecision] = useState<ReviewDecision>("approve");
  const [cost, setCost] = useState("");
  const [notes, setNotes] = useState("");
  const costPaise = parseRupeesInput(cost);
  const needsCost = decision === "needs_payment";
  return (
    <form
      className="flex flex-wrap items-end gap-2 border-t border-slate-100 pt-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (needsCost && !costPaise) return void toast.error("Enter the estimated cost of the change");
        review.mutate(
          {
            id: request.id,
            input: {
              decision,
              reviewNotes: notes,
              ...(needsCost && costPaise ? { estimatedCost: costPaise } : {}),
            },
          },
          {
            onSuccess: () => toast.success("Change request reviewed"),
            onError: (cause) =>
              toast.error(errorMessage(cause, "Failed to review the change. Please try again.")),
          },
        );
      }}
    >
      <div className="space-y-1">
        <label htmlFor={ids.decision} className="block text-xs font-medium text-slate-700">
          Decision
        </label>
        <NativeSelect
          id={ids.decision}
          className="w-56"
          value={decision}
          onChange={(e) => setDecision(e.target.value as ReviewDecision)}
        >
          {REVIEW_DECISIONS.map((d) => (
            <option key={d} value={d}>
              {REVIEW_DECISION_LABELS[d]}
            </option>
          ))}
        </NativeSelect>
      </div>
      {needsCost && (
        <div className="space-y-1">
          <label htmlFor={ids.cost} className="block text-xs font-medium text-slate-700">
            Estimated cost (₹)
          </label>
          <Input
            id={ids.cost}
            className="w-32"
            inputMode="decimal"
            value={cost}
            onChange={(e) => setCost(e.target.value)}
          />
        </div>
      )}
      <div className="min-w-48 flex-1 space-y-1">
        <label htmlFor={ids.notes} className="block text-xs font-medium text-slate-700">
          Review notes
        </label>
        <Input id={ids.notes} value={notes} onChange={(e) => setNotes(e.target.value)} />
      </div>
      <Button type="submit" size="sm" variant="secondary" disabled={review.isPending}>
        Submit Review
      </Button>
    </form>
  );
}

/**
 * Project detail's Change Requests (spec 2 §3; issue 3 item 8): effort, status, requester, reviewer, notes
 * and (not for freelancers) the estimated cost; "Request Change" for the client; staff review once.
 */
export function ChangeRequestsSection({
  projectId,
  role,
  canRequest,
}: {
  projectId: string;
  role: Role;
  /** The owning client on a project that is not cancelled. */
  canRequest: boolean;
}) {
  const headingId = useId();
  const requests = useChangeRequests(projectId);
  const create = useRequestChange(projectId);
  const [requesting, setRequesting] = useState(false);
  const list = requests.data?.changeRequests ?? [];
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle id={headingId}>Change Requests</CardTitle>
        {canRequest && (
          <Button size="sm" variant="secondary" onClick={() => setRequesting(true)}>
            <Plus aria-hidden="true" className="h-4 w-4" /> Request Change
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {requests.isPending ? (
          <p className="text-sm text-slate-600">Loading change requests...</p>
        ) : list.length === 0 ? (
          <p className="text-sm text-slate-600">No change requests.</p>
        ) : (
          <ul aria-label="Change requests" className="space-y-3">
            {list.map((request) => (
              <li key={request.id} className="space-y-2 rounded-lg border border-slate-200 p-4">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="font-semibold text-slate-900">{request.title}</p>
                  <Badge tone={STATUS_TONE[request.status] ?? "gray"}>{humanize(request.status)}</Badge>
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
                  <ReviewControls request={request} projectId={projectId} />
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {canRequest && (
        <EntryDialog
          open={requesting}
          onOpenChange={setRequesting}
          heading="Request Change"
          choiceLabel="Estimated effort"
          choices={CHANGE_EFFORTS}
          defaultChoice="medium"
          submitLabel="Request Change"
          validate={(entry) => {
            const parsed = requestChangeSchema.safeParse({ ...entry, estimatedEffort: entry.choice });
            return parsed.success ? {} : fieldErrors(parsed.error.issues);
          }}
          onSubmit={async (entry) => {
            const estimatedEffort = entry.choice as (typeof CHANGE_EFFORTS)[number];
            await create
              .mutateAsync({ title: entry.title, description: entry.description, estimatedEffort })
              .catch((cause) => {
                throw new Error(errorMessage(cause, "Failed to request the change. Please try again."));
              });
            toast.success("Change requested");
          }}
        />
      )}
    </Card>
  );
}
