import { Rocket } from "lucide-react";
import { Button } from "@/web/components/ui/button";

/**
 * Shown instead of "Submit Project" when the client's plan allows no further project (spec 2 §2, §5):
 * the spec 2 §8 limit text and "Upgrade Now", which opens the plan dialog.
 */
export function UpgradePanel({ message, onUpgrade }: { message: string; onUpgrade: () => void }) {
  return (
    <section
      aria-label="Upgrade your plan"
      className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center"
    >
      <Rocket aria-hidden="true" className="h-6 w-6 shrink-0" />
      <div className="flex-1">
        <p className="font-semibold">Upgrade to submit this project</p>
        <p className="text-sm">{message}</p>
      </div>
      <Button size="lg" onClick={onUpgrade}>
        Upgrade Now
      </Button>
    </section>
  );
}
