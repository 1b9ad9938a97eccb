import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { RefreshCw, Save } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { mentionsHosting } from "@/domain/analysis/hosting";
import { withAttachment, withoutAttachment } from "@/domain/attachments/attachments";
import { Button } from "@/web/components/ui/button";
import { FormField } from "@/web/components/ui/form-field";
import { Input, Textarea } from "@/web/components/ui/input";
import { Spinner } from "@/web/components/ui/spinner";
import type { ProjectBriefInput } from "../api/analyze-project";
import { getProjectAttachmentsQueryOptions, useProjectAttachments } from "../api/get-project-attachments";
import { AttachmentPicker } from "./attachment-picker";
import { type BriefFormValues, briefFormSchema, canAnalyze } from "./brief-form-schema";
import { HostingOption } from "./hosting-option";

/** The edit form's values: the brief as typed plus the hosting add-on. */
export interface EditFormValues extends BriefFormValues {
  includeHosting: boolean;
}

/** Whether two form states would analyse the same (spec 2 §5: Re-analyze needs a change). */
export function sameEdit(a: EditFormValues, b: EditFormValues): boolean {
  return (Object.keys(a) as (keyof EditFormValues)[]).every((key) => a[key] === b[key]);
}

interface EditProjectFormProps {
  /** The project whose documents are uploaded and removed here (stored at once, spec 2 §7). */
  projectId: string;
  defaultValues: EditFormValues;
  /** The values of the last analysis (or of the saved project before any): Re-analyze needs a change. */
  analysedValues: EditFormValues;
  /** True once an analysis exists for the values now in the form: Save needs one (spec 2 §5). */
  hasAnalysis: boolean;
  analyzing: boolean;
  saving: boolean;
  onAnalyze: (brief: ProjectBriefInput, values: EditFormValues) => void;
  onSave: () => void;
}

/**
 * Edit project's fields and actions (spec 2 §2, §5): title, description, requirements, documents, maximum budget
 * (digits only), deadline and the hosting add-on (when the brief mentions a website); "Re-analyze
 * Project" is disabled without a title and description, or when nothing changed since the last
 * analysis; "Save Changes" until an analysis of the current values exists.
 */
export function EditProjectForm(props: EditProjectFormProps) {
  const { projectId, analysedValues, hasAnalysis, analyzing, saving, onAnalyze, onSave } = props;
  const queryClient = useQueryClient();
  const attachments = useProjectAttachments(projectId);
  const refreshAttachments = () =>
    queryClient.invalidateQueries(getProjectAttachmentsQueryOptions(projectId));
  const form = useForm<BriefFormValues, unknown, ProjectBriefInput>({
    resolver: zodResolver(briefFormSchema),
    defaultValues: props.defaultValues,
  });
  const [includeHosting, setIncludeHosting] = useState(props.defaultValues.includeHosting);
  const { errors } = form.formState;
  const typed = form.watch();
  const offerHosting = mentionsHosting(typed.title, typed.description);
  const current: EditFormValues = { ...typed, includeHosting: offerHosting && includeHosting };
  const changed = !sameEdit(current, analysedValues);
  const ready = canAnalyze(current);
  const busy = analyzing || saving;

  return (
    <form onSubmit={form.handleSubmit((brief) => onAnalyze(brief, current))} noValidate className="space-y-5">
      <fieldset disabled={busy} className="space-y-5">
        <legend className="sr-only">Project details</legend>
        <FormField label="Project Title" error={errors.title?.message}>
          <Input {...form.register("title")} />
        </FormField>
        <FormField label="Description" error={errors.description?.message}>
          <Textarea rows={5} {...form.register("description")} />
        </FormField>
        <FormField label="Requirements" optional error={errors.requirements?.message}>
          <Textarea rows={4} {...form.register("requirements")} />
        </FormField>
        <AttachmentPicker
          projectId={projectId}
          attachments={attachments.data?.attachments ?? []}
          disabled={busy}
          onAdded={(added) => {
            form.setValue(
              "requirements",
              withAttachment(form.getValues("requirements"), added.fileName, added.text),
            );
            void refreshAttachments();
          }}
          onRemoved={(removed) => {
            form.setValue(
              "requirements",
              withoutAttachment(form.getValues("requirements"), removed.fileName),
            );
            void refreshAttachments();
          }}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="Maximum Budget (₹)" optional error={errors.budgetMax?.message} hint="Digits only">
            <Input
              inputMode="numeric"
              {...form.register("budgetMax", {
                // spec 2 §5: in edit only digits are kept.
                onChange: (event) => form.setValue("budgetMax", event.target.value.replace(/\D/g, "")),
              })}
            />
          </FormField>
          <FormField label="Deadline" optional error={errors.deadline?.message}>
            <Input type="date" {...form.register("deadline")} />
          </FormField>
        </div>
        {offerHosting && <HostingOption checked={includeHosting} onChange={setIncludeHosting} />}
      </fieldset>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" variant="secondary" size="lg" disabled={!ready || !changed || busy}>
          {analyzing ? <Spinner className="h-4 w-4" /> : <RefreshCw aria-hidden="true" className="h-4 w-4" />}
          Re-analyze Project
        </Button>
        <Button
          type="button"
          size="lg"
          disabled={!hasAnalysis || changed || busy}
          aria-busy={saving}
          onClick={onSave}
        >
          {saving ? <Spinner className="h-4 w-4" /> : <Save aria-hidden="true" className="h-4 w-4" />}
          Save Changes
        </Button>
        <p role="status" aria-live="polite" className="text-sm text-slate-700">
          {analyzing
            ? "Analyzing your project..."
            : !ready
              ? "Add a title and a description to analyze your project."
              : changed
                ? "Re-analyze the project to see the updated estimate before saving."
                : hasAnalysis
                  ? "The analysis is up to date. Save your changes."
                  : "Change the project, then re-analyze it."}
        </p>
      </div>
    </form>
  );
}
