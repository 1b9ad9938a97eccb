import { useState } from "react";
import { formatInr } from "@/domain/money";
import { checkPayable, type PayableProject, toItemRef } from "@/domain/payments/project-payments";
import { Badge, type BadgeTone } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { ScrollArea } from "@/web/components/ui/scroll-area";
import { Table, Td, Th } from "@/web/components/ui/table";
import { formatDate, humanize } from "@/web/lib/format";
import type { ProjectDetail } from "../api/get-project";
import { CompletePaymentDialog, type PayableItem } from "./complete-payment-dialog";

type Schedule = NonNullable<ProjectDetail["paymentSchedule"]>;

const STATUS_TONES: Record<Schedule["items"][number]["status"], BadgeTone> = {
  paid: "green",
  pending: "amber",
  upcoming: "gray",
};

/**
 * The payment schedule (spec 2 §5): advance, milestones or final payment with amount, original amount,
 * advance adjustment, due date and status, plus the amount due now; an item whose payment was partly or wholly
 * refunded shows its net paid (issue 20 item 4). All amounts arrive in paise. With
 * `payer` (the owning client's view) the item that can be paid now has a Pay button opening the Complete
 * Payment modal (spec 2 §2).
 */
export function PaymentSchedule({
  schedule,
  payer,
}: {
  schedule: Schedule;
  payer?: PayableProject & { projectId: string };
}) {
  const [paying, setPaying] = useState<PayableItem | null>(null);
  const payable = (item: Schedule["items"][number]) =>
    payer !== undefined && checkPayable(payer, schedule, toItemRef(item)).kind === "payable";
  return (
    <Card>
      <CardHeader className="sm:flex-row sm:items-end sm:justify-between">
        <CardTitle>Payment Schedule</CardTitle>
        <p className="text-sm text-slate-700">Total budget: {formatInr(schedule.totalBudget)}</p>
      </CardHeader>
      <CardContent className="space-y-4">
        <ScrollArea label="Payment schedule">
          <Table>
            <thead>
              <tr>
                <Th>Payment</Th>
                <Th>Due date</Th>
                <Th>Original amount</Th>
                <Th>Advance adjustment</Th>
                <Th>Amount</Th>
                <Th>Status</Th>
                {payer && <Th>Action</Th>}
              </tr>
            </thead>
            <tbody>
              {schedule.items.map((item) => (
                <tr key={`${item.type}-${item.milestoneNumber ?? 0}`}>
                  <Td className="min-w-48">
                    <p className="font-medium text-slate-900">
                      {item.type === "milestone" ? `Milestone ${item.milestoneNumber}` : humanize(item.type)}
                    </p>
                    <p className="text-xs text-slate-600">{item.description}</p>
                  </Td>
                  <Td className="whitespace-nowrap">{formatDate(item.dueDate)}</Td>
                  <Td className="whitespace-nowrap">{formatInr(item.originalAmount)}</Td>
                  <Td className="whitespace-nowrap">
                    {item.advanceAdjustment ? `− ${formatInr(item.advanceAdjustment)}` : "—"}
                  </Td>
                  <Td className="whitespace-nowrap">
                    <span className="font-semibold">{formatInr(item.amount)}</span>
                    {item.netPaid !== undefined && (
                      <span className="block text-xs text-slate-600">
                        Net paid {formatInr(item.netPaid)} ({formatInr(item.refunded ?? 0)} refunded)
                      </span>
                    )}
                  </Td>
                  <Td>
                    <Badge tone={STATUS_TONES[item.status]}>{humanize(item.status)}</Badge>
                  </Td>
                  {payer && (
                    <Td>
                      {payable(item) && (
                        <Button
                          size="sm"
                          onClick={() =>
                            setPaying({
                              ...toItemRef(item),
                              description: item.description,
                              amount: item.amount,
                            })
                          }
                        >
                          Pay<span className="sr-only"> {item.description}</span>
                        </Button>
                      )}
                    </Td>
                  )}
                </tr>
              ))}
            </tbody>
          </Table>
        </ScrollArea>
        <div className="flex items-center justify-between rounded-md bg-slate-50 px-4 py-3">
          <p className="font-medium text-slate-800">Amount due now</p>
          <p className="text-lg font-bold text-slate-900">{formatInr(schedule.amountDueNow)}</p>
        </div>
      </CardContent>
      {payer && paying && (
        <CompletePaymentDialog
          projectId={payer.projectId}
          item={paying}
          open
          onOpenChange={(open) => !open && setPaying(null)}
        />
      )}
    </Card>
  );
}
