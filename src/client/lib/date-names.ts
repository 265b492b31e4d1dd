/*
 * English month names for the few dates the app writes in one fixed en-US form. Building an
 * Intl.DateTimeFormat costs tens of milliseconds on a phone the first time (time-zone and locale
 * data), which would land in the middle of a page's first render; these forms need none of it.
 */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "Nov", "Dec"...: the abbreviation en-US uses in its medium date style. */
export function shortMonthName(monthIndex: number): string {
  return (MONTH_NAMES[monthIndex] ?? '').slice(0, 3);
}
