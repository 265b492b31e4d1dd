import { analyzeWithBuiltin } from '../../analyzer/analyze-with-builtin';
import type { AnalysisResult } from '../../common/analysis';

/** Runs in a worker thread (see plugins/worker-pools.ts): the built-in engine is pure CPU work. */
export default function analyze(text: string): AnalysisResult {
  return analyzeWithBuiltin(text);
}
