import { History } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { AnalysisResponse } from '../../../../common/analyses';
import { ASSUMED_CHARACTER_LIMIT, characterLimitFor } from '../../../../common/plans';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useUserProfile } from '../../account/api/get-user-profile';
import { useAnalysis } from '../../analysis-report/api/get-analysis';
import { useLatestAnalysisSummary } from '../../history/api/list-analyses';
import type { CurrentUser } from '../../auth/api/get-current-user';
import { AnalysisReport } from '../../analysis-report/components/analysis-report';
import { getLatestAnalysisId, setLatestAnalysisId } from '../lib/latest-analysis';
import { hasReachedLimit, nextMonthlyReset } from '../lib/usage';
import { AnalysisPending } from './analysis-pending';
import { PolicyInputCard } from './policy-input-card';
import { ReadyToAnalyze } from './ready-to-analyze';
import { useAnalyzePolicy } from './use-analyze-policy';
import { UsageCard } from './usage-card';
import { WhatYouGetCard } from './what-you-get-card';

const RESET_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });

/** The signed-in home (specification section 2): usage, the input card, what you get, and the results. */
export function AnalyzerHome({ user }: { user: CurrentUser }) {
  useDocumentTitle('Analyze a policy');
  const profileQuery = useUserProfile({ isEnabled: true });
  const profile = profileQuery.data;
  const tier = profile?.tier ?? user.tier;
  const characterLimit = profile ? characterLimitFor(profile.tier) : ASSUMED_CHARACTER_LIMIT;
  const [resultId, setResultId] = useState(() => getLatestAnalysisId(user.email));
  const shouldFocusResultRef = useRef(false);
  // New results are put in the cache by the mutation; a result from before a visit to another page is
  // read back from the cache or, if it was dropped, from the server.
  const resultQuery = useAnalysis(resultId ?? '', { isEnabled: resultId !== null });
  const result = resultId ? (resultQuery.data ?? null) : null;
  // The newest analysis in the history: offered when this tab has none, and the sign of a returning user.
  const latestQuery = useLatestAnalysisSummary();
  const latestSaved = latestQuery.data?.items[0] ?? null;
  const isReturning = (latestQuery.data?.total ?? 0) > 0;
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);
  const { analyzeText, analyzeFile, pendingMode, dismissFailure } = useAnalyzePolicy({
    onResult: (analysis: AnalysisResponse) => {
      setLatestAnalysisId(user.email, analysis.id);
      setResultId(analysis.id);
      shouldFocusResultRef.current = true;
    },
  });
  const firstName = user.name?.trim().split(/\s+/)[0];
  const greeting = isReturning ? 'Welcome back' : 'Welcome';

  // A remembered result that is gone (deleted, or the tab changed hands) is forgotten quietly.
  const isRememberedResultGone = resultId !== null && resultQuery.isError;
  useEffect(() => {
    if (isRememberedResultGone) setLatestAnalysisId(user.email, null);
  }, [isRememberedResultGone, user.email]);

  function reopen(analysisId: string) {
    setLatestAnalysisId(user.email, analysisId);
    setResultId(analysisId);
    shouldFocusResultRef.current = true;
  }

  // A new result moves focus to its heading, so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (!shouldFocusResultRef.current || !result) return;
    shouldFocusResultRef.current = false;
    resultsHeadingRef.current?.focus({ preventScroll: true });
    resultsHeadingRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [result]);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <div className="max-w-2xl">
        <p className="text-sm font-medium text-indigo-700">
          {latestQuery.isPending ? '\u00a0' : firstName ? `${greeting}, ${firstName}` : greeting}
        </p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl">
          Analyze a privacy policy
        </h1>
        <p className="mt-2 text-slate-600">
          Get a plain-English summary of what a service collects, shares and lets you control, with the exact
          sentence behind every finding.
        </p>
      </div>

      {/* Phones read usage first, then the input; wide screens put usage and What You Get beside it. */}
      <div className="mt-8 grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr]">
        <div className="lg:col-start-2 lg:row-start-1">
          <UsageCard
            profile={profile}
            tier={tier}
            isError={profileQuery.isError}
            onRetry={() => void profileQuery.refetch()}
          />
        </div>
        <div className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <PolicyInputCard
            tier={tier}
            characterLimit={characterLimit}
            pendingMode={pendingMode}
            exhaustedQuota={
              profile && hasReachedLimit(profile.usage)
                ? { limit: profile.usage.limit, resetDate: RESET_FORMAT.format(nextMonthlyReset(new Date())) }
                : null
            }
            onInputChange={dismissFailure}
            onAnalyzeText={analyzeText}
            onAnalyzeFile={analyzeFile}
          />
        </div>
        <div className="lg:col-start-2 lg:row-start-2">
          <WhatYouGetCard tier={tier} />
        </div>
      </div>

      <section aria-labelledby={result ? 'results-heading' : undefined} className="mt-10 scroll-mt-20">
        {pendingMode ? (
          <AnalysisPending
            label={pendingMode === 'text' ? 'Reading the policy…' : 'Reading your file and analyzing it…'}
          />
        ) : result ? (
          <>
            <div className="mb-5 flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
              <h2
                id="results-heading"
                ref={resultsHeadingRef}
                tabIndex={-1}
                className="scroll-mt-24 text-xl font-bold tracking-tight text-slate-900 focus:outline-none"
              >
                Your analysis
              </h2>
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <p className="text-slate-600">Select any finding to see the sentence it comes from.</p>
                <Link
                  to={`/history/${result.id}`}
                  className="inline-flex items-center gap-1 font-medium text-indigo-700 hover:underline"
                >
                  <History className="size-4" aria-hidden="true" />
                  Saved to History
                </Link>
              </div>
            </div>
            <AnalysisReport analysis={result} exportFailureDescription="Please try again" />
          </>
        ) : resultId && !isRememberedResultGone && resultQuery.isPending ? (
          <AnalysisPending label="Opening your last analysis…" />
        ) : (
          <ReadyToAnalyze latest={latestSaved} onReopen={reopen} />
        )}
      </section>
    </div>
  );
}
