import type { AnalysisResult } from '../common/analysis';
import { analyzeWithBuiltin } from './analyze-with-builtin';
import { analyzeWithLlm } from './llm/analyze-with-llm';
import type { AnalyzerOptions } from './llm/provider-config';

export { analyzeWithBuiltin } from './analyze-with-builtin';
export { classifySegments } from './classify/classify-segments';
export type { AnalyzerOptions, LlmProviderConfig } from './llm/provider-config';

/** A short, log-safe reason: never the policy text, never a key. */
function describeFailure(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError' || error.name === 'AbortError') return 'timeout';
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number') return `http ${status}`;
    if (
      error.name.includes('NoObjectGenerated') ||
      error.name.includes('NoOutput') ||
      error.name.includes('JSONParse') ||
      error.name.includes('TypeValidation')
    )
      return 'invalid model output';
    return error.name === 'Error' ? error.message.slice(0, 120) : error.name;
  }
  return 'unknown error';
}

/**
 * Where the built-in engine runs: in process by default (the CLI); the server passes a function that
 * runs it in a worker thread, so its CPU work never blocks other requests. LLM calls are I/O and stay.
 */
export type AnalyzerEngines = { builtin?: (text: string) => Promise<AnalysisResult> };

/**
 * The one entry point: analyses a policy with the configured provider. An LLM failure never
 * fails the analysis: the built-in engine answers and `meta.fallback` says why.
 */
export async function analyzePolicy(
  text: string,
  options: AnalyzerOptions = { provider: 'builtin' },
  engines: AnalyzerEngines = {},
): Promise<AnalysisResult> {
  const builtin = engines.builtin ?? (async (input: string) => analyzeWithBuiltin(input));
  if (options.provider === 'builtin') return builtin(text);
  try {
    return await analyzeWithLlm(text, options);
  } catch (error) {
    const result = await builtin(text);
    return {
      ...result,
      meta: { ...result.meta, fallback: `${options.provider} failed: ${describeFailure(error)}` },
    };
  }
}
