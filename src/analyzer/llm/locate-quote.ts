/**
 * Finds a model's quote in the input, ignoring differences in whitespace and quote marks, and
 * returns exact offsets into the input so `input.slice(start, end)` is the grounded quote.
 */
type Normalized = { text: string; offsets: number[] };

const CHARACTER_MAP: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u00a0': ' ',
};

function normalize(text: string): Normalized {
  let output = '';
  const offsets: number[] = [];
  let previousWasSpace = true;
  for (let index = 0; index < text.length; index += 1) {
    const raw = text[index] ?? '';
    const char = CHARACTER_MAP[raw] ?? raw;
    if (/\s/.test(char)) {
      if (!previousWasSpace) {
        output += ' ';
        offsets.push(index);
      }
      previousWasSpace = true;
      continue;
    }
    output += char;
    offsets.push(index);
    previousWasSpace = false;
  }
  if (output.endsWith(' ')) {
    output = output.slice(0, -1);
    offsets.pop();
  }
  return { text: output, offsets };
}

export type NormalizedInput = Normalized;

export function normalizeInput(input: string): NormalizedInput {
  return normalize(input);
}

export function locateQuote(
  input: NormalizedInput,
  quote: string,
): { start: number; end: number } | undefined {
  const needle = normalize(quote.replace(/^[\s"'“”]+|[\s"'“”]+$/g, '')).text;
  // Very short quotes ("we", "data") match anywhere and prove nothing.
  if (needle.length < 12) return undefined;
  const at = input.text.indexOf(needle);
  if (at === -1) return undefined;
  const start = input.offsets[at];
  const last = input.offsets[at + needle.length - 1];
  if (start === undefined || last === undefined) return undefined;
  return { start, end: last + 1 };
}
