import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import type { z } from "zod";
import type {
  reportIssueSchema,
  requestChangeSchema,
  reviewChangeSchema,
  updateIssueSchema,
} from "@/domain/projects/issues";
import { api, unwrap } from "@/web/lib/api-client";

export type ProjectIssue = InferResponseType<
  (typeof api.projects)[":id"]["issues"]["$get"],
  200
>["issues"][number];
export type ChangeRequest = InferResponseType<
  (typeof api.projects)[":id"]["change-requests"]["$get"],
  200
>["changeRequests"][number];

/** `GET /api/projects/{id}/issues`. */
export const projectIssuesQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: ["projects", "issues", projectId],
    queryFn: async () => unwrap(await api.projects[":id"].issues.$get({ param: { id: projectId } })),
  });

/** `GET /api/projects/{id}/change-requests`. */
export const changeRequestsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: ["projects", "change-requests", projectId],
    queryFn: async () =>
      unwrap(await api.projects[":id"]["change-requests"].$get({ param: { id: projectId } })),
  });

export function useProjectIssues(projectId: string) {
  return useQuery(projectIssuesQueryOptions(projectId));
}

export function useChangeRequests(projectId: string) {
  return useQuery(changeRequestsQueryOptions(projectId));
}

function useRefresh(projectId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries(projectIssuesQueryOptions(projectId)),
      queryClient.invalidateQueries(changeRequestsQueryOptions(projectId)),
    ]);
}

/** `POST /api/projects/{id}/issues`: report an issue. */
export function useReportIssue(projectId: string) {
  const onSuccess = useRefresh(projectId);
  return useMutation({
    mutationFn: async (input: z.infer<typeof reportIssueSchema>) =>
      unwrap(await api.projects[":id"].issues.$post({ param: { id: projectId }, json: input })),
    onSuccess,
  });
}

/** `PATCH /api/issues/{id}`: staff assign, move or resolve. */
export function useUpdateIssue(projectId: string) {
  const onSuccess = useRefresh(projectId);
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: z.infer<typeof updateIssueSchema> }) =>
      unwrap(await api.issues[":id"].$patch({ param: { id }, json: input })),
    onSuccess,
  });
}

/** `POST /api/projects/{id}/change-requests`: the client requests a change. */
export function useRequestChange(projectId: string) {
  const onSuccess = useRefresh(projectId);
  return useMutation({
    mutationFn: async (input: z.infer<typeof requestChangeSchema>) =>
      unwrap(await api.projects[":id"]["change-requests"].$post({ param: { id: projectId }, json: input })),
    onSuccess,
  });
}

/** `POST /api/change-requests/{id}/review`: staff decide once. */
export function useReviewChange(projectId: string) {
  const onSuccess = useRefresh(projectId);
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: z.infer<typeof reviewChangeSchema> }) =>
      unwrap(await api["change-requests"][":id"].review.$post({ param: { id }, json: input })),
    onSuccess,
  });
}
