/**
 * "12,000": a whole number with en-US thousands separators, as `toLocaleString('en-US')` writes it,
 * without building an Intl.NumberFormat (tens of milliseconds the first time on a phone, in the middle
 * of a page's first render). Anything but a safe integer is left to Intl.
 */
export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value)) return value.toLocaleString('en-US');
  const sign = value < 0 ? '-' : '';
  return sign + String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',');
}
