import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApplicationForm } from "@/domain/applications/application";
import { api, unwrap } from "@/web/lib/api-client";

/** The form as multipart fields: text as typed (the server parses), the résumé file when chosen. */
function formFields(form: ApplicationForm, resumeFile: File | null) {
  return {
    skills: form.skills,
    experienceYears: String(form.experienceYears),
    bio: form.bio,
    ...(form.resumeUrl ? { resumeUrl: form.resumeUrl } : {}),
    ...(form.githubUrl ? { githubUrl: form.githubUrl } : {}),
    ...(form.linkedinUrl ? { linkedinUrl: form.linkedinUrl } : {}),
    ...(form.portfolioUrl ? { portfolioUrl: form.portfolioUrl } : {}),
    ...(form.twitterUrl ? { twitterUrl: form.twitterUrl } : {}),
    ...(resumeFile ? { resumeFile } : {}),
  };
}

/**
 * Apply (`POST /api/applications`), or edit the pending application `id` (`PUT /api/applications/{id}`),
 * multipart with an optional résumé file (spec 3 §7); refreshes every `["applications"]` query.
 */
export function useSaveApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      form,
      resumeFile,
    }: {
      id?: string;
      form: ApplicationForm;
      resumeFile: File | null;
    }) => {
      const fields = formFields(form, resumeFile);
      return id
        ? unwrap(await api.applications[":id"].$put({ param: { id }, form: fields }))
        : unwrap(await api.applications.$post({ form: fields }));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["applications"] }),
  });
}
