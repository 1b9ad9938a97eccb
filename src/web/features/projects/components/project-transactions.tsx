import { useId } from "react";
import { formatInr } from "@/domain/money";
import { paymentMethodLabel } from "@/domain/payments/method-label";
import { ReceiptActions } from "@/web/components/receipt-actions";
import { Badge, type BadgeTone } from "@/web/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { ScrollArea } from "@/web/components/ui/scroll-area";
import { Table, Td, Th } from "@/web/components/ui/table";
import { formatDate, humanize } from "@/web/lib/format";
import { type ProjectTransaction, useProjectPayments } from "../api/get-project-payments";

const STATUS_TONES: Record<ProjectTransaction["paymentStatus"], BadgeTone> = {
  success: "green",
  pending: "amber",
  failed: "red",
};

const itemLabel = (row: ProjectTransaction) =>
  row.paymentType === "milestone" ? `Milestone ${row.milestoneNumber}` : humanize(row.paymentType);

/**
 * A project's "Transaction History" (spec 2 §2 project detail, §3 transaction row) for its client and
 * staff: date, item, amount charged (with the original when a coupon applied), coupon, method, transaction
 * id and status, and a receipt for successful payments. A failed load shows the empty list (spec 2 §8).
 */
export function ProjectTransactions({ projectId }: { projectId: string }) {
  const payments = useProjectPayments(projectId);
  const rows = payments.data?.payments ?? [];
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle id={headingId}>Transaction History</CardTitle>
      </CardHeader>
      <CardContent>
        {payments.isPending ? (
          <p className="text-sm text-slate-600">Loading transactions...</p>
        ) : rows.length === 0 ? (
          <p className="text-sm text-slate-600">No transactions yet.</p>
        ) : (
          <ScrollArea label="Transaction history">
            <Table>
              <thead>
                <tr>
                  <Th>Date</Th>
                  <Th>Payment</Th>
                  <Th>Amount</Th>
                  <Th>Coupon</Th>
                  <Th>Method</Th>
                  <Th>Transaction ID</Th>
                  <Th>Status</Th>
                  <Th>Receipt</Th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id}>
                    <Td className="whitespace-nowrap">{formatDate(row.createdAt)}</Td>
                    <Td>{itemLabel(row)}</Td>
                    <Td className="whitespace-nowrap">
                      <span className="font-semibold">{formatInr(row.discountedAmount ?? row.amount)}</span>
                      {row.discountedAmount !== null && (
                        <span className="ml-2 text-xs text-slate-600 line-through">
                          {formatInr(row.amount)}
                        </span>
                      )}
                    </Td>
                    <Td>{row.couponCode ?? "—"}</Td>
                    <Td>{paymentMethodLabel(row.paymentMethod)}</Td>
                    <Td className="font-mono text-xs break-all">{row.transactionId ?? "—"}</Td>
                    <Td>
                      <Badge tone={STATUS_TONES[row.paymentStatus]}>{humanize(row.paymentStatus)}</Badge>
                    </Td>
                    <Td>{row.paymentStatus === "success" ? <ReceiptActions paymentId={row.id} /> : "—"}</Td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </ScrollArea>
        )}
      </CardContent>
    </Card>
  );
}
