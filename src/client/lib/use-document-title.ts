import { createContext, useContext, useEffect } from 'react';

export const PRODUCT_NAME = 'PolicyLens';

export function documentTitleFor(pageTitle: string | null): string {
  return pageTitle ? `${pageTitle} · ${PRODUCT_NAME}` : `${PRODUCT_NAME} — privacy policies in plain English`;
}

/** Given only while a page is prerendered (src/client/prerender.tsx): it collects the page's title. */
export const PrerenderTitleContext = createContext<((title: string) => void) | null>(null);

/** Sets the tab title for the current page; each page names itself so screen readers announce it. */
export function useDocumentTitle(pageTitle: string | null): void {
  useContext(PrerenderTitleContext)?.(documentTitleFor(pageTitle));
  useEffect(() => {
    document.title = documentTitleFor(pageTitle);
  }, [pageTitle]);
}
