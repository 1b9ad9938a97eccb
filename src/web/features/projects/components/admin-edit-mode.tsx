import { Pencil, Save, X } from "lucide-react";
import { useId, useState } from "react";
import { useSearchParams } from "react-router";
import { toast } from "sonner";
import { formatInr, paiseToRupees, parseRupeesInput } from "@/domain/money";
import { STATUS_CODES, type StatusCode, statusOf } from "@/domain/projects/statuses";
import { isStaff, type Role } from "@/domain/roles";
import { ReasonDialog } from "@/web/components/reason-dialog";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent } from "@/web/components/ui/card";
import { FormField } from "@/web/components/ui/form-field";
import { Input, NativeSelect } from "@/web/components/ui/input";
import { errorMessage } from "@/web/lib/api-client";
import { useChangeProjectStatus } from "../api/change-project-status";
import type { ProjectDetail } from "../api/get-project";
import { useSaveDraft } from "../api/save-draft";
import { TaskEditor } from "./task-editor";

const SAVE_FAILED = "Failed to save project changes. Please try again.";

/** A paise amount as the rupee text the budget field edits; empty for none. */
function rupeesText(paise: number | null | undefined): string {
  return paise == null ? "" : String(paiseToRupees(paise));
}

/**
 * The staff panel of project detail (spec 2 §2, §4, §6): the "Enabled for Freelancer" checkbox (read-only
 * for managers) and, for administrators, Edit Mode / Save / Cancel with the status code (any), the
 * freelancer budget (digits and a dot, in rupees) and the enabled flag — saved after a change reason to
 * the status route and the draft — plus task add / edit / delete.
 */
export function AdminEditMode({ project, role }: { project: ProjectDetail; role: Role }) {
  const ids = { flag: useId() };
  const [params, setParams] = useSearchParams();
  // All Projects "Edit" links here with ?edit=1: administrators land in Edit Mode.
  const [editing, setEditing] = useState(() => role === "administrator" && params.get("edit") === "1");
  const [asking, setAsking] = useState(false);
  const [statusCode, setStatusCode] = useState(project.statusCode);
  const [budgetText, setBudgetText] = useState(() => rupeesText(project.version.freelancerBudget));
  const [enabled, setEnabled] = useState(project.version.enabledForFreelancer);
  const [error, setError] = useState<string | null>(null);
  const changeStatus = useChangeProjectStatus();
  const saveDraft = useSaveDraft();
  if (!isStaff(role)) return null;

  const admin = role === "administrator";
  const current = project.version.freelancerBudget ?? null;
  const budget = budgetText.trim() === "" ? null : parseRupeesInput(budgetText);
  const budgetInvalid = budgetText.trim() !== "" && budget === null;
  const changes = {
    status: statusCode !== project.statusCode,
    budget: !budgetInvalid && budget !== current,
    flag: enabled !== project.version.enabledForFreelancer,
  };

  function start() {
    setStatusCode(project.statusCode);
    setBudgetText(rupeesText(current));
    setEnabled(project.version.enabledForFreelancer);
    setError(null);
    setEditing(true);
  }

  async function save(reason: string) {
    setError(null);
    try {
      if (changes.status) {
        await changeStatus.mutateAsync({ id: project.id, statusCode: statusCode as StatusCode, reason });
      }
      if (changes.budget || changes.flag) {
        await saveDraft.mutateAsync({
          id: project.id,
          ...(changes.budget ? { freelancerBudget: budget } : {}),
          ...(changes.flag ? { enabledForFreelancer: enabled } : {}),
          reason,
        });
        setParams({ version: "0" }, { replace: true });
      }
      setAsking(false);
      setEditing(false);
      toast.success("Changes saved");
    } catch (cause) {
      setError(errorMessage(cause, SAVE_FAILED));
    }
  }

  const flagBox = (
    <label htmlFor={ids.flag} className="flex items-center gap-2 text-sm font-medium text-slate-800">
      <input
        id={ids.flag}
        type="checkbox"
        className="h-4 w-4"
        checked={editing ? enabled : project.version.enabledForFreelancer}
        disabled={!editing}
        onChange={(e) => setEnabled(e.target.checked)}
      />
      Enabled for Freelancer
    </label>
  );

  return (
    <Card>
      <CardContent className="space-y-4 pt-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          {flagBox}
          {admin && !editing && (
            <Button variant="secondary" onClick={start}>
              <Pencil aria-hidden="true" className="h-4 w-4" /> Edit Mode
            </Button>
          )}
          {admin && editing && (
            <div className="flex gap-2">
              <Button
                onClick={() =>
                  changes.status || changes.budget || changes.flag ? setAsking(true) : setEditing(false)
                }
                disabled={budgetInvalid}
              >
                <Save aria-hidden="true" className="h-4 w-4" /> Save
              </Button>
              <Button variant="secondary" onClick={() => setEditing(false)}>
                <X aria-hidden="true" className="h-4 w-4" /> Cancel
              </Button>
            </div>
          )}
        </div>
        {!editing && current !== null && (
          <p className="text-sm text-slate-700">Freelancer budget: {formatInr(current)}</p>
        )}
        {editing && (
          <div className="space-y-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label="Status code">
                <NativeSelect
                  value={statusCode}
                  onChange={(e) => setStatusCode(e.target.value as StatusCode)}
                >
                  {STATUS_CODES.map((code) => (
                    <option key={code} value={code}>
                      {statusOf(code).name}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
              <FormField
                label="Freelancer budget (₹)"
                hint="Digits and a dot, e.g. 25000 or 25000.50"
                error={budgetInvalid ? "Enter an amount in rupees, e.g. 25000 or 25000.50" : undefined}
              >
                <Input
                  inputMode="decimal"
                  value={budgetText}
                  onChange={(e) => setBudgetText(e.target.value.replace(/[^\d.]/g, ""))}
                />
              </FormField>
            </div>
            <TaskEditor project={project} />
          </div>
        )}
        {error && !asking && <Alert tone="error">{error}</Alert>}
      </CardContent>
      <ReasonDialog
        open={asking}
        onOpenChange={setAsking}
        title="Save changes"
        description="Why are you making this change? It is kept in the audit log."
        confirmLabel="Save Changes"
        pending={changeStatus.isPending || saveDraft.isPending}
        error={error}
        onConfirm={save}
      />
    </Card>
  );
}
