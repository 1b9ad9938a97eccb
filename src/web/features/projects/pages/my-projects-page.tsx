import { FolderOpen, Plus } from "lucide-react";
import { Link } from "react-router";
import { PageHeader } from "@/web/components/page-header";
import { EmptyState, ErrorState, LoadingState } from "@/web/components/page-states";
import { Button } from "@/web/components/ui/button";
import { usePaymentsDue } from "../api/get-payments-due";
import { useProjects } from "../api/get-projects";
import { PaymentBanner } from "../components/payment-banner";
import { ProjectCard } from "../components/project-card";

/** My Projects (spec 2 §2): the client's projects as cards, newest first, with their payment banners. */
export function MyProjectsPage() {
  const projects = useProjects({ page: 1, pageSize: 100 });
  // A failed banner load only hides the banners (spec 2 §8: payment loading failures are logged).
  const due = usePaymentsDue();
  return (
    <div>
      <PageHeader
        title="My Projects"
        description="Track the projects you have submitted."
        actions={
          <Button asChild>
            <Link to="/create-project">
              <Plus aria-hidden="true" className="h-4 w-4" /> New Project
            </Link>
          </Button>
        }
      />
      {projects.isPending ? (
        <LoadingState label="Loading projects..." />
      ) : projects.isError ? (
        <ErrorState message="Failed to load projects" onRetry={() => projects.refetch()} />
      ) : projects.data.items.length === 0 ? (
        <EmptyState
          icon={<FolderOpen aria-hidden="true" className="h-10 w-10" />}
          title="No projects yet"
          description="Describe what you need and get an instant estimate, task breakdown and schedule."
          action={
            <Button asChild>
              <Link to="/create-project">Create Your First Project</Link>
            </Button>
          }
        />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {projects.data.items.map((project) => {
            const banner = due.data?.due.find((d) => d.projectId === project.id);
            return (
              <li key={project.id} className="flex flex-col gap-2">
                <ProjectCard project={project} />
                {banner && (
                  <PaymentBanner
                    projectId={project.id}
                    projectTitle={project.title}
                    kind={banner.kind}
                    item={banner}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
