import { Receipt } from "lucide-react";
import { useState } from "react";
import { formatInr } from "@/domain/money";
import { planLabel } from "@/domain/plans/eligibility";
import { EmptyState, ErrorState, LoadingState } from "@/web/components/page-states";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent } from "@/web/components/ui/dialog";
import { ScrollArea } from "@/web/components/ui/scroll-area";
import { Table, Td, Th } from "@/web/components/ui/table";
import { formatDate, humanize } from "@/web/lib/format";
import { useCouponUsage } from "../api/get-coupon-usage";

const STATUS_TONES = { success: "green", pending: "amber", failed: "red" } as const;

/**
 * The usage dialog (spec 3 §2): the project and subscription payments that used the coupon, newest first —
 * payer name and e-mail, project and version title (or the plan bought), amount and discounted amount,
 * status, transaction id and date.
 */
export function CouponUsageDialog({ couponId, code }: { couponId: string; code: string }) {
  const [open, setOpen] = useState(false);
  const usage = useCouponUsage(couponId, open);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        <Receipt aria-hidden="true" className="h-4 w-4" /> Usage<span className="sr-only"> of {code}</span>
      </Button>
      <DialogContent
        title={`Usage of ${code}`}
        description="Project and subscription payments that used this coupon, newest first."
        className="max-w-4xl"
      >
        {usage.isPending ? (
          <LoadingState label="Loading usage..." />
        ) : usage.isError ? (
          <ErrorState message="Failed to load coupon usage" onRetry={() => usage.refetch()} />
        ) : usage.data.usages.length === 0 ? (
          <EmptyState title="No payments have used this coupon yet" />
        ) : (
          <ScrollArea label={`Payments using ${code}`}>
            <Table>
              <thead>
                <tr>
                  <Th>Payer</Th>
                  <Th>Project or plan</Th>
                  <Th>Amount</Th>
                  <Th>Status</Th>
                  <Th>Transaction ID</Th>
                  <Th>Date</Th>
                </tr>
              </thead>
              <tbody>
                {usage.data.usages.map((row) => (
                  <tr key={row.id}>
                    <Td>
                      <p className="font-medium text-slate-900">{row.payer.fullName}</p>
                      <p className="text-xs break-all text-slate-600">{row.payer.email}</p>
                    </Td>
                    <Td className="min-w-40">
                      {row.project ? (
                        <>
                          <p className="font-medium text-slate-900">{row.project.title ?? "—"}</p>
                          <p className="text-xs text-slate-600">Version {row.project.versionNumber}</p>
                        </>
                      ) : (
                        <>
                          <p className="font-medium text-slate-900">{row.plan ? planLabel(row.plan) : "—"}</p>
                          <p className="text-xs text-slate-600">Subscription</p>
                        </>
                      )}
                    </Td>
                    <Td className="whitespace-nowrap">
                      <p>{formatInr(row.discountedAmount ?? row.amount)}</p>
                      {row.discountedAmount !== null && (
                        <p className="text-xs text-slate-600">
                          <span className="sr-only">Before discount: </span>
                          <s>{formatInr(row.amount)}</s>
                        </p>
                      )}
                    </Td>
                    <Td>
                      <Badge tone={STATUS_TONES[row.status]}>{humanize(row.status)}</Badge>
                    </Td>
                    <Td className="font-mono text-xs break-all">{row.transactionId ?? "—"}</Td>
                    <Td className="whitespace-nowrap">{formatDate(row.createdAt)}</Td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </ScrollArea>
        )}
      </DialogContent>
    </Dialog>
  );
}
