const countFormat = new Intl.NumberFormat('en-US');
const usdFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

export function formatCount(value: number): string {
  return countFormat.format(value);
}

export function formatUsd(value: number): string {
  return usdFormat.format(value);
}

export function formatDate(iso: string | null): string {
  if (!iso) return 'Never';
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}
