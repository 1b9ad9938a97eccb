import { Link } from "react-router";
import { SUPPORT_EMAIL } from "@/domain/contact/company";
import { DISPUTE_MAX_FILES } from "@/domain/disputes/disputes";
import type { LegalSection } from "../components/legal-page";

/**
 * When the Refund and Cancellation Policy last changed, in the spec's date format (spec 3 §2, §9: "5th Oct
 * 2025"): it describes milestone disputes and refunds through the gateway (issue 20 items 1-3, 5).
 */
export const REFUND_LAST_UPDATED = "26th Nov 2026";

/**
 * The four sections of the Refund and Cancellation Policy (spec 3 §2: subscription cancellation, project
 * cancellation, not satisfied, refunds), describing what the product does (issue 20 item 5): cancelling
 * refunds nothing by itself; a paid advance, milestone or final payment can be disputed while the project
 * is in progress and staff resolve it as released, partially or fully refunded; a duplicate charge is
 * refunded in full through the gateway; how long a refund takes to arrive.
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
          Cancelling does not by itself refund amounts already paid. If you paid for work that was not
          delivered, dispute that payment while the project is in progress (see "Not Satisfied?") before you
          cancel.
        </p>
      </>
    ),
  },
  {
    id: "not-satisfied",
    heading: "Not Satisfied?",
    body: (
      <>
        <p>
          If a delivery does not match what was agreed, tell us through the project's messages or by raising
          an issue on the project; our team will review it with you and the freelancer and arrange corrections
          where the work falls short of the agreed scope.
        </p>
        <p>
          While your project is in progress you can also dispute a payment you have made for it: the advance,
          a milestone or the final payment. Open the project, go to Disputes and choose Dispute next to the
          payment, then give your reason and attach up to {DISPUTE_MAX_FILES} evidence files (txt, doc, docx,
          xlsx, xls, pdf or rtf, up to 10 MB each). The freelancers on the project see the dispute, without
          amounts, and their payouts for that payment are held while it is open.
        </p>
        <p>
          Our team resolves each dispute with notes, in one of three ways: released (the payment stands and
          the freelancers are paid), partially refunded or fully refunded. You are told in the app and by
          e-mail when the dispute is opened and when it is resolved. You can also write to{" "}
          <a href={`mailto:${SUPPORT_EMAIL}`} className="text-blue-800 underline">
            {SUPPORT_EMAIL}
          </a>{" "}
          or use our{" "}
          <Link to="/contact" className="text-blue-800 underline">
            contact page
          </Link>
          .
        </p>
      </>
    ),
  },
  {
    id: "refunds",
    heading: "Refunds",
    body: (
      <>
        <p>We refund a payment in two cases:</p>
        <ul className="list-disc space-y-1 pl-5">
          <li>a dispute resolved as partially or fully refunded: the amount our team decided;</li>
          <li>
            a duplicate charge: when the same payment was taken twice because of a technical error, our team
            refunds the extra charge in full. You do not need to ask.
          </li>
        </ul>
        <p>
          Apart from these, subscription fees and project payments are final once made, whether or not the
          subscription or project is later cancelled.
        </p>
        <p>
          Refunds go back to the card, UPI account or bank account you paid with, through the same payment
          gateway; we never refund to another account. Once the gateway has processed a refund, the money
          usually reaches you within 5-7 working days, depending on your bank. Your Transaction History shows
          each refund with its status and credit note.
        </p>
      </>
    ),
  },
];
