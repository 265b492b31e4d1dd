import { Unzlib } from 'fflate';
import { getDocumentProxy } from 'unpdf';
import { DocumentError } from './document-error';

/**
 * The compressed (FlateDecode) streams of a policy PDF, fonts included, unpack to a few MB. pdf.js keeps
 * every stream it decodes in memory outside the JavaScript heap, where a worker's heap limit does not
 * reach, so a 1 MB file holding a 1 GiB content stream is refused before pdf.js sees it.
 */
export const MAX_PDF_UNPACKED_BYTES = 64 * 1024 * 1024;

/** Deflate expands at most about 1,032 times: one slice adds at most about 4 MB past the limit. */
const PUSH_SLICE_BYTES = 4 * 1024;

const TOO_LARGE_MESSAGE =
  'This PDF unpacks to an unreasonable size and cannot be read. Copy the policy text and paste it instead.';
const DAMAGED_MESSAGE =
  'This PDF is damaged and cannot be read. Download it again, or copy the policy text and paste it instead.';

const STREAM_KEYWORD = Buffer.from('stream');

/** Where a zlib stream (the FlateDecode format) starts after a `stream` keyword, if one does. */
function zlibStartAfter(bytes: Uint8Array, keywordAt: number): number | undefined {
  const preceding = Buffer.from(bytes.subarray(Math.max(0, keywordAt - 3), keywordAt)).toString('latin1');
  if (preceding === 'end') return undefined;
  let start = keywordAt + STREAM_KEYWORD.length;
  if (bytes[start] === 0x0d) start += 1;
  if (bytes[start] === 0x0a) start += 1;
  const method = bytes[start];
  const flags = bytes[start + 1];
  // The zlib header: deflate method, and the two bytes a multiple of 31 (RFC 1950; pdf.js checks the same).
  if (method === undefined || flags === undefined) return undefined;
  if ((method & 0x0f) !== 8 || ((method << 8) + flags) % 31 !== 0) return undefined;
  return start;
}

/**
 * Inflates every zlib stream that follows a `stream` keyword, with fflate's streaming inflater,
 * counting the bytes it really produces; stops as soon as the total passes the limit. Data that does
 * not inflate (images in other formats, encrypted streams) is skipped: pdf.js then still runs under the
 * worker's heap and time limits.
 */
export function checkPdfUnpackedSize(bytes: Uint8Array, maxBytes: number = MAX_PDF_UNPACKED_BYTES): void {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  let total = 0;
  for (let at = buffer.indexOf(STREAM_KEYWORD); at !== -1; at = buffer.indexOf(STREAM_KEYWORD, at + 1)) {
    const start = zlibStartAfter(bytes, at);
    if (start === undefined) continue;
    let isDone = false;
    const inflater = new Unzlib((data, isFinal) => {
      total += data.length;
      if (isFinal) isDone = true;
    });
    try {
      for (let offset = start; offset < bytes.length && !isDone; offset += PUSH_SLICE_BYTES) {
        const end = Math.min(offset + PUSH_SLICE_BYTES, bytes.length);
        inflater.push(bytes.subarray(offset, end), end === bytes.length);
        if (total > maxBytes) throw new DocumentError('too-large-unpacked', TOO_LARGE_MESSAGE);
      }
    } catch (error) {
      if (error instanceof DocumentError) throw error;
      // Not deflate data after all, or a stream cut short: pdf.js decides what it makes of it.
    }
  }
}

/**
 * Reads a PDF's text page by page and stops once more than `maxCharacters` are read, so a long
 * document costs no more than the longest policy that can be analysed.
 */
export async function readPdf(bytes: Uint8Array, maxCharacters: number): Promise<string> {
  checkPdfUnpackedSize(bytes);
  let document: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // A plain copy: pdf.js refuses Node Buffers and may take ownership of the array it is given.
    document = await getDocumentProxy(new Uint8Array(bytes));
  } catch (error) {
    if (error instanceof Error && error.name === 'PasswordException') {
      throw new DocumentError(
        'encrypted',
        'This PDF is protected by a password. Remove the protection, or copy the policy text and paste it instead.',
      );
    }
    throw new DocumentError('broken', DAMAGED_MESSAGE);
  }
  try {
    const pages: string[] = [];
    let length = 0;
    for (let number = 1; number <= document.numPages && length <= maxCharacters; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      // As unpdf's extractText: each item's string, a line break where pdf.js sees the end of a line.
      const text = content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
        .join('');
      page.cleanup();
      pages.push(text);
      length += text.length + 1;
    }
    return pages
      .join('\n')
      .replace(/[^\S\n]+/g, ' ')
      .replace(/ ?\n ?/g, '\n')
      .replace(/\n{3,}/g, '\n\n');
  } catch {
    throw new DocumentError('broken', DAMAGED_MESSAGE);
  } finally {
    await document.destroy();
  }
}
