import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/web/lib/api-client";

/** `GET /api/payouts`: the freelancer's payments, newest first, one page, with the four summary figures. */
export async function getMyPayouts(page: number, pageSize: number) {
  return unwrap(await api.payouts.$get({ query: { page: String(page), pageSize: String(pageSize) } }));
}

export const getMyPayoutsQueryOptions = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: ["payouts", "mine", page, pageSize],
    queryFn: () => getMyPayouts(page, pageSize),
    placeholderData: keepPreviousData,
  });

export function useMyPayouts(page: number, pageSize: number) {
  return useQuery(getMyPayoutsQueryOptions(page, pageSize));
}
