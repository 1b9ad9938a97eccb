import { CircleCheck, FolderOpen, Layers, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { EmptyState } from "@/web/components/page-states";
import { StatusBadge } from "@/web/components/status-badge";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { formatDate, humanize } from "@/web/lib/format";
import type { Dashboard } from "../api/get-dashboard";
import { StatCard } from "./stat-card";

type MemberDashboard = Extract<Dashboard, { kind: "member" }>;

const createFirst = (
  <Button asChild>
    <Link to="/create-project">Create Your First Project</Link>
  </Button>
);

/** Client and freelancer dashboard (spec 1 §2): stat cards, recent projects and tasks. */
export function MemberDashboard({ data, isClient }: { data: MemberDashboard; isClient: boolean }) {
  const { stats, recentProjects, recentTasks } = data;
  return (
    <div className="space-y-6">
      <section aria-label="Project counts" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard label="New" value={stats.new} icon={Sparkles} />
        <StatCard label="Active" value={stats.active} icon={Layers} />
        <StatCard label="Completed" value={stats.completed} icon={CircleCheck} />
        <StatCard label="All projects" value={stats.all} icon={FolderOpen} />
      </section>
      {stats.all === 0 ? (
        <EmptyState
          icon={<FolderOpen aria-hidden="true" className="h-10 w-10" />}
          title="No projects yet"
          description={
            isClient
              ? "Describe what you need and get an instant estimate."
              : "Projects you work on will appear here."
          }
          action={isClient ? createFirst : undefined}
        />
      ) : (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle>Recent Projects</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="divide-y divide-slate-100">
                {recentProjects.map((project) => (
                  <li key={project.id} className="flex items-center justify-between gap-3 py-3">
                    <div className="min-w-0">
                      <Link
                        to={`/project/${project.id}`}
                        className="block truncate font-medium text-blue-800 hover:underline"
                      >
                        {project.title}
                      </Link>
                      <p className="text-xs text-slate-600">Created {formatDate(project.createdAt)}</p>
                    </div>
                    <StatusBadge code={project.statusCode} />
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Recent Tasks</CardTitle>
            </CardHeader>
            <CardContent>
              {recentTasks.length === 0 ? (
                <p className="py-3 text-sm text-slate-600">No tasks yet.</p>
              ) : (
                <ul className="divide-y divide-slate-100">
                  {recentTasks.map((task) => (
                    <li key={task.id} className="flex items-center justify-between gap-3 py-3">
                      <div className="min-w-0">
                        <p className="truncate font-medium text-slate-900">{task.title}</p>
                        <p className="truncate text-xs text-slate-600">
                          <Link to={`/project/${task.projectId}`} className="text-blue-800 hover:underline">
                            {task.projectTitle}
                          </Link>{" "}
                          · Due {formatDate(task.dueDate)}
                        </p>
                      </div>
                      <Badge>{humanize(task.status)}</Badge>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        </div>
      )}
    </div>
  );
}
