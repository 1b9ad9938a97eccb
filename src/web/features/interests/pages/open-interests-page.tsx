import { HandHeart } from "lucide-react";
import { Link } from "react-router";
import { PageHeader } from "@/web/components/page-header";
import { EmptyState, ErrorState, LoadingState } from "@/web/components/page-states";
import { Button } from "@/web/components/ui/button";
import { useMyInterests } from "../api/get-my-interests";
import { InterestCard } from "../components/interest-card";

/** Open Interests (spec 3 §2): the freelancer's active interests, newest first, each with Withdraw. */
export function OpenInterestsPage() {
  const interests = useMyInterests();
  return (
    <div>
      <PageHeader title="Open Interests" description="Projects you have expressed interest in." />
      {interests.isPending ? (
        <LoadingState label="Loading interests..." />
      ) : interests.isError ? (
        <ErrorState message="Failed to load interests" onRetry={() => interests.refetch()} />
      ) : interests.data.interests.length === 0 ? (
        <EmptyState
          icon={<HandHeart aria-hidden="true" className="h-10 w-10" />}
          title="No open interests"
          description="Browse projects and express interest in the ones you would like to work on."
          action={
            <Button asChild>
              <Link to="/browse-projects">Browse Projects</Link>
            </Button>
          }
        />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {interests.data.interests.map((interest) => (
            <li key={interest.id}>
              <InterestCard interest={interest} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
