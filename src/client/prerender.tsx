import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppRoutes } from './app/app';
import { createQueryClient } from './app/query-client';
import { documentTitleFor, PrerenderTitleContext } from './lib/use-document-title';

export type PrerenderedPage = { html: string; title: string };

/**
 * Renders one public page as a visitor sees it before any script runs (used at build time by
 * scripts/build-pages.ts, never by the server). The tree is the one main.tsx hydrates: the same routes
 * and providers, with nobody signed in and no data fetched.
 */
export async function renderPage(path: string): Promise<PrerenderedPage> {
  let title = documentTitleFor(null);
  const queryClient = createQueryClient();
  const { prelude } = await prerender(
    <StrictMode>
      <PrerenderTitleContext value={(pageTitle) => (title = pageTitle)}>
        <QueryClientProvider client={queryClient}>
          <StaticRouter location={path}>
            <AppRoutes />
          </StaticRouter>
        </QueryClientProvider>
      </PrerenderTitleContext>
    </StrictMode>,
    // One document with every boundary inline: no boundary is sent apart and completed by an inline
    // script, which the Content Security Policy would block.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  queryClient.clear();
  return { html, title };
}
