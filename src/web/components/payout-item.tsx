import type { InferResponseType } from "hono/client";
import type { ReactNode } from "react";
import { formatInr } from "@/domain/money";
import { paymentMethodLabel } from "@/domain/payments/method-label";
import type { PayoutStatus } from "@/domain/payouts/payouts";
import { Badge, type BadgeTone } from "@/web/components/ui/badge";
import type { api } from "@/web/lib/api-client";
import { formatDate, humanize } from "@/web/lib/format";

/** One freelancer payment as the API returns it (amount in paise). */
export type Payout = InferResponseType<typeof api.payouts.$get, 200>["items"][number];

const TONE: Record<PayoutStatus, BadgeTone> = {
  pending: "amber",
  processing: "blue",
  completed: "green",
  failed: "red",
  cancelled: "gray",
};

/** A payout status as a coloured badge. */
export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  return <Badge tone={TONE[status]}>{humanize(status)}</Badge>;
}

/**
 * One freelancer payment (spec 3 §2 Payment History): project title and status, payer, amount, status,
 * type (underscores as spaces), the milestone a milestone payment pays for ("Milestone 2", decision 0037),
 * method, description, transaction id, created and paid dates. `actions`
 * holds staff controls; `showFreelancer` names the payee (staff views).
 */
export function PayoutItem({
  payout,
  showFreelancer = false,
  actions,
}: {
  payout: Payout;
  showFreelancer?: boolean;
  actions?: ReactNode;
}) {
  const facts: [string, string][] = [
    ["Type", humanize(payout.paymentType)],
    ...(payout.milestoneNumber
      ? [["Milestone", `Milestone ${payout.milestoneNumber}`] as [string, string]]
      : []),
    ["Method", paymentMethodLabel(payout.paymentMethod)],
    ["Paid by", payout.payerName ?? "—"],
    ["Transaction ID", payout.transactionId ?? "—"],
    ["Created", formatDate(payout.createdAt)],
    ["Paid", formatDate(payout.paidAt)],
  ];
  return (
    <li className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-semibold text-slate-900">
            {showFreelancer ? payout.freelancer.fullName : (payout.project?.title ?? "No project")}
          </p>
          {payout.project && (
            <p className="text-xs text-slate-600">
              {showFreelancer ? payout.project.title : "Project"} · {payout.project.statusName}
            </p>
          )}
        </div>
        <div className="flex items-center gap-2">
          <span className="text-lg font-semibold text-slate-900">{formatInr(payout.amount)}</span>
          <PayoutStatusBadge status={payout.status} />
        </div>
      </div>
      {payout.description && <p className="text-sm text-slate-700">{payout.description}</p>}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-xs sm:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-600">{label}</dt>
            <dd className="break-all text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {actions}
    </li>
  );
}
