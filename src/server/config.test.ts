import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('starts with embedded defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.analyzer.provider).toBe('builtin');
    expect(config.oidc).toBeUndefined();
    expect(config.mail.smtpUrl).toBeUndefined();
  });

  it('treats empty strings as missing', () => {
    const config = loadConfig({ DATABASE_URL: '', OIDC_ISSUER: '', SMTP_URL: '', PORT: '' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.oidc).toBeUndefined();
    expect(config.port).toBe(3000);
  });

  it('names the variable and what is expected when a value is bad', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT: must be a port number/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must be a postgres/);
    expect(() => loadConfig({ ANALYZER_PROVIDER: 'magic' })).toThrow(/ANALYZER_PROVIDER/);
    expect(() => loadConfig({ ADMIN_EMAILS: 'a@example.com,not-an-email' })).toThrow(/ADMIN_EMAILS/);
  });

  it('requires the companions of an OpenID Connect issuer and an OpenAI-compatible provider', () => {
    expect(() => loadConfig({ OIDC_ISSUER: 'https://id.example.com' })).toThrow(/OIDC_CLIENT_ID/);
    expect(() => loadConfig({ ANALYZER_PROVIDER: 'openai-compatible' })).toThrow(/ANALYZER_BASE_URL/);
  });

  it('normalises admin emails', () => {
    const config = loadConfig({ ADMIN_EMAILS: ' Ada@Example.com , grace@example.com' });
    expect(config.adminEmails).toEqual(['ada@example.com', 'grace@example.com']);
  });

  it('normalises support staff emails and names the variable when one is bad', () => {
    expect(loadConfig({}).supportEmails).toEqual([]);
    expect(loadConfig({ SUPPORT_EMAILS: 'Help@Example.com, lin@example.com' }).supportEmails).toEqual([
      'help@example.com',
      'lin@example.com',
    ]);
    expect(() => loadConfig({ SUPPORT_EMAILS: 'help@example.com,nope' })).toThrow(/SUPPORT_EMAILS/);
  });
});

describe('TRUST_PROXY', () => {
  it('is off unless asked for, and must be true or false', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY: must be true or false/);
  });
});

describe('LLM provider keys', () => {
  it("falls back to the provider's usual variable when ANALYZER_API_KEY is unset", () => {
    expect(loadConfig({ ANALYZER_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-openai' }).analyzer.apiKey).toBe(
      'sk-openai',
    );
    expect(loadConfig({ ANALYZER_PROVIDER: 'anthropic', ANTHROPIC_API_KEY: 'sk-ant' }).analyzer.apiKey).toBe(
      'sk-ant',
    );
    expect(
      loadConfig({ ANALYZER_PROVIDER: 'openai', ANALYZER_API_KEY: 'explicit', OPENAI_API_KEY: 'sk-openai' })
        .analyzer.apiKey,
    ).toBe('explicit');
  });
  it('turns Paddle on only with the API key, and then needs its token, secret and three prices', () => {
    expect(loadConfig({}).paddle).toBeUndefined();
    expect(() => loadConfig({ PADDLE_API_KEY: 'pdl_key', PADDLE_PRICE_PRO: 'pri_2' })).toThrow(
      /PADDLE_CLIENT_TOKEN: is required when PADDLE_API_KEY is set[\s\S]*PADDLE_PRICE_ENTERPRISE/,
    );
    const config = loadConfig({
      PADDLE_API_KEY: 'pdl_key',
      PADDLE_ENVIRONMENT: 'production',
      PADDLE_CLIENT_TOKEN: 'live_token',
      PADDLE_WEBHOOK_SECRET: 'pdl_ntfset',
      PADDLE_PRICE_PREMIUM: 'pri_1',
      PADDLE_PRICE_PRO: 'pri_2',
      PADDLE_PRICE_ENTERPRISE: 'pri_3',
    });
    expect(config.paddle).toEqual({
      apiKey: 'pdl_key',
      environment: 'production',
      clientToken: 'live_token',
      webhookSecret: 'pdl_ntfset',
      priceIds: { premium: 'pri_1', pro: 'pri_2', enterprise: 'pri_3' },
      apiBaseUrl: undefined,
    });
    expect(() => loadConfig({ PADDLE_ENVIRONMENT: 'live' })).toThrow(/PADDLE_ENVIRONMENT/);
  });
});

describe('REDIS_URL and metrics', () => {
  it('keeps metrics off and rate limits local unless asked for', () => {
    const config = loadConfig({});
    expect(config.metrics).toEqual({ isEnabled: false, token: undefined });
    expect(config.redisUrl).toBeUndefined();
  });

  it('turns metrics on with METRICS=true or with a token alone', () => {
    expect(loadConfig({ METRICS: 'true' }).metrics).toEqual({ isEnabled: true, token: undefined });
    const token = 'a-token-of-24-characters';
    expect(loadConfig({ METRICS_TOKEN: token }).metrics).toEqual({ isEnabled: true, token });
  });

  it('names the variable when a value is bad', () => {
    expect(() => loadConfig({ REDIS_URL: 'http://cache:6379' })).toThrow(/REDIS_URL: must be a redis:\/\//);
    expect(() => loadConfig({ METRICS: 'yes' })).toThrow(/METRICS: must be true or false/);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16/);
    expect(loadConfig({ REDIS_URL: 'rediss://user:pw@cache:6380/2' }).redisUrl).toBe(
      'rediss://user:pw@cache:6380/2',
    );
  });
});
