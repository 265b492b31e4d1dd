import { isUnlimited } from '../../../../common/plans';
import { MONTH_NAMES } from '../../../lib/date-names';

type Usage = { current: number; limit: number };

/**
 * The Monthly Usage bar: current/limit*100 clamped to 0–100, or null for an unlimited plan, whose bar
 * is hidden (specification section 9). A limit of 0 counts as fully used.
 */
export function usagePercent({ current, limit }: Usage): number | null {
  if (isUnlimited(limit)) return null;
  if (limit <= 0) return 100;
  const percent = (current / limit) * 100;
  if (Number.isNaN(percent)) return 0;
  return Math.min(100, Math.max(0, percent));
}

export function hasReachedLimit({ current, limit }: Usage): boolean {
  return !isUnlimited(limit) && current >= limit;
}

/** Monthly limits reset at the start of the next calendar month in UTC, as the server counts them. */
export function nextMonthlyReset(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

/** "December 1": the day the monthly limit resets (UTC), for the usage card and the input card. */
export function formatNextMonthlyReset(now: Date): string {
  const reset = nextMonthlyReset(now);
  return `${MONTH_NAMES[reset.getUTCMonth()]} ${reset.getUTCDate()}`;
}
