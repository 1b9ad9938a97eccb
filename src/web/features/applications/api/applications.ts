/**
 * Freelancer application endpoints (spec 3 §7 "Applications"): the applicant's own applications, apply
 * and edit (multipart, with an optional résumé file), the staff queue and review decisions.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InferRequestType, InferResponseType } from "hono/client";
import type { ApplicationForm } from "@/domain/applications/application";
import { api, unwrap } from "@/web/lib/api-client";
import { ME_QUERY_KEY } from "@/web/lib/me";

export type Application = InferResponseType<typeof api.applications.mine.$get, 200>["applications"][number];
export type ReviewTab = "pending" | "approved" | "rejected" | "all";
export type ReviewDecision = InferRequestType<(typeof api.applications)[":id"]["review"]["$post"]>["json"];

const KEY = ["applications"] as const;

export const myApplicationsQueryOptions = () =>
  queryOptions({
    queryKey: [...KEY, "mine"],
    queryFn: async () => unwrap(await api.applications.mine.$get()),
  });

export function useMyApplications() {
  return useQuery(myApplicationsQueryOptions());
}

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

/** Apply, or edit the pending application `id`. */
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useReviewQueue(tab: ReviewTab) {
  return useQuery({
    queryKey: [...KEY, "queue", tab],
    queryFn: async () => unwrap(await api.applications.$get({ query: { tab } })),
  });
}

export function useReviewApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, decision }: { id: string; decision: ReviewDecision }) =>
      unwrap(await api.applications[":id"].review.$post({ param: { id }, json: decision })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: KEY }),
        queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
      ]),
  });
}

/** `POST /api/applications/{id}/interview`: a short-lived token for the interview WebSocket. */
export async function startInterview(id: string) {
  return unwrap(await api.applications[":id"].interview.$post({ param: { id } }));
}
