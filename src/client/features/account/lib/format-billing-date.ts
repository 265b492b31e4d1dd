/** A billing date as people read it ("December 1, 2026"), in UTC like Paddle's billing periods. */
export function formatBillingDate(isoDate: string): string {
  return new Date(isoDate).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
