import { Badge } from "@/web/components/ui/badge";

/** The first `max` skills as badges, then "+N more" (spec 2 §9, spec 3 §2). */
export function SkillBadges({ skills, max }: { skills: readonly string[]; max: number }) {
  if (skills.length === 0) return null;
  const shown = skills.slice(0, max);
  const more = skills.length - shown.length;
  return (
    <ul aria-label="Skills" className="flex flex-wrap gap-1.5">
      {shown.map((skill) => (
        <li key={skill}>
          <Badge tone="blue">{skill}</Badge>
        </li>
      ))}
      {more > 0 && (
        <li>
          <Badge>+{more} more</Badge>
        </li>
      )}
    </ul>
  );
}
