import type { HTMLAttributes } from "react";
import { cn } from "@/web/lib/cn";

const TONES = {
  gray: "bg-slate-100 text-slate-800 ring-slate-300",
  blue: "bg-blue-50 text-blue-800 ring-blue-200",
  green: "bg-green-50 text-green-800 ring-green-200",
  amber: "bg-amber-50 text-amber-900 ring-amber-200",
  red: "bg-red-50 text-red-800 ring-red-200",
  purple: "bg-purple-50 text-purple-800 ring-purple-200",
} as const;

export type BadgeTone = keyof typeof TONES;

/** A small label; tones keep AA contrast. */
export function Badge({
  tone = "gray",
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset",
        TONES[tone],
        className,
      )}
      {...props}
    />
  );
}
