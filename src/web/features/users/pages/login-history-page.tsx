import { useState } from "react";
import { PageHeader } from "@/web/components/page-header";
import { EmptyState, ErrorState, LoadingState } from "@/web/components/page-states";
import { Pager } from "@/web/components/paged-search";
import { ScrollArea } from "@/web/components/ui/scroll-area";
import { Table, Td, Th } from "@/web/components/ui/table";
import { useLoginHistory } from "../api/get-login-history";

const when = (iso: string) =>
  new Date(iso).toLocaleString("en-IN", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Kolkata",
  });

/**
 * Login History (spec 3 §2, route /login-history, administrators): user (name and e-mail), login time,
 * device, location, IP address and locale, newest first, 50 rows per page with a pager.
 */
export function LoginHistoryPage() {
  const [page, setPage] = useState(1);
  const history = useLoginHistory(page);
  return (
    <div>
      <PageHeader title="Login History" description="Every sign-in, newest first. Times are in IST." />
      {history.isPending ? (
        <LoadingState label="Loading login history..." />
      ) : history.isError ? (
        <ErrorState message="Failed to load login history" onRetry={() => history.refetch()} />
      ) : history.data.items.length === 0 ? (
        <EmptyState title="No sign-ins yet" />
      ) : (
        <>
          <ScrollArea label="Sign-ins" className="bg-white">
            <Table>
              <thead>
                <tr>
                  <Th>User</Th>
                  <Th>Login time</Th>
                  <Th>Device</Th>
                  <Th>Location</Th>
                  <Th>IP address</Th>
                  <Th>Locale</Th>
                </tr>
              </thead>
              <tbody>
                {history.data.items.map((entry) => (
                  <tr key={entry.id}>
                    <Td>
                      <span className="block font-medium text-slate-900">{entry.user.fullName}</span>
                      <span className="block text-xs break-all text-slate-600">{entry.user.email}</span>
                    </Td>
                    <Td>{when(entry.loginTime)}</Td>
                    <Td>{entry.device ?? "—"}</Td>
                    <Td>{entry.location ?? "—"}</Td>
                    <Td className="font-mono text-xs">{entry.ipAddress ?? "—"}</Td>
                    <Td>{entry.locale ?? "—"}</Td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </ScrollArea>
          <Pager
            page={page}
            pageSize={history.data.pageSize}
            total={history.data.total}
            onPage={setPage}
            noun="sign-ins"
          />
        </>
      )}
    </div>
  );
}
