import { CreateProjectPage } from "@/web/features/projects/pages/create-project-page";
import { PlanDialog } from "@/web/features/subscriptions/components/plan-dialog";

/**
 * Route /create-project: Create New Project (features/projects) with the plans modal
 * (features/subscriptions) that its upgrade banner, upgrade panel and an ineligible submit open. Features do
 * not import each other, so the app composes them here.
 */
export function CreateProjectRoute() {
  return <CreateProjectPage planDialog={(dialog) => <PlanDialog {...dialog} />} />;
}
