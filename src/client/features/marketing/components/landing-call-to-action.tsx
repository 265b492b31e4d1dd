import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';

export function LandingCallToAction() {
  return (
    <section aria-labelledby="cta-heading" className="px-4 pb-20 sm:px-6 lg:px-8">
      <div className="relative isolate mx-auto max-w-5xl overflow-hidden rounded-3xl bg-slate-900 px-6 py-14 text-center sm:px-12 sm:py-16">
        <div
          className="absolute inset-0 -z-10 bg-[radial-gradient(40rem_20rem_at_50%_-20%,rgb(99_102_241/0.55),transparent)]"
          aria-hidden="true"
        />
        <h2
          id="cta-heading"
          className="text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl"
        >
          Stop clicking “I agree” blind
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-slate-300">
          Your first analysis is free. It takes a minute, and you will never read a privacy policy the same
          way again.
        </p>
        <Link
          to="/signin"
          className="mt-8 inline-flex h-12 items-center gap-2 rounded-lg bg-white px-6 text-base font-semibold text-slate-900 shadow-sm transition-colors hover:bg-indigo-50 focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-slate-900 focus-visible:outline-none"
        >
          Get Started Free
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}
