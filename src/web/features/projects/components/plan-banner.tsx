import { Gift, Rocket } from "lucide-react";
import { FREE_DELIVERY_THRESHOLD_PAISE } from "@/domain/constants";
import { formatInr } from "@/domain/money";
import { Button } from "@/web/components/ui/button";
import { useUser } from "@/web/lib/me";
import { useProjects } from "../api/get-projects";

/**
 * spec 2 §2: "Welcome, Your first project is FREE" while the client has no project yet, else an
 * upgrade-to-pro banner for free clients, whose "View plans" calls `onViewPlans` (the page opens the plans modal).
 */
export function PlanBanner({ onViewPlans }: { onViewPlans: () => void }) {
  const user = useUser();
  const projects = useProjects({ page: 1, pageSize: 1 });
  if (projects.isPending || projects.isError) return null;

  if (projects.data.total === 0) {
    return (
      <div className="flex gap-3 rounded-lg border border-green-300 bg-green-50 p-4 text-green-900">
        <Gift aria-hidden="true" className="h-6 w-6 shrink-0" />
        <div>
          <p className="font-semibold">Welcome, Your first project is FREE</p>
          <p className="text-sm">
            If the final budget is under {formatInr(FREE_DELIVERY_THRESHOLD_PAISE).replace(/\.00$/, "")}, we
            deliver it free too.
          </p>
        </div>
      </div>
    );
  }
  if (user.subscriptionType !== "free") return null;
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-blue-200 bg-blue-50 p-4 text-blue-900 sm:flex-row sm:items-center">
      <Rocket aria-hidden="true" className="h-6 w-6 shrink-0" />
      <div className="flex-1">
        <p className="font-semibold">Upgrade to Pro</p>
        <p className="text-sm">
          The free plan includes 1 accepted project. Pro allows up to 5 accepted projects a year.
        </p>
      </div>
      <Button onClick={onViewPlans}>View plans</Button>
    </div>
  );
}
