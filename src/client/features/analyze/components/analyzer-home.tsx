import { History } from 'lucide-react';
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { AnalysisResponse } from '../../../../common/analyses';
import { ASSUMED_CHARACTER_LIMIT, characterLimitFor } from '../../../../common/plans';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useUserProfile } from '../../account/api/get-user-profile';
import { useAnalysis } from '../../analysis-report/api/get-analysis';
import { useLatestAnalysisSummary } from '../../history/api/list-analyses';
import type { CurrentUser } from '../../auth/api/get-current-user';
import { AnalysisReport } from '../../analysis-report/components/analysis-report';
import { ShareWithTeamButton } from '../../teams/components/share-with-team-button';
import { getLatestAnalysisId, setLatestAnalysisId } from '../lib/latest-analysis';
import { formatNextMonthlyReset, hasReachedLimit } from '../lib/usage';
import { AnalysisPending } from './analysis-pending';
import { ANALYZER_HOME_FRAME, AnalyzerIntro } from './analyzer-intro';
import { AnalysisProgress } from './analysis-progress';
import { useFollowAnalysisJob } from './use-follow-analysis-job';
import { useDismissAnalysisJob } from '../api/list-analysis-jobs';
import { PolicyInputCard } from './policy-input-card';
import { ReadyToAnalyze } from './ready-to-analyze';
import { useAnalyzePolicy } from './use-analyze-policy';
import { UsageCard } from './usage-card';
import { WhatYouGetCard } from './what-you-get-card';

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
  function showResult(analysis: AnalysisResponse) {
    setLatestAnalysisId(user.email, analysis.id);
    setResultId(analysis.id);
    shouldFocusResultRef.current = true;
  }
  // An analysis queued as a job (an LLM provider) is followed here until its result is stored.
  const followed = useFollowAnalysisJob({ owner: user.email, onDone: showResult });
  const dismissJob = useDismissAnalysisJob();
  const { analyzeText, analyzeFile, pendingMode, dismissFailure } = useAnalyzePolicy({
    onResult: (analysis) => {
      followed.stopFollowing();
      showResult(analysis);
    },
    onQueued: (job) => followed.follow(job.id),
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

  const greetingText = latestQuery.isPending ? null : firstName ? `${greeting}, ${firstName}` : greeting;
  // Until the profile answers (it was requested with the page's code), only the heading shows: the
  // usage card and the input card depend on it (a used-up quota adds a notice to both), and drawing
  // them before would move everything under them when it arrives. The cards then come in a deferred
  // render, which React splits into short tasks instead of one that holds the main thread.
  const isProfileSettled = useDeferredValue(!profileQuery.isPending, false);
  if (!isProfileSettled) {
    return (
      <div className={ANALYZER_HOME_FRAME}>
        <AnalyzerIntro greeting={greetingText} />
      </div>
    );
  }

  return (
    <div className={ANALYZER_HOME_FRAME}>
      <AnalyzerIntro greeting={greetingText} />

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
                ? { limit: profile.usage.limit, resetDate: formatNextMonthlyReset(new Date()) }
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
        ) : followed.jobId ? (
          <AnalysisProgress
            job={followed.job}
            fetchedAt={followed.fetchedAt}
            isLoadError={followed.isLoadError}
            onRetryLoad={followed.retry}
            onDismiss={() => {
              // A failure dismissed here is dismissed from History too.
              if (followed.jobId && followed.job?.status === 'failed') dismissJob.mutate(followed.jobId);
              followed.stopFollowing();
            }}
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
            <AnalysisReport
              analysis={result}
              exportFailureDescription="Please try again"
              actions={<ShareWithTeamButton analysisId={result.id} />}
            />
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
