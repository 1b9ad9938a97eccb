import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@/domain/demo";
import { ROLE_LABELS } from "@/domain/roles";

/**
 * The demo logins the server seeds (DESIGN §3), shown on the sign-in page in demo mode.
 * Choosing one fills the form.
 */
export function DemoLogins({ onPick }: { onPick: (email: string, password: string) => void }) {
  return (
    <section
      aria-labelledby="demo-heading"
      className="rounded-md border border-blue-200 bg-blue-50 p-4 text-sm"
    >
      <h2 id="demo-heading" className="font-semibold text-blue-900">
        Demo logins
      </h2>
      <p className="mt-1 text-blue-900">
        Password for all: <code className="font-mono">{DEMO_PASSWORD}</code>
      </p>
      <ul className="mt-2 space-y-1">
        {DEMO_ACCOUNTS.map((account) => (
          <li key={account.email} className="flex flex-wrap items-center justify-between gap-2">
            <span className="text-slate-800">
              <span className="font-medium">{ROLE_LABELS[account.role]}:</span> {account.email}
            </span>
            <button
              type="button"
              onClick={() => onPick(account.email, DEMO_PASSWORD)}
              className="rounded px-2 py-0.5 font-medium text-blue-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600"
            >
              Use<span className="sr-only"> the {account.role.toLowerCase()} demo account</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
