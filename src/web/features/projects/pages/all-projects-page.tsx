import { Link } from "react-router";
import { formatInr } from "@/domain/money";
import { PageHeader } from "@/web/components/page-header";
import { EmptyState, ErrorState, LoadingState } from "@/web/components/page-states";
import { Pager, SearchField, usePagedSearch } from "@/web/components/paged-search";
import { StatusBadge } from "@/web/components/status-badge";
import { Button } from "@/web/components/ui/button";
import { ScrollArea } from "@/web/components/ui/scroll-area";
import { Table, Td, Th } from "@/web/components/ui/table";
import { formatDate } from "@/web/lib/format";
import { useProjects } from "../api/get-projects";

const PAGE_SIZE = 20;
const money = (paise: number | null | undefined) =>
  paise === null || paise === undefined ? "—" : formatInr(paise);

/**
 * All Projects (spec 2 §2, staff): search, and a table with client, title, status, estimated and
 * freelancer budgets and created date; "View" opens the project, "Edit" opens it with the staff tools
 * (administrators land in Edit Mode).
 */
export function AllProjectsPage() {
  const { search, setSearch, query: deferredSearch, page, setPage } = usePagedSearch();
  const projects = useProjects({ search: deferredSearch, page, pageSize: PAGE_SIZE });

  return (
    <div>
      <PageHeader title="All Projects" description="Every project on Kaarya, newest first." />
      <SearchField
        value={search}
        onChange={setSearch}
        placeholder="Title, description, client name or email"
      />
      {projects.isPending ? (
        <LoadingState label="Loading projects..." />
      ) : projects.isError ? (
        <ErrorState message="Failed to load projects" />
      ) : projects.data.items.length === 0 ? (
        <EmptyState title={deferredSearch ? "No projects match your search" : "No projects yet"} />
      ) : (
        <>
          <ScrollArea label="Projects" className="bg-white">
            <Table>
              <thead>
                <tr>
                  <Th>Client</Th>
                  <Th>Title</Th>
                  <Th>Status</Th>
                  <Th>Estimated budget</Th>
                  <Th>Freelancer budget</Th>
                  <Th>Created</Th>
                  <Th>
                    <span className="sr-only">Actions</span>
                  </Th>
                </tr>
              </thead>
              <tbody>
                {projects.data.items.map((project) => (
                  <tr key={project.id}>
                    <Td>
                      <p className="font-medium text-slate-900">{project.clientName ?? "—"}</p>
                      <p className="text-xs break-all text-slate-600">{project.clientEmail}</p>
                    </Td>
                    <Td className="min-w-40 font-medium">{project.title}</Td>
                    <Td>
                      <StatusBadge
                        code={project.statusCode}
                        name={project.statusName}
                        cancelled={project.status === "cancelled"}
                      />
                    </Td>
                    <Td className="whitespace-nowrap">{money(project.estimatedBudget)}</Td>
                    <Td className="whitespace-nowrap">{money(project.freelancerBudget)}</Td>
                    <Td className="whitespace-nowrap">{formatDate(project.createdAt)}</Td>
                    <Td className="whitespace-nowrap">
                      <div className="flex gap-2">
                        <Button asChild size="sm" variant="secondary">
                          <Link to={`/project/${project.id}`}>View</Link>
                        </Button>
                        <Button asChild size="sm" variant="ghost">
                          <Link to={`/project/${project.id}?edit=1`}>Edit</Link>
                        </Button>
                      </div>
                    </Td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </ScrollArea>
          <Pager page={page} pageSize={PAGE_SIZE} total={projects.data.total} onPage={setPage} />
        </>
      )}
    </div>
  );
}
