import { Code, FileText, Palette } from "lucide-react";
import { Link } from "react-router";
import { PLAN_PROJECT_LIMITS } from "@/domain/constants";
import { formatInr } from "@/domain/money";
import { planLabel, planPricePaise, SUBSCRIPTION_TYPES } from "@/domain/plans/eligibility";
import { Button } from "@/web/components/ui/button";
import { PublicLayout } from "../components/public-layout";

const STEPS = [
  { title: "Describe your project", text: "Tell us what you need: a website, an app, content or design." },
  { title: "Get an instant estimate", text: "We break it into tasks with hours, budget and a schedule." },
  { title: "We get it done", text: "Matched freelancers deliver, usually starting within 24-48 hours." },
];

const CATEGORIES = [
  { icon: Code, title: "IT services", text: "Websites, web apps, mobile apps, APIs and maintenance." },
  {
    icon: FileText,
    title: "Content creation",
    text: "Blogs, technical writing, copywriting, SEO writing and editing.",
  },
  {
    icon: Palette,
    title: "Graphic design",
    text: "Logos, UI mockups, social graphics, ad creatives and branding.",
  },
];

/** The signed-out landing page (spec 1 §1, §2): tagline, categories, how it works, pricing. */
export function LandingPage() {
  return (
    <PublicLayout>
      <section className="bg-gradient-to-b from-blue-50 to-slate-50 px-4 py-16 text-center sm:py-24">
        <h1 className="mx-auto max-w-3xl text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
          You order it and we get it done
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">
          Describe your digital project and get a task breakdown, budget and schedule in minutes. Your first
          project is free, and no credit card is needed.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link to="/signup">Get Started Free</Link>
          </Button>
          <Button asChild size="lg" variant="secondary">
            <Link to="/signin">Sign In</Link>
          </Button>
        </div>
      </section>

      <section
        id="features"
        aria-labelledby="features-heading"
        className="mx-auto max-w-6xl px-4 py-14 sm:px-6"
      >
        <h2 id="features-heading" className="text-center text-2xl font-bold text-slate-900">
          What we deliver
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-3">
          {CATEGORIES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
              <Icon aria-hidden="true" className="h-8 w-8 text-blue-600" />
              <h3 className="mt-3 font-semibold text-slate-900">{title}</h3>
              <p className="mt-1 text-sm text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section id="how-it-works" aria-labelledby="how-heading" className="bg-white px-4 py-14 sm:px-6">
        <h2 id="how-heading" className="text-center text-2xl font-bold text-slate-900">
          How it works
        </h2>
        <ol className="mx-auto mt-8 grid max-w-6xl gap-6 sm:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <span
                aria-hidden="true"
                className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-blue-600 font-bold text-white"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">{step.title}</h3>
                <p className="mt-1 text-sm text-slate-700">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section
        id="pricing"
        aria-labelledby="pricing-heading"
        className="mx-auto max-w-6xl px-4 py-14 sm:px-6"
      >
        <h2 id="pricing-heading" className="text-center text-2xl font-bold text-slate-900">
          Simple pricing
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-3">
          {SUBSCRIPTION_TYPES.map((plan) => {
            const limit = PLAN_PROJECT_LIMITS[plan];
            return (
              <li key={plan} className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
                <h3 className="font-semibold text-slate-900">{planLabel(plan)}</h3>
                <p className="mt-2 text-3xl font-bold text-slate-900">{formatInr(planPricePaise(plan))}</p>
                <p className="text-sm text-slate-600">{plan === "free" ? "forever" : "per annum"}</p>
                <p className="mt-3 text-sm text-slate-700">
                  {limit === null
                    ? "Unlimited projects"
                    : plan === "free"
                      ? "1 free project"
                      : `Up to ${limit} projects a year`}
                </p>
              </li>
            );
          })}
        </ul>
      </section>
    </PublicLayout>
  );
}
