import { CheckCircle2, Clock, IndianRupee, Wallet } from "lucide-react";
import { useState } from "react";
import { formatInr } from "@/domain/money";
import { PageHeader } from "@/web/components/page-header";
import { EmptyState, ErrorState, LoadingState } from "@/web/components/page-states";
import { Pager } from "@/web/components/paged-search";
import { PayoutItem } from "@/web/components/payout-item";
import { useMyPayouts } from "../api/get-my-payouts";

const PAGE_SIZE = 20;

/**
 * Payment History (spec 3 §2 "Freelancer Payment History", route /freelancer-payments): four cards (total
 * earnings, completed count, pending count, pending amount) and the freelancer's payments, newest first.
 */
export function FreelancerPaymentsPage() {
  const [page, setPage] = useState(1);
  const payouts = useMyPayouts(page, PAGE_SIZE);
  return (
    <div className="space-y-6">
      <PageHeader title="Payment History" description="What Kaarya has paid you, and what is on its way." />
      {payouts.isPending ? (
        <LoadingState label="Loading payments..." />
      ) : payouts.isError ? (
        <ErrorState message="Failed to load payments" onRetry={() => payouts.refetch()} />
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {(
              [
                ["Total Earnings", formatInr(payouts.data.summary.totalEarnings), IndianRupee],
                ["Completed", String(payouts.data.summary.completedCount), CheckCircle2],
                ["Pending", String(payouts.data.summary.pendingCount), Clock],
                ["Pending Amount", formatInr(payouts.data.summary.pendingAmount), Wallet],
              ] as const
            ).map(([label, value, Icon]) => (
              <div key={label} className="rounded-lg border border-slate-200 bg-white p-4">
                <dt className="flex items-center gap-2 text-xs font-medium text-slate-600 uppercase">
                  <Icon aria-hidden="true" className="h-4 w-4 text-blue-600" /> {label}
                </dt>
                <dd className="mt-1 text-xl font-semibold text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
          {payouts.data.items.length === 0 ? (
            <EmptyState
              icon={<Wallet aria-hidden="true" className="h-10 w-10" />}
              title="No payments yet"
              description="Payments for your work on projects appear here once they are recorded."
            />
          ) : (
            <>
              <ul aria-label="Payments" className="space-y-3">
                {payouts.data.items.map((payout) => (
                  <PayoutItem key={payout.id} payout={payout} />
                ))}
              </ul>
              <Pager
                page={page}
                pageSize={PAGE_SIZE}
                total={payouts.data.total}
                onPage={setPage}
                noun="payments"
              />
            </>
          )}
        </>
      )}
    </div>
  );
}
