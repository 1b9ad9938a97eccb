import { useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/web/lib/api-client";

/**
 * `GET /api/mailbox` (administrators; server `modules/notifications/mailbox.ts`): the transport in use
 * (`"smtp"` or the outbox) and the latest 50 outgoing e-mails, newest first (DESIGN §5). Key `["mailbox"]`.
 */
export function useMailbox() {
  return useQuery({ queryKey: ["mailbox"], queryFn: async () => unwrap(await api.mailbox.$get()) });
}
