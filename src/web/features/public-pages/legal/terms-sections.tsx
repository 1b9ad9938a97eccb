import { Link } from "react-router";
import { COMPANY_NAME, SUPPORT_EMAIL } from "@/domain/contact/company";
import type { LegalSection } from "../components/legal-page";

/** The eleven sections of the Terms of Service, in the order of spec 3 §2. */
export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: "platform-ownership",
    heading: "Platform Ownership",
    body: (
      <p>
        Kaarya (the "Platform"), including its website, web application, software, project analysis tools and
        content, is owned and operated by {COMPANY_NAME}, a company incorporated in India ("Kaarya", "we",
        "us"). References to the Platform include every page and service we provide under the Kaarya name.
      </p>
    ),
  },
  {
    id: "agreement",
    heading: "Agreement to Terms",
    body: (
      <>
        <p>
          By creating an account, submitting a project, applying as a freelancer or otherwise using the
          Platform, you agree to these Terms of Service, our{" "}
          <Link to="/privacy" className="text-blue-800 underline">
            Privacy Policy
          </Link>{" "}
          and our{" "}
          <Link to="/refund" className="text-blue-800 underline">
            Refund and Cancellation Policy
          </Link>
          . If you do not agree, please do not use the Platform.
        </p>
        <p>
          You must be at least 13 years old to use the Platform. If you use it on behalf of an organisation,
          you confirm that you are authorised to accept these terms for it.
        </p>
      </>
    ),
  },
  {
    id: "user-obligations",
    heading: "User Obligations",
    body: (
      <>
        <p>When you use the Platform you agree to:</p>
        <ul>
          <li>give accurate information in your profile, projects and applications, and keep it current;</li>
          <li>
            keep your password confidential and tell us at once of any unauthorised use of your account;
          </li>
          <li>use the Platform only for lawful projects and not to request or deliver unlawful content;</li>
          <li>
            treat clients, freelancers and staff with respect in messages, and not harass, spam or mislead
            anyone;
          </li>
          <li>
            not attempt to break, overload, scrape or reverse engineer the Platform, nor to reach data that is
            not yours;
          </li>
          <li>not take payment for work arranged through the Platform outside the Platform.</li>
        </ul>
        <p>We may suspend or close accounts that break these obligations.</p>
      </>
    ),
  },
  {
    id: "intellectual-property",
    heading: "Intellectual Property",
    body: (
      <>
        <p>
          The Platform, its name, logo, design and software belong to {COMPANY_NAME} and are protected by the
          laws of India. You may not copy or reuse them without our written permission.
        </p>
        <p>
          You keep the rights to the material you upload. You give us a licence to store, process and display
          it as needed to run the Platform and deliver your project. Unless a project agreement says
          otherwise, the rights in the work delivered for a project pass to the client once every payment for
          that project has been made.
        </p>
      </>
    ),
  },
  {
    id: "no-warranties",
    heading: "No Warranties",
    body: (
      <>
        <p>
          The Platform is provided "as is" and "as available". Estimates of hours, budgets and schedules,
          including those produced by automated project analysis, are guidance and not a promise of a final
          price or delivery date.
        </p>
        <p>
          To the extent the law allows, we make no warranty that the Platform will be uninterrupted or free of
          errors, or that any result will meet your particular requirements, and our total liability for any
          claim is limited to the amount you paid us in the three months before it arose.
        </p>
      </>
    ),
  },
  {
    id: "payment-terms",
    heading: "Payment Terms",
    body: (
      <>
        <p>
          Prices are in Indian rupees. Subscriptions (Pro and Enterprise) are paid for one year in advance.
          Project payments follow the payment schedule shown with your project: an advance of 20% before work
          starts, then milestone or final payments as the project progresses.
        </p>
        <p>
          Payments are processed by our payment gateway partners; by paying you also accept their terms. A
          paid milestone or advance can be disputed while the project is in progress, and a payment taken
          twice is refunded through the gateway: see the{" "}
          <Link to="/refund" className="text-blue-800 underline">
            Refund and Cancellation Policy
          </Link>
          . Work may pause while a payment that is due remains unpaid.
        </p>
      </>
    ),
  },
  {
    id: "third-party-links",
    heading: "Third-Party Links",
    body: (
      <p>
        The Platform may link to websites and services run by others, such as payment gateways, a freelancer's
        portfolio or sign-in providers. We do not control them and are not responsible for their content,
        policies or availability. Your use of them is governed by their own terms.
      </p>
    ),
  },
  {
    id: "indemnification",
    heading: "Indemnification",
    body: (
      <p>
        You agree to indemnify and hold harmless {COMPANY_NAME}, its directors, employees and partners from
        any claim, loss or expense (including reasonable legal fees) that arises from your breach of these
        terms, your misuse of the Platform, or material you upload that infringes the rights of others.
      </p>
    ),
  },
  {
    id: "force-majeure",
    heading: "Force Majeure",
    body: (
      <p>
        We are not liable for any delay or failure to perform caused by events beyond our reasonable control,
        including natural disasters, epidemics, war, civil unrest, government action, strikes, failures of the
        internet, power or telecommunication networks, or outages of third-party services we rely on.
      </p>
    ),
  },
  {
    id: "governing-law",
    heading: "Governing Law and Jurisdiction",
    body: (
      <p>
        These terms are governed by the laws of India. Any dispute arising from them or from your use of the
        Platform is subject to the exclusive jurisdiction of the courts in Vijayawada, Andhra Pradesh, India.
      </p>
    ),
  },
  {
    id: "modifications",
    heading: "Modifications",
    body: (
      <p>
        We may change these terms from time to time. The date at the top of this page shows when they last
        changed; for significant changes we will also tell you in the app or by e-mail. Continuing to use the
        Platform after a change means you accept the new terms. Questions about these terms are welcome at{" "}
        <a href={`mailto:${SUPPORT_EMAIL}`} className="text-blue-800 underline">
          {SUPPORT_EMAIL}
        </a>
        .
      </p>
    ),
  },
];
