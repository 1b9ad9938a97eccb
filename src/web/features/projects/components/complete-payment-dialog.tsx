import { toast } from "sonner";
import { formatInr } from "@/domain/money";
import type { PayablePaymentType } from "@/domain/payments/project-payments";
import { PAYMENT_TEXTS } from "@/domain/payments/texts";
import { AmountSummary, CouponEntry, useCouponEntry } from "@/web/components/coupon-entry";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent } from "@/web/components/ui/dialog";
import { Spinner } from "@/web/components/ui/spinner";
import { errorMessage } from "@/web/lib/api-client";
import { useCheckout } from "@/web/lib/checkout/use-checkout";
import { useInitiatePayment } from "../api/initiate-payment";

/** The schedule item being paid. `amount` in paise, as the schedule shows it. */
export interface PayableItem {
  paymentType: PayablePaymentType;
  milestoneNumber: number | null;
  description: string;
  amount: number;
}

/**
 * The "Complete Payment" modal (spec 2 §2, §5, §7, §8): the item and its amount, an optional coupon checked
 * on the server with "Apply" (its discount and the amount to pay shown), and Pay. The server computes every
 * amount; this only names the item and the coupon. Pay goes on to the gateway ({@link useCheckout}); a coupon
 * covering everything or an item already paid ends here with the spec's message; a failure closes the modal
 * with the server's text or "Failed to initiate payment. Please try again.".
 */
export function CompletePaymentDialog({
  projectId,
  item,
  open,
  onOpenChange,
}: {
  projectId: string;
  item: PayableItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const initiate = useInitiatePayment();
  const checkout = useCheckout(PAYMENT_TEXTS.zeroAmount);
  const ref = {
    projectId,
    paymentType: item.paymentType,
    ...(item.paymentType === "milestone" ? { milestoneNumber: item.milestoneNumber } : {}),
  };
  const coupon = useCouponEntry(ref);

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      coupon.reset();
      initiate.reset();
    }
  };

  const pay = () =>
    initiate.mutate(
      { ...ref, ...(coupon.applied ? { couponCode: coupon.applied.code } : {}) },
      {
        onSuccess: async (result) => {
          if (await checkout.proceed(result)) close(false);
        },
        onError: (cause) => {
          toast.error(errorMessage(cause, PAYMENT_TEXTS.initiateFailed));
          close(false);
        },
      },
    );

  const toPay = coupon.applied ? coupon.applied.finalAmount : item.amount;
  const busy = initiate.isPending || checkout.leaving;
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent title="Complete Payment" description={item.description}>
        <div className="space-y-4">
          <AmountSummary amount={item.amount} applied={coupon.applied} />
          <CouponEntry entry={coupon} disabled={busy} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" onClick={() => close(false)} disabled={busy}>
              Cancel
            </Button>
            <Button type="button" onClick={pay} disabled={busy} aria-busy={busy}>
              {busy && <Spinner className="h-4 w-4" />}
              Pay {formatInr(toPay)}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
