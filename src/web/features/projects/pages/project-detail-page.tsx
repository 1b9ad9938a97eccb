import { ArrowLeft, SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { isReviewable } from "@/domain/freelancers/reviews";
import { paymentBanner, toItemRef } from "@/domain/payments/project-payments";
import { isStaff } from "@/domain/roles";
import { EmptyState, ErrorState, LoadingState } from "@/web/components/page-states";
import { StatusBadge } from "@/web/components/status-badge";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { ApiError } from "@/web/lib/api-client";
import { formatDate } from "@/web/lib/format";
import { useUser } from "@/web/lib/me";
import { useProject } from "../api/get-project";
import { AdminEditMode } from "../components/admin-edit-mode";
import { ChangeRequests } from "../components/change-requests";
import { EngineNote } from "../components/engine-note";
import { EstimateExplanationPanel } from "../components/estimate-explanation";
import { EstimatedVsActual } from "../components/estimated-vs-actual";
import { FreelancerPayments } from "../components/freelancer-payments";
import { InterestedFreelancers } from "../components/interested-freelancers";
import { LifecycleActions } from "../components/lifecycle-actions";
import { MatchedFreelancers } from "../components/matched-freelancers";
import { PaymentBanner } from "../components/payment-banner";
import { PaymentReturnNotice } from "../components/payment-return-notice";
import { PaymentSchedule } from "../components/payment-schedule";
import { ProjectDisputes } from "../components/project-disputes";
import { ProjectIssues } from "../components/project-issues";
import { ProjectOverview } from "../components/project-overview";
import { ProjectTasks } from "../components/project-tasks";
import { ProjectTransactions } from "../components/project-transactions";
import { RateFreelancers } from "../components/rate-freelancers";
import { TaskAssignment } from "../components/task-assignment";
import { TeamMembers } from "../components/team-members";
import { useSelectedVersion, VersionControls } from "../components/version-controls";

/** The project an interest action is about: its id, the shown version's title and its phase (spec 2 §4). */
export interface InterestTarget {
  projectId: string;
  projectTitle: string;
  phase: number;
}

/** Where "Back" goes for each role: the list the user came from. */
function backPath(role: string) {
  if (role === "client") return "/projects";
  if (role === "manager" || role === "administrator") return "/all-projects";
  return "/";
}

/**
 * Project detail (spec 2 §2): header with status and version, summary, More Info, "How this estimate was
 * made" (issue 17 §5; not for freelancers, spec 2 §6), tasks (List, Gantt Chart, Milestones), estimated vs
 * actual hours (issue 20 item 6; a freelancer's own tasks), payment schedule, disputes (issue 20 item 3: the
 * client, staff and the team's freelancers) and, for staff, AI-matched freelancers.
 * `interestAction` renders a freelancer's Express Interest / Withdraw under the header: a piece of
 * features/interests that the app composes in (src/web/app/routes/project-detail-route.tsx), since features
 * do not import each other.
 */
export function ProjectDetailPage({
  interestAction,
}: {
  interestAction: (project: InterestTarget) => ReactNode;
}) {
  const { id = "" } = useParams();
  const user = useUser();
  const project = useProject(id, useSelectedVersion());
  const back = backPath(user.role);

  if (project.isPending) return <LoadingState label="Loading project..." />;
  if (project.isError) {
    const missing = project.error instanceof ApiError && [400, 404].includes(project.error.status);
    if (missing) {
      return (
        <div className="py-8">
          <EmptyState
            icon={<SearchX aria-hidden="true" className="h-10 w-10" />}
            title="Project not found"
            titleAs="h1"
            description="It may have been removed, or you may not have access to it."
            action={
              <Button asChild>
                <Link to={back}>Back to Projects</Link>
              </Button>
            }
          />
        </div>
      );
    }
    return (
      <div>
        <h1 className="mb-4 text-2xl font-bold text-slate-900">Project</h1>
        <ErrorState message="Failed to load project" onRetry={() => project.refetch()} />
      </div>
    );
  }

  const { version } = project.data;
  // The owner pays from the current version's schedule, the one the server charges (spec 2 §2, §5).
  const payer =
    user.role === "client" && version.versionNumber === project.data.currentVersion
      ? { projectId: project.data.id, statusCode: project.data.statusCode, status: project.data.status }
      : undefined;
  const banner = payer ? paymentBanner(payer, project.data.paymentSchedule) : null;
  return (
    <div className="space-y-6">
      <Button asChild variant="ghost" size="sm" className="-ml-2">
        <Link to={back}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back
        </Link>
      </Button>
      <PaymentReturnNotice />
      <header className="space-y-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{version.title}</h1>
          <StatusBadge
            code={project.data.statusCode}
            name={project.data.statusName}
            cancelled={project.data.status === "cancelled"}
          />
          <Badge tone="gray">{version.isDraft ? "Draft" : `Version ${version.versionNumber}`}</Badge>
        </div>
        <p className="text-sm text-slate-600">
          Created {formatDate(project.data.createdAt)}
          {project.data.client && ` · Client: ${project.data.client.fullName} (${project.data.client.email})`}
        </p>
        <VersionControls project={project.data} role={user.role} />
      </header>
      {banner && (
        <PaymentBanner
          projectId={project.data.id}
          kind={banner.kind}
          item={{
            ...toItemRef(banner.item),
            description: banner.item.description,
            amount: banner.item.amount,
          }}
        />
      )}
      <LifecycleActions project={project.data} role={user.role} />
      {user.role === "freelancer" &&
        interestAction({
          projectId: project.data.id,
          projectTitle: version.title,
          phase: project.data.phase,
        })}
      <AdminEditMode project={project.data} role={user.role} />
      <ProjectOverview project={project.data} />
      {user.role !== "freelancer" && (
        <EstimateExplanationPanel
          facts={version.estimate}
          defaultOpen={false}
          lead={<EngineNote engine={version.engine} />}
        />
      )}
      <ProjectTasks tasks={project.data.tasks} />
      <EstimatedVsActual
        actuals={project.data.actuals}
        tasks={project.data.tasks}
        freelancer={user.role === "freelancer"}
      />
      {project.data.paymentSchedule && (
        <PaymentSchedule schedule={project.data.paymentSchedule} payer={payer} />
      )}
      {user.role !== "freelancer" && <ProjectTransactions projectId={project.data.id} />}
      <ProjectDisputes projectId={project.data.id} />
      <ProjectIssues projectId={project.data.id} role={user.role} />
      <ChangeRequests projectId={project.data.id} role={user.role} />
      {isReviewable(project.data.statusCode, project.data.status ?? "") && (
        <RateFreelancers projectId={project.data.id} />
      )}
      {user.role !== "client" && <FreelancerPayments projectId={project.data.id} role={user.role} />}
      {isStaff(user.role) && <TaskAssignment tasks={project.data.tasks} />}
      {isStaff(user.role) && <MatchedFreelancers projectId={project.data.id} />}
      <TeamMembers projectId={project.data.id} role={user.role} />
      {isStaff(user.role) && <InterestedFreelancers projectId={project.data.id} />}
    </div>
  );
}
