import type { ReactNode } from "react";
import { Alert } from "./ui/alert";
import { Button } from "./ui/button";
import { Spinner } from "./ui/spinner";

/** Full-screen loading state while authentication loads (spec 1 §2). */
export function FullPageSpinner() {
  return (
    <div role="status" className="flex min-h-screen items-center justify-center gap-3 text-slate-700">
      <Spinner className="h-8 w-8 text-blue-600" />
      <span>Loading...</span>
    </div>
  );
}

/** Inline loading state for a section or page. */
export function LoadingState({ label = "Loading..." }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-12 text-slate-700">
      <Spinner className="text-blue-600" />
      <span>{label}</span>
    </div>
  );
}

/** A failed load; with `onRetry`, a "Try again" button that reloads. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="space-y-4 py-6">
      <Alert tone="error" title={message} />
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}

/** Nothing to show yet, with an optional call to action. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  titleAs: Title = "p",
}: {
  icon?: ReactNode;
  title: string;
  /** Make the title a heading when the empty state is the whole page. */
  titleAs?: "p" | "h1" | "h2";
  description?: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      {icon && <div className="text-slate-500">{icon}</div>}
      <Title className="text-lg font-semibold text-slate-900">{title}</Title>
      {description && <p className="max-w-md text-sm text-slate-600">{description}</p>}
      {action}
    </div>
  );
}
