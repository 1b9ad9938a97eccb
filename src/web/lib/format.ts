import { format, isValid, parseISO } from "date-fns";

/** "12 Mar 2026" for an ISO date or timestamp; "—" when missing or unreadable. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return "—";
  const date = parseISO(value);
  return isValid(date) ? format(date, "d MMM yyyy") : "—";
}

/** Hours with at most one decimal, e.g. "12.5 h". */
export function formatHours(hours: number | null | undefined): string {
  if (hours === null || hours === undefined) return "—";
  return `${Math.round(hours * 10) / 10} h`;
}

/** "it_services" -> "It services"; for enum-like codes shown to people. */
export function humanize(code: string | null | undefined): string {
  if (!code) return "—";
  const text = code.replaceAll("_", " ").toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The label of the engine that produced an analysis (DESIGN §5). */
export function engineLabel(engine: string | null | undefined): string {
  if (engine === "ai") return "AI";
  if (engine === "built-in") return "Built-in estimator";
  return "—";
}
