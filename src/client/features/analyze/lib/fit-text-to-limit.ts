import { isUnlimited } from '../../../../common/plans';

/**
 * Shortens a sample policy to the plan's character limit at the last paragraph (else sentence) break,
 * so 'Try an example' works on the Free plan too. Text within the limit is returned unchanged.
 */
export function fitTextToLimit(text: string, limit: number): { text: string; isShortened: boolean } {
  const trimmed = text.trim();
  if (isUnlimited(limit) || trimmed.length <= limit) return { text: trimmed, isShortened: false };
  const head = trimmed.slice(0, limit);
  const paragraphEnd = head.lastIndexOf('\n\n');
  const sentenceEnd = Math.max(head.lastIndexOf('. '), head.lastIndexOf('.\n'));
  const cut = paragraphEnd > limit / 2 ? paragraphEnd : sentenceEnd > limit / 2 ? sentenceEnd + 1 : limit;
  return { text: head.slice(0, cut).trimEnd(), isShortened: true };
}
