import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_HINT_COOKIE } from '../../common/session-hint';
import { isPageRoute, PRERENDERED_PAGES, PRERENDERED_PAGES_DIR } from '../../common/routes';

/** Pages are small and change with every deployment: the browser revalidates them on each visit. */
const PAGE_CACHE_CONTROL = 'no-cache';

/**
 * The prerendered HTML shows what a visitor sees; a signed-in browser (with the session hint cookie)
 * and any URL with a query string (which the page may read, such as /signin?returnTo=) get the empty
 * shell instead, rendered by the client, so React never hydrates markup that does not match.
 */
function prerenderedFileFor(request: FastifyRequest, pathname: string, clientDir: string): string | null {
  if (request.url.includes('?') || request.cookies[SESSION_HINT_COOKIE]) return null;
  const page = PRERENDERED_PAGES.find((candidate) => candidate.path === pathname);
  if (!page) return null;
  const file = `${PRERENDERED_PAGES_DIR}/${page.name}.html`;
  return existsSync(path.join(clientDir, file)) ? file : null;
}

/**
 * Serves the built React client. Public pages get their prerendered HTML; other known page routes get
 * index.html with 200; any other path gets the same page (which renders '404 Page Not Found') with status
 * 404, so crawlers and tools see the truth. Unknown paths under /api always get a JSON 404.
 *
 * Assets are sent as the build compressed them (`<file>.br`, `<file>.gz`, see scripts/build-pages.ts)
 * when the browser accepts it, and hashed assets are cached for good.
 */
export async function registerClientPages(app: FastifyInstance, clientDir: string): Promise<void> {
  const indexPath = path.join(clientDir, 'index.html');
  const hasClient = existsSync(indexPath);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, filePath) => {
        // The same URL is sent brotli, gzip or plain depending on the request; a public page's URL also
        // gets the shell instead for a signed-in browser (its cookie).
        const isPage = filePath.includes(`${path.sep}${PRERENDERED_PAGES_DIR}${path.sep}`);
        res.header('vary', isPage ? 'Accept-Encoding, Cookie' : 'Accept-Encoding');
        // Vite puts content hashes in asset names, so they can be cached for good.
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
    const prerendered = hasClient ? prerenderedFileFor(request, pathname, clientDir) : null;
    if (prerendered) {
      return reply.header('cache-control', PAGE_CACHE_CONTROL).sendFile(prerendered, { cacheControl: false });
    }
    const status = isPageRoute(pathname) ? 200 : 404;
    return reply
      .code(status)
      .header('cache-control', PAGE_CACHE_CONTROL)
      .header('vary', 'Cookie')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  });
}
