import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import type { TransactionStatus } from "@/domain/transactions/transactions";
import { api, unwrap } from "@/web/lib/api-client";

export type TransactionPage = InferResponseType<typeof api.transactions.$get, 200>;
export type Transaction = TransactionPage["items"][number];

/** `GET /api/transactions`: one page of the user's payments (optionally one status) with the summary. */
export async function getTransactions(status: TransactionStatus | undefined, page: number, pageSize: number) {
  return unwrap(
    await api.transactions.$get({
      query: { ...(status ? { status } : {}), page: String(page), pageSize: String(pageSize) },
    }),
  );
}

export const getTransactionsQueryOptions = (
  status: TransactionStatus | undefined,
  page: number,
  pageSize: number,
) =>
  queryOptions({
    queryKey: ["transactions", status ?? "all", page, pageSize],
    queryFn: () => getTransactions(status, page, pageSize),
    placeholderData: keepPreviousData,
  });

export function useTransactions(status: TransactionStatus | undefined, page: number, pageSize: number) {
  return useQuery(getTransactionsQueryOptions(status, page, pageSize));
}
