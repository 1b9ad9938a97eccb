import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import type { InvitationAnswer } from "@/domain/projects/invitations";
import { api, unwrap } from "@/web/lib/api-client";

/** An invitation of My Work (`GET /api/my-invitations`). */
export type MyInvitation = InferResponseType<
  (typeof api)["my-invitations"]["$get"],
  200
>["invitations"][number];

/** Key `["my-invitations"]`; answering invalidates it. */
export const getMyInvitationsQueryOptions = () =>
  queryOptions({
    queryKey: ["my-invitations"],
    queryFn: async () => unwrap(await api["my-invitations"].$get()),
  });

/** The signed-in freelancer's invitations to projects (issue 19 item 17). */
export function useMyInvitations() {
  return useQuery(getMyInvitationsQueryOptions());
}

/** `PATCH /api/my-invitations/{projectId}`: accept or decline one's own invitation. */
export async function answerInvitation({
  projectId,
  status,
}: {
  projectId: string;
  status: InvitationAnswer;
}) {
  return unwrap(await api["my-invitations"][":projectId"].$patch({ param: { projectId }, json: { status } }));
}

/** Answers an invitation and refreshes the invitations list. */
export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["my-invitations"] }),
  });
}
