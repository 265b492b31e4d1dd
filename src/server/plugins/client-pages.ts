import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isPageRoute } from '../../common/routes';

/**
 * Serves the built React client. Known page routes get index.html with 200; any other path gets the
 * same page (which renders '404 Page Not Found') with status 404, so crawlers and tools see the truth.
 * Unknown paths under /api always get a JSON 404.
 */
export async function registerClientPages(app: FastifyInstance, clientDir: string): Promise<void> {
  const indexPath = path.join(clientDir, 'index.html');
  const hasClient = existsSync(indexPath);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // Vite puts content hashes in asset names, so they can be cached for good.
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  // Read once: the file only changes with a new build, which means a restart.
  const indexHtml = hasClient
    ? readFileSync(indexPath, 'utf8')
    : '<!doctype html><html lang="en"><head><title>PolicyLens</title></head><body><main><h1>PolicyLens</h1><p>The client is not built. Run <code>npm run build</code>.</p></main></body></html>';

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      // The method and path go to the log for whoever investigates; the caller (and any toast) gets a
      // sentence a person can read.
      request.log.info({ method: request.method, path: pathname }, 'no API route');
      return reply
        .code(404)
        .send({ error: 'This action is not available. Please reload the page and try again.' });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ error: 'Not found' });
    }
    const status = isPageRoute(pathname) ? 200 : 404;
    return reply
      .code(status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  });
}
