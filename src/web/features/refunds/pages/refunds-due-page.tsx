import { RotateCcw, Undo2 } from "lucide-react";
import { useId, useRef } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { formatInr } from "@/domain/money";
import { paymentMethodLabel } from "@/domain/payments/method-label";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { PageHeader } from "@/web/components/page-header";
import { EmptyState, ErrorState, LoadingState } from "@/web/components/page-states";
import { Badge, type BadgeTone } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { ApiError } from "@/web/lib/api-client";
import { formatDate } from "@/web/lib/format";
import { type RefundDue, useRefundsDue } from "../api/get-refunds-due";
import { useRefreshRefund } from "../api/refresh-refund";
import { useRefundDuePayment } from "../api/refund-due-payment";

type Refund = RefundDue["refunds"][number];

const REFUND_STATUS: Record<Refund["status"], { label: string; tone: BadgeTone }> = {
  pending: { label: "Refund pending", tone: "amber" },
  processed: { label: "Refunded", tone: "green" },
  failed: { label: "Refund failed", tone: "red" },
};

/** "Advance payment", "Milestone 2 payment", "Final payment". */
function itemLabel(item: Pick<RefundDue, "paymentType" | "milestoneNumber">): string {
  if (item.paymentType === "milestone") return `Milestone ${item.milestoneNumber ?? ""} payment`;
  if (item.paymentType === "advance") return "Advance payment";
  if (item.paymentType === "final") return "Final payment";
  return "Payment";
}

/** The server's refusal when it gave one, else a general failure. */
const refusal = (error: unknown) =>
  error instanceof ApiError ? error.message : "Failed to refund the payment. Please try again.";

/** One refund of a duplicate capture: amount, status and, while pending at the gateway, a status check. */
function RefundLine({ refund }: { refund: Refund }) {
  const refresh = useRefreshRefund();
  const status = REFUND_STATUS[refund.status];
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 border-t border-slate-200 py-2 text-sm">
      <span className="font-medium tabular-nums">{formatInr(refund.amountPaise)}</span>
      <Badge tone={status.tone}>{status.label}</Badge>
      <span className="text-slate-600">{formatDate(refund.settledAt ?? refund.createdAt)}</span>
      {refund.gatewayRefundId && <span className="break-all text-slate-600">{refund.gatewayRefundId}</span>}
      {refund.failureReason && <span className="text-red-800">{refund.failureReason}</span>}
      {refund.status === "pending" && (
        <Button
          variant="secondary"
          size="sm"
          disabled={refresh.isPending}
          aria-busy={refresh.isPending}
          onClick={() =>
            refresh.mutate(refund.id, {
              onSuccess: (updated) => toast.success(REFUND_STATUS[updated.status].label),
              onError: (error) => toast.error(refusal(error)),
            })
          }
        >
          <RotateCcw aria-hidden="true" className="h-4 w-4" />
          Check status
        </Button>
      )}
    </li>
  );
}

/** A duplicate capture: what it paid for, who paid, what is left to refund, its refunds and the one action. */
function RefundDueCard({ item }: { item: RefundDue }) {
  const refund = useRefundDuePayment();
  // One key per confirmation: a repeated click sends the same key, so the server makes one refund.
  const refundKey = useRef(crypto.randomUUID());
  const titleId = useId();
  const amount = formatInr(item.refundablePaise);
  const gateway = paymentMethodLabel(item.gateway);
  return (
    <Card role="article" aria-labelledby={titleId} className="space-y-3 p-4 sm:p-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            <Link to={`/project/${item.projectId}`} className="break-words text-blue-800 hover:underline">
              {item.projectTitle}
            </Link>
          </h2>
          <p className="text-sm text-slate-700">
            {itemLabel(item)} paid twice · {item.payerName}{" "}
            <span className="break-all text-slate-600">({item.payerEmail})</span>
          </p>
        </div>
        {item.refundablePaise > 0 ? (
          <ConfirmDialog
            trigger={
              <>
                <Undo2 aria-hidden="true" className="h-4 w-4" />
                Refund {amount}
              </>
            }
            title="Refund this duplicate payment?"
            description={`${amount} goes back to ${item.payerName} through ${gateway}. The payment leaves this list when ${gateway} confirms the refund.`}
            keepLabel="Cancel"
            confirmLabel="Refund"
            successToast="Refund requested"
            failureText={refusal}
            onConfirm={async () => {
              try {
                const result = await refund.mutateAsync({
                  paymentId: item.paymentId,
                  refundKey: refundKey.current,
                });
                if (result.status === "failed")
                  throw new ApiError(409, "refund_failed", result.failureReason ?? "");
              } finally {
                refundKey.current = crypto.randomUUID();
              }
            }}
          />
        ) : (
          <p className="text-sm text-slate-700">Waiting for {gateway} to confirm the refund</p>
        )}
      </div>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-600">Captured</dt>
          <dd className="font-medium tabular-nums">{formatInr(item.amountPaise)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Left to refund</dt>
          <dd className="font-medium tabular-nums">{amount}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Gateway</dt>
          <dd>{gateway}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Transaction ID</dt>
          <dd className="break-all">{item.gatewayPaymentId ?? "—"}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Captured on</dt>
          <dd>{formatDate(item.capturedAt)}</dd>
        </div>
      </dl>
      {item.refunds.length > 0 && (
        <section aria-label={`Refunds of ${item.projectTitle}`}>
          <h3 className="text-sm font-semibold text-slate-900">Refunds</h3>
          <ul className="mt-1">
            {item.refunds.map((r) => (
              <RefundLine key={r.id} refund={r} />
            ))}
          </ul>
        </section>
      )}
    </Card>
  );
}

/**
 * Refunds due (issue 20 item 2; managers and administrators): payments the gateway captured for an item that
 * was already paid, oldest first, each refunded in one confirmed action. A payment leaves the list when the
 * gateway confirms its refund.
 */
export function RefundsDuePage() {
  const queue = useRefundsDue();
  return (
    <div className="space-y-6">
      <PageHeader
        title="Refunds due"
        description="Payments captured twice for the same item. Refund the second capture to the client."
      />
      {queue.isPending ? (
        <LoadingState label="Loading refunds due..." />
      ) : queue.isError ? (
        <ErrorState message="Failed to load the refunds due" onRetry={() => queue.refetch()} />
      ) : queue.data.items.length === 0 ? (
        <EmptyState
          icon={<Undo2 aria-hidden="true" className="h-10 w-10" />}
          title="No refunds due"
          description="When a client pays for an item that was already paid, the payment appears here to refund."
        />
      ) : (
        <div className="space-y-4">
          {queue.data.items.map((item) => (
            <RefundDueCard key={item.paymentId} item={item} />
          ))}
        </div>
      )}
    </div>
  );
}
