import { fileTypeFromBuffer } from 'file-type';
import { decodeTextFile, textEncodingOf } from './decode-text-file';
import { DocumentError } from './document-error';
import { readDocx } from './read-docx';
import { readPdf } from './read-pdf';

export { DocumentError } from './document-error';

/**
 * Turns an uploaded or local policy document (TXT, DOCX or PDF) into text. The type must agree three
 * ways: the file name's extension, the declared MIME type (when there is one) and the file's own bytes,
 * so a renamed executable or an HTML page called .pdf is refused. Every refusal says what to do.
 * Untrusted files should be read in a worker with a heap limit and a time budget (the server does).
 */
export type DocumentKind = 'txt' | 'docx' | 'pdf';

export const INVALID_TYPE_MESSAGE = 'Please select a TXT, DOCX, or PDF file only.';

/**
 * The name and type say PDF (or DOCX) but the bytes are something else: a renamed file, or a download
 * that saved an error page. Saying so helps more than listing the accepted types again.
 */
export function unreadableDocumentMessage(kind: 'pdf' | 'docx'): string {
  const name = kind === 'pdf' ? 'PDF' : 'DOCX';
  return `This file is not a readable ${name}: its contents are not those of a ${name} file. Open it to check it, or save the policy again as ${name}, TXT or pasted text.`;
}

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const MIME_TYPES: Record<DocumentKind, readonly string[]> = {
  txt: ['text/plain'],
  docx: [DOCX_MIME],
  pdf: ['application/pdf'],
};
/** Browsers send this when they do not know the type; the bytes still decide. */
const UNKNOWN_MIME = new Set(['', 'application/octet-stream']);

export function documentKindOf(fileName: string): DocumentKind | undefined {
  const match = /\.(txt|docx|pdf)$/i.exec(fileName.trim());
  return match?.[1]?.toLowerCase() as DocumentKind | undefined;
}

async function checkType(
  bytes: Uint8Array,
  fileName: string,
  declaredMimeType: string | undefined,
): Promise<DocumentKind> {
  const kind = documentKindOf(fileName);
  if (!kind) throw new DocumentError('type', INVALID_TYPE_MESSAGE);
  const declared = (declaredMimeType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!UNKNOWN_MIME.has(declared) && !MIME_TYPES[kind].includes(declared))
    throw new DocumentError('type', INVALID_TYPE_MESSAGE);
  // A byte order mark makes it text: UTF-16 is full of zero bytes that sniffers take for audio.
  if (kind === 'txt' && textEncodingOf(bytes)) return kind;
  const sniffed = await fileTypeFromBuffer(bytes);
  const expected = kind === 'txt' ? undefined : MIME_TYPES[kind][0];
  // Plain text has no signature: any recognised binary format in a .txt file is refused.
  if (sniffed?.mime !== expected)
    throw new DocumentError('type', kind === 'txt' ? INVALID_TYPE_MESSAGE : unreadableDocumentMessage(kind));
  return kind;
}

/**
 * Reads the document's text; throws a DocumentError with a message for the person who uploaded it.
 * At most `maxCharacters` are returned (no limit by default); a PDF is read page by page only until
 * its text passes that many.
 */
export async function extractDocumentText(options: {
  bytes: Uint8Array;
  fileName: string;
  declaredMimeType?: string;
  maxCharacters?: number;
}): Promise<{ text: string; kind: DocumentKind }> {
  const { bytes, fileName, declaredMimeType, maxCharacters = Number.POSITIVE_INFINITY } = options;
  if (bytes.length === 0)
    throw new DocumentError('empty', 'This file is empty. Choose the file that contains the policy.');
  const kind = await checkType(bytes, fileName, declaredMimeType);
  const text =
    kind === 'txt'
      ? decodeTextFile(bytes)
      : kind === 'docx'
        ? await readDocx(bytes)
        : await readPdf(bytes, maxCharacters);
  if (text.trim().length === 0) {
    throw new DocumentError(
      'no-text',
      kind === 'pdf'
        ? 'This PDF has no selectable text; it is probably a scan. Copy the text from the original web page, or upload a TXT or DOCX file.'
        : 'This file contains no text. Choose the file that contains the policy.',
    );
  }
  // Never more than asked for: the caller only needs to know that the text is longer.
  return { text: text.length > maxCharacters ? text.slice(0, maxCharacters) : text, kind };
}
