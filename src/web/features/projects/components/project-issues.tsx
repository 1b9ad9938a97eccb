import { AlertTriangle, Plus } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";
import {
  ISSUE_SEVERITIES,
  type IssueSeverity,
  type IssueStatus,
  reportIssueSchema,
} from "@/domain/projects/issues";
import { isStaff, type Role } from "@/domain/roles";
import { Badge, type BadgeTone } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { errorMessage } from "@/web/lib/api-client";
import { formatDate, humanize } from "@/web/lib/format";
import { useProjectIssues } from "../api/get-project-issues";
import { useReportIssue } from "../api/report-issue";
import { EntryDialog } from "./entry-dialog";
import { IssueControls } from "./issue-controls";

const SEVERITY_TONE: Record<IssueSeverity, BadgeTone> = {
  critical: "red",
  high: "amber",
  medium: "blue",
  low: "gray",
};
const STATUS_TONE: Record<IssueStatus, BadgeTone> = { open: "amber", in_progress: "blue", resolved: "green" };

/**
 * Project detail's Issues (spec 2 §2 lower sections, §3 project_issues): severity and status badges,
 * reporter, assignee and resolution notes, newest first. "Report Issue" shows when the server says the user
 * may report (the client, freelancers on the project, staff); staff assign, move and resolve.
 */
export function ProjectIssues({ projectId, role }: { projectId: string; role: Role }) {
  const headingId = useId();
  const issues = useProjectIssues(projectId);
  const report = useReportIssue();
  const [reporting, setReporting] = useState(false);
  const list = issues.data?.issues ?? [];
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle id={headingId}>Issues</CardTitle>
        {issues.data?.canReport && (
          <Button size="sm" variant="secondary" onClick={() => setReporting(true)}>
            <Plus aria-hidden="true" className="h-4 w-4" /> Report Issue
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {issues.isPending ? (
          <p className="text-sm text-slate-600">Loading issues...</p>
        ) : issues.isError ? (
          <p className="text-sm text-red-700">Failed to load issues.</p>
        ) : list.length === 0 ? (
          <p className="text-sm text-slate-600">No issues reported.</p>
        ) : (
          <ul aria-label="Issues" className="space-y-3">
            {list.map((issue) => (
              <li key={issue.id} className="space-y-2 rounded-lg border border-slate-200 p-4">
                <div className="flex flex-wrap items-center gap-2">
                  <AlertTriangle aria-hidden="true" className="h-4 w-4 text-amber-600" />
                  <p className="font-semibold text-slate-900">{issue.title}</p>
                  <Badge tone={SEVERITY_TONE[issue.severity]}>{humanize(issue.severity)}</Badge>
                  <Badge tone={STATUS_TONE[issue.status]}>{humanize(issue.status)}</Badge>
                </div>
                {issue.description && <p className="text-sm text-slate-700">{issue.description}</p>}
                <p className="text-xs text-slate-600">
                  Reported by {issue.reporterName ?? "—"} on {formatDate(issue.createdAt)} · Assigned to{" "}
                  {issue.assigneeName ?? "nobody yet"}
                </p>
                {issue.resolutionNotes && (
                  <p className="text-sm text-slate-700">Resolution: {issue.resolutionNotes}</p>
                )}
                {isStaff(role) && <IssueControls issue={issue} projectId={projectId} />}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <EntryDialog
        open={reporting}
        onOpenChange={setReporting}
        heading="Report Issue"
        description="Describe what is wrong and how serious it is. The team will pick it up."
        schema={reportIssueSchema}
        choice={{ name: "severity", label: "Severity", options: ISSUE_SEVERITIES, initial: "medium" }}
        submitLabel="Report Issue"
        onSubmit={async (input) => {
          await report.mutateAsync({ projectId, input }).catch((cause) => {
            throw new Error(errorMessage(cause, "Failed to report the issue. Please try again."));
          });
          toast.success("Issue reported");
        }}
      />
    </Card>
  );
}
