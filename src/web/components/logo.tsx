import { Link } from "react-router";

/** The Kaarya wordmark; a link home (spec 1 §2: the logo is also a back-to-home control). */
export function Logo({ className }: { className?: string }) {
  return (
    <Link
      to="/"
      aria-label="Kaarya home"
      className={`inline-flex items-center gap-2 rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 ${className ?? ""}`}
    >
      <span
        aria-hidden="true"
        className="grid h-8 w-8 place-items-center rounded-md bg-blue-600 text-lg font-bold text-white"
      >
        K
      </span>
      <span className="text-xl font-bold tracking-tight text-slate-900">Kaarya</span>
    </Link>
  );
}
