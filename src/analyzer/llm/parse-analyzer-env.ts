import { z } from 'zod';
import type { AnalyzerOptions } from './provider-config';

/** Empty strings count as missing, as everywhere in the project's configuration. */
const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const analyzerEnvSchema = z.object({
  ANALYZER_PROVIDER: z.enum(['builtin', 'openai', 'anthropic', 'openai-compatible', '']).optional(),
  ANALYZER_MODEL: optionalString,
  ANALYZER_BASE_URL: optionalString.pipe(z.url({ error: 'ANALYZER_BASE_URL must be a URL' }).optional()),
  ANALYZER_API_KEY: optionalString,
  OPENAI_API_KEY: optionalString,
  ANTHROPIC_API_KEY: optionalString,
  ANALYZER_TIMEOUT_MS: optionalString.refine((value) => value === undefined || /^[1-9]\d*$/.test(value), {
    error: 'ANALYZER_TIMEOUT_MS must be a positive integer',
  }),
});

/**
 * Builds analyzer options from ANALYZER_* variables. Pure: it takes the environment as an
 * argument, so the CLI and the server (which parses its environment once) can both use it.
 */
export function parseAnalyzerEnv(env: Record<string, string | undefined>): AnalyzerOptions {
  const parsed = analyzerEnvSchema.safeParse(env);
  if (!parsed.success)
    throw new Error(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
    );
  const values = parsed.data;
  const provider = values.ANALYZER_PROVIDER || 'builtin';
  if (provider === 'builtin') return { provider };
  const apiKey =
    values.ANALYZER_API_KEY ??
    (provider === 'openai'
      ? values.OPENAI_API_KEY
      : provider === 'anthropic'
        ? values.ANTHROPIC_API_KEY
        : undefined);
  if (provider === 'openai-compatible' && (!values.ANALYZER_BASE_URL || !values.ANALYZER_MODEL)) {
    throw new Error('ANALYZER_PROVIDER=openai-compatible needs ANALYZER_BASE_URL and ANALYZER_MODEL');
  }
  return {
    provider,
    ...(values.ANALYZER_MODEL ? { model: values.ANALYZER_MODEL } : {}),
    ...(values.ANALYZER_BASE_URL ? { baseUrl: values.ANALYZER_BASE_URL } : {}),
    ...(apiKey ? { apiKey } : {}),
    ...(values.ANALYZER_TIMEOUT_MS ? { timeoutMs: Number(values.ANALYZER_TIMEOUT_MS) } : {}),
  };
}
