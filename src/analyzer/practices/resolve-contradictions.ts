import type { Finding } from '../../common/analysis';
import { findContradictions } from './contradictions';

/**
 * What a promise says once the same policy is found to state the practice it denies: policies
 * promise not to share one kind of data with advertisers and let ad networks set cookies elsewhere.
 * Shown side by side, "does not" and "does" read as a mistake; the promise is narrowed to what it covers.
 */
const NARROWED_PROMISE: Readonly<Record<string, string>> = {
  'not-sell': 'Says it does not sell some of your data, but elsewhere says other data may be sold.',
  'not-share':
    'Says it does not share some of your data with these companies, but elsewhere says they receive data or collect it on the site.',
  'not-collect': 'Says it does not collect some of this data, but elsewhere says it does.',
};

/** A promise not to pass data to outsiders at all, beside outsiders who get it (extract/share-promises.ts). */
const NARROWED_NO_SHARING =
  'Says it does not share some of your data with other companies, but elsewhere says other companies receive it.';

/**
 * Leaves no practice beside its denial in a report. A denied promise (not-sell, not-share,
 * not-collect) is narrowed and marked conditional; for the rest (a right and its absence, Do Not
 * Track honoured and ignored) the policy cannot mean both, so the less certain finding is dropped.
 */
export function resolveContradictions<T extends Finding>(findings: readonly T[]): T[] {
  let resolved = [...findings];
  for (let round = 0; round < 5; round += 1) {
    const contradictions = findContradictions(resolved);
    if (contradictions.length === 0) break;
    const replaced = new Map<Finding, T | undefined>();
    for (const { stated, denied } of contradictions) {
      if (replaced.has(stated) || replaced.has(denied)) continue;
      const practice = denied.practice;
      const narrowed =
        practice?.kind === 'not-share' && practice.recipients?.includes('third-parties')
          ? NARROWED_NO_SHARING
          : practice
            ? NARROWED_PROMISE[practice.kind]
            : undefined;
      if (practice && narrowed) {
        // The denied finding is one of `resolved`, so of type T; the narrowed copy keeps its other fields.
        replaced.set(denied, {
          ...(denied as T),
          statement: narrowed,
          practice: { ...practice, conditional: true },
        });
      } else {
        replaced.set(stated.confidence >= denied.confidence ? denied : stated, undefined);
      }
    }
    resolved = resolved.flatMap((finding) => {
      if (!replaced.has(finding)) return [finding];
      const replacement = replaced.get(finding);
      return replacement ? [replacement] : [];
    });
  }
  return resolved;
}
