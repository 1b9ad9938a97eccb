import { SearchX } from "lucide-react";
import { useDeferredValue, useId, useState } from "react";
import { PageHeader } from "@/web/components/page-header";
import { EmptyState, ErrorState, LoadingState } from "@/web/components/page-states";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
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
  const searchId = useId();
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const deferredSearch = useDeferredValue(search.trim());
  const projects = useBrowseProjects({ search: deferredSearch, page, pageSize: PAGE_SIZE });
  const pages = projects.data ? Math.max(1, Math.ceil(projects.data.total / PAGE_SIZE)) : 1;

  return (
    <div>
      <PageHeader title="Browse Projects" description="Projects looking for freelancers, newest first." />
      <div className="mb-4 max-w-md space-y-1.5">
        <Label htmlFor={searchId}>Search projects</Label>
        <Input
          id={searchId}
          type="search"
          placeholder="Title or description"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
      </div>
      {projects.isPending ? (
        <LoadingState label="Loading projects..." />
      ) : projects.isError ? (
        <ErrorState
          message="Failed to load projects"
          action={
            <Button variant="secondary" onClick={() => projects.refetch()}>
              Try again
            </Button>
          }
        />
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
          {pages > 1 && (
            <nav aria-label="Pages" className="mt-4 flex items-center justify-between text-sm text-slate-700">
              <p>
                Page {page} of {pages} · {projects.data.total} projects
              </p>
              <div className="flex gap-2">
                <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  Previous page
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={page >= pages}
                  onClick={() => setPage(page + 1)}
                >
                  Next page
                </Button>
              </div>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
