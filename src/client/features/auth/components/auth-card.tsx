import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../../components/logo';
import { LegalConsentNote } from './legal-consent-note';

type AuthCardProps = { headingId: string; children: ReactNode };

/** The centred card of the sign-in pages, with the legal links under it. */
export function AuthCard({ headingId, children }: AuthCardProps) {
  return (
    <div className="relative isolate flex flex-1 items-start justify-center bg-slate-50 px-4 py-10 sm:items-center sm:py-16">
      <div
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_50%_-10%,rgb(224_231_255/0.9),transparent)]"
        aria-hidden="true"
      />
      <div className="w-full max-w-md">
        <section
          aria-labelledby={headingId}
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-raised sm:p-8"
        >
          <Link
            to="/"
            className="inline-block rounded-lg focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none"
          >
            <Logo size="sm" />
            <span className="sr-only">, home</span>
          </Link>
          {children}
        </section>
        <LegalConsentNote action="continuing" className="mt-6 px-2 text-center" />
      </div>
    </div>
  );
}
