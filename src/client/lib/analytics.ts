import { isClientAnalyticsEvent } from '../../common/analytics';

type AnalyticsParams = Record<string, string | number | boolean>;

type WindowWithGtag = Window & { gtag?: (command: 'event', name: string, params?: AnalyticsParams) => void };

/**
 * Records a product event. First-party events go to our own API, which keeps them only for a signed-in
 * user whose Usage Analytics preference is on; the Google Analytics layer gets them when it is loaded
 * (only after the user opts in). Events are side effects: nothing waits for them and a failure never
 * affects the page.
 */
export function trackEvent(name: string, params?: AnalyticsParams): void {
  try {
    if (isClientAnalyticsEvent(name)) {
      void fetch('/api/analytics/events', {
        method: 'POST',
        credentials: 'include',
        keepalive: true,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name, properties: params ?? {} }),
      }).catch(() => undefined);
    }
    (window as WindowWithGtag).gtag?.('event', name, params);
  } catch {
    // Analytics must never break the product.
  }
}
