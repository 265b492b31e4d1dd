import { setTimeout as sleep } from 'node:timers/promises';
import { APICallError } from 'ai';

export type RetryOptions = { maxRetries: number; baseDelayMs: number; signal: AbortSignal };

/** Longest wait we honour from a Retry-After header; past it, falling back is better for the user. */
const MAX_RETRY_AFTER_MS = 10_000;

function retryDelay(error: APICallError, attempt: number, baseDelayMs: number): number {
  const header = error.responseHeaders?.['retry-after'];
  const seconds = header === undefined ? Number.NaN : Number(header);
  if (Number.isFinite(seconds)) return Math.min(MAX_RETRY_AFTER_MS, seconds * 1000);
  return baseDelayMs * 2 ** attempt;
}

function isRetryable(error: unknown): error is APICallError {
  if (!APICallError.isInstance(error)) return false;
  const status = error.statusCode ?? 0;
  return status === 429 || status >= 500;
}

/**
 * Retries a call on 429 and 5xx with exponential backoff. We retry ourselves (the SDK's own
 * retries are switched off) so the delays are ours to configure and the deadline covers them.
 */
export async function withRetries<T>(call: () => Promise<T>, options: RetryOptions): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      if (attempt >= options.maxRetries || !isRetryable(error) || options.signal.aborted) throw error;
      await sleep(retryDelay(error, attempt, options.baseDelayMs), undefined, { signal: options.signal });
    }
  }
}
