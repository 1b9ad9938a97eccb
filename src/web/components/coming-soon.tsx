import { Hourglass } from "lucide-react";
import { PageHeader } from "./page-header";

/** Placeholder for screens of later work (spec 1 §2: 'This feature is coming soon.'). */
export function ComingSoon({ title }: { title: string }) {
  return (
    <div>
      <PageHeader title={title} />
      <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
        <Hourglass aria-hidden="true" className="h-10 w-10 text-blue-600" />
        <p className="text-base text-slate-700">This feature is coming soon.</p>
      </div>
    </div>
  );
}
