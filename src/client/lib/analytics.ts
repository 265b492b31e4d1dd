type AnalyticsParams = Record<string, string | number | boolean>;

type WindowWithGtag = Window & { gtag?: (command: 'event', name: string, params?: AnalyticsParams) => void };

/**
 * Records a product event with the analytics layer when one is loaded (only after the user opts in to
 * Google Analytics in Privacy Settings). Events are side effects only: nothing waits for them and a
 * missing or failing analytics script never affects the page.
 */
export function trackEvent(name: string, params?: AnalyticsParams): void {
  try {
    (window as WindowWithGtag).gtag?.('event', name, params);
  } catch {
    // Analytics must never break the product.
  }
}
