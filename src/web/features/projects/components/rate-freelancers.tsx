import { useId, useState } from "react";
import { LoadingState } from "@/web/components/page-states";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { useProjectReviews } from "../api/get-project-reviews";
import { RateFreelancerDialog } from "./rate-freelancer-dialog";

type Member = { freelancerId: string; fullName: string };

/**
 * Rate Freelancers on a completed project's detail page (issue 7 item 6): each freelancer of the project
 * with the review they got; the owning client has a Rate button per freelancer not yet rated. Others who
 * see the project see the reviews (a freelancer only their own).
 */
export function RateFreelancers({ projectId }: { projectId: string }) {
  const reviews = useProjectReviews(projectId);
  const headingId = useId();
  const [rating, setRating] = useState<Member | null>(null);
  if (reviews.isSuccess && reviews.data.freelancers.length === 0) return null;
  const canReview = reviews.data?.canReview ?? false;
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle id={headingId}>{canReview ? "Rate Freelancers" : "Freelancer Reviews"}</CardTitle>
      </CardHeader>
      <CardContent>
        {reviews.isPending ? (
          <LoadingState label="Loading reviews..." />
        ) : reviews.isError ? (
          <Alert tone="error">Failed to load reviews</Alert>
        ) : (
          <ul className="divide-y divide-slate-100">
            {reviews.data.freelancers.map((member) => (
              <li key={member.freelancerId} className="flex flex-wrap items-start justify-between gap-3 py-3">
                <div className="min-w-0 space-y-1">
                  <p className="font-medium text-slate-900">{member.fullName}</p>
                  <p className="text-sm text-slate-600">{member.title}</p>
                  {member.review ? (
                    <p className="text-sm text-slate-800">
                      <span className="font-medium">Rated {member.review.rating} out of 5</span>
                      {member.review.comment && (
                        <span className="whitespace-pre-line">: {member.review.comment}</span>
                      )}
                    </p>
                  ) : (
                    <p className="text-sm text-slate-600">Not rated yet.</p>
                  )}
                </div>
                {canReview && !member.review && (
                  <Button size="sm" onClick={() => setRating(member)} aria-label={`Rate ${member.fullName}`}>
                    Rate
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {rating && (
        <RateFreelancerDialog
          projectId={projectId}
          freelancer={rating}
          open
          onOpenChange={(open) => !open && setRating(null)}
        />
      )}
    </Card>
  );
}
