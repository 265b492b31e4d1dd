import path from 'node:path';
import { z } from 'zod';
import type { PaidTier } from '../common/plans';

const optionalString = z.string().optional();
const optionalUrl = z.url({ error: 'must be a full URL such as https://example.com' }).optional();
const optionalEmail = z.email({ error: 'must be an email address' }).optional();
const emailList = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',') : []),
  z.array(
    z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.email({ error: 'must be a comma-separated list of email addresses' })),
  ),
);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int()
    .min(0, { error: 'must be a port number between 0 and 65535' })
    .max(65535, { error: 'must be a port number between 0 and 65535' })
    .default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: optionalUrl,
  TRUST_PROXY: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('./data'),
  APP_SECRET: z
    .string()
    .min(32, { error: 'must be at least 32 characters (e.g. openssl rand -base64 32)' })
    .optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// or postgresql:// connection URL' })
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { error: 'must be a redis:// or rediss:// connection URL' })
    .optional(),
  METRICS: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
  SESSION_CACHE_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(0, { error: 'must be between 0 (no cache) and 60000 milliseconds' })
    .max(60_000, { error: 'must be between 0 (no cache) and 60000 milliseconds' })
    .default(5_000),
  METRICS_TOKEN: z
    .string()
    .min(16, { error: 'must be at least 16 characters (e.g. openssl rand -hex 24)' })
    .optional(),
  ADMIN_EMAILS: emailList,
  SUPPORT_EMAILS: emailList,
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  ANALYZER_PROVIDER: z.enum(['builtin', 'openai', 'anthropic', 'openai-compatible']).default('builtin'),
  ANALYZER_MODEL: optionalString,
  ANALYZER_BASE_URL: optionalUrl,
  ANALYZER_API_KEY: optionalString,
  OPENAI_API_KEY: optionalString,
  ANTHROPIC_API_KEY: optionalString,
  ANALYZER_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .positive()
    .default(60_000),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: 'must be an smtp:// or smtps:// URL' })
    .optional(),
  MAIL_FROM: z.string().default('PolicyLens <noreply@policylens.app>'),
  SENDGRID_API_KEY: optionalString,
  /** Another API host for SendGrid (a regional host, or a local stand-in in tests). */
  SENDGRID_BASE_URL: optionalUrl,
  RESEND_API_KEY: optionalString,
  /** Another API host for Resend (a local stand-in in tests). */
  RESEND_BASE_URL: optionalUrl,
  EMAIL_MARKETING: optionalEmail,
  EMAIL_SUPPORT: optionalEmail,
  EMAIL_BILLING: optionalEmail,
  EMAIL_NOREPLY: optionalEmail,
  EMAIL_ADMIN: optionalEmail,
  PADDLE_API_KEY: optionalString,
  PADDLE_WEBHOOK_SECRET: optionalString,
  PADDLE_ENVIRONMENT: z.enum(['sandbox', 'production']).default('sandbox'),
  PADDLE_CLIENT_TOKEN: optionalString,
  PADDLE_PRICE_PREMIUM: optionalString,
  PADDLE_PRICE_PRO: optionalString,
  PADDLE_PRICE_ENTERPRISE: optionalString,
  /** Another address for Paddle's API: a proxy, or the loopback fake Paddle of the tests. */
  PADDLE_API_BASE_URL: optionalUrl,
});

/** Variables that must be set with PADDLE_API_KEY: without them no checkout or webhook can work. */
const PADDLE_REQUIRED = [
  'PADDLE_CLIENT_TOKEN',
  'PADDLE_WEBHOOK_SECRET',
  'PADDLE_PRICE_PREMIUM',
  'PADDLE_PRICE_PRO',
  'PADDLE_PRICE_ENTERPRISE',
] as const;

export type PaddleConfig = {
  apiKey: string;
  environment: 'sandbox' | 'production';
  /** Public token for Paddle.js in the browser. */
  clientToken: string;
  webhookSecret: string;
  /** Paddle price id (pri_...) of each paid plan. */
  priceIds: Record<PaidTier, string>;
  apiBaseUrl: string | undefined;
};

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string | undefined;
  /** Behind a reverse proxy, client addresses come from X-Forwarded-For; never trust it otherwise. */
  trustProxy: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  dataDir: string;
  /**
   * Key for the server's keyed hashes (unsubscribe links, a deleted account's retained usage); when
   * unset, one is generated into DATA_DIR (lib/app-secret).
   */
  appSecret: string | undefined;
  databaseUrl: string | undefined;
  /** Rate-limit counters in this Redis (shared by every server) instead of the database or memory. */
  redisUrl: string | undefined;
  /** GET /metrics in Prometheus format; with a token, only for `Authorization: Bearer <token>`. */
  metrics: { isEnabled: boolean; token: string | undefined };
  /**
   * How long a session lookup (with its user and the month's usage) is reused in this process; 0 reads
   * the database on every request. Changes drop it at once (features/auth/session-cache.ts).
   */
  sessionCacheMs: number;
  adminEmails: string[];
  /** Support staff (admins are staff too): they see the queue and reply to tickets. */
  supportEmails: string[];
  oidc: { issuer: string; clientId: string; clientSecret: string | undefined } | undefined;
  analyzer: {
    provider: z.infer<typeof envSchema>['ANALYZER_PROVIDER'];
    model: string | undefined;
    baseUrl: string | undefined;
    apiKey: string | undefined;
    timeoutMs: number;
  };
  mail: {
    smtpUrl: string | undefined;
    from: string;
    sendGridApiKey: string | undefined;
    sendGridBaseUrl: string | undefined;
    resendApiKey: string | undefined;
    resendBaseUrl: string | undefined;
    addresses: EmailAddresses;
  };
  /** Real payments through Paddle Billing; undefined means demo billing (the default). */
  paddle: PaddleConfig | undefined;
};

export type EmailAddresses = {
  marketing: string;
  support: string;
  billing: string;
  noreply: string;
  admin: string;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the environment once. Throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings count as missing, so `FOO=` in a .env file means "use the default".
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.OIDC_ISSUER && !e.OIDC_CLIENT_ID) {
    throw new ConfigError(
      'Invalid environment configuration:\n  OIDC_CLIENT_ID: is required when OIDC_ISSUER is set',
    );
  }
  if (e.ANALYZER_PROVIDER === 'openai-compatible' && !e.ANALYZER_BASE_URL) {
    throw new ConfigError(
      'Invalid environment configuration:\n  ANALYZER_BASE_URL: is required when ANALYZER_PROVIDER is openai-compatible',
    );
  }
  if (e.PADDLE_API_KEY) {
    const missing = PADDLE_REQUIRED.filter((name) => !e[name]);
    if (missing.length > 0) {
      const lines = missing.map((name) => `  ${name}: is required when PADDLE_API_KEY is set`);
      throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
    }
  }
  return {
    nodeEnv: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL,
    trustProxy: e.TRUST_PROXY === 'true',
    logLevel: e.LOG_LEVEL,
    dataDir: path.resolve(e.DATA_DIR),
    appSecret: e.APP_SECRET,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    // A token alone turns metrics on: nobody sets one to keep them off.
    metrics: { isEnabled: e.METRICS === 'true' || e.METRICS_TOKEN !== undefined, token: e.METRICS_TOKEN },
    sessionCacheMs: e.SESSION_CACHE_MS,
    adminEmails: e.ADMIN_EMAILS,
    supportEmails: e.SUPPORT_EMAILS,
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID
        ? { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET }
        : undefined,
    analyzer: {
      provider: e.ANALYZER_PROVIDER,
      model: e.ANALYZER_MODEL,
      baseUrl: e.ANALYZER_BASE_URL,
      // The providers' usual variables work too, as they do for the CLI.
      apiKey:
        e.ANALYZER_API_KEY ??
        (e.ANALYZER_PROVIDER === 'openai'
          ? e.OPENAI_API_KEY
          : e.ANALYZER_PROVIDER === 'anthropic'
            ? e.ANTHROPIC_API_KEY
            : undefined),
      timeoutMs: e.ANALYZER_TIMEOUT_MS,
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      sendGridApiKey: e.SENDGRID_API_KEY,
      sendGridBaseUrl: e.SENDGRID_BASE_URL,
      resendApiKey: e.RESEND_API_KEY,
      resendBaseUrl: e.RESEND_BASE_URL,
      addresses: {
        marketing: e.EMAIL_MARKETING ?? 'marketing@policylens.app',
        support: e.EMAIL_SUPPORT ?? 'support@policylens.app',
        billing: e.EMAIL_BILLING ?? 'billing@policylens.app',
        noreply: e.EMAIL_NOREPLY ?? 'noreply@policylens.app',
        admin: e.EMAIL_ADMIN ?? 'admin@policylens.app',
      },
    },
    paddle: e.PADDLE_API_KEY
      ? {
          apiKey: e.PADDLE_API_KEY,
          environment: e.PADDLE_ENVIRONMENT,
          clientToken: e.PADDLE_CLIENT_TOKEN ?? '',
          webhookSecret: e.PADDLE_WEBHOOK_SECRET ?? '',
          priceIds: {
            premium: e.PADDLE_PRICE_PREMIUM ?? '',
            pro: e.PADDLE_PRICE_PRO ?? '',
            enterprise: e.PADDLE_PRICE_ENTERPRISE ?? '',
          },
          apiBaseUrl: e.PADDLE_API_BASE_URL,
        }
      : undefined,
  };
}
