import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { accountRoutes } from './features/account/routes';
import { analysesRoutes } from './features/analyses/routes';
import { analysisJobsRoutes } from './features/analyses/analysis-jobs-routes';
import {
  registerAnalysisWorker,
  type AnalysisWorkerOptions,
} from './features/analyses/register-analysis-worker';
import { analyzerOptionsFrom } from './features/analyses/analyzer-options';
import { analyticsRoutes } from './features/analytics/routes';
import { createPaddleClient } from './features/billing/paddle-client';
import { billingRoutes } from './features/billing/routes';
import { paddleWebhookRoutes } from './features/billing/webhook-routes';
import { createOidcClient } from './features/auth/oidc-service';
import { authRoutes } from './features/auth/routes';
import { exportRoutes } from './features/exports/routes';
import { healthRoutes } from './features/health/routes';
import { teamsRoutes } from './features/teams/routes';
import { helpRoutes } from './features/help/routes';
import { supportRoutes } from './features/support/routes';
import { MAX_UPLOAD_BYTES } from '../common/plans';
import { emailKeyOf, loadAppSecret } from './lib/app-secret';
import { SAFE_LOGGER_OPTIONS } from './lib/log-safety';
import { registerBackgroundTasks } from './plugins/background-tasks';
import { registerInputCleaning } from './plugins/clean-input';
import { registerClientPages } from './plugins/client-pages';
import { registerDatabase } from './plugins/database';
import { registerErrorHandler } from './plugins/error-handler';
import { registerRequestLogging } from './plugins/request-logging';
import { registerJobs } from './plugins/jobs';
import { registerMailer } from './plugins/mailer';
import { registerMetrics } from './plugins/metrics';
import { adminRoutes } from './features/admin/routes';
import { registerEmailWorkers, type EmailWorkerOptions } from './features/email/register-email-workers';
import { emailAdminRoutes } from './features/email/routes';
import { createEmailTransport } from './features/email/transports';
import { unsubscribeRoutes } from './features/email/unsubscribe-routes';
import { registerOriginCheck } from './plugins/origin-check';
import { registerPublicUrl } from './plugins/public-url';
import { registerRateLimits } from './plugins/rate-limits';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSessions } from './plugins/sessions';
import { registerWorkerPools, type WorkerLimits } from './plugins/worker-pools';
import { registerTermsGate } from './plugins/terms-gate';

export const DEFAULT_CLIENT_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../dist/client',
);

/**
 * JSON bodies carry at most a 100,000-character policy; 4 bytes per character in the worst case,
 * plus room for the envelope.
 */
export const JSON_BODY_LIMIT_BYTES = 512 * 1024;

/** Where Paddle.js and its checkout overlay load from. */
const PADDLE_CSP = {
  scriptSrc: ['https://cdn.paddle.com'],
  frameSrc: ['https://buy.paddle.com', 'https://sandbox-buy.paddle.com'],
  connectSrc: ['https://*.paddle.com'],
};
declare module 'fastify' {
  interface FastifyInstance {
    /** A keyed hash of an email address (see lib/app-secret): recognises an address without keeping it. */
    emailKeyOf: (email: string) => string;
  }
}

export type BuildAppOptions = {
  config: Config;
  database: DatabaseHandle;
  /** `false` for no log lines at all (benchmarks). */
  logger?: Exclude<FastifyServerOptions['logger'], true>;
  clientDir?: string;
  /** Overrides of the worker pools' limits (tests use small ones). */
  workerLimits?: Partial<WorkerLimits>;
  /** Email worker tuning; tests shorten the retry delay. */
  email?: Partial<EmailWorkerOptions>;
  /** Analysis job tuning (an LLM provider only); tests shorten the retry delay. */
  analysisJobs?: Partial<AnalysisWorkerOptions>;
  /** Prefix of the rate-limit keys in Redis (REDIS_URL); tests give each run its own. */
  redisKeyPrefix?: string;
};

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    // Readable lines while developing; JSON lines (for log collectors) everywhere else.
    // Request and response bodies, policy texts and query parameters never reach the log.
    logger: {
      ...(options.logger === false
        ? { level: 'silent' }
        : (options.logger ?? {
            level: config.logLevel,
            ...(config.nodeEnv === 'development' ? { transport: { target: 'pino-pretty' } } : {}),
          })),
      ...SAFE_LOGGER_OPTIONS,
    },
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    // Only behind a proxy that sets X-Forwarded-For; otherwise anyone could choose the address that
    // rate limits are keyed by.
    trustProxy: config.trustProxy,
    // Request ids let a support engineer find one request in the logs.
    genReqId: () => crypto.randomUUID(),
    // registerRequestLogging writes one line per API request instead of Fastify's two per request.
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerRequestLogging(app);
  registerDatabase(app, database);
  registerMetrics(app, { config, database });
  registerPublicUrl(app, config);
  const appSecret = loadAppSecret({ configured: config.appSecret, dataDir: config.dataDir });
  app.decorate('emailKeyOf', (email: string) => emailKeyOf(appSecret, email));
  registerBackgroundTasks(app);

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // With Paddle, Paddle.js comes from Paddle's CDN and opens its checkout in Paddle's frame.
        scriptSrc: ["'self'", ...(config.paddle ? PADDLE_CSP.scriptSrc : [])],
        frameSrc: ["'self'", ...(config.paddle ? PADDLE_CSP.frameSrc : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(config.paddle ? PADDLE_CSP.connectSrc : [])],
        connectSrc: ["'self'", ...(config.paddle ? PADDLE_CSP.connectSrc : [])],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.publicUrl?.startsWith('https:') ? [] : null,
      },
    },
    // Exports are opened from blob URLs in the same origin; nothing needs cross-origin isolation.
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cookie);
  // JSON (and the HTML shell) over 1 KB is compressed on the fly, quickly (brotli quality 4); the client's
  // assets and prerendered pages were compressed at build time and are sent as they are.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await registerRateLimits(app, { config, database, redisKeyPrefix: options.redisKeyPrefix });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  registerOriginCheck(app, config);
  registerSessions(app, config);
  await registerJobs(app, database);
  const emailTransport = createEmailTransport(config.mail);
  registerMailer(app, emailTransport.service);
  await registerEmailWorkers(app, {
    config,
    appSecret,
    transport: emailTransport,
    retryDelaySeconds: options.email?.retryDelaySeconds ?? 30,
    concurrency: options.email?.concurrency ?? 2,
  });
  registerTermsGate(app);
  registerInputCleaning(app);
  registerWorkerPools(app, { config, limits: options.workerLimits });
  const analyzerOptions = analyzerOptionsFrom(config);
  if (analyzerOptions.provider !== 'builtin')
    await registerAnalysisWorker(app, {
      analyzerOptions,
      retryDelaySeconds: options.analysisJobs?.retryDelaySeconds ?? 5,
      concurrency: options.analysisJobs?.concurrency ?? 4,
    });

  await app.register(healthRoutes);
  await app.register(
    authRoutes({ config, oidcClient: config.oidc ? createOidcClient(config.oidc) : undefined }),
  );
  await app.register(accountRoutes);
  await app.register(analysesRoutes({ analyzerOptions }));
  await app.register(analysisJobsRoutes);
  await app.register(exportRoutes);
  await app.register(analyticsRoutes);
  await app.register(teamsRoutes({ config }));
  await app.register(helpRoutes());
  await app.register(
    supportRoutes({ config, llm: analyzerOptions.provider === 'builtin' ? null : analyzerOptions }),
  );
  const paddle = config.paddle
    ? { client: createPaddleClient(config.paddle), config: config.paddle }
    : undefined;
  await app.register(billingRoutes({ config, paddle }));
  await app.register(paddleWebhookRoutes({ config, paddle }));
  await app.register(adminRoutes);
  await app.register(emailAdminRoutes({ config }));
  await app.register(unsubscribeRoutes({ appSecret }));
  await registerClientPages(app, options.clientDir ?? DEFAULT_CLIENT_DIR);

  return app;
}
