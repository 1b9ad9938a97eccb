import { Plus } from "lucide-react";
import { Link } from "react-router";
import { isStaff } from "@/domain/roles";
import { PageHeader } from "@/web/components/page-header";
import { ErrorState, LoadingState } from "@/web/components/page-states";
import { Button } from "@/web/components/ui/button";
import { useUser } from "@/web/lib/me";
import { useDashboard } from "../api/get-dashboard";
import { MemberDashboard } from "../components/member-dashboard";
import { AdministratorDashboard, ManagerDashboard } from "../components/staff-dashboards";
import { SubscriptionReturnBanner } from "../components/subscription-return-banner";

/**
 * The dashboard by role (spec 1 §2): manager view, administrator view, otherwise client/freelancer, whose
 * dashboard also shows the banner after a subscription payment.
 */
export function DashboardPage() {
  const user = useUser();
  const dashboard = useDashboard();
  const firstName = user.fullName.split(" ")[0];

  return (
    <div>
      <PageHeader
        title="Dashboard"
        description={`Welcome back, ${firstName}!`}
        actions={
          user.role === "client" && (
            <Button asChild>
              <Link to="/create-project">
                <Plus aria-hidden="true" className="h-4 w-4" /> New Project
              </Link>
            </Button>
          )
        }
      />
      {!isStaff(user.role) && <SubscriptionReturnBanner />}
      {dashboard.isPending ? (
        <LoadingState />
      ) : dashboard.isError ? (
        <ErrorState message="Failed to load the dashboard" onRetry={() => dashboard.refetch()} />
      ) : dashboard.data.kind === "manager" ? (
        <ManagerDashboard data={dashboard.data} />
      ) : dashboard.data.kind === "administrator" ? (
        <AdministratorDashboard data={dashboard.data} />
      ) : (
        <MemberDashboard data={dashboard.data} isClient={user.role === "client"} />
      )}
    </div>
  );
}
