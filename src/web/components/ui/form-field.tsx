import { cloneElement, type ReactElement, useId } from "react";
import { Label } from "./label";

interface FormFieldProps {
  label: string;
  /** The control; it receives `id`, `aria-invalid` and `aria-describedby`. */
  children: ReactElement<Record<string, unknown>>;
  error?: string;
  hint?: string;
  optional?: boolean;
  /** Ids of further elements that describe the control (e.g. a password checklist). */
  describedBy?: string;
}

/** Label, control, hint and error, wired together for screen readers. */
export function FormField({ label, children, error, hint, optional, describedBy: extra }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, extra, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>
        {label}
        {optional && <span className="ml-1 font-normal text-slate-600">(optional)</span>}
      </Label>
      {cloneElement(children, {
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
      })}
      {hint && (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
