import { AlertCircle, ChevronRight, Loader2 } from 'lucide-react';
import { Link } from 'react-router';
import type { AnalysisJobSummary } from '../../../../common/analysis-jobs';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatAnalysisDate } from '../../analysis-report/lib/format-date';
import { useAnalysisJobs, useDismissAnalysisJob } from '../api/list-analysis-jobs';
import { describeAnalysisJob, formatElapsed } from '../lib/describe-analysis-job';
import { FOLLOW_JOB_PARAMETER } from './use-follow-analysis-job';

function jobName(job: AnalysisJobSummary): string {
  return job.sourceName ?? `Pasted policy, ${job.characters.toLocaleString('en-US')} characters`;
}

function InProgressItem({ job }: { job: AnalysisJobSummary }) {
  const dismiss = useDismissAnalysisJob();
  const { label, detail } = describeAnalysisJob(job);
  const isFailed = job.status === 'failed';
  const name = jobName(job);
  return (
    <li>
      <Card className={isFailed ? 'border-red-200 p-5 sm:p-6' : 'border-indigo-200 p-5 sm:p-6'}>
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <div className="min-w-0">
            <h3 className="text-base font-semibold break-words text-slate-900">{name}</h3>
            <p className="mt-0.5 text-xs text-slate-600">
              <time dateTime={job.createdAt}>{formatAnalysisDate(job.createdAt)}</time>
              {!isFailed && (
                <>
                  <span aria-hidden="true"> · </span>
                  {formatElapsed(job.elapsedMs)} so far
                </>
              )}
            </p>
          </div>
          <Badge variant={isFailed ? 'destructive' : 'accent'}>
            {isFailed ? (
              <AlertCircle aria-hidden="true" />
            ) : (
              <Loader2 className="animate-spin" aria-hidden="true" />
            )}
            {label}
          </Badge>
        </div>
        <p className="mt-3 text-sm leading-relaxed text-slate-700">{isFailed ? job.error : detail}</p>
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          {isFailed ? (
            <Button
              variant="outline"
              size="sm"
              disabled={dismiss.isPending}
              onClick={() => dismiss.mutate(job.id)}
              aria-label={`Dismiss the failed analysis of ${name}`}
            >
              Dismiss
            </Button>
          ) : (
            <Button asChild variant="outline" size="sm">
              <Link to={`/?${FOLLOW_JOB_PARAMETER}=${encodeURIComponent(job.id)}`}>
                Follow progress
                <ChevronRight aria-hidden="true" />
              </Link>
            </Button>
          )}
        </div>
      </Card>
    </li>
  );
}

/**
 * The analyses still waiting or running (an LLM provider queues them as jobs), and those that failed,
 * above History's list: a result moves into the list below when it is stored. Nothing is shown when
 * there are none, which is always the case with the built-in engine.
 */
export function AnalysesInProgress({ isEnabled }: { isEnabled: boolean }) {
  const jobs = useAnalysisJobs({ isEnabled });
  const items = jobs.data?.items ?? [];
  if (items.length === 0) return null;
  const unfinished = items.filter((job) => job.status !== 'failed').length;
  return (
    <section aria-labelledby="in-progress-heading" className="mt-8">
      <h2 id="in-progress-heading" className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
        In progress
      </h2>
      <p className="sr-only" role="status" aria-live="polite">
        {unfinished === 1 ? '1 analysis in progress' : `${unfinished} analyses in progress`}
      </p>
      <ul className="mt-3 grid gap-3">
        {items.map((job) => (
          <InProgressItem key={job.id} job={job} />
        ))}
      </ul>
    </section>
  );
}
