import { Link } from "react-router";
import { SKILLS_SHOWN } from "@/domain/constants";
import { SkillBadges } from "@/web/components/skill-badges";
import { StatusBadge } from "@/web/components/status-badge";
import { Button } from "@/web/components/ui/button";
import { formatDate } from "@/web/lib/format";
import type { MyInterest } from "../api/get-my-interests";
import { WithdrawInterestButton } from "./interest-actions";
import { ProjectFacts } from "./project-facts";

/**
 * An Open Interests card (spec 3 §2): project title, status badge, description, freelancer budget,
 * duration, deadline, up to 8 skills then "+N more", the freelancer's note, date of interest,
 * View Details and Withdraw Interest.
 */
export function InterestCard({ interest }: { interest: MyInterest }) {
  const { project } = interest;
  return (
    <article
      aria-labelledby={`interest-${interest.id}`}
      className="flex h-full flex-col gap-3 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={`interest-${interest.id}`} className="text-lg font-semibold text-slate-900">
          {project.title}
        </h2>
        <StatusBadge code={project.statusCode} name={project.statusName} />
      </div>
      <p className="line-clamp-3 text-sm text-slate-700">{project.description}</p>
      <ProjectFacts
        freelancerBudget={project.freelancerBudget}
        estimatedDuration={project.estimatedDuration}
        deadline={project.deadline}
      />
      <SkillBadges skills={project.requiredSkills} max={SKILLS_SHOWN.browserCard} />
      {interest.notes && (
        <div className="rounded-md bg-slate-50 p-3 text-sm">
          <p className="text-xs font-medium text-slate-600">Your note</p>
          <p className="whitespace-pre-line text-slate-800">{interest.notes}</p>
        </div>
      )}
      <p className="text-xs text-slate-600">Interested since {formatDate(interest.createdAt)}</p>
      <div className="mt-auto flex flex-wrap gap-2 pt-2">
        <Button asChild size="sm" variant="secondary">
          <Link to={`/project/${project.id}`}>
            View Details<span className="sr-only"> of {project.title}</span>
          </Link>
        </Button>
        <WithdrawInterestButton projectId={project.id} projectTitle={project.title} />
      </div>
    </article>
  );
}
