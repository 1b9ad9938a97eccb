import { useId } from "react";
import { Link } from "react-router";
import { formatInr } from "@/domain/money";
import { LoadingState } from "@/web/components/page-states";
import { RatingValue } from "@/web/components/rating-value";
import { SkillBadges } from "@/web/components/skill-badges";
import { Alert } from "@/web/components/ui/alert";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { formatDate } from "@/web/lib/format";
import { useProjectInterests } from "../api/get-project-interests";

/** Skills shown on an interested-freelancer card (spec 3 §9). */
const SKILLS_ON_INTEREST_CARD = 5;

/**
 * Interested Freelancers (spec 2 §2, spec 3 §6), for managers and administrators: name (linking to
 * /freelancer/{freelancerId}), title, rating, hourly rate, skills, note and date of interest.
 */
export function InterestedFreelancers({ projectId }: { projectId: string }) {
  const interests = useProjectInterests(projectId);
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle id={headingId}>Interested Freelancers</CardTitle>
      </CardHeader>
      <CardContent>
        {interests.isPending ? (
          <LoadingState label="Loading interested freelancers..." />
        ) : interests.isError ? (
          <Alert tone="error">Failed to load interested freelancers</Alert>
        ) : interests.data.interests.length === 0 ? (
          <p className="text-sm text-slate-600">No freelancers have expressed interest yet.</p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {interests.data.interests.map((interest) => (
              <li key={interest.id} className="flex flex-col gap-2 rounded-lg border border-slate-200 p-4">
                <div>
                  <h3 className="font-semibold">
                    <Link
                      to={`/freelancer/${interest.freelancerId}`}
                      className="text-blue-700 underline-offset-4 hover:underline"
                    >
                      {interest.fullName}
                    </Link>
                  </h3>
                  <p className="text-sm text-slate-600">{interest.title}</p>
                </div>
                <p className="flex flex-wrap items-center gap-x-3 text-sm text-slate-700">
                  <RatingValue rating={interest.rating} />
                  <span>{formatInr(interest.hourlyRate)}/hr</span>
                </p>
                <SkillBadges skills={interest.skills} max={SKILLS_ON_INTEREST_CARD} />
                {interest.notes && (
                  <p className="rounded-md bg-slate-50 p-2 text-sm whitespace-pre-line text-slate-800">
                    {interest.notes}
                  </p>
                )}
                <p className="text-xs text-slate-600">Interested since {formatDate(interest.createdAt)}</p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
