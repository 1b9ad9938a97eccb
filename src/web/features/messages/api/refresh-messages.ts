import { useQueryClient } from "@tanstack/react-query";

/** Refreshes every messages query (conversations, threads, the unread count) after a change. */
export function useRefreshMessages() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ["messages"] });
}
