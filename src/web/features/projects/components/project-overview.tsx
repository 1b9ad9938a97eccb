import { Calendar, ChevronDown, Clock, Cpu, Gauge, Hourglass, IndianRupee } from "lucide-react";
import { useId, useState } from "react";
import { formatInr } from "@/domain/money";
import { Button } from "@/web/components/ui/button";
import { engineLabel, formatDate, formatHours, humanize } from "@/web/lib/format";
import type { ProjectDetail } from "../api/get-project";
import { AttachmentList } from "./attachment-list";
import { InfoTile } from "./info-tile";
import { projectTypeLabel } from "./labels";

/** Summary tiles and the "More Info" toggle (requirements, AI summary, attachments) of project detail (spec 2 §2). */
export function ProjectOverview({ project }: { project: ProjectDetail }) {
  const { version } = project;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const budget = version.estimatedBudget ?? version.freelancerBudget ?? null;
  return (
    <section aria-labelledby="summary-heading" className="space-y-4">
      <h2 id="summary-heading" className="sr-only">
        Summary
      </h2>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        <InfoTile
          label={version.estimatedBudget === undefined ? "Budget" : "Estimated budget"}
          icon={IndianRupee}
          value={budget === null ? "—" : formatInr(budget)}
        />
        <InfoTile label="Hours" icon={Clock} value={formatHours(version.estimatedHours)} />
        <InfoTile
          label="Duration"
          icon={Hourglass}
          value={version.estimatedDuration ? `${version.estimatedDuration} days` : "—"}
        />
        <InfoTile label="Deadline" icon={Calendar} value={formatDate(version.deadline)} />
        <InfoTile label="Complexity" icon={Gauge} value={humanize(version.complexity)} />
        <InfoTile label="Engine" icon={Cpu} value={engineLabel(version.engine)} />
      </dl>
      <div className="rounded-lg border border-slate-200 bg-white">
        <Button
          variant="ghost"
          className="w-full justify-between rounded-lg px-4"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          More Info
          <ChevronDown
            aria-hidden="true"
            className={`h-4 w-4 transition-transform ${open ? "rotate-180" : ""}`}
          />
        </Button>
        <div
          id={panelId}
          hidden={!open}
          className="space-y-4 border-t border-slate-200 p-4 text-sm text-slate-800"
        >
          <div>
            <h3 className="font-semibold text-slate-900">Description</h3>
            <p className="mt-1 whitespace-pre-line">{version.description}</p>
          </div>
          <div>
            <h3 className="font-semibold text-slate-900">Requirements</h3>
            <p className="mt-1 whitespace-pre-line">{version.requirements || "No requirements given."}</p>
          </div>
          <div>
            <h3 className="font-semibold text-slate-900">AI summary</h3>
            <p className="mt-1 whitespace-pre-line">{version.summary || "—"}</p>
            <p className="mt-1 text-slate-600">Project type: {projectTypeLabel(version.projectType)}</p>
          </div>
          <div>
            <h3 className="mb-1 font-semibold text-slate-900">Attachments</h3>
            <AttachmentList projectId={project.id} />
          </div>
          {version.risks.length > 0 && (
            <div>
              <h3 className="font-semibold text-slate-900">Risks</h3>
              <ul className="mt-1 list-disc pl-5">
                {version.risks.map((risk) => (
                  <li key={risk}>{risk}</li>
                ))}
              </ul>
            </div>
          )}
          {version.recommendations.length > 0 && (
            <div>
              <h3 className="font-semibold text-slate-900">Recommendations</h3>
              <ul className="mt-1 list-disc pl-5">
                {version.recommendations.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
