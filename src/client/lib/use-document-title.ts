import { useEffect } from 'react';

export const PRODUCT_NAME = 'PolicyLens';

/** Sets the tab title for the current page; each page names itself so screen readers announce it. */
export function useDocumentTitle(pageTitle: string | null): void {
  useEffect(() => {
    document.title = pageTitle
      ? `${pageTitle} · ${PRODUCT_NAME}`
      : `${PRODUCT_NAME} — privacy policies in plain English`;
  }, [pageTitle]);
}
