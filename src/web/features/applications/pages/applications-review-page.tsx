import { Inbox } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { APPLICATION_TEXTS } from "@/domain/applications/application";
import { PageHeader } from "@/web/components/page-header";
import { EmptyState, ErrorState, LoadingState } from "@/web/components/page-states";
import { ReasonDialog } from "@/web/components/reason-dialog";
import { Button } from "@/web/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { errorMessage } from "@/web/lib/api-client";
import { formatDate } from "@/web/lib/format";
import type { Application } from "../api/get-my-applications";
import { type ReviewTab, useReviewQueue } from "../api/get-review-queue";
import { type ReviewDecision, useReviewApplication } from "../api/review-application";
import { ApplicationDetails, ApplicationStatusBadge } from "../components/application-details";

const TABS: { tab: ReviewTab; label: string }[] = [
  { tab: "pending", label: "Pending" },
  { tab: "approved", label: "Approved" },
  { tab: "rejected", label: "Rejected" },
  { tab: "all", label: "All" },
];

const FAILED: Record<ReviewDecision["decision"], string> = {
  approve: APPLICATION_TEXTS.approveFailed,
  reject: APPLICATION_TEXTS.rejectFailed,
  needs_interview: APPLICATION_TEXTS.statusFailed,
};

const DONE: Record<ReviewDecision["decision"], string> = {
  approve: "Application approved. The applicant is now a freelancer.",
  reject: "Application rejected.",
  needs_interview: "The applicant has been asked for an interview.",
};

/** One application with its reviewer actions. */
function ApplicationCard({ application: a }: { application: Application }) {
  const review = useReviewApplication();
  const [rejecting, setRejecting] = useState(false);
  // mutateAsync: the card leaves its tab when the queue refreshes, and the toast must still show.
  const decide = (decision: ReviewDecision) =>
    review.mutateAsync({ id: a.id, decision }).then(
      () => {
        toast.success(DONE[decision.decision]);
        setRejecting(false);
      },
      (cause: unknown) => toast.error(errorMessage(cause, FAILED[decision.decision])),
    );
  const open = a.status === "pending" || a.status === "needs_interview";
  return (
    <li className="space-y-4 rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-semibold break-words text-slate-900">{a.applicant.fullName}</h2>
          <p className="text-sm text-slate-600">
            <span className="break-all">{a.applicant.email}</span> · applied {formatDate(a.createdAt)}
            {a.interviewCompleted && " · interview completed"}
          </p>
        </div>
        <ApplicationStatusBadge status={a.status} />
      </div>
      <ApplicationDetails application={a} />
      {open && (
        <div className="flex flex-wrap gap-2">
          {a.status === "pending" && (
            <>
              <Button size="sm" onClick={() => decide({ decision: "approve" })} disabled={review.isPending}>
                Approve
              </Button>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => decide({ decision: "needs_interview" })}
                disabled={review.isPending}
              >
                Needs Interview
              </Button>
            </>
          )}
          <Button
            size="sm"
            variant="destructive"
            onClick={() => setRejecting(true)}
            disabled={review.isPending}
          >
            Reject
          </Button>
        </div>
      )}
      <ReasonDialog
        open={rejecting}
        onOpenChange={setRejecting}
        title={`Reject ${a.applicant.fullName}'s application`}
        description={APPLICATION_TEXTS.rejectionPrompt}
        confirmLabel="Reject"
        label="Reason for rejection"
        emptyMessage="Please provide a reason for rejection."
        destructive
        pending={review.isPending}
        onConfirm={(reason) => decide({ decision: "reject", reason })}
      />
    </li>
  );
}

/**
 * The Freelancer Applications review queue (spec 3 §2, route /freelancer-applications, staff): tabs
 * Pending (including those waiting for an interview), Approved, Rejected and All with counts; per
 * application the applicant, links, skills, experience, bio, the evaluation, and Approve, Needs Interview,
 * Reject (a reason is required).
 */
export function ApplicationsReviewPage() {
  const [tab, setTab] = useState<ReviewTab>("pending");
  const queue = useReviewQueue(tab);
  const list = queue.isPending ? (
    <LoadingState label="Loading applications..." />
  ) : queue.isError ? (
    <ErrorState
      message={`Failed to load applications: ${queue.error.message}`}
      onRetry={() => queue.refetch()}
    />
  ) : queue.data.applications.length === 0 ? (
    <EmptyState
      icon={<Inbox aria-hidden="true" className="h-10 w-10" />}
      title="No applications"
      description={tab === "all" ? "No one has applied yet." : `No ${tab} applications.`}
    />
  ) : (
    <ul aria-label="Applications" className="space-y-4">
      {queue.data.applications.map((a) => (
        <ApplicationCard key={a.id} application={a} />
      ))}
    </ul>
  );
  return (
    <div className="space-y-6">
      <PageHeader title="Freelancer Applications" description="Review who joins Kaarya as a freelancer." />
      <Tabs value={tab} onValueChange={(value) => setTab(value as ReviewTab)}>
        <TabsList aria-label="Filter applications">
          {TABS.map(({ tab: value, label }) => (
            <TabsTrigger key={value} value={value}>
              {label}
              {queue.data && ` (${queue.data.counts[value]})`}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map(({ tab: value }) => (
          <TabsContent key={value} value={value} className="mt-6">
            {list}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
