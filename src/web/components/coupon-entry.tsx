import { useState } from "react";
import { formatInr } from "@/domain/money";
import { normalizeCouponCode } from "@/domain/payments/coupon-pricing";
import { PAYMENT_TEXTS } from "@/domain/payments/texts";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { Spinner } from "@/web/components/ui/spinner";
import { useValidateCoupon, type ValidateCouponBody } from "@/web/lib/api/validate-coupon";
import { errorMessage } from "@/web/lib/api-client";

/** A coupon the server accepted for this payment. Amounts in paise. */
export interface AppliedCoupon {
  code: string;
  discountAmount: number;
  finalAmount: number;
}

/**
 * State of an optional coupon field checked on the server with "Apply" (validate_coupon, spec 2 §5, §7):
 * the typed code, its error, the applied coupon. `target` names what the coupon is for (a project item or
 * a plan price); the server computes every amount.
 */
export function useCouponEntry(target: Omit<ValidateCouponBody, "code">) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [applied, setApplied] = useState<AppliedCoupon | null>(null);
  const check = useValidateCoupon();

  const apply = () => {
    const normalized = normalizeCouponCode(code);
    setApplied(null);
    if (!normalized) {
      setError(PAYMENT_TEXTS.couponRequired);
      return;
    }
    check.mutate(
      { code: normalized, ...target },
      {
        onSuccess: (result) => {
          setError(result.valid ? null : (result.error ?? PAYMENT_TEXTS.couponInvalid));
          if (result.valid) setApplied({ code: normalized, ...result });
        },
        onError: (cause) => setError(errorMessage(cause, PAYMENT_TEXTS.couponCheckFailed)),
      },
    );
  };
  const edit = (next: string) => {
    setCode(next);
    setApplied(null);
    setError(null);
  };
  const reset = () => {
    edit("");
    check.reset();
  };
  return { code, error, applied, apply, edit, reset, checking: check.isPending };
}

/** The coupon field, its Apply button and the "applied" notice for {@link useCouponEntry}'s state. */
export function CouponEntry({
  entry,
  disabled,
}: {
  entry: ReturnType<typeof useCouponEntry>;
  disabled?: boolean;
}) {
  return (
    <>
      <form
        noValidate
        className="flex items-start gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          entry.apply();
        }}
      >
        <div className="flex-1">
          <FormField label="Coupon code" optional error={entry.error ?? undefined}>
            <Input
              value={entry.code}
              autoComplete="off"
              onChange={(event) => entry.edit(event.target.value)}
            />
          </FormField>
        </div>
        <Button type="submit" variant="secondary" className="mt-7" disabled={entry.checking || disabled}>
          {entry.checking && <Spinner className="h-4 w-4" />}
          Apply
        </Button>
      </form>
      {entry.applied && (
        <Alert tone="success">
          Coupon {entry.applied.code} applied: you save {formatInr(entry.applied.discountAmount)}.
        </Alert>
      )}
    </>
  );
}

/** Amount, the coupon's discount and the amount to pay (paise), as the server computed them. */
export function AmountSummary({ amount, applied }: { amount: number; applied: AppliedCoupon | null }) {
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 rounded-md bg-slate-50 p-4 text-sm">
      <dt className="text-slate-700">Amount</dt>
      <dd className="text-right font-medium text-slate-900">{formatInr(amount)}</dd>
      {applied && (
        <>
          <dt className="text-slate-700">Discount ({applied.code})</dt>
          <dd className="text-right font-medium text-green-800">− {formatInr(applied.discountAmount)}</dd>
        </>
      )}
      <dt className="font-semibold text-slate-900">Amount to pay</dt>
      <dd className="text-right text-lg font-bold text-slate-900">
        {formatInr(applied ? applied.finalAmount : amount)}
      </dd>
    </dl>
  );
}
