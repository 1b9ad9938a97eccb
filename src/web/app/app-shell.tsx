import { Menu } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Outlet } from "react-router";
import { effectivePlan } from "@/domain/plans/eligibility";
import { Logo } from "@/web/components/logo";
import { LoadingState } from "@/web/components/page-states";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent } from "@/web/components/ui/dialog";
import { NotificationBell } from "@/web/features/notifications/components/notification-bell";
import { SupportChat } from "@/web/features/support/components/support-chat";
import { humanize } from "@/web/lib/format";
import { useLiveMessageRefresh } from "@/web/lib/live-events";
import { useUser } from "@/web/lib/me";
import { MENUS } from "./nav";
import { NavLinks } from "./nav-links";
import { UserMenu } from "./user-menu";

// The plan modal (payments, coupons, zod) loads on first opening, not with every page (decision 0017).
const PlanDialog = lazy(() =>
  import("@/web/features/subscriptions/components/plan-dialog").then((m) => ({ default: m.PlanDialog })),
);

/**
 * The signed-in layout (spec 1 §2 "App shell"): the role's menu in a sidebar (a slide-in panel on
 * phones), the subscription badge for clients, the user dropdown and the floating support chat.
 */
export function AppShell() {
  const user = useUser();
  useLiveMessageRefresh();
  const [menuOpen, setMenuOpen] = useState(false);
  const [plansOpen, setPlansOpen] = useState(false);
  // Mounted from the first opening on, so that closing animates and returns focus as usual.
  const [plansWanted, setPlansWanted] = useState(false);
  const openPlans = () => {
    setPlansWanted(true);
    setPlansOpen(true);
  };
  const items = MENUS[user.role];
  const inEffect = effectivePlan(
    user.subscriptionType,
    user.subscriptionExpiresAt ? new Date(user.subscriptionExpiresAt) : null,
    new Date(),
  );
  const plan = humanize(inEffect);

  return (
    <div className="min-h-screen bg-slate-50 lg:flex">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-3 py-2 text-blue-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      {/* The sidebar is a column as tall as the page, so its white background runs to the page's end
          (issue 19 item 19: a fixed one ended at the first screen's height); its contents stick in view. */}
      <aside className="hidden w-64 shrink-0 border-r border-slate-200 bg-white lg:block">
        <div className="sticky top-0 flex h-screen flex-col">
          <div className="flex h-16 items-center px-5">
            <Logo />
          </div>
          <nav aria-label="Main menu" className="flex-1 overflow-y-auto px-3 py-4">
            <NavLinks items={items} />
          </nav>
        </div>
      </aside>
      <div className="min-w-0 flex-1">
        <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-slate-200 bg-white px-4 sm:px-6">
          <Dialog open={menuOpen} onOpenChange={setMenuOpen}>
            <Button
              variant="ghost"
              size="icon"
              className="lg:hidden"
              aria-label="Open menu"
              onClick={() => setMenuOpen(true)}
            >
              <Menu aria-hidden="true" className="h-5 w-5" />
            </Button>
            <DialogContent title="Menu" side="left">
              <nav aria-label="Main menu (mobile)">
                <NavLinks items={items} onNavigate={() => setMenuOpen(false)} />
              </nav>
            </DialogContent>
          </Dialog>
          <Logo className="lg:hidden" />
          <div className="ml-auto flex items-center gap-2">
            {user.role === "client" &&
              (inEffect === "free" ? (
                <button
                  type="button"
                  onClick={openPlans}
                  aria-label="Free plan: view plans"
                  className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
                >
                  <Badge tone="gray">{plan}</Badge>
                </button>
              ) : (
                <Badge tone="blue">
                  {plan}
                  <span className="sr-only"> plan</span>
                </Badge>
              ))}
            <NotificationBell />
            <UserMenu user={user} onOpenPlans={openPlans} />
          </div>
        </header>
        {/* pb-24: the end of every page scrolls clear of the floating support-chat button (56 px, 16 px up). */}
        <main id="main" className="mx-auto max-w-6xl px-4 pt-6 pb-24 sm:px-6 lg:px-8">
          {/* The page's own chunk (decision 0017): the shell stays while it loads. */}
          <Suspense fallback={<LoadingState />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      {plansWanted && (
        <Suspense fallback={null}>
          <PlanDialog open={plansOpen} onOpenChange={setPlansOpen} />
        </Suspense>
      )}
      <SupportChat />
    </div>
  );
}
