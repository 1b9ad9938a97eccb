import { Link } from "react-router";
import { formatInr } from "@/domain/money";
import { RatingValue } from "@/web/components/rating-value";
import { SkillBadges } from "@/web/components/skill-badges";
import type { FreelancerCard as Card } from "../api/get-freelancers";
import { AvailabilityBadge } from "./freelancer-facts";

/** Skills shown on a directory card before "+N more". */
const SKILLS_ON_CARD = 6;

/**
 * A directory card (spec 3 §2 "Freelancer directory"): name linking to the public profile, title,
 * availability, rating, hourly rate, completed projects, success rate and skills.
 */
export function FreelancerCard({ freelancer }: { freelancer: Card }) {
  return (
    <article className="flex h-full flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold">
            <Link
              to={`/freelancer/${freelancer.id}`}
              className="text-blue-700 underline-offset-4 hover:underline"
            >
              {freelancer.fullName}
            </Link>
          </h2>
          <p className="text-sm text-slate-600">{freelancer.title}</p>
        </div>
        <AvailabilityBadge status={freelancer.availabilityStatus} />
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm text-slate-700 sm:grid-cols-4">
        <div>
          <dt className="text-xs text-slate-600">Rating</dt>
          <dd className="font-medium">
            <RatingValue rating={freelancer.rating} />
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">Hourly rate</dt>
          <dd className="font-medium">{formatInr(freelancer.hourlyRate)}/hr</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">Projects</dt>
          <dd className="font-medium">{freelancer.completedProjects} completed</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">Success rate</dt>
          <dd className="font-medium">{freelancer.successRate}%</dd>
        </div>
      </dl>
      <SkillBadges skills={freelancer.skills.map((s) => s.skillName)} max={SKILLS_ON_CARD} />
    </article>
  );
}
