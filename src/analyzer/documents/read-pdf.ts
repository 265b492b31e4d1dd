import { getDocumentProxy } from 'unpdf';
import { installBoundedPdfjs, isStreamLimitReached, resetStreamLimit } from './bounded-pdfjs';
import { DocumentError } from './document-error';

const TOO_LARGE_MESSAGE =
  'This PDF unpacks to an unreasonable size and cannot be read. Copy the policy text and paste it instead.';
const DAMAGED_MESSAGE =
  'This PDF is damaged and cannot be read. Download it again, or copy the policy text and paste it instead.';

/** A failure while pdf.js reads: the bound on decoded streams first, whatever pdf.js made of it. */
function readFailure(error: unknown): DocumentError {
  if (isStreamLimitReached()) return new DocumentError('too-large-unpacked', TOO_LARGE_MESSAGE);
  if (error instanceof DocumentError) return error;
  return new DocumentError('broken', DAMAGED_MESSAGE);
}

/**
 * Reads a PDF's text page by page and stops once more than `maxCharacters` are read, so a long
 * document costs no more than the longest policy that can be analysed. pdf.js runs with a bound on
 * every stream it decodes (bounded-pdfjs.ts).
 */
export async function readPdf(bytes: Uint8Array, maxCharacters: number): Promise<string> {
  await installBoundedPdfjs();
  resetStreamLimit();
  let document: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // A plain copy: pdf.js refuses Node Buffers and may take ownership of the array it is given.
    document = await getDocumentProxy(new Uint8Array(bytes));
  } catch (error) {
    if (!isStreamLimitReached() && error instanceof Error && error.name === 'PasswordException') {
      throw new DocumentError(
        'encrypted',
        'This PDF is protected by a password. Remove the protection, or copy the policy text and paste it instead.',
      );
    }
    throw readFailure(error);
  }
  try {
    const pages: string[] = [];
    let length = 0;
    for (let number = 1; number <= document.numPages && length <= maxCharacters; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      // pdf.js skips a stream it cannot read and goes on; past the bound, the whole file is refused.
      if (isStreamLimitReached()) throw readFailure(undefined);
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
  } catch (error) {
    throw readFailure(error);
  } finally {
    await document.destroy();
  }
}
