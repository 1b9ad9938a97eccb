import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "@/web/lib/api-client";

/** An invitation of My Work (`GET /api/my-invitations`). */
export type MyInvitation = InferResponseType<
  (typeof api)["my-invitations"]["$get"],
  200
>["invitations"][number];

/** Key `["my-invitations"]`; answering invalidates it. */
export const getMyInvitationsQueryOptions = () =>
  queryOptions({
    queryKey: ["my-invitations"],
    queryFn: async () => unwrap(await api["my-invitations"].$get()),
  });

/** The signed-in freelancer's invitations to projects (issue 19 item 17). */
export function useMyInvitations() {
  return useQuery(getMyInvitationsQueryOptions());
}
