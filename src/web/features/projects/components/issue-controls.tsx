import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { issueStatusChoices, type UpdateIssueInput, updateIssueSchema } from "@/domain/projects/issues";
import { Button } from "@/web/components/ui/button";
import { FormField } from "@/web/components/ui/form-field";
import { Input, NativeSelect } from "@/web/components/ui/input";
import { errorMessage } from "@/web/lib/api-client";
import { humanize } from "@/web/lib/format";
import { useUser } from "@/web/lib/me";
import type { ProjectIssue } from "../api/get-project-issues";
import { useProjectTeam } from "../api/get-project-team";
import { useUpdateIssue } from "../api/update-issue";

type IssueForm = z.input<typeof updateIssueSchema>;

/** The people an issue can go to: the signed-in staff member, the project's team and the current assignee. */
function useAssignees(projectId: string, issue: ProjectIssue) {
  const user = useUser();
  const team = useProjectTeam(projectId);
  const people = new Map<string, string>([[user.id, `Me (${user.fullName})`]]);
  for (const member of team.data?.team ?? []) people.set(member.userId, member.fullName);
  if (issue.assignedTo && !people.has(issue.assignedTo)) {
    people.set(issue.assignedTo, issue.assigneeName ?? "Current assignee");
  }
  return [...people];
}

/**
 * Staff controls of one issue (spec 2 §3 project_issues): assignee (staff or a freelancer on the project —
 * the server checks), status (only the allowed moves), and resolution notes, asked for when resolving. Only
 * the changed fields are sent, so reopening a resolved issue lets the server clear its notes.
 */
export function IssueControls({ issue, projectId }: { issue: ProjectIssue; projectId: string }) {
  const assignees = useAssignees(projectId, issue);
  const update = useUpdateIssue();
  const form = useForm<IssueForm, unknown, UpdateIssueInput>({
    resolver: zodResolver(updateIssueSchema),
    values: {
      status: issue.status,
      assignedTo: issue.assignedTo,
      resolutionNotes: issue.resolutionNotes ?? "",
    },
  });
  const { errors, dirtyFields, isDirty } = form.formState;
  const resolving = useWatch({ control: form.control, name: "status" }) === "resolved";
  const submit = form.handleSubmit((values) => {
    const input: UpdateIssueInput = {
      ...(dirtyFields.status ? { status: values.status } : {}),
      ...(dirtyFields.assignedTo ? { assignedTo: values.assignedTo ?? null } : {}),
      ...(values.status === "resolved" ? { resolutionNotes: values.resolutionNotes } : {}),
    };
    update.mutate(
      { id: issue.id, projectId, input },
      {
        onSuccess: () => toast.success("Issue updated"),
        onError: (cause) => toast.error(errorMessage(cause, "Failed to update the issue. Please try again.")),
      },
    );
  });
  return (
    <form noValidate className="grid gap-3 border-t border-slate-100 pt-3 sm:grid-cols-2" onSubmit={submit}>
      <FormField label="Assignee">
        <NativeSelect {...form.register("assignedTo", { setValueAs: (value) => value || null })}>
          <option value="">Unassigned</option>
          {assignees.map(([id, name]) => (
            <option key={id} value={id}>
              {name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Status">
        <NativeSelect {...form.register("status")}>
          {issueStatusChoices(issue.status).map((status) => (
            <option key={status} value={status}>
              {humanize(status)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {resolving && (
        <div className="sm:col-span-2">
          <FormField label="Resolution notes" error={errors.resolutionNotes?.message}>
            <Input {...form.register("resolutionNotes")} />
          </FormField>
        </div>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" size="sm" variant="secondary" disabled={!isDirty || update.isPending}>
          Save Issue
        </Button>
      </div>
    </form>
  );
}
