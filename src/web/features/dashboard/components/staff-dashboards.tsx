import { Activity, ClipboardList, FolderKanban, Shield, UserCheck, Users } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import type { Dashboard } from "../api/get-dashboard";
import { StatCard } from "./stat-card";

/** Manager dashboard (spec 1 §2): projects, active projects, freelancers (with available), unassigned tasks. */
export function ManagerDashboard({ data }: { data: Extract<Dashboard, { kind: "manager" }> }) {
  return (
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
  );
}

const ROLE_LABELS = {
  client: "Clients",
  freelancer: "Freelancers",
  manager: "Managers",
  administrator: "Administrators",
};

/** Administrator dashboard (spec 1 §2): users by role, projects and staff. */
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
    </div>
  );
}
