import { Navigate, Outlet, useLocation } from "react-router";
import type { Role } from "@/domain/roles";
import { FullPageSpinner } from "@/web/components/page-states";
import { useMe, useUser } from "@/web/lib/me";
import { lazyPage } from "./lazy-page";
import { NotAllowedPage } from "./status-pages";

// Own chunks (decision 0017); the root layout's Suspense shows "Loading..." while they download.
const LandingPage = lazyPage(() => import("@/web/features/public-pages/pages/landing-page"), "LandingPage");
const CompleteProfilePage = lazyPage(
  () => import("@/web/features/profiles/pages/complete-profile-page"),
  "CompleteProfilePage",
);

const AUTH_PATHS = new Set(["/signin", "/signup"]);

/**
 * The route table's session rules (spec 1 §2): while the session loads, a spinner; signed out, only
 * /signin and /signup, the landing page elsewhere; profile incomplete, Complete Your Profile on every
 * path; signed in, /signin and /signup go to /.
 */
export function SessionGate() {
  const { data: user, isPending } = useMe();
  const { pathname } = useLocation();
  const onAuthPath = AUTH_PATHS.has(pathname.replace(/\/+$/, "") || "/");
  if (isPending) return <FullPageSpinner />;
  if (!user) return onAuthPath ? <Outlet /> : <LandingPage />;
  if (!user.profileCompleted) return <CompleteProfilePage />;
  if (onAuthPath) return <Navigate to="/" replace />;
  return <Outlet />;
}

/**
 * Blocks a group of routes by role (DESIGN §4: the router blocks, not only the menu). Other roles
 * see the "Not allowed" page; the API answers them 403 as well.
 */
export function RequireRole({ roles }: { roles: readonly Role[] }) {
  const user = useUser();
  return roles.includes(user.role) ? <Outlet /> : <NotAllowedPage />;
}
