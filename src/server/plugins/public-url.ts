import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { AppError } from '../lib/app-error';
import { METRICS_PATH } from './metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The address links in emails and sign-in redirects are built from: PUBLIC_URL, else the address
     * the server was started on. Never the request's Host header, which the client chooses (a reset
     * link built from it mails a valid token to whatever host the attacker names).
     */
    publicBaseUrl: () => string;
  }
}

const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The name part of a Host header value ("example.com:8080" → "example.com", "[::1]:80" → "[::1]"). */
function hostnameOf(host: string): string {
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0];
  return (name ?? '').toLowerCase();
}

export function registerPublicUrl(app: FastifyInstance, config: Config): void {
  const configured = config.publicUrl ? new URL(config.publicUrl) : undefined;
  let listeningPort = config.port;

  app.decorate('publicBaseUrl', () => (configured ? configured.origin : `http://localhost:${listeningPort}`));

  app.addHook('onListen', async () => {
    const address = app.server.address();
    if (address && typeof address === 'object') listeningPort = address.port;
    if (!configured)
      app.log.warn(
        { publicBaseUrl: app.publicBaseUrl() },
        'PUBLIC_URL is not set: links in emails point to this local address. Set PUBLIC_URL in production.',
      );
  });

  if (!configured) return;
  // With a public address known, a request naming another host is not for us (a forged Host header, or
  // DNS rebinding). Loopback names stay allowed for local checks, and /healthz and /metrics answer
  // whatever the Host, because load balancers, orchestrators and Prometheus reach them by IP or by an
  // internal name.
  const expectedHost = configured.host.toLowerCase();
  app.addHook('onRequest', async (request) => {
    if (request.url === '/healthz' || request.url === METRICS_PATH) return;
    const host = request.host.toLowerCase();
    if (host === expectedHost || LOOPBACK_HOSTNAMES.has(hostnameOf(host))) return;
    throw new AppError('MISDIRECTED_REQUEST', `This server does not answer for the host "${host}".`);
  });
}
