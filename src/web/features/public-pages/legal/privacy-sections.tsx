import { COMPANY_NAME, POSTAL_ADDRESS, SUPPORT_EMAIL } from "@/domain/contact/company";
import type { LegalSection } from "../components/legal-page";

const mail = (
  <a href={`mailto:${SUPPORT_EMAIL}`} className="text-blue-800 underline">
    {SUPPORT_EMAIL}
  </a>
);

/**
 * The nine sections of the Privacy Policy (spec 3 §2). Written for what Kaarya stores: profiles, login
 * history with IP, device and approximate location, payments through gateways, project messages and
 * files, freelancer applications with résumés and interview transcripts; under India's Digital Personal
 * Data Protection Act, 2023.
 */
export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    id: "information-we-collect",
    heading: "Information We Collect",
    body: (
      <>
        <p>We collect the information you give us and the information created as you use Kaarya:</p>
        <ul>
          <li>
            <strong>Account and profile:</strong> your name, e-mail address, password (stored only as a secure
            hash), year of birth, country, profession, organisation, currency, bio and profile photo. If you
            sign in with Google we receive your name, e-mail address and photo from Google.
          </li>
          <li>
            <strong>Projects:</strong> project descriptions, attachments, budgets, deadlines, the analysis and
            task breakdown, issues and change requests.
          </li>
          <li>
            <strong>Messages:</strong> the messages and files you exchange on a project, and when they were
            read.
          </li>
          <li>
            <strong>Freelancer applications:</strong> skills, experience, bio, portfolio links, your résumé
            and, if you take the voice interview, its transcript.
          </li>
          <li>
            <strong>Payments:</strong> the plan or project paid for, amounts, coupon used, status, gateway
            transaction ids and payment method type.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "login-and-device-information",
    heading: "Login and Device Information",
    body: (
      <>
        <p>
          Each time you sign in we record a login history entry: the time, your IP address, your device and
          browser (read from your browser's user agent), your preferred language and an approximate location
          (country and city) derived from the IP address. We do not use GPS or precise location.
        </p>
        <p>
          We use this to keep accounts secure, to show you your recent sign-ins, and to investigate misuse.
          Administrators of the Platform can see login history. We use cookies only to keep you signed in; we
          do not use advertising or tracking cookies.
        </p>
      </>
    ),
  },
  {
    id: "how-we-use-information",
    heading: "How We Use Your Information",
    body: (
      <ul>
        <li>to create and secure your account and show your profile to the people who need it;</li>
        <li>to analyse your project, estimate it, and match it with suitable freelancers;</li>
        <li>to evaluate freelancer applications, including an automated first review of the résumé;</li>
        <li>to process payments, issue receipts and keep the accounting records the law requires;</li>
        <li>to send you notifications and e-mails about your projects, payments and account;</li>
        <li>to answer your questions and improve the Platform.</li>
      </ul>
    ),
  },
  {
    id: "payments",
    heading: "Payments",
    body: (
      <p>
        Payments are processed by our payment gateway partners (such as Razorpay or PhonePe). Your card
        number, UPI PIN, net banking password and CVV are entered on the gateway's pages and never reach or
        stay on our servers. We keep only the details needed to record and reconcile a payment: the amount,
        status, gateway order and transaction ids and the payment method type.
      </p>
    ),
  },
  {
    id: "sharing",
    heading: "How We Share Information",
    body: (
      <>
        <p>We do not sell your personal data. We share it only:</p>
        <ul>
          <li>
            with freelancers assigned to your project, who see the project and its messages but not your
            payments or budget details;
          </li>
          <li>with our managers and administrators, who review projects and applications;</li>
          <li>
            with service providers who work for us (hosting, e-mail, payment gateways and, when enabled, an AI
            provider that analyses project briefs and applications), under contracts that limit their use;
          </li>
          <li>when the law, a court or a government authority in India requires it.</li>
        </ul>
      </>
    ),
  },
  {
    id: "storage-and-security",
    heading: "Data Storage and Security",
    body: (
      <>
        <p>
          We protect your data with encrypted connections (HTTPS), hashed passwords, access limited by role,
          and files served only to people allowed to see them. No system is perfectly secure; if a breach
          affects your data we will inform you and the authorities as the law requires.
        </p>
        <p>
          We keep your data while your account is active and for as long as the purposes above need it.
          Payment and tax records are kept for as long as Indian law requires, usually eight years.
        </p>
      </>
    ),
  },
  {
    id: "your-rights",
    heading: "Your Rights",
    body: (
      <>
        <p>Under the Digital Personal Data Protection Act, 2023 you may:</p>
        <ul>
          <li>ask for a summary of the personal data we hold about you and how we use it;</li>
          <li>correct or update your data (most of it directly in Profile Settings);</li>
          <li>ask us to erase your data, except what we must keep by law;</li>
          <li>withdraw your consent, which may mean closing your account;</li>
          <li>nominate a person to exercise these rights for you, and raise a grievance with us.</li>
        </ul>
        <p>Write to {mail} to use any of these rights. We answer within 30 days.</p>
      </>
    ),
  },
  {
    id: "children",
    heading: "Children",
    body: (
      <p>
        Kaarya is not meant for children under 13, and we do not knowingly collect their data. A person under
        18 may use Kaarya only with the consent of a parent or guardian. If you believe a child has given us
        data without that consent, write to {mail} and we will delete it.
      </p>
    ),
  },
  {
    id: "contact-and-changes",
    heading: "Contact and Changes to This Policy",
    body: (
      <>
        <p>
          Questions, requests and grievances about your data go to our Grievance Officer at {mail}, or by post
          to:
        </p>
        <address className="not-italic">
          {POSTAL_ADDRESS.map((line) => (
            <span key={line} className="block">
              {line === COMPANY_NAME ? `Grievance Officer, ${line}` : line}
            </span>
          ))}
        </address>
        <p>
          We may update this policy; the date at the top shows the latest version, and we will tell you of
          significant changes in the app or by e-mail.
        </p>
      </>
    ),
  },
];
