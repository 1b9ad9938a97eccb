import { useQuery } from "@tanstack/react-query";
import { diffVersions } from "@/domain/projects/version-diff";
import { ErrorState, LoadingState } from "@/web/components/page-states";
import { Badge } from "@/web/components/ui/badge";
import { Dialog, DialogContent } from "@/web/components/ui/dialog";
import { getProjectQueryOptions, type ProjectDetail } from "../api/get-project";
import { comparableVersion, compareFields } from "./version-compare-fields";

/**
 * The version comparison modal (spec 2 §2): every compared field with its old and new value, changed
 * ones marked, and the count of changed fields. `previousNumber` is the published version before the
 * one on screen.
 */
export function CompareVersionsDialog({
  project,
  previousNumber,
  open,
  onOpenChange,
}: {
  project: ProjectDetail;
  previousNumber: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const previous = useQuery({ ...getProjectQueryOptions(project.id, previousNumber), enabled: open });
  const current = project.version;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Compare with Previous Version"
        description={`Version ${previousNumber} compared with ${current.isDraft ? "the draft" : `version ${current.versionNumber}`}`}
        className="max-w-3xl"
      >
        {previous.isPending ? (
          <LoadingState label="Loading previous version..." />
        ) : previous.isError ? (
          <ErrorState message="Failed to load project" />
        ) : (
          <Comparison previous={previous.data} next={project} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function Comparison({ previous, next }: { previous: ProjectDetail; next: ProjectDetail }) {
  const showFreelancerBudget = next.version.freelancerBudget !== undefined;
  const diff = diffVersions(
    comparableVersion(previous),
    comparableVersion(next),
    compareFields(showFreelancerBudget),
  );
  return (
    <div className="space-y-3">
      <p role="status" className="text-sm font-medium text-slate-900">
        {diff.changedCount === 1 ? "1 field changed" : `${diff.changedCount} fields changed`}
      </p>
      <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
        {diff.fields.map((row) => (
          <li key={row.field} className={`p-3 text-sm ${row.changed ? "bg-amber-50" : ""}`}>
            <div className="flex items-center gap-2">
              <span className="font-semibold text-slate-900">{row.label}</span>
              {row.changed && <Badge tone="amber">Changed</Badge>}
            </div>
            <dl className="mt-1 grid gap-2 sm:grid-cols-2">
              <div>
                <dt className="text-xs text-slate-600">Old value</dt>
                <dd className="break-words whitespace-pre-line text-slate-800">{row.oldValue}</dd>
              </div>
              <div>
                <dt className="text-xs text-slate-600">New value</dt>
                <dd className="break-words whitespace-pre-line text-slate-800">{row.newValue}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}
