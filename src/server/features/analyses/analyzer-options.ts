import type { AnalyzerOptions } from '../../../analyzer/analyze-policy';
import type { Config } from '../../config';

/** The engine never reads the environment; the server hands it the validated configuration. */
export function analyzerOptionsFrom(config: Config): AnalyzerOptions {
  const { provider, model, baseUrl, apiKey, timeoutMs } = config.analyzer;
  if (provider === 'builtin') return { provider };
  return { provider, model, baseUrl, apiKey, timeoutMs };
}
