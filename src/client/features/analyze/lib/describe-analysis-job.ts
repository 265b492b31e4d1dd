import type { AnalysisJobSummary } from '../../../../common/analysis-jobs';

/** Minutes and seconds, e.g. 0:07 or 1:42. */
export function formatElapsed(milliseconds: number): string {
  const seconds = Math.max(0, Math.floor(milliseconds / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The step a job is at, in words for the progress view, History and screen readers. */
export function describeAnalysisJob(job: Pick<AnalysisJobSummary, 'status' | 'attempts' | 'maxAttempts'>): {
  label: string;
  detail: string;
} {
  switch (job.status) {
    case 'queued':
      return job.attempts === 0
        ? { label: 'Queued', detail: 'Your analysis starts in a moment.' }
        : {
            label: 'Retrying',
            detail: `The last attempt did not finish; attempt ${job.attempts + 1} of ${job.maxAttempts} starts in a moment.`,
          };
    case 'running':
      return {
        label: 'Analysing',
        detail:
          job.attempts > 1
            ? `The AI model is reading your policy (attempt ${job.attempts} of ${job.maxAttempts}).`
            : 'The AI model is reading your policy.',
      };
    case 'done':
      return { label: 'Done', detail: 'Your analysis is ready.' };
    case 'failed':
      return { label: 'Failed', detail: 'The analysis could not be completed.' };
  }
}
