import { Code, Megaphone, PenLine, Smartphone } from "lucide-react";
import { Link } from "react-router";
import { PUBLIC_PAGES } from "@/domain/public-pages";
import { Button } from "@/web/components/ui/button";
import { useMe } from "@/web/lib/me";
import { NumberedSteps } from "../components/numbered-steps";
import { PageMeta } from "../components/page-meta";
import { PublicLayout } from "../components/public-layout";

const SKILL_AREAS = [
  {
    icon: Code,
    title: "Web development",
    text: "Websites, web apps and APIs with React, Node.js, PHP, Python and more, plus maintenance work.",
  },
  {
    icon: Smartphone,
    title: "Mobile app development",
    text: "Android, iOS and cross-platform apps with Flutter, React Native, Kotlin or Swift.",
  },
  {
    icon: PenLine,
    title: "Content writing",
    text: "Blogs, technical writing, website copy, SEO articles and editing for clients across India.",
  },
  {
    icon: Megaphone,
    title: "Ad creation and marketing",
    text: "Ad creatives, social media graphics, campaigns and branding that bring customers in.",
  },
];

const STEPS = [
  {
    title: "Create your free account",
    text: "Sign up with your e-mail or Google and complete your profile.",
  },
  {
    title: "Apply as a freelancer",
    text: "Tell us your skills and experience, add portfolio links and upload your résumé.",
  },
  {
    title: "Get evaluated",
    text: "We review every application within 24 hours; some need a short 5-10 minute voice interview.",
  },
  {
    title: "Start earning",
    text: "Once approved, browse projects that match your skills, express interest and get paid per task.",
  },
];

/** /careers: freelancer recruitment (spec 1 §1): four skill areas, four steps, a link to apply. */
export function CareersPage() {
  const { data: user } = useMe();
  const apply = user ? (
    <Link to="/freelancer-application">Apply as a Freelancer</Link>
  ) : (
    <Link to="/signup">Sign up to Apply</Link>
  );
  return (
    <PublicLayout>
      <PageMeta page={PUBLIC_PAGES.careers} />
      <section className="bg-gradient-to-b from-blue-50 to-slate-50 px-4 py-14 text-center sm:py-20">
        <h1 className="mx-auto max-w-3xl text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
          Work with Kaarya as a freelancer
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">
          Clients bring the projects, we break them into clear tasks with budgets, and you do the work you are
          best at. Work from anywhere in India, on your own schedule.
        </p>
        <Button asChild size="lg" className="mt-8">
          {apply}
        </Button>
      </section>

      <section aria-labelledby="skills-heading" className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <h2 id="skills-heading" className="text-center text-2xl font-bold text-slate-900">
          Skill areas we hire for
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {SKILL_AREAS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
              <Icon aria-hidden="true" className="h-8 w-8 text-blue-600" />
              <h3 className="mt-3 font-semibold text-slate-900">{title}</h3>
              <p className="mt-1 text-sm text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="steps-heading" className="bg-white px-4 py-12 sm:px-6">
        <h2 id="steps-heading" className="text-center text-2xl font-bold text-slate-900">
          Getting started
        </h2>
        <NumberedSteps steps={STEPS} className="sm:grid-cols-2 lg:grid-cols-4" />
        <div className="mt-10 text-center">
          <Button asChild size="lg">
            {apply}
          </Button>
        </div>
      </section>
    </PublicLayout>
  );
}
