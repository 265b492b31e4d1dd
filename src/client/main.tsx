import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { currentUserQueryOptions, hasSessionHint } from './features/auth/api/get-current-user';
import { configureZodForTheBrowser } from './lib/zod-config';
import './app/styles.css';

configureZodForTheBrowser();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to mount the app in.');

const queryClient = createQueryClient();
if (hasSessionHint()) {
  // A signed-in page depends on who is asking: ask now, and fetch the page's code and data beside it,
  // instead of one after the other as the components mount.
  void queryClient.prefetchQuery(currentUserQueryOptions());
  void import('./app/preload-signed-in-page').then(({ preloadSignedInPage }) =>
    preloadSignedInPage(queryClient, window.location.pathname),
  );
}

const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);
// Public pages arrive prerendered (scripts/build-pages.ts): React takes over their HTML. Other pages
// arrive empty and are rendered here. Either way the first render is a transition, which React splits
// into slices of a few milliseconds, so a slow phone stays responsive while the page starts (one long
// task would hold a tap until all of the page was rendered).
startTransition(() => {
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
