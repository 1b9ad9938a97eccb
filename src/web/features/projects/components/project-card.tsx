import { Calendar, Clock, IndianRupee } from "lucide-react";
import { Link } from "react-router";
import { formatInr } from "@/domain/money";
import { StatusBadge } from "@/web/components/status-badge";
import { formatDate } from "@/web/lib/format";
import type { ProjectListItem } from "../api/get-projects";

/**
 * A My Projects card (spec 2 §2): title, description, status, budget, estimated duration in days,
 * deadline and created date. The spec's "up to 5 skills" is left out: spec 2 §6 hides required skills
 * from clients, and the API does not send them (docs/decisions/0007). The whole card opens the project.
 */
export function ProjectCard({ project }: { project: ProjectListItem }) {
  const budget = project.estimatedBudget ?? project.budgetMax;
  return (
    <Link
      to={`/project/${project.id}`}
      className="flex h-full flex-col gap-3 rounded-lg border border-slate-200 bg-white p-5 shadow-sm transition hover:border-blue-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{project.title}</h2>
        <StatusBadge
          code={project.statusCode}
          name={project.statusName}
          cancelled={project.status === "cancelled"}
        />
      </div>
      <p className="line-clamp-3 text-sm text-slate-700">{project.description}</p>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="flex items-center gap-1 text-xs text-slate-600">
            <IndianRupee aria-hidden="true" className="h-3.5 w-3.5" /> Budget
          </dt>
          <dd className="font-medium text-slate-900">{budget ? formatInr(budget) : "—"}</dd>
        </div>
        <div>
          <dt className="flex items-center gap-1 text-xs text-slate-600">
            <Clock aria-hidden="true" className="h-3.5 w-3.5" /> Duration
          </dt>
          <dd className="font-medium text-slate-900">
            {project.estimatedDuration ? `${project.estimatedDuration} days` : "—"}
          </dd>
        </div>
        <div>
          <dt className="flex items-center gap-1 text-xs text-slate-600">
            <Calendar aria-hidden="true" className="h-3.5 w-3.5" /> Deadline
          </dt>
          <dd className="font-medium text-slate-900">{formatDate(project.deadline)}</dd>
        </div>
      </dl>
      <p className="mt-auto text-xs text-slate-600">Created {formatDate(project.createdAt)}</p>
    </Link>
  );
}
