import { Environment, LogLevel, Paddle } from '@paddle/paddle-node-sdk';
import type { PaddleConfig } from '../../config';

/**
 * The official Paddle SDK for the configured environment. With PADDLE_API_BASE_URL it talks to that
 * address instead: the SDK uses an `environment` that is not one of its names as the base URL.
 */
export function createPaddleClient(config: PaddleConfig): Paddle {
  const environment = config.apiBaseUrl
    ? (config.apiBaseUrl.replace(/\/+$/, '') as Environment)
    : config.environment === 'production'
      ? Environment.production
      : Environment.sandbox;
  return new Paddle(config.apiKey, { environment, logLevel: LogLevel.none });
}
