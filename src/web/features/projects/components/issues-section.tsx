import { AlertTriangle, Plus } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";
import {
  ISSUE_SEVERITIES,
  ISSUE_STATUSES,
  type IssueStatus,
  reportIssueSchema,
} from "@/domain/projects/issues";
import { isStaff, type Role } from "@/domain/roles";
import { Badge, type BadgeTone } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Input, NativeSelect } from "@/web/components/ui/input";
import { errorMessage } from "@/web/lib/api-client";
import { formatDate, humanize } from "@/web/lib/format";
import { useUser } from "@/web/lib/me";
import { type ProjectIssue, useProjectIssues, useReportIssue, useUpdateIssue } from "../api/issues";
import { useProjectTeam } from "../api/project-payouts";
import { EntryDialog, fieldErrors } from "./entry-dialog";

const SEVERITY_TONE: Record<string, BadgeTone> = {
  critical: "red",
  high: "amber",
  medium: "blue",
  low: "gray",
};
const STATUS_TONE: Record<IssueStatus, BadgeTone> = { open: "amber", in_progress: "blue", resolved: "green" };

/** Staff controls of one issue: assignee, status and resolution notes. */
function IssueControls({ issue, projectId }: { issue: ProjectIssue; projectId: string }) {
  const ids = { assignee: useId(), status: useId(), notes: useId() };
  const team = useProjectTeam(projectId);
  const update = useUpdateIssue(projectId);
  const [assignee, setAssignee] = useState(issue.assignedTo ?? "");
  const [status, setStatus] = useState<IssueStatus>(issue.status);
  const [notes, setNotes] = useState(issue.resolutionNotes ?? "");
  return (
    <form
      className="flex flex-wrap items-end gap-2 border-t border-slate-100 pt-3"
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate(
          { id: issue.id, input: { status, assignedTo: assignee || null, resolutionNotes: notes } },
          {
            onSuccess: () => toast.success("Issue updated"),
            onError: (cause) =>
              toast.error(errorMessage(cause, "Failed to update the issue. Please try again.")),
          },
        );
      }}
    >
      <div className="space-y-1">
        <label htmlFor={ids.assignee} className="block text-xs font-medium text-slate-700">
          Assignee
        </label>
        <NativeSelect
          id={ids.assignee}
          className="w-44"
          value={assignee}
          onChange={(e) => setAssignee(e.target.value)}
        >
          <option value="">Unassigned</option>
          {(team.data?.team ?? []).map((member) => (
            <option key={member.userId} value={member.userId}>
              {member.fullName}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-1">
        <label htmlFor={ids.status} className="block text-xs font-medium text-slate-700">
          Status
        </label>
        <NativeSelect
          id={ids.status}
          className="w-36"
          value={status}
          onChange={(e) => setStatus(e.target.value as IssueStatus)}
        >
          {ISSUE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {humanize(s)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="min-w-48 flex-1 space-y-1">
        <label htmlFor={ids.notes} className="block text-xs font-medium text-slate-700">
          Resolution notes
        </label>
        <Input id={ids.notes} value={notes} onChange={(e) => setNotes(e.target.value)} />
      </div>
      <Button type="submit" size="sm" variant="secondary" disabled={update.isPending}>
        Save Issue
      </Button>
    </form>
  );
}

/**
 * Project detail's Issues (spec 2 §3; issue 3 item 8): severity and status badges, reporter, assignee and
 * resolution notes; "Report Issue" for the client, staff and freelancers on the project (the server checks too);
 * staff assign, move and resolve (resolving needs notes).
 */
export function IssuesSection({ projectId, role }: { projectId: string; role: Role }) {
  const headingId = useId();
  const user = useUser();
  const team = useProjectTeam(projectId);
  // The client sees only their own projects; a freelancer reports only on a project they are on.
  const canReport =
    role !== "freelancer" || (team.data?.team ?? []).some((member) => member.userId === user.id);
  const issues = useProjectIssues(projectId);
  const report = useReportIssue(projectId);
  const [reporting, setReporting] = useState(false);
  const staff = isStaff(role);
  const list = issues.data?.issues ?? [];
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle id={headingId}>Issues</CardTitle>
        {canReport && (
          <Button size="sm" variant="secondary" onClick={() => setReporting(true)}>
            <Plus aria-hidden="true" className="h-4 w-4" /> Report Issue
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {issues.isPending ? (
          <p className="text-sm text-slate-600">Loading issues...</p>
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
                {staff && <IssueControls issue={issue} projectId={projectId} />}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <EntryDialog
        open={reporting}
        onOpenChange={setReporting}
        heading="Report Issue"
        choiceLabel="Severity"
        choices={ISSUE_SEVERITIES}
        defaultChoice="medium"
        submitLabel="Report Issue"
        validate={(entry) => {
          const parsed = reportIssueSchema.safeParse({ ...entry, severity: entry.choice });
          return parsed.success ? {} : fieldErrors(parsed.error.issues);
        }}
        onSubmit={async (entry) => {
          const severity = entry.choice as (typeof ISSUE_SEVERITIES)[number];
          await report
            .mutateAsync({ title: entry.title, description: entry.description, severity })
            .catch((cause) => {
              throw new Error(errorMessage(cause, "Failed to report the issue. Please try again."));
            });
          toast.success("Issue reported");
        }}
      />
    </Card>
  );
}
