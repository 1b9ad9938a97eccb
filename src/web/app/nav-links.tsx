import { NavLink } from "react-router";
import { unreadBadge } from "@/domain/messages/messages";
import { useTotalUnread } from "@/web/features/messages/api/get-unread-count";
import { cn } from "@/web/lib/cn";
import type { NavItem } from "./nav";

/**
 * The role's menu as a list of links; the current page is marked for screen readers. Messages carries the
 * unread badge, capped at 99+ (spec 1 §2).
 */
export function NavLinks({ items, onNavigate }: { items: NavItem[]; onNavigate?: () => void }) {
  const badge = unreadBadge(useTotalUnread(items.some((item) => item.to === "/messages")));
  return (
    <ul className="space-y-1">
      {items.map(({ to, label, icon: Icon }) => (
        <li key={to}>
          <NavLink
            to={to}
            end={to === "/"}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium",
                "focus-visible:outline-2 focus-visible:outline-blue-600",
                isActive
                  ? "bg-blue-50 text-blue-800"
                  : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
              )
            }
          >
            <Icon aria-hidden="true" className="h-4 w-4" />
            {label}
            {to === "/messages" && badge && (
              <span className="ml-auto rounded-full bg-blue-600 px-2 py-0.5 text-xs font-semibold text-white">
                {badge}
                <span className="sr-only"> unread</span>
              </span>
            )}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
