import { isStatusCode, statusOf } from "@/domain/projects/statuses";
import { Badge, type BadgeTone } from "./ui/badge";

/** Badge colour by phase (spec 2 §4): new, accepted, in flight, done. */
function toneFor(phase: number): BadgeTone {
  if (phase <= 2) return "blue";
  if (phase === 3) return "purple";
  if (phase === 4) return "amber";
  return "green";
}

/**
 * A project status code as a coloured badge with its display name (spec 2 §3 status table);
 * "Cancelled" instead when the project's legacy status says so (spec 2 §4).
 */
export function StatusBadge({ code, name, cancelled }: { code: string; name?: string; cancelled?: boolean }) {
  if (cancelled) return <Badge tone="red">Cancelled</Badge>;
  if (!isStatusCode(code)) return <Badge>{name ?? code}</Badge>;
  const status = statusOf(code);
  return <Badge tone={toneFor(status.phase)}>{name ?? status.name}</Badge>;
}
