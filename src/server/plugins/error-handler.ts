import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import { isDatabaseUnavailable } from '../lib/database-unavailable';

/** Seconds a client is asked to wait while the database is unreachable. */
const DATABASE_RETRY_AFTER_SECONDS = 5;
export const DATABASE_UNAVAILABLE_MESSAGE =
  'PolicyLens is briefly unavailable: our database is not answering. Please try again in a moment.';

/** Friendly messages for the errors Fastify raises itself while reading a request. */
const FASTIFY_MESSAGES: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'The request body is empty; send a JSON object.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    message: 'Unsupported content type. Send JSON with Content-Type: application/json.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    message: 'The Content-Length header does not match the body.',
  },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: 'Please select a file smaller than 5MB.' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, message: 'Send the file as multipart/form-data.' },
};

/**
 * One error handler for the whole app: every error becomes `{"error": "..."}` with the right status.
 * Client errors explain themselves; server errors are logged with the request context and answered
 * with a generic message, never a stack or an internal detail.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      return reply.code(error.statusCode).headers(error.headers).send({ error: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const message = first?.message ?? 'The request is not valid.';
      return reply.code(400).send({ error: message });
    }
    const code = 'code' in error ? error.code : undefined;
    const known = code ? FASTIFY_MESSAGES[code] : undefined;
    if (known) return reply.code(known.status).send({ error: known.message });

    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 429)
      return reply.code(429).send({ error: error.message || 'Too many requests. Please try again later.' });
    if (status >= 400 && status < 500) return reply.code(status).send({ error: error.message });
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ error: DATABASE_UNAVAILABLE_MESSAGE });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ error: 'Something went wrong on our side. Please try again.' });
  });
}
