import { Calendar, Clock, IndianRupee } from "lucide-react";
import { formatInr } from "@/domain/money";
import { formatDate } from "@/web/lib/format";

/** Freelancer budget (paise), duration in days and deadline, as on browser and interest cards. */
export function ProjectFacts({
  freelancerBudget,
  estimatedDuration,
  deadline,
}: {
  freelancerBudget: number | null;
  estimatedDuration: number | null;
  deadline: string | null;
}) {
  return (
    <dl className="grid grid-cols-3 gap-2 text-sm">
      <div>
        <dt className="flex items-center gap-1 text-xs text-slate-600">
          <IndianRupee aria-hidden="true" className="h-3.5 w-3.5" /> Budget
        </dt>
        <dd className="font-medium text-slate-900">
          {freelancerBudget === null ? "—" : formatInr(freelancerBudget)}
        </dd>
      </div>
      <div>
        <dt className="flex items-center gap-1 text-xs text-slate-600">
          <Clock aria-hidden="true" className="h-3.5 w-3.5" /> Duration
        </dt>
        <dd className="font-medium text-slate-900">
          {estimatedDuration ? `${estimatedDuration} days` : "—"}
        </dd>
      </div>
      <div>
        <dt className="flex items-center gap-1 text-xs text-slate-600">
          <Calendar aria-hidden="true" className="h-3.5 w-3.5" /> Deadline
        </dt>
        <dd className="font-medium text-slate-900">{formatDate(deadline)}</dd>
      </div>
    </dl>
  );
}
