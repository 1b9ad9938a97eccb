import { Link } from "react-router";
import { SUPPORT_EMAIL } from "@/domain/contact/company";
import { LegalPage } from "../components/legal-page";
import { PRIVACY_SECTIONS } from "../legal/privacy-sections";
import { REFUND_SECTIONS } from "../legal/refund-sections";
import { TERMS_SECTIONS } from "../legal/terms-sections";

/** /terms: the Terms of Service, 11 sections (spec 3 §2). */
export function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      description="The terms for using Kaarya as a client or freelancer: obligations, payments, intellectual property, liability and the governing law of India."
      intro={
        <p>
          These terms govern your use of Kaarya, the freelance project marketplace. Please read them
          carefully.
        </p>
      }
      sections={TERMS_SECTIONS}
    />
  );
}

/** /refund: the Refund and Cancellation Policy, 4 sections (spec 3 §2). */
export function RefundPage() {
  return (
    <LegalPage
      title="Refund and Cancellation Policy"
      description="How to cancel a Kaarya subscription or project. Refunds are not supported: amounts paid are final."
      intro={
        <p>
          This policy explains how subscriptions and projects are cancelled on Kaarya. In short: you can
          cancel at any time, and amounts already paid are not refunded. Questions? Write to{" "}
          <a href={`mailto:${SUPPORT_EMAIL}`} className="text-blue-800 underline">
            {SUPPORT_EMAIL}
          </a>{" "}
          or use the{" "}
          <Link to="/contact" className="text-blue-800 underline">
            contact page
          </Link>
          .
        </p>
      }
      sections={REFUND_SECTIONS}
    />
  );
}

/** /privacy: the Privacy Policy, 9 sections (spec 3 §2). */
export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      description="What personal data Kaarya collects (profiles, login history, payments, messages, résumés), why, who sees it and your rights under Indian law."
      intro={
        <p>
          This policy explains what personal data Kaarya collects, why we collect it, who we share it with and
          the rights you have over it.
        </p>
      }
      sections={PRIVACY_SECTIONS}
    />
  );
}
