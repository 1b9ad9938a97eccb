import { cn } from "@/web/lib/cn";

/** One step of a how-it-works list. */
export interface Step {
  title: string;
  text: string;
}

/**
 * A numbered list of steps with a round number badge each (landing "How it works", careers "Getting
 * started"); screen readers hear "Step N:" before each title. `className` sets the grid columns.
 */
export function NumberedSteps({ steps, className }: { steps: readonly Step[]; className?: string }) {
  return (
    <ol className={cn("mx-auto mt-8 grid max-w-6xl gap-6", className)}>
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-4">
          <span
            aria-hidden="true"
            className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-blue-600 font-bold text-white"
          >
            {index + 1}
          </span>
          <div>
            <h3 className="font-semibold text-slate-900">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-1 text-sm text-slate-700">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
