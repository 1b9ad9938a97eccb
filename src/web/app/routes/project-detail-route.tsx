import { ProjectInterestAction } from "@/web/features/interests/components/project-interest-action";
import { ProjectDetailPage } from "@/web/features/projects/pages/project-detail-page";

/**
 * Route /project/{id}: the project detail (features/projects) with a freelancer's Express Interest /
 * Withdraw (features/interests) under its header. Features do not import each other, so the app composes
 * them here.
 */
export function ProjectDetailRoute() {
  return <ProjectDetailPage interestAction={(project) => <ProjectInterestAction {...project} />} />;
}
