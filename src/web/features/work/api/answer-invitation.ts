import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InvitationAnswer } from "@/domain/projects/invitations";
import { api, unwrap } from "@/web/lib/api-client";

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

/** Answers an invitation and refreshes the invitations list (key `["my-invitations"]`). */
export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["my-invitations"] }),
  });
}
