import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AnalysisJob } from '../../../../common/analysis-jobs';
import { ANALYSIS_MESSAGES, type AnalysisResponse } from '../../../../common/analyses';
import { toast } from '../../../components/ui/use-toast';
import { trackEvent } from '../../../lib/analytics';
import { readApiError } from '../../../lib/api-error';
import { USER_PROFILE_QUERY_KEY } from '../../account/api/get-user-profile';
import { ANALYSIS_JOBS_QUERY_KEY } from '../api/analysis-jobs-query-keys';
import { useAnalysisJob } from '../api/get-analysis-job';
import { useStoreNewAnalysis } from '../api/store-new-analysis';
import { getPendingAnalysisId, setPendingAnalysisId } from '../lib/latest-analysis';

/** The search parameter History links with to follow an analysis in progress (`/?job=<id>`). */
export const FOLLOW_JOB_PARAMETER = 'job';

/**
 * Follows an analysis queued as a job until its result is stored. The job followed is remembered for
 * the tab, so a reload or a visit to another page comes back to its progress; History opens one with
 * `/?job=<id>`. When it is done, the result is handed to `onDone` with the usual 'Analysis Complete'
 * toast; when it has failed, the failure stays on screen until dismissed.
 */
export function useFollowAnalysisJob({
  owner,
  onDone,
}: {
  owner: string;
  onDone: (analysis: AnalysisResponse) => void;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const linkedJobId = searchParams.get(FOLLOW_JOB_PARAMETER);
  const [jobId, setJobId] = useState(() => linkedJobId ?? getPendingAnalysisId(owner));
  const jobQuery = useAnalysisJob(jobId);
  const job = jobQuery.data?.id === jobId ? jobQuery.data : undefined;
  const queryClient = useQueryClient();
  const storeNewAnalysis = useStoreNewAnalysis();
  const handledRef = useRef<string | null>(null);

  // A link from History is remembered like a job started here, then taken out of the address.
  useEffect(() => {
    if (!linkedJobId) return;
    setPendingAnalysisId(owner, linkedJobId);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(FOLLOW_JOB_PARAMETER);
        return next;
      },
      { replace: true },
    );
  }, [linkedJobId, owner, setSearchParams]);

  const finish = useEffectEvent((finished: AnalysisJob) => {
    setPendingAnalysisId(owner, null);
    if (finished.status === 'done' && finished.analysis) {
      storeNewAnalysis(finished.analysis);
      trackEvent(finished.source === 'text' ? 'analysis' : 'upload', { characters: finished.characters });
      toast({
        title: ANALYSIS_MESSAGES.analysisCompleteTitle,
        description:
          finished.source === 'text'
            ? ANALYSIS_MESSAGES.analysisCompleteText
            : ANALYSIS_MESSAGES.analysisCompleteFile,
      });
      onDone(finished.analysis);
      return;
    }
    // Failed: shown here until dismissed, and in History; not followed again after a reload.
    void queryClient.invalidateQueries({ queryKey: ANALYSIS_JOBS_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: USER_PROFILE_QUERY_KEY });
    toast({
      variant: 'destructive',
      title:
        finished.source === 'text'
          ? ANALYSIS_MESSAGES.analysisFailedTitle
          : ANALYSIS_MESSAGES.uploadFailedTitle,
      description: finished.error ?? ANALYSIS_MESSAGES.analysisFailedDescription,
    });
  });

  const isFinished =
    job !== undefined && (job.status === 'failed' || (job.status === 'done' && job.analysis !== null));
  useEffect(() => {
    if (!job || !isFinished || handledRef.current === job.id) return;
    handledRef.current = job.id;
    finish(job);
  }, [job, isFinished]);

  // A job that is gone (another account on this tab, or dismissed) is forgotten quietly.
  const isGone = jobId !== null && jobQuery.isError && readApiError(jobQuery.error).status === 404;
  useEffect(() => {
    if (isGone) setPendingAnalysisId(owner, null);
  }, [isGone, owner]);

  function follow(id: string) {
    setPendingAnalysisId(owner, id);
    setJobId(id);
  }

  function stopFollowing() {
    setPendingAnalysisId(owner, null);
    setJobId(null);
  }

  /** Progress (or the failure) is on screen for a job that is neither gone nor done. */
  const isShown = jobId !== null && !isGone && job?.status !== 'done';
  return {
    jobId: isShown ? jobId : null,
    job: isShown ? job : undefined,
    /** When the job's data was fetched: the elapsed time runs on from the server's figure. */
    fetchedAt: jobQuery.dataUpdatedAt,
    isLoadError: isShown && jobQuery.isError,
    retry: () => void jobQuery.refetch(),
    follow,
    stopFollowing,
  };
}
