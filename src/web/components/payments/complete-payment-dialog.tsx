import { useState } from "react";
import { toast } from "sonner";
import { formatInr } from "@/domain/money";
import { normalizeCouponCode } from "@/domain/payments/coupon-pricing";
import type { PayablePaymentType } from "@/domain/payments/project-payments";
import { PAYMENT_TEXTS } from "@/domain/payments/texts";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent } from "@/web/components/ui/dialog";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { Spinner } from "@/web/components/ui/spinner";
import { errorMessage } from "@/web/lib/api-client";
import { type PaymentInitiation, useInitiatePayment, useRefreshAfterPayment, useValidateCoupon } from "./api";

/** The schedule item being paid. `amount` in paise, as the schedule shows it. */
export interface PayableItem {
  paymentType: PayablePaymentType;
  milestoneNumber: number | null;
  description: string;
  amount: number;
}

interface AppliedCoupon {
  code: string;
  discountAmount: number;
  finalAmount: number;
}

/** Where the browser goes next, or the message to show, for an initiate answer (spec 2 §7, §8). */
function nextStep(
  result: PaymentInitiation,
): { url: string } | { done: "info" | "success" | "error"; text: string } {
  if ("alreadyPaid" in result) return { done: "info", text: PAYMENT_TEXTS.alreadyPaid };
  if ("zeroAmount" in result) return { done: "success", text: PAYMENT_TEXTS.zeroAmount };
  if (result.paymentUrl) return { url: result.paymentUrl };
  // The in-page Checkout (Razorpay) is not wired into the web app yet.
  return { done: "error", text: result.keyId ? PAYMENT_TEXTS.gatewayNotLoaded : PAYMENT_TEXTS.noMethod };
}

/**
 * The "Complete Payment" modal (spec 2 §2, §5, §7, §8): the item and its amount, an optional coupon checked
 * on the server with "Apply" (its discount and the amount to pay shown), and Pay. The server computes every
 * amount; this only names the item and the coupon. Pay sends the browser to the gateway's page; a coupon
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
  const [code, setCode] = useState("");
  const [couponError, setCouponError] = useState<string | null>(null);
  const [applied, setApplied] = useState<AppliedCoupon | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const check = useValidateCoupon();
  const initiate = useInitiatePayment();
  const refresh = useRefreshAfterPayment();
  const ref = {
    projectId,
    paymentType: item.paymentType,
    ...(item.paymentType === "milestone" ? { milestoneNumber: item.milestoneNumber } : {}),
  };

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setCode("");
      setCouponError(null);
      setApplied(null);
      check.reset();
      initiate.reset();
    }
  };

  const apply = () => {
    const normalized = normalizeCouponCode(code);
    setApplied(null);
    if (!normalized) {
      setCouponError(PAYMENT_TEXTS.couponRequired);
      return;
    }
    check.mutate(
      { code: normalized, ...ref },
      {
        onSuccess: (result) => {
          setCouponError(result.valid ? null : (result.error ?? PAYMENT_TEXTS.couponInvalid));
          if (result.valid) setApplied({ code: normalized, ...result });
        },
        onError: (cause) => setCouponError(errorMessage(cause, PAYMENT_TEXTS.couponCheckFailed)),
      },
    );
  };

  const pay = () =>
    initiate.mutate(
      { ...ref, ...(applied ? { couponCode: applied.code } : {}) },
      {
        onSuccess: async (result) => {
          const step = nextStep(result);
          if ("url" in step) {
            setRedirecting(true);
            window.location.assign(step.url);
            return;
          }
          toast[step.done](step.text);
          close(false);
          await refresh();
        },
        onError: (cause) => {
          toast.error(errorMessage(cause, PAYMENT_TEXTS.initiateFailed));
          close(false);
        },
      },
    );

  const toPay = applied ? applied.finalAmount : item.amount;
  const busy = initiate.isPending || redirecting;
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent title="Complete Payment" description={item.description}>
        <div className="space-y-4">
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 rounded-md bg-slate-50 p-4 text-sm">
            <dt className="text-slate-700">Amount</dt>
            <dd className="text-right font-medium text-slate-900">{formatInr(item.amount)}</dd>
            {applied && (
              <>
                <dt className="text-slate-700">Discount ({applied.code})</dt>
                <dd className="text-right font-medium text-green-800">
                  − {formatInr(applied.discountAmount)}
                </dd>
              </>
            )}
            <dt className="font-semibold text-slate-900">Amount to pay</dt>
            <dd className="text-right text-lg font-bold text-slate-900">{formatInr(toPay)}</dd>
          </dl>
          <form
            noValidate
            className="flex items-start gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              apply();
            }}
          >
            <div className="flex-1">
              <FormField label="Coupon code" optional error={couponError ?? undefined}>
                <Input
                  value={code}
                  autoComplete="off"
                  onChange={(event) => {
                    setCode(event.target.value);
                    setApplied(null);
                    setCouponError(null);
                  }}
                />
              </FormField>
            </div>
            <Button type="submit" variant="secondary" className="mt-7" disabled={check.isPending || busy}>
              {check.isPending && <Spinner className="h-4 w-4" />}
              Apply
            </Button>
          </form>
          {applied && (
            <Alert tone="success">
              Coupon {applied.code} applied: you save {formatInr(applied.discountAmount)}.
            </Alert>
          )}
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
