import { useId } from "react";
import { HOSTING_PRICE_PAISE } from "@/domain/constants";
import { formatInr } from "@/domain/money";

/**
 * The website hosting add-on (spec 2 §2, §5, §9), offered only when the brief mentions a website;
 * the server adds the one-year hosting task and sets the maximum budget to 1.2 × the total.
 */
export function HostingOption({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (next: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <input
        id={id}
        type="checkbox"
        className="mt-1 h-4 w-4 accent-blue-600"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={`${id}-help`}
      />
      <div>
        <label htmlFor={id} className="font-medium text-slate-900">
          Include hosting
        </label>
        <p id={`${id}-help`} className="text-sm text-slate-600">
          Website hosting for 1 year at {formatInr(HOSTING_PRICE_PAISE)}: 99.9% uptime, SSL certificate and a
          year of support. Your maximum budget becomes 1.2 × the total.
        </p>
      </div>
    </div>
  );
}
