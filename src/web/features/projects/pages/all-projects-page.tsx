import { useId, useState } from "react";
import { Link } from "react-router";
import { formatInr } from "@/domain/money";
import type { ProjectListSort } from "@/domain/projects/schemas";
import { PageHeader } from "@/web/components/page-header";
import { EmptyState, ErrorState, LoadingState } from "@/web/components/page-states";
import { Pager, SearchField, usePagedSearch } from "@/web/components/paged-search";
import { StatusBadge } from "@/web/components/status-badge";
import { Button } from "@/web/components/ui/button";
import { NativeSelect } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { ScrollArea } from "@/web/components/ui/scroll-area";
import { Table, Td, Th } from "@/web/components/ui/table";
import { formatDate } from "@/web/lib/format";
import { useProjects } from "../api/get-projects";
import { formatDifference } from "../components/estimated-vs-actual";

const PAGE_SIZE = 20;
const money = (paise: number | null | undefined) =>
  paise === null || paise === undefined ? "—" : formatInr(paise);

/**
 * All Projects (spec 2 §2, staff): search, and a table with client, title, status, estimated and
 * freelancer budgets and created date; "View" opens the project, "Edit" opens it with the staff tools
 * (administrators land in Edit Mode). "Sort by" orders newest first or by overrun (issue 20 item 6: actual −
 * estimated hours of the tasks with hours logged, largest first), which adds an Overrun column.
 */
export function AllProjectsPage() {
  const { search, setSearch, query: deferredSearch, page, setPage } = usePagedSearch();
  const [sort, setSort] = useState<ProjectListSort>("newest");
  const sortId = useId();
  const projects = useProjects({ search: deferredSearch, sort, page, pageSize: PAGE_SIZE });
  const byOverrun = sort === "overrun";

  return (
    <div>
      <PageHeader
        title="All Projects"
        description={
          byOverrun
            ? "Every project on Kaarya, the largest overrun of estimated hours first."
            : "Every project on Kaarya, newest first."
        }
      />
      <div className="flex flex-wrap items-end gap-x-4">
        <div className="min-w-0 flex-1">
          <SearchField
            value={search}
            onChange={setSearch}
            placeholder="Title, description, client name or email"
          />
        </div>
        <div className="mb-4 space-y-1.5">
          <Label htmlFor={sortId}>Sort by</Label>
          <NativeSelect
            id={sortId}
            value={sort}
            onChange={(e) => {
              setSort(e.target.value as ProjectListSort);
              setPage(1);
            }}
          >
            <option value="newest">Newest</option>
            <option value="overrun">Overrun</option>
          </NativeSelect>
        </div>
      </div>
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
                  {byOverrun && <Th className="text-right">Overrun</Th>}
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
                    {byOverrun && (
                      <Td className="text-right whitespace-nowrap tabular-nums">
                        {formatDifference(project.overrunHours ?? null)}
                      </Td>
                    )}
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
