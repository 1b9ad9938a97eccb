import { Badge, type BadgeTone } from "@/web/components/ui/badge";

const AVAILABILITY: Record<string, { label: string; tone: BadgeTone }> = {
  available: { label: "Available", tone: "green" },
  busy: { label: "Busy", tone: "amber" },
  unavailable: { label: "Unavailable", tone: "gray" },
};

/** The availability badge (spec 3 §4: available, busy, unavailable; anything else shows as "Other"). */
export function AvailabilityBadge({ status }: { status: string }) {
  const known = AVAILABILITY[status];
  return <Badge tone={known?.tone ?? "gray"}>{known?.label ?? "Other"}</Badge>;
}
