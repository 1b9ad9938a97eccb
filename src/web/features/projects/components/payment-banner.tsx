import { CreditCard } from "lucide-react";
import { useState } from "react";
import { formatInr } from "@/domain/money";
import { Button } from "@/web/components/ui/button";
import { CompletePaymentDialog, type PayableItem } from "./complete-payment-dialog";

/**
 * A payment banner (spec 2 §2 My Projects, project detail): on an accepted project the advance with "Pay",
 * otherwise the amount due now with "Pay Now"; either opens the Complete Payment modal for that item.
 * `projectTitle` completes the button's accessible name where several banners share a page.
 */
export function PaymentBanner({
  projectId,
  projectTitle,
  kind,
  item,
}: {
  projectId: string;
  projectTitle?: string;
  kind: "advance" | "due";
  item: PayableItem;
}) {
  const [open, setOpen] = useState(false);
  const amount = formatInr(item.amount);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <p className="flex items-center gap-2">
        <CreditCard aria-hidden="true" className="h-4 w-4 shrink-0" />
        {kind === "advance"
          ? `Your project has been accepted. Pay the advance of ${amount} to start work.`
          : `Payment due: ${amount} for ${item.description.toLowerCase()}.`}
      </p>
      <Button size="sm" onClick={() => setOpen(true)}>
        {kind === "advance" ? "Pay" : "Pay Now"}
        {projectTitle && <span className="sr-only"> for {projectTitle}</span>}
      </Button>
      <CompletePaymentDialog projectId={projectId} item={item} open={open} onOpenChange={setOpen} />
    </div>
  );
}
