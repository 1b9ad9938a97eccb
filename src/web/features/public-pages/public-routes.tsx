import type { RouteObject } from "react-router";

/**
 * Pages available to everyone, signed in or not (spec 1 §2 route table). Each loads its own chunk when the
 * route matches (decision 0017), so none of them costs the landing page or the app anything.
 */
export const publicRoutes: RouteObject[] = [
  { path: "terms", lazy: () => import("./pages/legal-pages").then((m) => ({ Component: m.TermsPage })) },
  { path: "refund", lazy: () => import("./pages/legal-pages").then((m) => ({ Component: m.RefundPage })) },
  { path: "privacy", lazy: () => import("./pages/legal-pages").then((m) => ({ Component: m.PrivacyPage })) },
  { path: "careers", lazy: () => import("./pages/careers-page").then((m) => ({ Component: m.CareersPage })) },
  { path: "contact", lazy: () => import("./pages/contact-page").then((m) => ({ Component: m.ContactPage })) },
];
