import { type ReactNode, useEffect, useRef, useState } from "react";
import { cn } from "@/web/lib/cn";

/** The hint a ScrollArea shows while its content is wider than itself (issue 19 item 16). */
export const SCROLL_HINT = "Scroll sideways to see more →";

/**
 * A horizontally scrollable region (wide tables on a phone). It is focusable so keyboard users can
 * scroll it, and labelled so screen readers announce what it holds. While its content is wider than the
 * region it shows a visible hint above the content (kept in view as the content scrolls), and it is
 * `relative`, so absolutely placed children (the `sr-only` texts in table cells) are clipped by it too
 * instead of widening the page (issue 19 item 16).
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
  const region = useRef<HTMLElement>(null);
  const [wider, setWider] = useState(false);
  useEffect(() => {
    const el = region.current;
    if (!el) return;
    const measure = () => setWider(el.scrollWidth > el.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    for (const child of el.children) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  return (
    <section
      ref={region}
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      className={cn(
        "relative overflow-x-auto rounded-md border border-slate-200 focus-visible:outline-2 focus-visible:outline-blue-600",
        className,
      )}
    >
      {wider && (
        <p className="sticky left-0 w-fit px-3 py-1 text-xs text-slate-600" aria-hidden="true">
          {SCROLL_HINT}
        </p>
      )}
      {children}
    </section>
  );
}
