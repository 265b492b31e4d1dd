import type { Finding } from '../../common/analysis';

/** What the no-sale promise says when the same policy also says data may be sold. */
export const PARTIAL_NO_SALE_STATEMENT =
  'Says it does not sell some of your data, but elsewhere says other data may be sold.';

/**
 * A policy can promise not to sell one kind of data ("we will not sell your newsletter sign-up")
 * and sell another ("we may rent our subscriber mailing list"). Shown side by side, "does not sell"
 * and "sells" read as a mistake; the promise is narrowed to what it covers.
 */
export function qualifyPromises<T extends Finding & { id: string }>(
  findings: readonly T[],
  ids: ReadonlySet<string>,
): T[] {
  const sells = ids.has('sale') || ids.has('flag:sells-data');
  return findings.map((finding) =>
    sells && finding.id === 'no-sale' ? { ...finding, statement: PARTIAL_NO_SALE_STATEMENT } : finding,
  );
}
