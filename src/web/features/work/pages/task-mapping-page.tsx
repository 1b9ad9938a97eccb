import { Network } from "lucide-react";
import { useState } from "react";
import { SKILLS_SHOWN } from "@/domain/constants";
import { PageHeader } from "@/web/components/page-header";
import { EmptyState, ErrorState, LoadingState } from "@/web/components/page-states";
import { Pager, SearchField, usePagedSearch } from "@/web/components/paged-search";
import { SkillBadges } from "@/web/components/skill-badges";
import { StatusBadge } from "@/web/components/status-badge";
import { Button } from "@/web/components/ui/button";
import { MAPPABLE_TASKS_PAGE_SIZE, type MappableTask, useMappableTasks } from "../api/get-mappable-tasks";
import { CandidatesDialog } from "../components/candidates-dialog";
import { TaskFacts } from "../components/task-facts";

function MappableTaskCard({ task, onChoose }: { task: MappableTask; onChoose: () => void }) {
  return (
    <article
      aria-label={task.title}
      className="flex h-full flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-base font-semibold break-words text-slate-900">{task.title}</h2>
          <p className="text-sm text-slate-600">Project: {task.projectTitle}</p>
        </div>
        <StatusBadge code={task.projectStatusCode} name={task.projectStatusName} />
      </div>
      <TaskFacts priority={task.priority} dueDate={task.dueDate} estimatedHours={task.estimatedHours} />
      <SkillBadges skills={task.requiredSkills} max={SKILLS_SHOWN.taskCard} />
      <Button
        className="mt-auto self-start"
        aria-label={`Match Freelancers: ${task.title}`}
        onClick={onChoose}
      >
        Match Freelancers
      </Button>
    </article>
  );
}

/**
 * Task Mapping (spec 1 §2 route /task-mapping, §6; managers and administrators): unassigned tasks of
 * active projects, searched and paged on the server; for a chosen task, available freelancers ranked by
 * match score with one Assign action.
 */
export function TaskMappingPage() {
  const { search, setSearch, query, page, setPage } = usePagedSearch();
  const tasks = useMappableTasks(query, page);
  const [chosen, setChosen] = useState<MappableTask | null>(null);
  return (
    <div>
      <PageHeader
        title="Task Mapping"
        description="Unassigned tasks of active projects. Match a task to see available freelancers, best match first."
      />
      <SearchField
        value={search}
        onChange={setSearch}
        label="Search tasks"
        placeholder="Task or project title"
      />
      {tasks.isPending ? (
        <LoadingState label="Loading tasks..." />
      ) : tasks.isError ? (
        <ErrorState message="Failed to load tasks" onRetry={() => tasks.refetch()} />
      ) : tasks.data.items.length === 0 ? (
        <EmptyState
          icon={<Network aria-hidden="true" className="h-10 w-10" />}
          title={query ? "No tasks match your search" : "No unassigned tasks"}
          description="Tasks of accepted projects that nobody is assigned to appear here."
        />
      ) : (
        <>
          <ul aria-label="Unassigned tasks" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {tasks.data.items.map((task) => (
              <li key={task.id}>
                <MappableTaskCard task={task} onChoose={() => setChosen(task)} />
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            pageSize={MAPPABLE_TASKS_PAGE_SIZE}
            total={tasks.data.total}
            onPage={setPage}
            noun="tasks"
          />
        </>
      )}
      <CandidatesDialog task={chosen} onClose={() => setChosen(null)} />
    </div>
  );
}
