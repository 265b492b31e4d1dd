import type { Readable, Writable } from 'node:stream';
import { classifySegments } from '../classify/classify-segments';

/** Thrown for a stdin line that is not {"text": "..."}; the CLI prints it and exits 1. */
export class ClassifyInputError extends Error {
  override name = 'ClassifyInputError';
}

async function readAll(input: Readable): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of input) parts.push(typeof part === 'string' ? Buffer.from(part) : (part as Buffer));
  return Buffer.concat(parts).toString('utf8');
}

export function parseClassifyLines(raw: string): string[] {
  const lines = raw.split('\n');
  if (lines.at(-1)?.trim() === '') lines.pop();
  return lines.map((line, index) => {
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      throw new ClassifyInputError(`Line ${index + 1} is not valid JSON`);
    }
    const text = (value as { text?: unknown } | null)?.text;
    if (typeof text !== 'string') throw new ClassifyInputError(`Line ${index + 1} has no "text" string`);
    return text;
  });
}

/** Reads JSON lines {"text": ...} and writes one {"categories": [...]} line per input, in order. */
export async function runClassify(input: Readable, output: Writable): Promise<void> {
  const texts = parseClassifyLines(await readAll(input));
  const results = classifySegments(texts);
  const lines = results.map((categories) => JSON.stringify({ categories }));
  output.write(lines.length > 0 ? `${lines.join('\n')}\n` : '');
}
