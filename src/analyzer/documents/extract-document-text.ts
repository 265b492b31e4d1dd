import { fileTypeFromBuffer } from 'file-type';
import { unzipSync } from 'fflate';
import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';

/**
 * Turns an uploaded or local policy document (TXT, DOCX or PDF) into text. The type must agree three
 * ways: the file name's extension, the declared MIME type (when there is one) and the file's own bytes,
 * so a renamed executable or an HTML page called .pdf is refused. Every refusal says what to do.
 */
export type DocumentKind = 'txt' | 'docx' | 'pdf';

export class DocumentError extends Error {
  override name = 'DocumentError';
  constructor(
    readonly reason:
      'type' | 'empty' | 'encoding' | 'too-large-unpacked' | 'encrypted' | 'broken' | 'no-text',
    message: string,
  ) {
    super(message);
  }
}

export const INVALID_TYPE_MESSAGE = 'Please select a TXT, DOCX, or PDF file only.';

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const MIME_TYPES: Record<DocumentKind, readonly string[]> = {
  txt: ['text/plain'],
  docx: [DOCX_MIME],
  pdf: ['application/pdf'],
};
/** Browsers send this when they do not know the type; the bytes still decide. */
const UNKNOWN_MIME = new Set(['', 'application/octet-stream']);

/**
 * A Word document of a very long policy unpacks to a few MB; anything beyond this is a zip bomb or
 * not a policy. Checked against the sizes declared in the archive, before anything is inflated.
 */
export const MAX_DOCX_UNPACKED_BYTES = 50 * 1024 * 1024;

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
  const sniffed = await fileTypeFromBuffer(bytes);
  const expected = kind === 'txt' ? undefined : MIME_TYPES[kind][0];
  // Plain text has no signature: any recognised binary format in a .txt file is refused.
  if (sniffed?.mime !== expected) throw new DocumentError('type', INVALID_TYPE_MESSAGE);
  return kind;
}

function decodeText(bytes: Uint8Array): string {
  if (bytes.includes(0))
    throw new DocumentError(
      'encoding',
      'This file is not plain text. Save the policy as UTF-8 text, or upload a DOCX or PDF.',
    );
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new DocumentError(
      'encoding',
      'This text file is not UTF-8. Save it again with UTF-8 encoding (most editors offer it under "Save as"), or paste the text instead.',
    );
  }
}

function checkDocxUnpackedSize(bytes: Uint8Array): void {
  let total = 0;
  try {
    // The filter sees each entry's declared size and returns false, so nothing is inflated here.
    unzipSync(bytes, {
      filter: (entry) => {
        total += entry.originalSize;
        return false;
      },
    });
  } catch {
    throw new DocumentError(
      'broken',
      'This Word document is damaged and cannot be read. Open it in Word and save it again, or upload a PDF.',
    );
  }
  if (total > MAX_DOCX_UNPACKED_BYTES) {
    throw new DocumentError(
      'too-large-unpacked',
      'This Word document unpacks to an unreasonable size. Save the policy text as a new document, or paste the text instead.',
    );
  }
}

async function readDocx(bytes: Uint8Array): Promise<string> {
  checkDocxUnpackedSize(bytes);
  try {
    return (await mammoth.extractRawText({ buffer: Buffer.from(bytes) })).value;
  } catch {
    throw new DocumentError(
      'broken',
      'This Word document is damaged and cannot be read. Open it in Word and save it again, or upload a PDF.',
    );
  }
}

async function readPdf(bytes: Uint8Array): Promise<string> {
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
    throw new DocumentError(
      'broken',
      'This PDF is damaged and cannot be read. Download it again, or copy the policy text and paste it instead.',
    );
  }
  try {
    const { text } = await extractText(document, { mergePages: true });
    return text;
  } finally {
    await document.destroy();
  }
}

/** Reads the document's text; throws a DocumentError with a message for the person who uploaded it. */
export async function extractDocumentText(options: {
  bytes: Uint8Array;
  fileName: string;
  declaredMimeType?: string;
}): Promise<{ text: string; kind: DocumentKind }> {
  const { bytes, fileName, declaredMimeType } = options;
  if (bytes.length === 0)
    throw new DocumentError('empty', 'This file is empty. Choose the file that contains the policy.');
  const kind = await checkType(bytes, fileName, declaredMimeType);
  const text =
    kind === 'txt' ? decodeText(bytes) : kind === 'docx' ? await readDocx(bytes) : await readPdf(bytes);
  if (text.trim().length === 0) {
    throw new DocumentError(
      'no-text',
      kind === 'pdf'
        ? 'This PDF has no selectable text; it is probably a scan. Copy the text from the original web page, or upload a TXT or DOCX file.'
        : 'This file contains no text. Choose the file that contains the policy.',
    );
  }
  return { text, kind };
}
