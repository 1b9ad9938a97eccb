import { ArrowLeft, Mail, Pencil, UserX } from "lucide-react";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { formatInr } from "@/domain/money";
import { isStaff } from "@/domain/roles";
import { EmptyState, ErrorState, LoadingState } from "@/web/components/page-states";
import { RatingValue } from "@/web/components/rating-value";
import { Button } from "@/web/components/ui/button";
import { ApiError } from "@/web/lib/api-client";
import { useUser } from "@/web/lib/me";
import { type FreelancerProfile, useFreelancer } from "../api/get-freelancer";
import { EditFreelancerDialog } from "../components/edit-freelancer-dialog";
import { AvailabilityBadge } from "../components/freelancer-facts";
import { AssignmentsSection, ReviewsSection, SkillsSection } from "../components/profile-sections";

/** The avatar: the profile image, else the name's initial. */
function Avatar({ profile }: { profile: FreelancerProfile }) {
  if (profile.avatarUrl) {
    return <img src={profile.avatarUrl} alt="" className="h-20 w-20 rounded-full object-cover" />;
  }
  return (
    <span
      aria-hidden="true"
      className="grid h-20 w-20 place-items-center rounded-full bg-blue-600 text-3xl font-semibold text-white"
    >
      {profile.fullName.trim().charAt(0).toUpperCase() || "?"}
    </span>
  );
}

/** The figures row: rating, projects, success rate, experience and hourly rate per hour (spec 3 §2). */
function Figures({ profile }: { profile: FreelancerProfile }) {
  const items = [
    { label: "Rating", value: <RatingValue rating={profile.rating} /> },
    { label: "Projects", value: profile.completedProjects },
    { label: "Success rate", value: `${profile.successRate}%` },
    { label: "Experience", value: `${profile.experienceYears} years` },
    { label: "Hourly rate", value: `${formatInr(profile.hourlyRate)} per hour` },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {items.map((item) => (
        <div key={item.label} className="rounded-lg border border-slate-200 bg-white p-3">
          <dt className="text-xs text-slate-600">{item.label}</dt>
          <dd className="text-lg font-semibold text-slate-900">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Public freelancer profile (spec 3 §2, route /freelancer/{freelancerId}; `/freelancer/me` is one's own):
 * avatar, name, title, availability, bio, figures, contact e-mail, portfolio, skills with proficiency,
 * current assignments and reviews. The freelancer edits their own from here. Unknown id: "Freelancer Not
 * Found" with a Go Back button.
 */
export function FreelancerProfilePage() {
  const { freelancerId = "" } = useParams();
  const user = useUser();
  const navigate = useNavigate();
  const profile = useFreelancer(freelancerId);
  const [editing, setEditing] = useState(false);
  // Back where they came from; opened directly (no in-app history), to the directory or the dashboard.
  const back = () =>
    (window.history.state?.idx ?? 0) > 0 ? navigate(-1) : navigate(isStaff(user.role) ? "/freelancers" : "/");
  const goBack = (
    <Button variant="secondary" onClick={back}>
      <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Go Back
    </Button>
  );

  if (profile.isPending) return <LoadingState label="Loading profile..." />;
  if (profile.isError) {
    const missing = profile.error instanceof ApiError && [400, 403, 404].includes(profile.error.status);
    if (!missing)
      return <ErrorState message="Failed to load the profile" onRetry={() => profile.refetch()} />;
    return (
      <div className="py-8">
        <EmptyState
          icon={<UserX aria-hidden="true" className="h-10 w-10" />}
          title="Freelancer Not Found"
          titleAs="h1"
          description="The freelancer profile you are looking for does not exist."
          action={goBack}
        />
      </div>
    );
  }

  const data = profile.data;
  const own = user.role === "freelancer" && data.userId === user.id;
  return (
    <div className="space-y-6">
      <Button variant="ghost" size="sm" className="-ml-2" onClick={back}>
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Go Back
      </Button>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <Avatar profile={data} />
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">{data.fullName}</h1>
            <AvailabilityBadge status={data.availabilityStatus} />
          </div>
          <p className="text-slate-700">{data.title}</p>
          {data.bio && <p className="max-w-prose text-sm whitespace-pre-line text-slate-700">{data.bio}</p>}
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <a
              href={`mailto:${data.email}`}
              className="inline-flex items-center gap-1 text-blue-700 underline"
            >
              <Mail aria-hidden="true" className="h-4 w-4" /> {data.email}
            </a>
            {data.portfolioUrl && (
              <a
                href={data.portfolioUrl}
                target="_blank"
                rel="noreferrer noopener"
                className="text-blue-700 underline"
              >
                Portfolio
              </a>
            )}
          </p>
        </div>
        {own && (
          <Button onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" className="h-4 w-4" /> Edit Profile
          </Button>
        )}
      </header>
      <Figures profile={data} />
      <SkillsSection skills={data.skills} />
      <AssignmentsSection assignments={data.assignments} />
      <ReviewsSection reviews={data.reviews} importedReviewCount={data.importedReviewCount} />
      {own && <EditFreelancerDialog profile={data} open={editing} onOpenChange={setEditing} />}
    </div>
  );
}
