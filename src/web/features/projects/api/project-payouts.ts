import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PayoutStatus, RecordPayoutInput } from "@/domain/payouts/payouts";
import { api, unwrap } from "@/web/lib/api-client";

/** `GET /api/projects/{id}/payouts`: all of the project's freelancer payments (staff) or the caller's own. */
export async function getProjectPayouts(projectId: string) {
  return unwrap(await api.projects[":id"].payouts.$get({ param: { id: projectId } }));
}

export const getProjectPayoutsQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: ["payouts", "project", projectId], queryFn: () => getProjectPayouts(projectId) });

export function useProjectPayouts(projectId: string) {
  return useQuery(getProjectPayoutsQueryOptions(projectId));
}

/** `GET /api/projects/{id}/team`: invited or linked freelancers and those assigned a task. */
export async function getProjectTeam(projectId: string) {
  return unwrap(await api.projects[":id"].team.$get({ param: { id: projectId } }));
}

export function useProjectTeam(projectId: string) {
  return useQuery({ queryKey: ["projects", "team", projectId], queryFn: () => getProjectTeam(projectId) });
}

function useInvalidatePayouts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ["payouts"] });
}

/** `POST /api/projects/{id}/payouts`: staff record a payment to a freelancer (pending). */
export function useRecordPayout() {
  const invalidate = useInvalidatePayouts();
  return useMutation({
    mutationFn: async ({ projectId, input }: { projectId: string; input: RecordPayoutInput }) =>
      unwrap(await api.projects[":id"].payouts.$post({ param: { id: projectId }, json: input })),
    onSuccess: invalidate,
  });
}

/**
 * `POST /api/payouts/{id}/status`: staff move a payment along its flow; `overrideUnpaidClient` confirms
 * completing it while the project's client has paid nothing (audited on the server).
 */
export function useChangePayoutStatus() {
  const invalidate = useInvalidatePayouts();
  return useMutation({
    mutationFn: async ({
      id,
      status,
      transactionId,
      overrideUnpaidClient,
    }: {
      id: string;
      status: PayoutStatus;
      transactionId?: string;
      overrideUnpaidClient?: boolean;
    }) =>
      unwrap(
        await api.payouts[":id"].status.$post({
          param: { id },
          json: {
            status,
            ...(transactionId ? { transactionId } : {}),
            ...(overrideUnpaidClient ? { overrideUnpaidClient } : {}),
          },
        }),
      ),
    onSuccess: invalidate,
  });
}
