import { analysisJobAcceptedSchema, type AnalysisJobAccepted } from '../../../../common/analysis-jobs';
import { analysisResponseSchema, type AnalysisResponse } from '../../../../common/analyses';

/**
 * What the analyze routes answer: the stored result at once (200, the built-in engine), or a job to
 * follow (202, an LLM provider: the analysis can take a minute).
 */
export type AnalyzeOutcome =
  { kind: 'done'; analysis: AnalysisResponse } | { kind: 'queued'; job: AnalysisJobAccepted };

export async function readAnalyzeOutcome(response: Response): Promise<AnalyzeOutcome> {
  const body: unknown = await response.json();
  if (response.status === 202) return { kind: 'queued', job: analysisJobAcceptedSchema.parse(body) };
  return { kind: 'done', analysis: analysisResponseSchema.parse(body) };
}
