import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/web/lib/api-client";

/** `POST /api/projects/{id}/invitations`: staff invite a freelancer (spec 2 §4). */
export async function inviteFreelancer({
  projectId,
  freelancerId,
}: {
  projectId: string;
  freelancerId: string;
}) {
  return unwrap(
    await api.projects[":id"].invitations.$post({ param: { id: projectId }, json: { freelancerId } }),
  );
}

/** Invites a freelancer and refreshes the project (its legacy status becomes in progress). */
export function useInviteFreelancer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteFreelancer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["projects"] }),
  });
}
