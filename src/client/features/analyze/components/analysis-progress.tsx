import { AlertCircle, Check, Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { AnalysisJob } from '../../../../common/analysis-jobs';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { describeAnalysisJob, formatElapsed } from '../lib/describe-analysis-job';
import { AnalysisPending } from './analysis-pending';

const STEPS = [
  { key: 'queued', label: 'Queued' },
  { key: 'running', label: 'Analysing' },
  { key: 'done', label: 'Ready' },
] as const;

/** The elapsed time, ticking between polls from the server's own figure (not the device's clock). */
function useElapsed(job: AnalysisJob, fetchedAt: number): number {
  const isTicking = job.status === 'queued' || job.status === 'running';
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!isTicking) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(timer);
  }, [isTicking]);
  return job.elapsedMs + (isTicking ? Math.max(0, now - fetchedAt) : 0);
}

function ProgressSteps({ status }: { status: AnalysisJob['status'] }) {
  const current = status === 'running' ? 1 : 0;
  return (
    <ol className="mt-5 grid grid-cols-3 gap-2" aria-label="Steps">
      {STEPS.map((step, index) => {
        const isDone = index < current;
        const isCurrent = index === current;
        return (
          <li key={step.key} aria-current={isCurrent ? 'step' : undefined} className="flex flex-col gap-2">
            <span
              className={cn(
                'h-1.5 rounded-full',
                isDone ? 'bg-indigo-600' : isCurrent ? 'animate-pulse bg-indigo-400' : 'bg-slate-200',
              )}
              aria-hidden="true"
            />
            <span
              className={cn(
                'flex items-center gap-1 text-xs font-medium',
                isDone || isCurrent ? 'text-slate-900' : 'text-slate-500',
              )}
            >
              {isDone && <Check className="size-3.5 text-indigo-600" aria-hidden="true" />}
              {step.label}
              {isDone && <span className="sr-only">(done)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

type AnalysisProgressProps = {
  /** Undefined while the job's first status loads. */
  job: AnalysisJob | undefined;
  fetchedAt: number;
  isLoadError: boolean;
  onRetryLoad: () => void;
  onDismiss: () => void;
};

/**
 * The results area while an analysis runs as a job (an LLM provider): where it stands, for how long,
 * and that leaving the page does not stop it. The status sentence is a polite live region, so
 * screen readers hear each change of step; the ticking time is not, so they are not interrupted.
 */
export function AnalysisProgress({
  job,
  fetchedAt,
  isLoadError,
  onRetryLoad,
  onDismiss,
}: AnalysisProgressProps) {
  if (!job) {
    return isLoadError ? (
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-card" role="alert">
        <p className="font-medium text-slate-900">We could not check on your analysis.</p>
        <p className="mt-1 text-sm text-slate-600">
          It continues on the server. Check your connection and try again.
        </p>
        <Button variant="outline" className="mt-4" onClick={onRetryLoad}>
          Try again
        </Button>
      </div>
    ) : (
      <AnalysisPending label="Checking on your analysis…" />
    );
  }
  if (job.status === 'failed') return <AnalysisFailed job={job} onDismiss={onDismiss} />;
  return <AnalysisRunning job={job} fetchedAt={fetchedAt} />;
}

function AnalysisRunning({ job, fetchedAt }: { job: AnalysisJob; fetchedAt: number }) {
  const elapsed = useElapsed(job, fetchedAt);
  const { label, detail } = describeAnalysisJob(job);
  return (
    <div className="grid gap-4">
      <div className="rounded-2xl border border-indigo-200 bg-white p-6 shadow-card">
        <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-2">
          <div className="min-w-0">
            <h2 className="text-lg font-semibold text-slate-900">Analysing your policy</h2>
            <p
              className="mt-1 flex items-center gap-2 text-sm font-medium text-indigo-700"
              role="status"
              aria-live="polite"
              aria-atomic="true"
            >
              <Loader2 className="size-4 shrink-0 animate-spin" aria-hidden="true" />
              <span>
                {label}: {detail}
              </span>
            </p>
          </div>
          <p className="text-sm text-slate-600">
            Elapsed{' '}
            <span className="font-mono text-base font-semibold text-slate-900 tabular-nums">
              {formatElapsed(elapsed)}
            </span>
          </p>
        </div>
        <ProgressSteps status={job.status} />
        <p className="mt-5 text-sm leading-relaxed text-slate-600">
          {job.sourceName ? (
            <>
              <span className="font-medium break-words text-slate-800">{job.sourceName}</span>,{' '}
            </>
          ) : null}
          {job.characters.toLocaleString('en-US')} characters. An AI analysis usually takes under a minute.
          You can leave this page: the analysis goes on, and appears in your{' '}
          <Link to="/history" className="font-medium text-indigo-700 hover:underline">
            History
          </Link>{' '}
          when it is ready. Your monthly quota counts it only once it is stored.
        </p>
      </div>
      <AnalysisPending isDecorative />
    </div>
  );
}

function AnalysisFailed({ job, onDismiss }: { job: AnalysisJob; onDismiss: () => void }) {
  return (
    <div className="rounded-2xl border border-red-200 bg-red-50/60 p-6" role="alert">
      <div className="flex items-start gap-3">
        <AlertCircle className="mt-0.5 size-5 shrink-0 text-red-700" aria-hidden="true" />
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-slate-900">The analysis could not be completed</h2>
          <p className="mt-1 text-sm leading-relaxed text-slate-700">{job.error}</p>
          <div className="mt-4 flex flex-wrap gap-2">
            <Button variant="outline" onClick={onDismiss}>
              Dismiss
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
}
