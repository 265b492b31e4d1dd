import { errorResponseSchema } from '../../common/auth';

/** What a failed API call said: its HTTP status and the server's `{"error": "..."}` message. */
export type ApiErrorDetails = { status: number | null; message: string | null };

const STATUS_PREFIX = /^(\d{3}): ([\s\S]*)$/;

/**
 * Reads an error thrown by the API client ("<status>: <body>", specification section 8). The body is
 * the server's JSON `{"error": "..."}`; anything else (an HTML proxy page, a stack) is not shown to
 * the user, who then gets the toast's default description.
 */
export function readApiError(error: unknown): ApiErrorDetails {
  if (!(error instanceof Error)) return { status: null, message: null };
  const match = STATUS_PREFIX.exec(error.message);
  if (!match?.[1]) return { status: null, message: null };
  const status = Number(match[1]);
  try {
    const parsed = errorResponseSchema.safeParse(JSON.parse(match[2] ?? ''));
    return { status, message: parsed.success && parsed.data.error.trim() ? parsed.data.error : null };
  } catch {
    return { status, message: null };
  }
}

/** The server's own sentence for a failed request, or the fallback when it gave none. */
export function getApiErrorMessage(error: unknown, fallback: string): string {
  return readApiError(error).message ?? fallback;
}
