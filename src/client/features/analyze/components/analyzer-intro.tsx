/**
 * The signed-in home's heading. It is also what a signed-in browser paints first, while the user and the
 * analyzer's code are on their way (HomePage, SignedInHome), so the page's text appears at once and
 * stays where it is.
 */
export function AnalyzerIntro({ greeting }: { greeting: string | null }) {
  return (
    <div className="max-w-2xl">
      <p className="text-sm font-medium text-indigo-700">{greeting ?? '\u00a0'}</p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl">
        Analyze a privacy policy
      </h1>
      <p className="mt-2 text-slate-600">
        Get a plain-English summary of what a service collects, shares and lets you control, with the exact
        sentence behind every finding.
      </p>
    </div>
  );
}

/** The home page's frame around the intro: the same box the analyzer renders in. */
export const ANALYZER_HOME_FRAME = 'mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8';
