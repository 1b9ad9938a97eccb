import { LoaderCircle } from "lucide-react";
import { cn } from "@/web/lib/cn";

/** A spinning indicator; decorative unless `label` is given. */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <>
      <LoaderCircle aria-hidden="true" className={cn("h-5 w-5 animate-spin", className)} />
      {label && <span className="sr-only">{label}</span>}
    </>
  );
}
