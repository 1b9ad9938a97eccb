import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { RatingValue } from "@/web/components/rating-value";
import { StatusBadge } from "@/web/components/status-badge";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { formatDate, humanize } from "@/web/lib/format";
import type { FreelancerProfile } from "../api/get-freelancer";

/** A titled card section of the profile, labelled by its heading. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle id={headingId}>{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** Skills with proficiency (spec 3 §2). */
export function SkillsSection({ skills }: { skills: FreelancerProfile["skills"] }) {
  return (
    <Section title="Skills">
      {skills.length === 0 ? (
        <p className="text-sm text-slate-600">No skills listed yet.</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {skills.map((skill) => (
            <li key={skill.skillName}>
              <Badge tone="blue">
                {skill.skillName} · {humanize(skill.proficiency)}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** Current assignments with the tasks assigned to the freelancer and a View Project link (spec 3 §2). */
export function AssignmentsSection({ assignments }: { assignments: FreelancerProfile["assignments"] }) {
  return (
    <Section title="Current Assignments">
      {assignments.length === 0 ? (
        <p className="text-sm text-slate-600">No current assignments.</p>
      ) : (
        <ul className="space-y-4">
          {assignments.map((project) => (
            <li key={project.projectId} className="space-y-2 rounded-lg border border-slate-200 p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="font-semibold text-slate-900">{project.title}</h3>
                  <StatusBadge code={project.statusCode} />
                </div>
                <Button asChild variant="secondary" size="sm">
                  <Link to={`/project/${project.projectId}`} aria-label={`View Project ${project.title}`}>
                    View Project
                  </Link>
                </Button>
              </div>
              {project.tasks.length === 0 ? (
                <p className="text-sm text-slate-600">No tasks assigned yet.</p>
              ) : (
                <ul aria-label={`Tasks on ${project.title}`} className="space-y-1 text-sm text-slate-700">
                  {project.tasks.map((task) => (
                    <li key={task.id} className="flex flex-wrap justify-between gap-2">
                      <span>{task.title}</span>
                      <Badge>{humanize(task.status)}</Badge>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** Reviews clients wrote on completed projects, newest first, and the imported count (issue 7 item 6). */
export function ReviewsSection({
  reviews,
  importedReviewCount,
}: Pick<FreelancerProfile, "reviews" | "importedReviewCount">) {
  return (
    <Section title="Reviews">
      {reviews.length === 0 ? (
        <p className="text-sm text-slate-600">No reviews on Kaarya projects yet.</p>
      ) : (
        <ul className="space-y-4">
          {reviews.map((review) => (
            <li key={review.id} className="space-y-1 border-b border-slate-100 pb-3 last:border-0">
              <p className="flex flex-wrap items-center gap-x-3 text-sm text-slate-700">
                <RatingValue rating={review.rating} />
                <span className="font-medium text-slate-900">{review.projectTitle}</span>
                <span>
                  {review.reviewerName ?? "A client"} · {formatDate(review.createdAt)}
                </span>
              </p>
              {review.comment && (
                <p className="text-sm whitespace-pre-line text-slate-800">{review.comment}</p>
              )}
            </li>
          ))}
        </ul>
      )}
      {importedReviewCount > 0 && (
        <p className="mt-3 text-xs text-slate-600">
          The rating also counts {importedReviewCount} reviews of earlier work.
        </p>
      )}
    </Section>
  );
}
