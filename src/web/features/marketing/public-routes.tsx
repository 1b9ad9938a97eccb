import type { RouteObject } from "react-router";
import { CareersPage, ContactPage, PrivacyPage, RefundPage, TermsPage } from "./pages/public-pages";

/** Pages available to everyone, signed in or not (spec 1 §2 route table). */
export const publicRoutes: RouteObject[] = [
  { path: "terms", element: <TermsPage /> },
  { path: "refund", element: <RefundPage /> },
  { path: "privacy", element: <PrivacyPage /> },
  { path: "careers", element: <CareersPage /> },
  { path: "contact", element: <ContactPage /> },
];
