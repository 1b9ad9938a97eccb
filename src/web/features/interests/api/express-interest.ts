import { useMutation } from "@tanstack/react-query";
import type { ExpressInterestInput } from "@/domain/projects/interests";
import { api, unwrap } from "@/web/lib/api-client";
import { useInvalidateInterests } from "./get-my-interests";

/** `POST /api/projects/{id}/interests`: express interest with an optional note (spec 3 §4). */
export async function expressInterest({ projectId, notes }: { projectId: string } & ExpressInterestInput) {
  return unwrap(
    await api.projects[":id"].interests.$post({ param: { id: projectId }, json: notes ? { notes } : {} }),
  );
}

export function useExpressInterest() {
  const invalidate = useInvalidateInterests();
  return useMutation({ mutationFn: expressInterest, onSuccess: invalidate });
}
