import { Check, X } from "lucide-react";
import { passwordChecklist } from "@/domain/accounts/schemas";
import { cn } from "@/web/lib/cn";

/** The live sign-up password checklist (spec 1 §2, §5), computed by the shared domain rule. */
export function PasswordChecklist({ id, password }: { id?: string; password: string }) {
  return (
    <ul id={id} aria-label="Requirements" className="space-y-1 rounded-md bg-slate-50 p-3 text-sm">
      {passwordChecklist(password).map((check) => (
        <li
          key={check.key}
          data-met={check.met}
          className={cn("flex items-center gap-2", check.met ? "text-green-800" : "text-slate-700")}
        >
          {check.met ? (
            <Check aria-hidden="true" className="h-4 w-4 shrink-0" />
          ) : (
            <X aria-hidden="true" className="h-4 w-4 shrink-0" />
          )}
          <span>
            {check.label}
            <span className="sr-only">{check.met ? " (met)" : " (not met)"}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
