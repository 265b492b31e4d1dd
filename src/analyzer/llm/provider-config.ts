/**
 * How the caller wants the analysis done. The engine never reads the environment: the server
 * parses ANALYZER_* once at start-up and the CLI builds this from its own environment.
 */
export type AnalyzerProvider = 'builtin' | 'openai' | 'anthropic' | 'openai-compatible';

export type LlmProviderConfig = {
  provider: Exclude<AnalyzerProvider, 'builtin'>;
  /** Model id; defaults per provider (see DEFAULT_MODELS). Required for openai-compatible. */
  model?: string;
  /** Base URL, e.g. http://127.0.0.1:11434/v1 for Ollama. Required for openai-compatible. */
  baseUrl?: string;
  apiKey?: string;
  /** Whole-analysis deadline; on expiry the built-in engine answers instead. */
  timeoutMs?: number;
  /** Retries per call on 429 and 5xx answers. */
  maxRetries?: number;
  /** First backoff delay; doubles per retry unless the server sends Retry-After. */
  retryBaseDelayMs?: number;
  /** Characters of policy per request: long policies are split and the answers merged. */
  chunkCharacters?: number;
};

export type AnalyzerOptions = { provider: 'builtin' } | LlmProviderConfig;

export const DEFAULT_MODELS: Record<LlmProviderConfig['provider'], string | undefined> = {
  openai: 'gpt-4o-mini',
  anthropic: 'claude-haiku-4-5',
  'openai-compatible': undefined,
};

export const DEFAULT_TIMEOUT_MS = 60_000;
export const DEFAULT_MAX_RETRIES = 2;
export const DEFAULT_RETRY_BASE_DELAY_MS = 500;
/** About 6,000 tokens of policy: fits small local models' contexts with room for the answer. */
export const DEFAULT_CHUNK_CHARACTERS = 24_000;
