/**
 * The one error type services throw. The error handler maps its code to an HTTP status through
 * STATUS_BY_CODE and answers `{"error": message}`.
 */
export const STATUS_BY_CODE = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  MISDIRECTED_REQUEST: 421,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type AppErrorCode = keyof typeof STATUS_BY_CODE;

export class AppError extends Error {
  override name = 'AppError';
  readonly code: AppErrorCode;
  readonly headers: Record<string, string>;

  constructor(
    code: AppErrorCode,
    message: string,
    options: { cause?: unknown; headers?: Record<string, string> } = {},
  ) {
    super(message, { cause: options.cause });
    this.code = code;
    this.headers = options.headers ?? {};
  }

  get statusCode(): number {
    return STATUS_BY_CODE[this.code];
  }
}
