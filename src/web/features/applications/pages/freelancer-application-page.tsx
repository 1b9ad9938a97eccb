import { CheckCircle2, Clock, Mic } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { applicationStage, isEditable } from "@/domain/applications/application";
import { PageHeader } from "@/web/components/page-header";
import { ErrorState, LoadingState } from "@/web/components/page-states";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Dialog, DialogContent } from "@/web/components/ui/dialog";
import { formatDate } from "@/web/lib/format";
import { type Application, useMyApplications } from "../api/get-my-applications";
import { ApplicationDetails, ApplicationStatusBadge } from "../components/application-details";
import { ApplicationFormCard } from "../components/application-form";

/** The state of the newest application, in the spec's words (spec 3 §2 "States shown"). */
function StageNotice({ latest, onEdit }: { latest: Application; onEdit: () => void }) {
  const stage = applicationStage(latest);
  if (stage === "approved")
    return (
      <Alert tone="success" title="You're a Kaarya freelancer!">
        Your application was approved.{" "}
        <Link to="/browse-projects" className="font-medium underline">
          Browse projects
        </Link>{" "}
        and express interest in the ones that fit you.
      </Alert>
    );
  if (stage === "needs_interview")
    return (
      <Alert tone="info" title="Interview required">
        <p>One more step: a short voice interview of 5-10 minutes about your skills.</p>
        <Button asChild className="mt-3">
          <Link to={`/interview/${latest.id}`}>
            <Mic aria-hidden="true" className="h-4 w-4" /> Start Interview
          </Link>
        </Button>
      </Alert>
    );
  if (stage === "under_final_review")
    return (
      <Alert tone="info" title="Under Final Review">
        Thank you for completing the interview. Our team is reviewing your application and will get back to
        you shortly.
      </Alert>
    );
  return (
    <Alert tone="info" title="Application Under Review">
      <p>We review every application within 24 hours. You can still edit it until then.</p>
      {isEditable(latest) && (
        <Button variant="secondary" className="mt-3" onClick={onEdit}>
          Edit Application
        </Button>
      )}
    </Alert>
  );
}

/**
 * "Become a Freelancer" (spec 3 §2 freelancer application page, route /freelancer-application): apply;
 * reapply after a rejection (with its reason); under review (editable); needs interview; under final review;
 * approved. Below, the history of applications with a details modal.
 */
export function FreelancerApplicationPage() {
  const applications = useMyApplications();
  const [editing, setEditing] = useState(false);
  const [shown, setShown] = useState<Application | null>(null);

  if (applications.isPending) return <LoadingState label="Loading your application..." />;
  if (applications.isError)
    return (
      <ErrorState
        message={`Failed to load applications: ${applications.error.message}`}
        onRetry={() => applications.refetch()}
      />
    );
  const history = applications.data.applications;
  const latest = history[0] ?? null;
  const stage = applicationStage(latest);
  const showForm = stage === "apply" || stage === "reapply" || editing;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Become a Freelancer"
        description="Work on IT, content and design projects from clients across India. We review every application within 24 hours."
      />
      {latest && !editing && <StageNotice latest={latest} onEdit={() => setEditing(true)} />}
      {stage === "reapply" && latest?.rejectionReason && !editing && (
        <Alert tone="warning" title="Your last application was not approved">
          Reason: {latest.rejectionReason}. You are welcome to apply again.
        </Alert>
      )}
      {showForm && (
        <Card>
          <CardHeader>
            <CardTitle>
              {editing ? "Edit your application" : stage === "reapply" ? "Apply again" : "Apply"}
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ApplicationFormCard
              key={editing && latest ? latest.id : "new"}
              application={editing && latest ? latest : undefined}
              onSaved={() => setEditing(false)}
            />
            {editing && (
              <Button variant="ghost" className="mt-2" onClick={() => setEditing(false)}>
                Cancel editing
              </Button>
            )}
          </CardContent>
        </Card>
      )}
      {history.length > 0 && (
        <section aria-labelledby="history-heading" className="space-y-3">
          <h2 id="history-heading" className="text-lg font-semibold text-slate-900">
            Application history
          </h2>
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
            {history.map((a) => (
              <li key={a.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div className="flex items-center gap-3">
                  {a.status === "approved" ? (
                    <CheckCircle2 aria-hidden="true" className="h-5 w-5 text-green-700" />
                  ) : (
                    <Clock aria-hidden="true" className="h-5 w-5 text-slate-500" />
                  )}
                  <span className="text-sm text-slate-800">Submitted {formatDate(a.createdAt)}</span>
                  <ApplicationStatusBadge status={a.status} />
                </div>
                <Button variant="secondary" size="sm" onClick={() => setShown(a)}>
                  View details
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <Dialog open={shown !== null} onOpenChange={(open) => !open && setShown(null)}>
        {shown && (
          <DialogContent title="Application details" className="max-w-2xl">
            <ApplicationDetails application={shown} />
          </DialogContent>
        )}
      </Dialog>
    </div>
  );
}
