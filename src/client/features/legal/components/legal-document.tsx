import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';

export type LegalSection = { id: string; title: string; body: ReactNode };

type LegalDocumentProps = {
  title: string;
  /** ISO date, e.g. 2026-11-21. */
  lastUpdated: string;
  version?: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
};

export function formatLegalDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/**
 * Typography for legal text. Tailwind's preflight strips list and heading styles, so the document
 * restores them here rather than pulling in a typography plugin.
 */
const proseClass =
  'text-[15px] leading-7 text-slate-700 [&_a]:font-medium [&_a]:text-indigo-700 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-indigo-900 [&_h3]:mt-6 [&_h3]:font-semibold [&_h3]:text-slate-900 [&_li]:mt-1.5 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-4 [&_p:first-child]:mt-0 [&_strong]:font-semibold [&_strong]:text-slate-900 [&_table]:mt-4 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6 [&_li::marker]:text-slate-400';

/** A numbered legal document with a table of contents and a way back home. */
export function LegalDocument({ title, lastUpdated, version, intro, sections }: LegalDocumentProps) {
  useDocumentTitle(title);
  return (
    <div className="bg-white">
      <div className="border-b border-slate-200 bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
          <Link
            to="/"
            className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to home
          </Link>
          <h1 className="mt-6 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{title}</h1>
          <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
            <span>
              Last updated: <time dateTime={lastUpdated}>{formatLegalDate(lastUpdated)}</time>
            </span>
            {version && <span>Version {version}</span>}
          </p>
        </div>
      </div>

      <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16 lg:px-8 lg:py-16">
        <nav aria-label="Table of contents" className="lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-xl border border-slate-200 p-4 lg:border-0 lg:p-0">
            <p className="px-2 pb-2 text-sm font-semibold text-slate-900 lg:px-0">On this page</p>
            <ol className="grid gap-0.5 text-sm">
              {sections.map((section, index) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="flex gap-2 rounded-md px-2 py-1.5 text-slate-600 hover:bg-slate-50 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none lg:-ml-2"
                  >
                    <span className="w-5 shrink-0 text-right text-slate-500 tabular-nums">{index + 1}.</span>
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>

        <article className="min-w-0 max-w-3xl">
          <div className={proseClass}>{intro}</div>
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="mt-12 scroll-mt-24"
            >
              <h2
                id={`${section.id}-heading`}
                className="text-xl font-semibold tracking-tight text-slate-900 sm:text-2xl"
              >
                <span className="text-indigo-600 tabular-nums">{index + 1}.</span> {section.title}
              </h2>
              <div className={`mt-4 ${proseClass}`}>{section.body}</div>
            </section>
          ))}
        </article>
      </div>
    </div>
  );
}
