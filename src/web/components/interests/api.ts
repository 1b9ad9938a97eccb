/**
 * Interest endpoints shared by the project browser (features/browse) and the project detail
 * (features/projects). Features do not import each other (CONVENTIONS), so the shared piece lives
 * here, one export group per endpoint: fetcher, query options / hook.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import type { ExpressInterestInput } from "@/domain/projects/interests";
import { api, unwrap } from "@/web/lib/api-client";

/** Every query that shows interest state starts with one of these keys. */
const INTEREST_KEYS = [["interests"], ["browse-projects"], ["projects", "interests"]] as const;

/** `GET /api/interests`: the signed-in freelancer's open interests, newest first (spec 3 §2). */
export type MyInterest = InferResponseType<typeof api.interests.$get, 200>["interests"][number];

export async function getMyInterests() {
  return unwrap(await api.interests.$get());
}

export const getMyInterestsQueryOptions = () =>
  queryOptions({ queryKey: ["interests", "mine"], queryFn: getMyInterests });

export function useMyInterests({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getMyInterestsQueryOptions(), enabled });
}

function useInvalidateInterests() {
  const queryClient = useQueryClient();
  return () => Promise.all(INTEREST_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

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

/** `DELETE /api/projects/{id}/interests`: withdraw the signed-in freelancer's interest (spec 3 §4). */
export async function withdrawInterest(projectId: string) {
  return unwrap(await api.projects[":id"].interests.$delete({ param: { id: projectId } }));
}

export function useWithdrawInterest() {
  const invalidate = useInvalidateInterests();
  return useMutation({ mutationFn: withdrawInterest, onSuccess: invalidate });
}
