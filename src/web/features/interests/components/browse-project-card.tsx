import { Link } from "react-router";
import { SKILLS_SHOWN } from "@/domain/constants";
import { SkillBadges } from "@/web/components/skill-badges";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import type { BrowseProject } from "../api/get-browse-projects";
import { ExpressInterestButton, WithdrawInterestButton } from "./interest-actions";
import { ProjectFacts } from "./project-facts";

/**
 * A project in the freelancer browser (spec 2 §2, spec 3 §2): title, description, freelancer budget,
 * duration, deadline, up to 8 skills, "View Details" and Express Interest / Withdraw. Staff see the
 * card without the interest actions.
 */
export function BrowseProjectCard({ project, canAct }: { project: BrowseProject; canAct: boolean }) {
  return (
    <article
      aria-labelledby={`browse-${project.id}`}
      className="flex h-full flex-col gap-3 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={`browse-${project.id}`} className="text-lg font-semibold text-slate-900">
          {project.title}
        </h2>
        {project.interested && <Badge tone="green">Interested</Badge>}
      </div>
      <p className="line-clamp-3 text-sm text-slate-700">{project.description}</p>
      <ProjectFacts
        freelancerBudget={project.freelancerBudget}
        estimatedDuration={project.estimatedDuration}
        deadline={project.deadline}
      />
      <SkillBadges skills={project.requiredSkills} max={SKILLS_SHOWN.browserCard} />
      <div className="mt-auto flex flex-wrap gap-2 pt-2">
        <Button asChild size="sm" variant="secondary">
          <Link to={`/project/${project.id}`}>
            View Details<span className="sr-only"> of {project.title}</span>
          </Link>
        </Button>
        {canAct &&
          (project.interested ? (
            <WithdrawInterestButton projectId={project.id} projectTitle={project.title} label="Withdraw" />
          ) : (
            <ExpressInterestButton projectId={project.id} projectTitle={project.title} />
          ))}
      </div>
    </article>
  );
}
