import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "@/web/lib/api-client";
import { useInvalidateInterests } from "./get-my-interests";

/** `DELETE /api/projects/{id}/interests`: withdraw the signed-in freelancer's interest (spec 3 §4). */
export async function withdrawInterest(projectId: string) {
  return unwrap(await api.projects[":id"].interests.$delete({ param: { id: projectId } }));
}

export function useWithdrawInterest() {
  const invalidate = useInvalidateInterests();
  return useMutation({ mutationFn: withdrawInterest, onSuccess: invalidate });
}
