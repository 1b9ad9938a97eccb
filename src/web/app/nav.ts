import {
  Briefcase,
  ClipboardList,
  FileText,
  FolderKanban,
  Gauge,
  History,
  LayoutDashboard,
  type LucideIcon,
  MessageSquare,
  Network,
  PlusCircle,
  ScrollText,
  Search,
  Settings,
  Star,
  Ticket,
  Undo2,
  UserCheck,
  Users,
} from "lucide-react";
import type { Role } from "@/domain/roles";

/** One item of the side menu. */
export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

const dashboard: NavItem = { to: "/", label: "Dashboard", icon: LayoutDashboard };
const messages: NavItem = { to: "/messages", label: "Messages", icon: MessageSquare };
const allProjects: NavItem = { to: "/all-projects", label: "All Projects", icon: FolderKanban };
const freelancers: NavItem = { to: "/freelancers", label: "Freelancers", icon: Users };
const applications: NavItem = { to: "/freelancer-applications", label: "Applications", icon: FileText };
/** The estimator's calibration from completed projects (issue 20 item 7), after the spec's staff items. */
const calibration: NavItem = { to: "/calibration", label: "Calibration", icon: Gauge };
/** Duplicate captures to refund (issue 20 item 2), after the spec's staff items. */
const refundsDue: NavItem = { to: "/refunds-due", label: "Refunds due", icon: Undo2 };

/** Menus by role, in the spec's order (spec 1 §2 "App shell"). */
export const MENUS: Record<Role, NavItem[]> = {
  client: [
    dashboard,
    { to: "/create-project", label: "New Project", icon: PlusCircle },
    { to: "/projects", label: "My Projects", icon: Briefcase },
    messages,
  ],
  freelancer: [
    dashboard,
    { to: "/browse-projects", label: "Browse Projects", icon: Search },
    { to: "/open-interests", label: "Open Interests", icon: Star },
    { to: "/my-work", label: "My Work", icon: ClipboardList },
    messages,
  ],
  manager: [
    dashboard,
    allProjects,
    freelancers,
    applications,
    { to: "/task-mapping", label: "Task Mapping", icon: Network },
    messages,
    calibration,
    refundsDue,
  ],
  administrator: [
    dashboard,
    { to: "/users", label: "Users", icon: UserCheck },
    allProjects,
    freelancers,
    applications,
    messages,
    { to: "/coupons", label: "Coupons", icon: Ticket },
    { to: "/login-history", label: "Login History", icon: History },
    { to: "/audit-log", label: "Audit Log", icon: ScrollText },
    calibration,
    refundsDue,
    { to: "/settings", label: "Settings", icon: Settings },
  ],
};
