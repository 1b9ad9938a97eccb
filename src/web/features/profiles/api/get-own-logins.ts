import { useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/web/lib/api-client";

/** `GET /api/me/login-history`: the signed-in user's recent sign-ins, newest first. */
export function useOwnLogins() {
  return useQuery({
    queryKey: ["me", "login-history"],
    queryFn: async () => unwrap(await api.me["login-history"].$get()),
  });
}
