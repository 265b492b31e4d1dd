import { DocumentError } from './document-error';

const NOT_TEXT_MESSAGE =
  'This file is not plain text. Save the policy as UTF-8 text, or upload a DOCX or PDF.';
const NOT_UTF8_MESSAGE =
  'This text file is not UTF-8. Save it again with UTF-8 encoding (most editors offer it under "Save as"), or paste the text instead.';

/** The byte order marks editors write; UTF-16 without one cannot be told apart from binary data. */
const BYTE_ORDER_MARKS = [
  { encoding: 'utf-8', bytes: [0xef, 0xbb, 0xbf] },
  { encoding: 'utf-16le', bytes: [0xff, 0xfe] },
  { encoding: 'utf-16be', bytes: [0xfe, 0xff] },
] as const;

/** Does the file start with a byte order mark? Then it is text whatever its bytes look like. */
export function textEncodingOf(bytes: Uint8Array): (typeof BYTE_ORDER_MARKS)[number]['encoding'] | undefined {
  return BYTE_ORDER_MARKS.find((mark) => mark.bytes.every((byte, index) => bytes[index] === byte))?.encoding;
}

/**
 * Control characters other than tab, line feed, form feed and carriage return do not occur in a
 * policy; they mean a binary file with a .txt name (PostgreSQL text cannot even hold U+0000).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const BINARY_CHARACTER = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/;

/**
 * Decodes a text file: UTF-8 (with or without a byte order mark), or UTF-16 in either byte order
 * when a byte order mark says so, as Windows Notepad saves "Unicode". Anything else is refused with
 * a message that says what to do.
 */
export function decodeTextFile(bytes: Uint8Array): string {
  const encoding = textEncodingOf(bytes) ?? 'utf-8';
  let text: string;
  try {
    // The decoder drops the byte order mark itself.
    text = new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    throw new DocumentError(
      'encoding',
      encoding === 'utf-8' && !bytes.includes(0) ? NOT_UTF8_MESSAGE : NOT_TEXT_MESSAGE,
    );
  }
  if (BINARY_CHARACTER.test(text)) throw new DocumentError('encoding', NOT_TEXT_MESSAGE);
  return text;
}
