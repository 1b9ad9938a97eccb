import { Clock, Download, FileMinus, IndianRupee, ReceiptText } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { formatInr } from "@/domain/money";
import { paymentMethodLabel } from "@/domain/payments/method-label";
import { PAYMENT_TEXTS } from "@/domain/payments/texts";
import {
  type RefundState,
  TRANSACTION_STATUSES,
  type TransactionStatus,
} from "@/domain/transactions/transactions";
import { PageHeader } from "@/web/components/page-header";
import { EmptyState, ErrorState, LoadingState } from "@/web/components/page-states";
import { Pager } from "@/web/components/paged-search";
import { ReceiptActions } from "@/web/components/receipt-actions";
import { Badge, type BadgeTone } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { ApiError } from "@/web/lib/api-client";
import { useCheckout } from "@/web/lib/checkout/use-checkout";
import { downloadFile } from "@/web/lib/download";
import { formatDate, humanize } from "@/web/lib/format";
import { useContinuePayment } from "../api/continue-payment";
import { type Transaction, useTransactions } from "../api/get-transactions";

const PAGE_SIZE = 20;
const TONE: Record<TransactionStatus, BadgeTone> = { completed: "green", pending: "amber", failed: "red" };
const REFUND_TONE: Record<RefundState, BadgeTone> = {
  processed: "green",
  processing: "amber",
  failed: "red",
};

/**
 * Continue Payment for a pending row (spec 1 §2, §7, §8): the row's own order on its gateway; the spec's
 * texts when it cannot continue ("Unable to continue…", from the server) or the request fails.
 */
function ContinuePaymentButton({ paymentId }: { paymentId: string }) {
  const resume = useContinuePayment();
  const checkout = useCheckout(PAYMENT_TEXTS.zeroAmount);
  const busy = resume.isPending || checkout.leaving;
  return (
    <Button
      size="sm"
      disabled={busy}
      aria-busy={busy}
      onClick={() =>
        resume.mutate(paymentId, {
          onSuccess: (result) => checkout.proceed(result),
          onError: (cause) =>
            toast.error(
              cause instanceof ApiError && cause.status === 409
                ? cause.message
                : PAYMENT_TEXTS.continueFailed,
            ),
        })
      }
    >
      {busy && <Spinner className="h-4 w-4" />}
      Continue Payment
    </Button>
  );
}

/**
 * "Credit note" of a processed refund (issue 20 item 4): downloads its PDF, named after its number; the
 * number describes the button.
 */
function CreditNoteButton({ refundId, number }: { refundId: string; number: string }) {
  const [busy, setBusy] = useState(false);
  const describedBy = `credit-note-${refundId}`;
  async function download() {
    setBusy(true);
    try {
      await downloadFile(
        `/api/credit-notes/${refundId}/pdf`,
        `Kaarya-credit-note-${number.replaceAll("/", "-")}.pdf`,
      );
    } catch {
      toast.error("Failed to download credit note. Please try again.");
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        size="sm"
        variant="secondary"
        onClick={download}
        disabled={busy}
        aria-busy={busy}
        aria-describedby={describedBy}
      >
        <FileMinus aria-hidden="true" className="h-4 w-4" /> Credit note
      </Button>
      <span id={describedBy} className="text-xs text-slate-600">
        {number}
      </span>
    </div>
  );
}

function TransactionRow({ transaction: t }: { transaction: Transaction }) {
  const item =
    t.kind === "subscription" || (t.kind === "refund" && t.projectId === null)
      ? "Subscription, 1 year"
      : t.paymentType === "milestone"
        ? `Milestone ${t.milestoneNumber ?? ""} payment`
        : `${humanize(t.paymentType)} payment`;
  const refund = t.kind === "refund";
  const what = refund ? `Refund of ${item[0].toLowerCase()}${item.slice(1)}` : item;
  return (
    <li className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-semibold text-slate-900">{t.name}</p>
          <p className="text-xs text-slate-600">
            {what} · {formatDate(t.createdAt)}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <span className={`text-lg font-semibold ${refund ? "text-red-700" : "text-slate-900"}`}>
            {formatInr(t.amount)} <span className="text-xs font-normal text-slate-600">{t.currency}</span>
          </span>
          {t.refundStatus ? (
            <Badge tone={REFUND_TONE[t.refundStatus]}>Refund {t.refundStatus}</Badge>
          ) : (
            <Badge tone={TONE[t.status]}>{humanize(t.status)}</Badge>
          )}
        </div>
      </div>
      <p className="text-xs break-all text-slate-700">
        Method: {paymentMethodLabel(t.paymentMethod)} · {refund ? "Refund ID" : "Transaction ID"}:{" "}
        {t.transactionId ?? "—"}
        {t.couponCode && ` · Coupon ${t.couponCode}`}
      </p>
      {t.reason && <p className="text-xs break-words text-slate-700">Reason: {t.reason}</p>}
      {refund ? (
        t.creditNoteNumber && <CreditNoteButton refundId={t.id} number={t.creditNoteNumber} />
      ) : (
        <>
          {t.status === "completed" && <ReceiptActions paymentId={t.id} />}
          {t.status === "pending" && <ContinuePaymentButton paymentId={t.id} />}
        </>
      )}
    </li>
  );
}

/**
 * Transaction History (spec 1 §2, route /transaction-history): three cards (total transactions, total
 * spent, net of refunds; pending), filters All / Completed / Pending / Failed with counts, the rows with
 * receipts for completed payments, refunds as their own rows (negative, with their state and credit note;
 * issue 20 item 4), and "Download Transaction History" as CSV.
 */
export function TransactionHistoryPage() {
  const [status, setStatus] = useState<TransactionStatus | undefined>();
  const [page, setPage] = useState(1);
  const transactions = useTransactions(status, page, PAGE_SIZE);
  const [downloading, setDownloading] = useState(false);

  async function downloadCsv() {
    setDownloading(true);
    try {
      await downloadFile("/api/transactions/csv", "kaarya-transactions.csv");
    } catch {
      toast.error("Failed to download transaction history. Please try again.");
    } finally {
      setDownloading(false);
    }
  }

  const pick = (next: TransactionStatus | undefined) => {
    setStatus(next);
    setPage(1);
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Transaction History"
        description="Your project and subscription payments, and refunds of them."
        actions={
          <Button variant="secondary" onClick={downloadCsv} disabled={downloading} aria-busy={downloading}>
            <Download aria-hidden="true" className="h-4 w-4" /> Download Transaction History
          </Button>
        }
      />
      {transactions.isPending ? (
        <LoadingState label="Loading transactions..." />
      ) : transactions.isError ? (
        <ErrorState message="Failed to load transactions" onRetry={() => transactions.refetch()} />
      ) : (
        <>
          <dl className="grid gap-3 sm:grid-cols-3">
            {(
              [
                ["Total Transactions", String(transactions.data.summary.totalTransactions), ReceiptText],
                ["Total Spent", formatInr(transactions.data.summary.totalSpent), IndianRupee],
                ["Pending", String(transactions.data.summary.pendingCount), Clock],
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
          <fieldset className="flex flex-wrap gap-2">
            <legend className="sr-only">Filter by status</legend>
            <Button
              size="sm"
              variant={status ? "secondary" : "primary"}
              aria-pressed={!status}
              onClick={() => pick(undefined)}
            >
              All ({transactions.data.summary.totalTransactions})
            </Button>
            {TRANSACTION_STATUSES.map((s) => (
              <Button
                key={s}
                size="sm"
                variant={status === s ? "primary" : "secondary"}
                aria-pressed={status === s}
                onClick={() => pick(s)}
              >
                {humanize(s)} ({transactions.data.summary.counts[s]})
              </Button>
            ))}
          </fieldset>
          {transactions.data.items.length === 0 ? (
            <EmptyState
              icon={<ReceiptText aria-hidden="true" className="h-10 w-10" />}
              title="No transactions found"
              description={status ? `No ${status} transactions` : "You haven't made any transactions yet"}
            />
          ) : (
            <>
              <ul aria-label="Transactions" className="space-y-3">
                {transactions.data.items.map((t) => (
                  <TransactionRow key={t.id} transaction={t} />
                ))}
              </ul>
              <Pager
                page={page}
                pageSize={PAGE_SIZE}
                total={transactions.data.total}
                onPage={setPage}
                noun="transactions"
              />
            </>
          )}
        </>
      )}
    </div>
  );
}
