import { Suspense } from "react";
import { createBrowserRouter, Outlet, type RouteObject, ScrollRestoration } from "react-router";
import { type Role, STAFF_ROLES } from "@/domain/roles";
import { FullPageSpinner } from "@/web/components/page-states";
import { publicRoutes } from "@/web/features/public-pages/public-routes";
import { RequireRole, SessionGate } from "./guards";
import { lazyPage } from "./lazy-page";
import { NotFoundPage, RouteErrorPage } from "./status-pages";

// Every page, and the app shell, is its own chunk, fetched when first rendered (decision 0017): React.lazy
// (lazyPage) rather than the route's `lazy`, because the router resolves `lazy` as soon as a route matches,
// before the session gate has chosen between the landing page and the app: a signed-out visitor would fetch
// the app shell and the page behind the landing page.
const AuditLogPage = lazyPage(() => import("@/web/features/audit-log/pages/audit-log-page"), "AuditLogPage");
const LoginHistoryPage = lazyPage(
  () => import("@/web/features/users/pages/login-history-page"),
  "LoginHistoryPage",
);
const UsersPage = lazyPage(() => import("@/web/features/users/pages/users-page"), "UsersPage");
const ApplicationsReviewPage = lazyPage(
  () => import("@/web/features/applications/pages/applications-review-page"),
  "ApplicationsReviewPage",
);
const FreelancerApplicationPage = lazyPage(
  () => import("@/web/features/applications/pages/freelancer-application-page"),
  "FreelancerApplicationPage",
);
const InterviewPage = lazyPage(
  () => import("@/web/features/applications/pages/interview-page"),
  "InterviewPage",
);
const SignInPage = lazyPage(() => import("@/web/features/accounts/pages/sign-in-page"), "SignInPage");
const SignUpPage = lazyPage(() => import("@/web/features/accounts/pages/sign-up-page"), "SignUpPage");
const BrowseProjectsPage = lazyPage(
  () => import("@/web/features/interests/pages/browse-projects-page"),
  "BrowseProjectsPage",
);
const OpenInterestsPage = lazyPage(
  () => import("@/web/features/interests/pages/open-interests-page"),
  "OpenInterestsPage",
);
const CouponsPage = lazyPage(() => import("@/web/features/coupons/pages/coupons-page"), "CouponsPage");
const DashboardPage = lazyPage(
  () => import("@/web/features/dashboard/pages/dashboard-page"),
  "DashboardPage",
);
const FreelancerProfilePage = lazyPage(
  () => import("@/web/features/freelancers/pages/freelancer-profile-page"),
  "FreelancerProfilePage",
);
const FreelancersPage = lazyPage(
  () => import("@/web/features/freelancers/pages/freelancers-page"),
  "FreelancersPage",
);
const MessagesPage = lazyPage(() => import("@/web/features/messages/pages/messages-page"), "MessagesPage");
const FreelancerPaymentsPage = lazyPage(
  () => import("@/web/features/payouts/pages/freelancer-payments-page"),
  "FreelancerPaymentsPage",
);
const ChangePasswordPage = lazyPage(
  () => import("@/web/features/profiles/pages/change-password-page"),
  "ChangePasswordPage",
);
const ProfileSettingsPage = lazyPage(() => import("./routes/profile-settings-route"), "ProfileSettingsRoute");
const AllProjectsPage = lazyPage(
  () => import("@/web/features/projects/pages/all-projects-page"),
  "AllProjectsPage",
);
const CreateProjectPage = lazyPage(() => import("./routes/create-project-route"), "CreateProjectRoute");
const EditProjectPage = lazyPage(
  () => import("@/web/features/projects/pages/edit-project-page"),
  "EditProjectPage",
);
const MyProjectsPage = lazyPage(
  () => import("@/web/features/projects/pages/my-projects-page"),
  "MyProjectsPage",
);
const ProjectDetailPage = lazyPage(() => import("./routes/project-detail-route"), "ProjectDetailRoute");
const SettingsPage = lazyPage(() => import("@/web/features/settings/pages/settings-page"), "SettingsPage");
const TransactionHistoryPage = lazyPage(
  () => import("@/web/features/transactions/pages/transaction-history-page"),
  "TransactionHistoryPage",
);
const MyWorkPage = lazyPage(() => import("@/web/features/work/pages/my-work-page"), "MyWorkPage");
const TaskMappingPage = lazyPage(
  () => import("@/web/features/work/pages/task-mapping-page"),
  "TaskMappingPage",
);
const CalibrationPage = lazyPage(
  () => import("@/web/features/calibration/pages/calibration-page"),
  "CalibrationPage",
);
const RefundsDuePage = lazyPage(
  () => import("@/web/features/refunds/pages/refunds-due-page"),
  "RefundsDuePage",
);
const AppShell = lazyPage(() => import("./app-shell"), "AppShell");

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
      { path: "my-work", element: <MyWorkPage /> },
      { path: "freelancer-payments", element: <FreelancerPaymentsPage /> },
    ],
  ),
  only(STAFF_ROLES, [
    { path: "all-projects", element: <AllProjectsPage /> },
    { path: "freelancers", element: <FreelancersPage /> },
    { path: "freelancer-applications", element: <ApplicationsReviewPage /> },
    { path: "task-mapping", element: <TaskMappingPage /> },
    { path: "calibration", element: <CalibrationPage /> },
    { path: "refunds-due", element: <RefundsDuePage /> },
  ]),
  // Every signed-in role (spec 3 §1); the API decides whose: staff anyone's, a freelancer their own
  // (/freelancer/me), a client those on their projects' teams — 404 "Freelancer Not Found" otherwise.
  { path: "freelancer/:freelancerId", element: <FreelancerProfilePage /> },
  only(
    ["administrator"],
    [
      { path: "users", element: <UsersPage /> },
      { path: "coupons", element: <CouponsPage /> },
      { path: "login-history", element: <LoginHistoryPage /> },
      { path: "audit-log", element: <AuditLogPage /> },
      { path: "settings", element: <SettingsPage /> },
    ],
  ),
  { path: "*", element: <NotFoundPage /> },
];

function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Suspense fallback={<FullPageSpinner />}>
        <Outlet />
      </Suspense>
    </>
  );
}

/** The route table (spec 1 §2) in data mode: public pages, then the session gate and the app shell. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    // Shown while a public route's `lazy` chunk loads on the first visit.
    hydrateFallbackElement: <FullPageSpinner />,
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
