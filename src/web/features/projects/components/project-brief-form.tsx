import { zodResolver } from "@hookform/resolvers/zod";
import { Sparkles } from "lucide-react";
import { useForm } from "react-hook-form";
import { withAttachment, withoutAttachment } from "@/domain/attachments/attachments";
import { businessToday } from "@/domain/dates";
import { Button } from "@/web/components/ui/button";
import { FormField } from "@/web/components/ui/form-field";
import { Input, Textarea } from "@/web/components/ui/input";
import { Spinner } from "@/web/components/ui/spinner";
import type { ProjectBriefInput } from "../api/analyze-project";
import type { Attachment } from "../api/upload-attachment";
import { AttachmentPicker } from "./attachment-picker";
import { type BriefFormValues, briefFormSchema, canAnalyze } from "./brief-form-schema";

interface ProjectBriefFormProps {
  defaultValues: BriefFormValues;
  /** Documents staged for this brief (spec 2 §5); kept by the page across "Back to Edit". */
  attachments: Attachment[];
  onAttachmentsChange: (attachments: Attachment[]) => void;
  /** True while the analysis runs: the form is disabled and progress is announced. */
  analyzing: boolean;
  onAnalyze: (brief: ProjectBriefInput, values: BriefFormValues) => void;
  /**
   * An AI provider analyses briefs (`GET /api/config`): only then does the button say "with AI" (decision
   * 0026); the built-in estimator answers otherwise.
   */
  aiAnalysis: boolean;
}

/**
 * Create Project step 1 (spec 2 §2): the brief, document upload and "Analyze Project with AI" — or
 * "Analyze Project" when no AI provider is configured (decision 0026).
 */
export function ProjectBriefForm(props: ProjectBriefFormProps) {
  const { defaultValues, analyzing, onAnalyze, attachments, onAttachmentsChange, aiAnalysis } = props;
  const form = useForm<BriefFormValues, unknown, ProjectBriefInput>({
    resolver: zodResolver(briefFormSchema),
    defaultValues,
  });
  const { errors } = form.formState;
  const [title, description] = form.watch(["title", "description"]);
  const ready = canAnalyze({ title: title ?? "", description: description ?? "" });

  return (
    <form
      onSubmit={form.handleSubmit((brief) => onAnalyze(brief, form.getValues()))}
      noValidate
      className="space-y-5"
    >
      <fieldset disabled={analyzing} className="space-y-5">
        <legend className="sr-only">Project brief</legend>
        <FormField label="Project Title" error={errors.title?.message}>
          <Input placeholder="e.g. Company website with a blog" {...form.register("title")} />
        </FormField>
        <FormField
          label="Description"
          error={errors.description?.message}
          hint="What should we build, write or design?"
        >
          <Textarea rows={5} {...form.register("description")} />
        </FormField>
        <FormField label="Requirements" optional error={errors.requirements?.message}>
          <Textarea
            rows={4}
            placeholder="Features, pages, tone, references..."
            {...form.register("requirements")}
          />
        </FormField>
        <AttachmentPicker
          attachments={attachments}
          disabled={analyzing}
          onAdded={(added) => {
            form.setValue(
              "requirements",
              withAttachment(form.getValues("requirements"), added.fileName, added.text),
            );
            onAttachmentsChange([...attachments, added]);
          }}
          onRemoved={(removed) => {
            form.setValue(
              "requirements",
              withoutAttachment(form.getValues("requirements"), removed.fileName),
            );
            onAttachmentsChange(attachments.filter((a) => a.id !== removed.id));
          }}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            label="Budget (₹)"
            optional
            error={errors.budgetMax?.message}
            hint="Whole rupees, e.g. 25000"
          >
            <Input inputMode="numeric" {...form.register("budgetMax")} />
          </FormField>
          <FormField label="Deadline" optional error={errors.deadline?.message}>
            <Input type="date" min={businessToday(new Date())} {...form.register("deadline")} />
          </FormField>
        </div>
      </fieldset>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" size="lg" disabled={!ready || analyzing}>
          {analyzing ? <Spinner className="h-4 w-4" /> : <Sparkles aria-hidden="true" className="h-4 w-4" />}
          {aiAnalysis ? "Analyze Project with AI" : "Analyze Project"}
        </Button>
        <p role="status" aria-live="polite" className="text-sm text-slate-700">
          {analyzing
            ? "Analyzing your project..."
            : ready
              ? ""
              : "Add a title and a description to analyze your project."}
        </p>
      </div>
    </form>
  );
}
