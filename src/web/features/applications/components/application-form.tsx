import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import {
  APPLICATION_TEXTS,
  type ApplicationForm,
  applicationFormSchema,
} from "@/domain/applications/application";
import { MAX_ATTACHMENT_BYTES } from "@/domain/attachments/attachments";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { FormField } from "@/web/components/ui/form-field";
import { Input, Textarea } from "@/web/components/ui/input";
import { Spinner } from "@/web/components/ui/spinner";
import { errorMessage } from "@/web/lib/api-client";
import type { Application } from "../api/get-my-applications";
import { useSaveApplication } from "../api/save-application";

type FormInput = z.input<typeof applicationFormSchema>;

const LINKS = [
  ["githubUrl", "GitHub"],
  ["linkedinUrl", "LinkedIn"],
  ["portfolioUrl", "Portfolio"],
  ["twitterUrl", "Twitter"],
] as const;

const RESUME_TYPES = /\.(pdf|docx?)$/i;

function defaults(application?: Application): FormInput {
  return {
    resumeUrl: application?.resumeUrl ?? "",
    githubUrl: application?.githubUrl ?? "",
    linkedinUrl: application?.linkedinUrl ?? "",
    portfolioUrl: application?.portfolioUrl ?? "",
    twitterUrl: application?.twitterUrl ?? "",
    skills: application?.skills.join(", ") ?? "",
    experienceYears: application?.experienceYears ?? "",
    bio: application?.bio ?? "",
  };
}

/**
 * The freelancer application form (spec 3 §2, §5): a résumé link or a PDF / Word file under 10 MB (checked
 * here for a quick answer and again on the server by content), links, skills (comma-separated), whole years
 * of experience and a bio. With `application` it edits that pending application in place.
 */
export function ApplicationFormCard({
  application,
  onSaved,
}: {
  application?: Application;
  onSaved?: () => void;
}) {
  const save = useSaveApplication();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, ApplicationForm>({
    resolver: zodResolver(applicationFormSchema),
    defaultValues: defaults(application),
  });
  const { errors } = form.formState;

  const pickFile = (picked: File | null) => {
    setFileError(null);
    if (picked && !RESUME_TYPES.test(picked.name)) {
      setFileError(APPLICATION_TEXTS.resumeType);
      return setFile(null);
    }
    if (picked && picked.size > MAX_ATTACHMENT_BYTES) {
      setFileError(APPLICATION_TEXTS.resumeSize);
      return setFile(null);
    }
    setFile(picked);
  };

  const submit = form.handleSubmit((values) => {
    if (!values.resumeUrl && !file && !application?.hasResumeFile) {
      setFileError(APPLICATION_TEXTS.resumeRequired);
      return;
    }
    save.mutate({ id: application?.id, form: values, resumeFile: file }, { onSuccess: () => onSaved?.() });
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {save.isError && <Alert tone="error">{errorMessage(save.error, APPLICATION_TEXTS.submitFailed)}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Résumé link" optional error={errors.resumeUrl?.message}>
          <Input type="url" placeholder="https://" {...form.register("resumeUrl")} />
        </FormField>
        <FormField
          label="Or upload your résumé (PDF or Word, up to 10 MB)"
          optional
          error={fileError ?? undefined}
          hint={
            application?.hasResumeFile && !file
              ? "A file is already uploaded; choose one to replace it."
              : undefined
          }
        >
          <Input
            type="file"
            accept=".pdf,.doc,.docx"
            onChange={(event) => pickFile(event.target.files?.[0] ?? null)}
          />
        </FormField>
        {LINKS.map(([name, label]) => (
          <FormField key={name} label={label} optional error={errors[name]?.message}>
            <Input type="url" placeholder="https://" {...form.register(name)} />
          </FormField>
        ))}
        <FormField
          label="Skills"
          hint="Separate skills with commas, e.g. React, Figma, SEO"
          error={errors.skills?.message}
        >
          <Input {...form.register("skills")} />
        </FormField>
        <FormField label="Years of experience" error={errors.experienceYears?.message}>
          <Input type="number" min={0} step={1} inputMode="numeric" {...form.register("experienceYears")} />
        </FormField>
      </div>
      <FormField label="Bio" hint="What you do best, for whom, and for how long" error={errors.bio?.message}>
        <Textarea rows={5} {...form.register("bio")} />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending && <Spinner className="h-4 w-4" />}
          {application ? "Update Application" : "Submit Application"}
        </Button>
      </div>
    </form>
  );
}
