import { errorResponseSchema } from '../../../../common/auth';

/**
 * The server's own words for a failed request. `apiRequest` throws "<status>: <body>" (specification
 * section 8) and the body is always `{"error": "..."}`; a person should read the sentence, not the JSON.
 * Falls back when the failure carries no server message (network down, HTML error page, 5xx proxy).
 */
export function getApiErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof Error)) return fallback;
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  if (!match?.[1]) return fallback;
  try {
    const parsed = errorResponseSchema.safeParse(JSON.parse(match[1]));
    return parsed.success && parsed.data.error.trim() ? parsed.data.error : fallback;
  } catch {
    return fallback;
  }
}
