import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/web/components/ui/button";
import { PublicLayout } from "../components/public-layout";

function PublicPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PublicLayout>
      <article className="mx-auto max-w-3xl space-y-4 px-4 py-12 text-slate-800 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
        {children}
      </article>
    </PublicLayout>
  );
}

export function TermsPage() {
  return (
    <PublicPage title="Terms of Service">
      <p>These terms govern the use of Kaarya by clients and freelancers. Amounts are in Indian rupees.</p>
      <p>The full terms of service will be published here.</p>
    </PublicPage>
  );
}

export function RefundPage() {
  return (
    <PublicPage title="Refund Policy">
      <p>
        Questions about a payment or a refund are handled by our support team. The full refund policy will be
        published here.
      </p>
      <p>Write to support@kaarya.in with your transaction id to request a refund.</p>
    </PublicPage>
  );
}

export function PrivacyPage() {
  return (
    <PublicPage title="Privacy Policy">
      <p>
        We use the profile and project details you give us to deliver your projects. The full privacy policy
        will be published here.
      </p>
    </PublicPage>
  );
}

const SKILL_AREAS = [
  "Web development",
  "Mobile app development",
  "Content writing",
  "Ad creation and marketing",
];
const STEPS = [
  "Create a free account",
  "Apply as a freelancer with your skills and experience",
  "Complete the AI evaluation and an optional voice interview",
  "Browse projects and get paid for your work",
];

export function CareersPage() {
  return (
    <PublicPage title="Work with Kaarya">
      <p>We are looking for freelancers who take pride in delivering on time.</p>
      <h2 className="pt-2 text-xl font-semibold text-slate-900">Skill areas</h2>
      <ul className="list-disc space-y-1 pl-6">
        {SKILL_AREAS.map((area) => (
          <li key={area}>{area}</li>
        ))}
      </ul>
      <h2 className="pt-2 text-xl font-semibold text-slate-900">Getting started</h2>
      <ol className="list-decimal space-y-1 pl-6">
        {STEPS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <Button asChild>
        <Link to="/signup">Get Started Free</Link>
      </Button>
    </PublicPage>
  );
}

export function ContactPage() {
  return (
    <PublicPage title="Contact Us">
      <p>
        Email us at{" "}
        <a className="text-blue-800 underline" href="mailto:support@kaarya.in">
          support@kaarya.in
        </a>
        . We reply within 24 hours.
      </p>
      <address className="not-italic">
        Kaarya Technologies Private Limited
        <br />
        4th Floor, 12 MG Road, Bengaluru, Karnataka 560001, India
      </address>
      <p>Business hours: Monday to Friday, 9:00-18:00 IST.</p>
    </PublicPage>
  );
}
