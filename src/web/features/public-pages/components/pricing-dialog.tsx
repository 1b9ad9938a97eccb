import { Check } from "lucide-react";
import { Link } from "react-router";
import { FREE_DELIVERY_THRESHOLD_PAISE, PLAN_PROJECT_LIMITS } from "@/domain/constants";
import { formatInr } from "@/domain/money";
import {
  planLabel,
  planPricePaise,
  SUBSCRIPTION_TYPES,
  type SubscriptionType,
} from "@/domain/plans/eligibility";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent } from "@/web/components/ui/dialog";
import { cn } from "@/web/lib/cn";

const FEATURES: Record<SubscriptionType, string[]> = {
  free: [
    `${PLAN_PROJECT_LIMITS.free} free project`,
    `Delivered free when the final budget is under ${formatInr(FREE_DELIVERY_THRESHOLD_PAISE)}`,
    "No credit card needed",
  ],
  pro: [
    `Up to ${PLAN_PROJECT_LIMITS.pro} accepted projects a year`,
    "Instant estimates and schedules",
    "Support by e-mail",
  ],
  enterprise: ["Unlimited projects", "Instant estimates and schedules", "Priority support"],
};

/**
 * The public pricing modal (spec 1 §2 Landing, §9): Free, Pro and Enterprise cards with prices per annum
 * in rupees. Signed-out visitors sign up to choose a plan; the in-app plan modal then takes payment.
 */
export function PricingDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Choose your plan"
        description="Prices are per annum, in Indian rupees. Start free: no credit card needed."
        className="max-w-3xl"
      >
        <ul className="grid gap-4 sm:grid-cols-3">
          {SUBSCRIPTION_TYPES.map((plan) => (
            <li
              key={plan}
              aria-label={planLabel(plan)}
              className={cn(
                "flex flex-col gap-3 rounded-lg border p-4",
                plan === "pro" ? "border-blue-600 ring-1 ring-blue-600" : "border-slate-200",
              )}
            >
              <h3 className="font-semibold text-slate-900">{planLabel(plan)}</h3>
              <p className="text-2xl font-bold text-slate-900">
                {formatInr(planPricePaise(plan))}
                <span className="text-sm font-normal text-slate-600">
                  {plan === "free" ? " forever" : " / year"}
                </span>
              </p>
              <ul className="space-y-2 text-sm text-slate-700">
                {FEATURES[plan].map((feature) => (
                  <li key={feature} className="flex items-start gap-2">
                    <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-green-700" />
                    {feature}
                  </li>
                ))}
              </ul>
              <Button asChild variant={plan === "pro" ? "primary" : "secondary"} className="mt-auto w-full">
                <Link to="/signup">
                  {plan === "free" ? "Get Started Free" : `Choose ${planLabel(plan).replace(" Plan", "")}`}
                </Link>
              </Button>
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
