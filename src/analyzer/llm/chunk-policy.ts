import { segmentText } from '../segmentation/segment-text';

/**
 * Splits a policy into chunks of at most `maxCharacters`, cutting only between blocks (or between
 * sentences of an oversized block), so no quoted sentence is ever cut in half.
 */
export function chunkPolicy(text: string, maxCharacters: number): string[] {
  if (text.length <= maxCharacters) return [text];
  const cuts: number[] = [];
  for (const block of segmentText(text)) for (const sentence of block.sentences) cuts.push(sentence.start);
  const chunks: string[] = [];
  let chunkStart = 0;
  let lastCut = 0;
  for (const cut of cuts) {
    if (cut - chunkStart > maxCharacters && lastCut > chunkStart) {
      chunks.push(text.slice(chunkStart, lastCut));
      chunkStart = lastCut;
    }
    lastCut = cut;
  }
  if (text.length - chunkStart > maxCharacters && lastCut > chunkStart) {
    chunks.push(text.slice(chunkStart, lastCut));
    chunkStart = lastCut;
  }
  chunks.push(text.slice(chunkStart));
  return chunks.filter((chunk) => chunk.trim().length > 0);
}
