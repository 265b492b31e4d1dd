/*
 * The only script a prerendered page (/, /pricing, /signin, /privacy, /terms) names in its HTML. The
 * page's text and layout are already in the HTML, so no JavaScript is needed for the browser to show it:
 * this waits for the first contentful paint and only then fetches the app (the entry named by
 * data-app-entry and the chunks in data-app-chunks, in parallel), which hydrates the painted page. On a
 * slow phone the connection and the main thread serve the first paint first instead of sharing both with
 * 100 kB of JavaScript that cannot change what that paint shows. Links work before the app arrives;
 * buttons answer once it has. Signed-in pages are not prerendered and load the app directly.
 */

/** Resolves after the page's first contentful paint (or at once when it cannot be observed). */
function afterFirstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    const hasPainted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
    // A tab opened in the background paints when it is shown; its app may start before.
    if (document.visibilityState === 'hidden' || hasPainted()) {
      resolve();
      return;
    }
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      // No paint timing: wait for one rendered frame instead.
      requestAnimationFrame(() => setTimeout(resolve, 0));
      return;
    }
    const observer = new PerformanceObserver(() => {
      if (!hasPainted()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
    // Never leave the page without its app, whatever happens to paint timing.
    setTimeout(() => {
      observer.disconnect();
      resolve();
    }, 3_000);
  });
}

const script = document.querySelector<HTMLScriptElement>('script[data-app-entry]');
const entry = script?.dataset.appEntry;
if (!script || !entry) throw new Error('The page names no app entry (data-app-entry) to load.');
const chunks = script.dataset.appChunks?.split(' ').filter(Boolean) ?? [];

void afterFirstContentfulPaint().then(() => {
  // The entry's own imports and the page's chunk download beside the entry, not one after the other.
  for (const href of chunks) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  return import(/* @vite-ignore */ entry);
});
