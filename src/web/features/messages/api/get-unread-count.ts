import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/web/lib/api-client";
import { UNREAD_REFRESH_MS } from "@/web/lib/timings";

/** `GET /api/messages/unread-count`: the menu badge's number; refreshed live and every 5 minutes (spec 1 §9). */
export const totalUnreadQueryOptions = () =>
  queryOptions({
    queryKey: ["messages", "unread-total"],
    queryFn: async () => unwrap(await api.messages["unread-count"].$get()),
    refetchInterval: UNREAD_REFRESH_MS,
  });

/** The total unread count; 0 while loading or when the request fails (spec 1 §8: failures yield 0). */
export function useTotalUnread(enabled = true): number {
  const query = useQuery({ ...totalUnreadQueryOptions(), enabled });
  return query.data?.unread ?? 0;
}
