import { Check } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { PLAN_PROJECT_LIMITS } from "@/domain/constants";
import { formatInr } from "@/domain/money";
import { PAYMENT_TEXTS } from "@/domain/payments/texts";
import {
  effectivePlan,
  type PaidPlan,
  planLabel,
  planPricePaise,
  SUBSCRIPTION_TYPES,
  type SubscriptionType,
} from "@/domain/plans/eligibility";
import { purchaseRefusal } from "@/domain/plans/subscription";
import { AmountSummary, CouponEntry, useCouponEntry } from "@/web/components/coupon-entry";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent } from "@/web/components/ui/dialog";
import { Spinner } from "@/web/components/ui/spinner";
import { errorMessage } from "@/web/lib/api-client";
import { useCheckout } from "@/web/lib/checkout/use-checkout";
import { cn } from "@/web/lib/cn";
import { formatDate } from "@/web/lib/format";
import { useUser } from "@/web/lib/me";
import { useInitiateSubscription } from "../api/initiate-subscription";

function limitText(plan: SubscriptionType): string {
  const limit = PLAN_PROJECT_LIMITS[plan];
  if (limit === null) return "Unlimited projects";
  if (plan === "free") return `${limit} free project`;
  return `Up to ${limit} accepted projects a year`;
}

/** Paying for `plan`: its price, an optional coupon for subscriptions, and Pay (spec 1 §4, §8). */
function PlanCheckout({ plan, onBack, onDone }: { plan: PaidPlan; onBack: () => void; onDone: () => void }) {
  const price = planPricePaise(plan);
  const coupon = useCouponEntry({ applicableTo: "subscriptions", amount: price });
  const initiate = useInitiateSubscription();
  const checkout = useCheckout(PAYMENT_TEXTS.subscriptionZeroAmount);
  const busy = initiate.isPending || checkout.leaving;

  const pay = () =>
    initiate.mutate(
      { subscriptionType: plan, ...(coupon.applied ? { couponCode: coupon.applied.code } : {}) },
      {
        onSuccess: async (result) => {
          if (await checkout.proceed(result)) onDone();
        },
        onError: (cause) => toast.error(errorMessage(cause, PAYMENT_TEXTS.upgradeFailed)),
      },
    );

  return (
    <div className="space-y-4">
      <AmountSummary amount={price} applied={coupon.applied} />
      <CouponEntry entry={coupon} disabled={busy} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onBack} disabled={busy}>
          Back to plans
        </Button>
        <Button type="button" onClick={pay} disabled={busy} aria-busy={busy}>
          {busy && <Spinner className="h-4 w-4" />}
          {busy ? "Processing..." : `Pay ${formatInr(coupon.applied ? coupon.applied.finalAmount : price)}`}
        </Button>
      </div>
    </div>
  );
}

/**
 * The subscription plan modal (spec 1 §2, §4): Free, Pro and Enterprise cards. The Free card only closes the
 * modal; choosing a paid plan — or renewing the plan in effect — opens its checkout with an optional coupon,
 * then goes to the gateway's page; a coupon that covers everything activates the plan at once. A plan below
 * the one in effect cannot be bought and says why.
 */
export function PlanDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const user = useUser();
  const [chosen, setChosen] = useState<PaidPlan | null>(null);
  const now = new Date();
  const expiresAt = user.subscriptionExpiresAt ? new Date(user.subscriptionExpiresAt) : null;
  const current = { subscriptionType: user.subscriptionType, subscriptionExpiresAt: expiresAt };
  const inEffect = effectivePlan(user.subscriptionType, expiresAt, now);

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) setChosen(null);
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        title={chosen ? `Upgrade to ${planLabel(chosen)}` : "Choose your plan"}
        description={
          chosen ? "One year, paid once. Prices in Indian rupees." : "Prices are per annum, in Indian rupees."
        }
        className={chosen ? undefined : "max-w-3xl"}
      >
        {chosen ? (
          <PlanCheckout plan={chosen} onBack={() => setChosen(null)} onDone={() => close(false)} />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-3">
            {SUBSCRIPTION_TYPES.map((plan) => {
              const refusal = plan === "free" ? null : purchaseRefusal(current, plan, now);
              return (
                <li
                  key={plan}
                  className={cn(
                    "flex flex-col gap-3 rounded-lg border p-4",
                    plan === "pro" ? "border-blue-600 ring-1 ring-blue-600" : "border-slate-200",
                  )}
                >
                  <h3 className="font-semibold text-slate-900">{planLabel(plan)}</h3>
                  <p className="text-2xl font-bold text-slate-900">
                    {formatInr(planPricePaise(plan))}
                    {plan !== "free" && <span className="text-sm font-normal text-slate-600"> / year</span>}
                  </p>
                  <p className="flex items-start gap-2 text-sm text-slate-700">
                    <Check aria-hidden="true" className="mt-0.5 h-4 w-4 text-green-700" />
                    {limitText(plan)}
                  </p>
                  <div className="mt-auto space-y-2">
                    {plan === inEffect && (
                      <p className="text-center text-sm font-medium text-blue-800">
                        Your current plan
                        {plan !== "free" && expiresAt && ` until ${formatDate(expiresAt.toISOString())}`}
                      </p>
                    )}
                    {plan === "free" ? (
                      inEffect !== "free" ? null : (
                        <Button variant="secondary" className="w-full" onClick={() => close(false)}>
                          Continue with Free
                        </Button>
                      )
                    ) : refusal ? (
                      <p className="text-center text-xs text-slate-600">Included in your current plan</p>
                    ) : (
                      <Button className="w-full" onClick={() => setChosen(plan)}>
                        {plan === inEffect
                          ? "Renew for another year"
                          : `Choose ${planLabel(plan).replace(" Plan", "")}`}
                      </Button>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
