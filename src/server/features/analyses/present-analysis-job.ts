import type { AnalysisJob, AnalysisJobSummary } from '../../../common/analysis-jobs';
import type { AnalysisResponse } from '../../../common/analyses';
import type { AnalysisJobRow } from './analysis-jobs-queries';
import { ANALYSIS_RETRY_LIMIT } from './analysis-jobs-service';

type JobRow = NonNullable<AnalysisJobRow>;

export function presentAnalysisJobSummary(row: JobRow, now: Date = new Date()): AnalysisJobSummary {
  const end = row.finishedAt ?? now;
  return {
    id: row.id,
    status: row.status,
    source: row.source,
    sourceName: row.sourceName,
    characters: row.characters,
    attempts: row.attempts,
    maxAttempts: ANALYSIS_RETRY_LIMIT + 1,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    elapsedMs: Math.max(0, end.getTime() - row.createdAt.getTime()),
    error: row.status === 'failed' ? (row.error ?? null) : null,
  };
}

export function presentAnalysisJob(row: JobRow, analysis: AnalysisResponse | null): AnalysisJob {
  return { ...presentAnalysisJobSummary(row), analysis };
}
