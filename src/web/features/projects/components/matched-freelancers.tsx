import { useId } from "react";
import { SKILLS_SHOWN } from "@/domain/constants";
import { formatInr } from "@/domain/money";
import { LoadingState } from "@/web/components/page-states";
import { RatingValue } from "@/web/components/rating-value";
import { Alert } from "@/web/components/ui/alert";
import { Badge } from "@/web/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { useProjectMatches } from "../api/get-project-matches";
import { InviteFreelancerButton } from "./invite-freelancer-button";

/** AI-Matched Freelancers (spec 2 §2, §5), for managers and administrators: top 6 with score and labels. */
export function MatchedFreelancers({ projectId }: { projectId: string }) {
  const matches = useProjectMatches(projectId);
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle id={headingId}>AI-Matched Freelancers</CardTitle>
      </CardHeader>
      <CardContent>
        {matches.isPending ? (
          <LoadingState label="Finding matches..." />
        ) : matches.isError ? (
          <Alert tone="error">Failed to load matched freelancers</Alert>
        ) : matches.data.matches.length === 0 ? (
          <p className="text-sm text-slate-600">No matching freelancers yet.</p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {matches.data.matches.map((match) => (
              <li
                key={match.freelancerId}
                className="flex flex-col gap-2 rounded-lg border border-slate-200 p-4"
              >
                <div className="flex items-start justify-between gap-2">
                  <div>
                    <h3 className="font-semibold text-slate-900">{match.fullName}</h3>
                    <p className="text-sm text-slate-600">{match.title}</p>
                  </div>
                  <Badge tone="green">{match.matchScore}% match</Badge>
                </div>
                <InviteFreelancerButton
                  projectId={projectId}
                  freelancerId={match.freelancerId}
                  name={match.fullName}
                />
                <p className="flex flex-wrap items-center gap-x-3 text-sm text-slate-700">
                  <RatingValue rating={match.rating} />
                  <span>{formatInr(match.hourlyRate)}/hr</span>
                  <span>{match.experienceYears} yrs</span>
                </p>
                <ul aria-label="Skills" className="flex flex-wrap gap-1.5">
                  {match.skills.slice(0, SKILLS_SHOWN.matchCard).map((skill) => (
                    <li key={skill}>
                      <Badge tone="blue">{skill}</Badge>
                    </li>
                  ))}
                </ul>
                {match.labels.length > 0 && (
                  <ul aria-label="Highlights" className="flex flex-wrap gap-1.5">
                    {match.labels.map((label) => (
                      <li key={label}>
                        <Badge tone="purple">{label}</Badge>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
