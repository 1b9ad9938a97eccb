import { Link } from "react-router";
import { SUPPORT_EMAIL } from "@/domain/contact/company";
import { PUBLIC_PAGES } from "@/domain/public-pages";
import { LegalPage } from "../components/legal-page";
import { PRIVACY_SECTIONS } from "../legal/privacy-sections";
import { REFUND_LAST_UPDATED, REFUND_SECTIONS } from "../legal/refund-sections";
import { TERMS_SECTIONS } from "../legal/terms-sections";

/** /terms: the Terms of Service, 11 sections (spec 3 §2). */
export function TermsPage() {
  return (
    <LegalPage
      page={PUBLIC_PAGES.terms}
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
      page={PUBLIC_PAGES.refund}
      intro={
        <p>
          This policy explains how subscriptions and projects are cancelled on Kaarya, how to dispute a
          payment for work that was not delivered, and when and how we refund. In short: you can cancel at any
          time; we refund what a dispute decides and any duplicate charge, back to how you paid. Questions?
          Write to{" "}
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
      lastUpdated={REFUND_LAST_UPDATED}
    />
  );
}

/** /privacy: the Privacy Policy, 9 sections (spec 3 §2). */
export function PrivacyPage() {
  return (
    <LegalPage
      page={PUBLIC_PAGES.privacy}
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
