import { Check } from "lucide-react";
import { toast } from "sonner";
import { PLAN_PROJECT_LIMITS } from "@/domain/constants";
import { formatInr } from "@/domain/money";
import {
  planLabel,
  planPricePaise,
  SUBSCRIPTION_TYPES,
  type SubscriptionType,
} from "@/domain/plans/eligibility";
import { cn } from "@/web/lib/cn";
import { Button } from "./ui/button";
import { Dialog, DialogContent } from "./ui/dialog";

function limitText(plan: SubscriptionType): string {
  const limit = PLAN_PROJECT_LIMITS[plan];
  if (limit === null) return "Unlimited projects";
  if (plan === "free") return `${limit} free project`;
  return `Up to ${limit} accepted projects a year`;
}

/**
 * The subscription plan modal (spec 1 §2): Free, Pro and Enterprise cards. The Free card only closes
 * the modal; paid checkout arrives with the payments work, so paid plans say so for now.
 */
export function PlanDialog({
  open,
  onOpenChange,
  current,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  current?: SubscriptionType;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Choose your plan"
        description="Prices are per annum, in Indian rupees."
        className="max-w-3xl"
      >
        <ul className="grid gap-4 sm:grid-cols-3">
          {SUBSCRIPTION_TYPES.map((plan) => (
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
              <div className="mt-auto">
                {plan === current ? (
                  <p className="text-center text-sm font-medium text-blue-800">Your current plan</p>
                ) : plan === "free" ? (
                  <Button variant="secondary" className="w-full" onClick={() => onOpenChange(false)}>
                    Continue with Free
                  </Button>
                ) : (
                  <Button
                    className="w-full"
                    onClick={() => toast.info("Online plan upgrades are coming soon.")}
                  >
                    Choose {planLabel(plan).replace(" Plan", "")}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
