import { Activity, ClipboardList, FolderKanban, Shield, UserCheck, Users } from "lucide-react";
import { lazy, Suspense } from "react";
import { LoadingState } from "@/web/components/page-states";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import type { Dashboard } from "../api/get-dashboard";
import { StatCard } from "./stat-card";

// recharts is large: only staff dashboards load it, in a chunk of its own.
const StaffCharts = lazy(() => import("./staff-charts"));

/** The charts of projects by status and payments by month (issue 7 item 3), loaded on demand. */
function Charts({ data }: { data: Extract<Dashboard, { kind: "manager" | "administrator" }> }) {
  return (
    <Suspense fallback={<LoadingState />}>
      <StaffCharts data={data} />
    </Suspense>
  );
}

/**
 * Manager dashboard (spec 1 §2): projects, active projects, freelancers (with available), unassigned tasks;
 * then the charts.
 */
export function ManagerDashboard({ data }: { data: Extract<Dashboard, { kind: "manager" }> }) {
  return (
    <div className="space-y-6">
      <section aria-label="Overview" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label="Total Projects" value={data.totalProjects} icon={FolderKanban} />
        <StatCard label="Active Projects" value={data.activeProjects} icon={Activity} />
        <StatCard
          label="Total Freelancers"
          value={data.totalFreelancers}
          icon={Users}
          note={`${data.availableFreelancers} available`}
        />
        <StatCard label="Unassigned Tasks" value={data.unassignedTasks} icon={ClipboardList} />
      </section>
      <Charts data={data} />
    </div>
  );
}

const ROLE_LABELS = {
  client: "Clients",
  freelancer: "Freelancers",
  manager: "Managers",
  administrator: "Administrators",
};

/** Administrator dashboard (spec 1 §2): users by role, projects and staff; then the charts. */
export function AdministratorDashboard({ data }: { data: Extract<Dashboard, { kind: "administrator" }> }) {
  const totalUsers = Object.values(data.usersByRole).reduce((sum, n) => sum + n, 0);
  return (
    <div className="space-y-6">
      <section aria-label="Overview" className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <StatCard label="Total Users" value={totalUsers} icon={Users} />
        <StatCard label="Total Projects" value={data.totalProjects} icon={FolderKanban} />
        <StatCard label="Staff" value={data.staff} icon={Shield} />
      </section>
      <Card>
        <CardHeader>
          <CardTitle>Users by role</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
            {(Object.keys(ROLE_LABELS) as Array<keyof typeof ROLE_LABELS>).map((role) => (
              <div key={role} className="rounded-md bg-slate-50 p-4">
                <dt className="flex items-center gap-2 text-sm text-slate-600">
                  <UserCheck aria-hidden="true" className="h-4 w-4" />
                  {ROLE_LABELS[role]}
                </dt>
                <dd className="mt-1 text-2xl font-bold text-slate-900">{data.usersByRole[role]}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
      <Charts data={data} />
    </div>
  );
}
