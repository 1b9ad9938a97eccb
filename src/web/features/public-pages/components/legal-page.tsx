import { type ReactNode, useEffect } from "react";
import type { PublicPage } from "@/domain/public-pages";
import { PageMeta } from "./page-meta";
import { PublicLayout } from "./public-layout";

/** The date every legal page shows (spec 3 §2, §9). */
export const LEGAL_LAST_UPDATED = "5th Oct 2025";

/** One numbered section of a legal page. */
export interface LegalSection {
  /** Anchor id, kebab-case. */
  id: string;
  heading: string;
  body: ReactNode;
}

/**
 * A legal page (spec 3 §2 "Legal pages"): title, "Last updated: 5th Oct 2025", a list of contents and the
 * numbered sections. Scrolls to the top on entry, whatever the previous page's scroll position.
 */
export function LegalPage({
  page,
  intro,
  sections,
  lastUpdated = LEGAL_LAST_UPDATED,
}: {
  /** Its title and meta description. */
  page: PublicPage;
  intro: ReactNode;
  sections: readonly LegalSection[];
  /** When the page last changed, in the spec's format ("5th Oct 2025"); the spec's date by default. */
  lastUpdated?: string;
}) {
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return (
    <PublicLayout>
      <PageMeta page={page} />
      <article className="mx-auto max-w-3xl px-4 py-10 text-slate-800 sm:px-6 sm:py-14">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{page.title}</h1>
        <p className="mt-2 text-sm text-slate-600">Last updated: {lastUpdated}</p>
        <div className="mt-6 space-y-3 leading-relaxed">{intro}</div>
        <nav aria-label="Contents" className="mt-8 rounded-lg border border-slate-200 bg-white p-4">
          <p className="text-sm font-semibold text-slate-900">Contents</p>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-blue-800 hover:underline">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-heading`}
            className="mt-10"
          >
            <h2 id={`${section.id}-heading`} className="text-xl font-semibold text-slate-900">
              {index + 1}. {section.heading}
            </h2>
            <div className="mt-3 space-y-3 leading-relaxed [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6">
              {section.body}
            </div>
          </section>
        ))}
      </article>
    </PublicLayout>
  );
}
