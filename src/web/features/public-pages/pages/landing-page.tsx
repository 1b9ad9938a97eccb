import { Quote } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { PUBLIC_PAGES } from "@/domain/public-pages";
import { Button } from "@/web/components/ui/button";
import { FEATURES, SERVICES, STATS, STEPS, TESTIMONIALS } from "../components/landing-content";
import { NumberedSteps } from "../components/numbered-steps";
import { PageMeta } from "../components/page-meta";
import { PublicLayout } from "../components/public-layout";

// The pricing modal, and Radix's dialog with it, loads when first wanted (or pointed at): the landing page's
// JavaScript budget is 150 KB gzipped (decision 0017).
const loadPricingDialog = () => import("../components/pricing-dialog");
const PricingDialog = lazy(() => loadPricingDialog().then((m) => ({ default: m.PricingDialog })));

function SectionHeading({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="text-center text-2xl font-bold text-slate-900 sm:text-3xl">
      {children}
    </h2>
  );
}

/**
 * The signed-out landing page (spec 1 §1, §2): top bar with Sign In and Get Started Free, the tagline,
 * statistics, features, services, a three-step how it works, three testimonials and the pricing modal.
 */
export function LandingPage() {
  const [pricingOpen, setPricingOpen] = useState(false);
  // Mounted from the first opening on, so that closing animates and returns focus as usual.
  const [pricingWanted, setPricingWanted] = useState(false);
  return (
    <PublicLayout>
      <PageMeta page={PUBLIC_PAGES.landing} />
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
          <Button size="lg" variant="secondary" onClick={() => setPricingOpen(true)}>
            View Pricing
          </Button>
        </div>
        <dl className="mx-auto mt-12 grid max-w-5xl grid-cols-2 gap-4 lg:grid-cols-4">
          {STATS.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse rounded-lg bg-white p-4 shadow-sm">
              <dt className="mt-1 text-sm text-slate-700">{stat.label}</dt>
              <dd className="text-2xl font-bold text-blue-800">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section
        id="features"
        aria-labelledby="features-heading"
        className="mx-auto max-w-6xl px-4 py-14 sm:px-6"
      >
        <SectionHeading id="features-heading">Why clients choose Kaarya</SectionHeading>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
              <Icon aria-hidden="true" className="h-8 w-8 text-blue-600" />
              <h3 className="mt-3 font-semibold text-slate-900">{title}</h3>
              <p className="mt-1 text-sm text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
        <h3 className="mt-12 text-center text-xl font-semibold text-slate-900">What we deliver</h3>
        <ul className="mt-6 grid gap-6 sm:grid-cols-3">
          {SERVICES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-3 rounded-lg bg-blue-50 p-5">
              <Icon aria-hidden="true" className="h-6 w-6 shrink-0 text-blue-700" />
              <div>
                <h4 className="font-semibold text-slate-900">{title}</h4>
                <p className="mt-1 text-sm text-slate-700">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section id="how-it-works" aria-labelledby="how-heading" className="bg-white px-4 py-14 sm:px-6">
        <SectionHeading id="how-heading">How it works</SectionHeading>
        <NumberedSteps steps={STEPS} className="sm:grid-cols-3" />
      </section>

      <section aria-labelledby="testimonials-heading" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <SectionHeading id="testimonials-heading">What our clients say</SectionHeading>
        <p className="mt-2 text-center text-sm text-slate-600">
          Sample testimonials from illustrative customers.
        </p>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((t) => (
            <li key={t.name}>
              <figure className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
                <Quote aria-hidden="true" className="h-6 w-6 text-blue-600" />
                <blockquote className="mt-3 flex-1 text-slate-800">“{t.quote}”</blockquote>
                <figcaption className="mt-4 text-sm">
                  <span className="block font-semibold text-slate-900">{t.name}</span>
                  <span className="text-slate-600">{t.role}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>

      <section
        id="pricing"
        aria-labelledby="pricing-heading"
        className="bg-white px-4 py-14 text-center sm:px-6"
      >
        <SectionHeading id="pricing-heading">Simple pricing</SectionHeading>
        <p className="mx-auto mt-3 max-w-2xl text-slate-700">
          Start with one free project. Upgrade to Pro for up to 5 projects a year, or Enterprise for unlimited
          projects. Prices are per annum, in Indian rupees.
        </p>
        <Button
          size="lg"
          className="mt-6"
          onPointerEnter={loadPricingDialog}
          onFocus={loadPricingDialog}
          onClick={() => {
            setPricingWanted(true);
            setPricingOpen(true);
          }}
        >
          Compare Plans
        </Button>
      </section>
      {pricingWanted && (
        <Suspense fallback={null}>
          <PricingDialog open={pricingOpen} onOpenChange={setPricingOpen} />
        </Suspense>
      )}
    </PublicLayout>
  );
}
