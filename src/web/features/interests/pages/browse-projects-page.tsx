import { SearchX } from "lucide-react";
import { PageHeader } from "@/web/components/page-header";
import { EmptyState, ErrorState, LoadingState } from "@/web/components/page-states";
import { Pager, SearchField, usePagedSearch } from "@/web/components/paged-search";
import { useUser } from "@/web/lib/me";
import { useBrowseProjects } from "../api/get-browse-projects";
import { BrowseProjectCard } from "../components/browse-project-card";

const PAGE_SIZE = 24;

/**
 * Browse Projects (spec 2 §2 "Freelancer project browser", spec 3 §2 "Available Projects"): search and
 * cards of projects open to freelancers, newest first, paged on the server.
 */
export function BrowseProjectsPage() {
  const user = useUser();
  const { search, setSearch, query: deferredSearch, page, setPage } = usePagedSearch();
  const projects = useBrowseProjects({ search: deferredSearch, page, pageSize: PAGE_SIZE });

  return (
    <div>
      <PageHeader title="Browse Projects" description="Projects looking for freelancers, newest first." />
      <SearchField value={search} onChange={setSearch} placeholder="Title or description" />
      {projects.isPending ? (
        <LoadingState label="Loading projects..." />
      ) : projects.isError ? (
        <ErrorState message="Failed to load projects" onRetry={() => projects.refetch()} />
      ) : projects.data.items.length === 0 ? (
        <EmptyState
          icon={<SearchX aria-hidden="true" className="h-10 w-10" />}
          title={deferredSearch ? "No projects match your search" : "No projects available right now"}
          description="New projects appear here as soon as they open to freelancers."
        />
      ) : (
        <>
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {projects.data.items.map((project) => (
              <li key={project.id}>
                <BrowseProjectCard project={project} canAct={user.role === "freelancer"} />
              </li>
            ))}
          </ul>
          <Pager page={page} pageSize={PAGE_SIZE} total={projects.data.total} onPage={setPage} />
        </>
      )}
    </div>
  );
}
