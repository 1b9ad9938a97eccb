import { createBrowserRouter, Outlet, type RouteObject, ScrollRestoration } from "react-router";
import { type Role, STAFF_ROLES } from "@/domain/roles";
import { ComingSoon } from "@/web/components/coming-soon";
import { LoginHistoryPage } from "@/web/features/admin/pages/login-history-page";
import { UsersPage } from "@/web/features/admin/pages/users-page";
import { ApplicationsReviewPage } from "@/web/features/applications/pages/applications-review-page";
import { FreelancerApplicationPage } from "@/web/features/applications/pages/freelancer-application-page";
import { InterviewPage } from "@/web/features/applications/pages/interview-page";
import { SignInPage } from "@/web/features/auth/pages/sign-in-page";
import { SignUpPage } from "@/web/features/auth/pages/sign-up-page";
import { BrowseProjectsPage } from "@/web/features/browse/pages/browse-projects-page";
import { OpenInterestsPage } from "@/web/features/browse/pages/open-interests-page";
import { CouponsPage } from "@/web/features/coupons/pages/coupons-page";
import { DashboardPage } from "@/web/features/dashboard/pages/dashboard-page";
import { publicRoutes } from "@/web/features/marketing/public-routes";
import { MessagesPage } from "@/web/features/messages/pages/messages-page";
import { FreelancerPaymentsPage } from "@/web/features/payouts/pages/freelancer-payments-page";
import { ChangePasswordPage } from "@/web/features/profile/pages/change-password-page";
import { ProfileSettingsPage } from "@/web/features/profile/pages/profile-settings-page";
import { AllProjectsPage } from "@/web/features/projects/pages/all-projects-page";
import { CreateProjectPage } from "@/web/features/projects/pages/create-project-page";
import { EditProjectPage } from "@/web/features/projects/pages/edit-project-page";
import { MyProjectsPage } from "@/web/features/projects/pages/my-projects-page";
import { ProjectDetailPage } from "@/web/features/projects/pages/project-detail-page";
import { SettingsPage } from "@/web/features/settings/pages/settings-page";
import { TransactionHistoryPage } from "@/web/features/transactions/pages/transaction-history-page";
import { AppShell } from "./app-shell";
import { RequireRole, SessionGate } from "./guards";
import { NotFoundPage, RouteErrorPage } from "./status-pages";

const soon = (path: string, title: string): RouteObject => ({ path, element: <ComingSoon title={title} /> });

/** Routes only `roles` may open (DESIGN §4); who gets what follows the menus of spec 1 §2, §6. */
const only = (roles: readonly Role[], children: RouteObject[]): RouteObject => ({
  element: <RequireRole roles={roles} />,
  children,
});

/** The in-app routes of spec 1 §2, grouped by the roles allowed on them. */
const appRoutes: RouteObject[] = [
  { index: true, element: <DashboardPage /> },
  { path: "project/:id", element: <ProjectDetailPage /> },
  { path: "profile", element: <ProfileSettingsPage /> },
  { path: "change-password", element: <ChangePasswordPage /> },
  { path: "messages", element: <MessagesPage /> },
  only(
    ["client"],
    [
      { path: "create-project", element: <CreateProjectPage /> },
      { path: "projects", element: <MyProjectsPage /> },
      { path: "transaction-history", element: <TransactionHistoryPage /> },
    ],
  ),
  only(["client", ...STAFF_ROLES], [{ path: "edit-project/:projectId", element: <EditProjectPage /> }]),
  // An approved applicant is a freelancer and still sees their application page.
  only(
    ["client", "freelancer"],
    [
      { path: "freelancer-application", element: <FreelancerApplicationPage /> },
      { path: "interview/:applicationId", element: <InterviewPage /> },
    ],
  ),
  only(
    ["freelancer"],
    [
      { path: "browse-projects", element: <BrowseProjectsPage /> },
      { path: "open-interests", element: <OpenInterestsPage /> },
      soon("my-work", "My Work"),
      { path: "freelancer-payments", element: <FreelancerPaymentsPage /> },
    ],
  ),
  only(STAFF_ROLES, [
    { path: "all-projects", element: <AllProjectsPage /> },
    soon("freelancers", "Freelancers"),
    { path: "freelancer-applications", element: <ApplicationsReviewPage /> },
    soon("task-mapping", "Task Mapping"),
    soon("freelancer/:freelancerId", "Freelancer Profile"),
  ]),
  only(
    ["administrator"],
    [
      { path: "users", element: <UsersPage /> },
      { path: "coupons", element: <CouponsPage /> },
      { path: "login-history", element: <LoginHistoryPage /> },
      { path: "settings", element: <SettingsPage /> },
    ],
  ),
  { path: "*", element: <NotFoundPage /> },
];

function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/** The route table (spec 1 §2) in data mode: public pages, then the session gate and the app shell. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      ...publicRoutes,
      {
        element: <SessionGate />,
        children: [
          { path: "signin", element: <SignInPage /> },
          { path: "signup", element: <SignUpPage /> },
          { element: <AppShell />, children: appRoutes },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
