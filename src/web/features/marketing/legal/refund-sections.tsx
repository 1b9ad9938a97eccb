import { Link } from "react-router";
import { SUPPORT_EMAIL } from "@/domain/contact/company";
import type { LegalSection } from "../components/legal-page";

/**
 * The four sections of the Refund and Cancellation Policy (spec 3 §2): refunds are not supported;
 * subscriptions and projects can be cancelled at any time without a refund of what was paid.
 */
export const REFUND_SECTIONS: readonly LegalSection[] = [
  {
    id: "subscription-cancellation",
    heading: "Subscription Cancellation",
    body: (
      <>
        <p>
          You can cancel your Pro or Enterprise subscription at any time by writing to us. Cancelling stops
          the subscription from being renewed; it does not refund the current period.
        </p>
        <p>
          Your plan stays in effect until the end of the period you have paid for, after which your account
          returns to the Free plan.
        </p>
      </>
    ),
  },
  {
    id: "project-cancellation",
    heading: "Project Cancellation",
    body: (
      <>
        <p>
          You can cancel a project at any time with Cancel Project on the project's page. Cancelling cannot be
          undone; it stops any further work and any payment that has not yet fallen due.
        </p>
        <p>
          Amounts already paid for the project, including the advance and any milestone payments, are not
          refunded.
        </p>
      </>
    ),
  },
  {
    id: "not-satisfied",
    heading: "Not Satisfied?",
    body: (
      <p>
        If a delivery does not match what was agreed, tell us within 7 days through the project's messages or
        by raising an issue on the project. Our team will review it with you and the freelancer and arrange
        corrections where the work falls short of the agreed scope. You can also write to{" "}
        <a href={`mailto:${SUPPORT_EMAIL}`} className="text-blue-800 underline">
          {SUPPORT_EMAIL}
        </a>{" "}
        or use our{" "}
        <Link to="/contact" className="text-blue-800 underline">
          contact page
        </Link>
        .
      </p>
    ),
  },
  {
    id: "refunds",
    heading: "Refunds",
    body: (
      <>
        <p>
          Refunds are not supported. Subscription fees and project payments are final once made, whether or
          not the subscription or project is later cancelled.
        </p>
        <p>
          If you were charged twice for the same payment because of a technical error, write to us with both
          transaction ids and we will resolve it with the payment gateway.
        </p>
      </>
    ),
  },
];
