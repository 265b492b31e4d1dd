import type { Block, TextSpan } from './segment-text';

/**
 * Where a long sentence may be cut: before "or"/"and" after a comma, or after a semicolon, when the
 * next words open a clause of their own ("..., or to a third party under a court order", "..., or if
 * we decide in our sole judgment that ..."). The chunk before the cut keeps the sentence's subject
 * and verb; a later chunk names its own condition.
 */
const CLAUSE_CUT =
  /;\s+|,\s+(?=(?:or|and)\s+(?:to|in|if|when|where|whether|for|upon|on|as|with|otherwise)\b)/gi;

/**
 * A sentence longer than `limit` characters (an old policy's one-sentence paragraph listing every
 * disclosure) is never a finding's quote: it is cut at clause boundaries into chunks of at most
 * `limit` characters, each as long as it can be, so that its practices can still be read and quoted.
 * A sentence with no cut that fits stays whole (and unread).
 */
export function splitLongSentences(blocks: readonly Block[], text: string, limit: number): Block[] {
  return blocks.map((block) =>
    block.sentences.some((sentence) => sentence.end - sentence.start > limit)
      ? { ...block, sentences: block.sentences.flatMap((sentence) => splitSentence(sentence, text, limit)) }
      : block,
  );
}

function splitSentence(sentence: TextSpan, text: string, limit: number): TextSpan[] {
  if (sentence.end - sentence.start <= limit) return [sentence];
  const body = text.slice(sentence.start, sentence.end);
  // Each cut: where the chunk before it ends and where the next one starts (after the comma or semicolon).
  const cuts = [...body.matchAll(CLAUSE_CUT)].map((match) => ({
    end: sentence.start + match.index,
    next: sentence.start + match.index + match[0].length,
  }));
  const chunks: TextSpan[] = [];
  let start = sentence.start;
  while (sentence.end - start > limit) {
    const fitting = cuts.filter((cut) => cut.end > start && cut.end - start <= limit).at(-1);
    if (!fitting) return [...chunks, { start, end: sentence.end }];
    chunks.push({ start, end: fitting.end });
    start = fitting.next;
  }
  return [...chunks, { start, end: sentence.end }];
}
