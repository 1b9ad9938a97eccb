import { ClipboardList } from "lucide-react";
import { Link } from "react-router";
import { PageHeader } from "@/web/components/page-header";
import { EmptyState, ErrorState, LoadingState } from "@/web/components/page-states";
import { Button } from "@/web/components/ui/button";
import { useMyTasks } from "../api/get-my-tasks";
import { MyInvitations } from "../components/my-invitations";
import { MyTaskCard } from "../components/my-task-card";

/**
 * My Work (spec 1 §2 route /my-work, §6 "tasks assigned to them"; freelancers): the freelancer's tasks
 * across projects, open work first, each moved along pending → in progress → review → completed with its
 * actual hours logged; above them, the invitations to projects to accept or decline (issue 19 item 17).
 */
export function MyWorkPage() {
  const tasks = useMyTasks();
  return (
    <div>
      <PageHeader title="My Work" description="Tasks assigned to you across your projects." />
      <MyInvitations />
      {tasks.isPending ? (
        <LoadingState label="Loading tasks..." />
      ) : tasks.isError ? (
        <ErrorState message="Failed to load tasks" onRetry={() => tasks.refetch()} />
      ) : tasks.data.tasks.length === 0 ? (
        <EmptyState
          icon={<ClipboardList aria-hidden="true" className="h-10 w-10" />}
          title="No tasks assigned yet"
          description="When a manager assigns you a task, it appears here."
          action={
            <Button asChild>
              <Link to="/browse-projects">Browse Projects</Link>
            </Button>
          }
        />
      ) : (
        <ul aria-label="Assigned tasks" className="grid gap-4 xl:grid-cols-2">
          {tasks.data.tasks.map((task) => (
            <li key={task.id}>
              <MyTaskCard task={task} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
