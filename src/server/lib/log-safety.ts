import { stdSerializers } from 'pino';
import type { FastifyServerOptions } from 'fastify';

/** Longer error messages are cut: a database error's message can carry a whole statement. */
const MAX_MESSAGE_LENGTH = 300;

/**
 * Log fields that could hold a policy, an analysis, a body or a secret. Routes log ids, never these;
 * redaction catches what a future log call passes by mistake.
 */
const REDACTED_PATHS = [
  'req.body',
  'res.body',
  'req.headers.cookie',
  'req.headers.authorization',
  'body',
  'text',
  'inputText',
  'policyText',
  'password',
  'token',
  '*.body',
  '*.text',
  '*.inputText',
  '*.password',
  '*.token',
];

/**
 * A database error's message ends with the statement's parameters ("params: <the policy text>, ..."),
 * and PostgreSQL's `detail` quotes values too: keep the first part of the message only.
 */
function safeMessage(message: string): string {
  const withoutParams = message.split('\nparams:')[0] ?? '';
  return withoutParams.length > MAX_MESSAGE_LENGTH
    ? `${withoutParams.slice(0, MAX_MESSAGE_LENGTH)}…`
    : withoutParams;
}

type SerializedError = {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
};

/**
 * The error serialiser: type, cut message, code and the stack's frames, and the cause the same way.
 * Nothing else: pino's default copies every enumerable property, and Drizzle's query errors carry
 * `query` and `params`, which hold the policy text and the analysis.
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '[not an Error]', stack: '' };
  const standard = stdSerializers.err(error);
  const code = (error as { code?: unknown }).code;
  const statusCode = (error as { statusCode?: unknown }).statusCode;
  const frames = (standard.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));
  return {
    type: standard.type,
    message: safeMessage(standard.message),
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof statusCode === 'number' ? { statusCode } : {}),
    stack: frames.join('\n'),
    ...(error.cause !== undefined && depth < 3 ? { cause: serializeError(error.cause, depth + 1) } : {}),
  };
}

/** Options every logger of the app gets, whatever its level and destination. */
export const SAFE_LOGGER_OPTIONS = {
  redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  serializers: {
    err: (error: Error) => serializeError(error),
    error: (error: Error) => serializeError(error),
  },
} satisfies Partial<Exclude<FastifyServerOptions['logger'], boolean | undefined>>;
