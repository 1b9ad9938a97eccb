import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** A labelled figure in a summary grid (inside a `<dl>`). */
export function InfoTile({
  label,
  value,
  icon: Icon,
}: {
  label: string;
  value: ReactNode;
  icon: LucideIcon;
}) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      <dt className="flex items-center gap-2 text-xs font-medium tracking-wide text-slate-600 uppercase">
        <Icon aria-hidden="true" className="h-4 w-4 text-blue-600" />
        {label}
      </dt>
      <dd className="mt-1 text-base font-semibold text-slate-900">{value}</dd>
    </div>
  );
}
