import type { LucideIcon } from "lucide-react";
import { Card } from "@/web/components/ui/card";

/** One figure with its label. */
export function StatCard({
  label,
  value,
  icon: Icon,
  note,
}: {
  label: string;
  value: number;
  icon: LucideIcon;
  note?: string;
}) {
  return (
    <Card className="flex items-start justify-between gap-3 p-5">
      <div>
        <p className="text-sm font-medium text-slate-600">{label}</p>
        <p className="mt-1 text-3xl font-bold text-slate-900">{value}</p>
        {note && <p className="mt-1 text-xs text-slate-600">{note}</p>}
      </div>
      <span aria-hidden="true" className="rounded-md bg-blue-50 p-2 text-blue-700">
        <Icon className="h-5 w-5" />
      </span>
    </Card>
  );
}
