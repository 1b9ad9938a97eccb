import { FolderOpen, Plus } from "lucide-react";
import { Link } from "react-router";
import { PageHeader } from "@/web/components/page-header";
import { EmptyState, ErrorState, LoadingState } from "@/web/components/page-states";
import { Button } from "@/web/components/ui/button";
import { useProjects } from "../api/get-projects";
import { ProjectCard } from "../components/project-card";

/** My Projects (spec 2 §2): the client's projects as cards, newest first. */
export function MyProjectsPage() {
  const projects = useProjects({ page: 1, pageSize: 100 });
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
          {projects.data.items.map((project) => (
            <li key={project.id}>
              <ProjectCard project={project} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
