import { Unzip, UnzipInflate, zipSync, type Zippable } from 'fflate';
import mammoth from 'mammoth';
import { DocumentError } from './document-error';

/**
 * A Word document of a very long policy unpacks to a few MB; anything beyond this is a zip bomb or
 * not a policy. Counted on the bytes the inflater really produces: the sizes an archive declares
 * can be forged (a 1 MB file declaring 4 KB for a 1 GiB `word/document.xml`).
 */
export const MAX_DOCX_UNPACKED_BYTES = 32 * 1024 * 1024;

/**
 * mammoth holds the parsed XML as objects of about 100 bytes of heap per byte of markup (2 MB of
 * paragraphs took 240 MB), so the XML parts get a tighter bound. A 100,000-character policy saved by
 * Word is about 1 to 3 MB of XML.
 */
export const MAX_DOCX_XML_BYTES = 8 * 1024 * 1024;

/**
 * Input is pushed in small slices so the count is checked often: deflate expands at most about
 * 1,032 times, so one slice adds at most about 4 MB past the limit before the inflater stops.
 */
const PUSH_SLICE_BYTES = 4 * 1024;

const DAMAGED_MESSAGE =
  'This Word document is damaged and cannot be read. Open it in Word and save it again, or upload a PDF.';
const TOO_LARGE_MESSAGE =
  'This Word document unpacks to an unreasonable size. Save the policy text as a new document, or paste the text instead.';

class UnpackLimitReached extends Error {}

/**
 * Inflates every entry with fflate's streaming inflater, counting the bytes it really produces, and
 * stops as soon as a total passes its bound. Returns the XML parts (and relationships) as inflated.
 */
export function unzipBounded(bytes: Uint8Array): Zippable {
  const entries: Zippable = {};
  let total = 0;
  let xmlTotal = 0;
  let failure: Error | undefined;
  const unzip = new Unzip((file) => {
    const chunks: Uint8Array[] = [];
    const isXml = /\.(xml|rels)$/i.test(file.name);
    file.ondata = (error, data, isFinal) => {
      if (failure) return;
      if (error) {
        failure = error;
        return;
      }
      total += data.length;
      if (isXml) xmlTotal += data.length;
      if (total > MAX_DOCX_UNPACKED_BYTES || xmlTotal > MAX_DOCX_XML_BYTES) {
        failure = new UnpackLimitReached();
        file.terminate();
        return;
      }
      // Only the XML parts are kept: mammoth reads the text from them, and never opens an image
      // for raw text. A part mammoth would parse under another name is then missing, not unbounded.
      if (!isXml) return;
      chunks.push(data);
      if (isFinal) entries[file.name] = concat(chunks);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let offset = 0; offset < bytes.length && !failure; offset += PUSH_SLICE_BYTES) {
      const end = Math.min(offset + PUSH_SLICE_BYTES, bytes.length);
      unzip.push(bytes.subarray(offset, end), end === bytes.length);
    }
  } catch (error) {
    failure ??= error instanceof Error ? error : new Error(String(error));
  }
  if (failure instanceof UnpackLimitReached) throw new DocumentError('too-large-unpacked', TOO_LARGE_MESSAGE);
  if (failure || Object.keys(entries).length === 0) throw new DocumentError('broken', DAMAGED_MESSAGE);
  return entries;
}

function concat(chunks: Uint8Array[]): Uint8Array {
  if (chunks.length === 1 && chunks[0]) return chunks[0];
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

/**
 * Reads a DOCX's text. mammoth is handed an archive rebuilt (stored, not compressed) from the entries
 * inflated and counted above, never the upload itself: a crafted archive can show one set of entries
 * to a reader that walks the local headers and another to one that reads the central directory.
 */
export async function readDocx(bytes: Uint8Array): Promise<string> {
  const entries = unzipBounded(bytes);
  const rebuilt = zipSync(entries, { level: 0 });
  try {
    return (
      await mammoth.extractRawText({
        buffer: Buffer.from(rebuilt.buffer, rebuilt.byteOffset, rebuilt.length),
      })
    ).value;
  } catch {
    throw new DocumentError('broken', DAMAGED_MESSAGE);
  }
}
