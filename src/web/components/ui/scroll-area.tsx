import type { ReactNode } from "react";
import { cn } from "@/web/lib/cn";

/**
 * A horizontally scrollable region (wide tables on a phone). It is focusable so keyboard users can
 * scroll it, and labelled so screen readers announce what it holds. It is `relative`, so absolutely
 * placed children (the `sr-only` texts in table cells) are clipped by it too instead of widening the page
 * (issue 19 item 16).
 */
export function ScrollArea({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      className={cn(
        "relative overflow-x-auto rounded-md border border-slate-200 focus-visible:outline-2 focus-visible:outline-blue-600",
        className,
      )}
    >
      {children}
    </section>
  );
}
