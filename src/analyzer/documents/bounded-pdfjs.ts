import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { definePDFJSModule } from 'unpdf';

/**
 * pdf.js decodes a stream (FlateDecode, LZW, RunLength, decryption...) into a buffer that it grows
 * without limit, outside the JavaScript heap, and its lexer then turns a string in that stream into
 * an array of one element per character: a 1 MB PDF holding one FlateDecode string of 1 GiB of
 * spaces grows that array until V8 aborts the whole process. A worker's heap limit does not help:
 * Node terminates a worker cleanly only when the allocation that reaches the limit is small, and
 * this one is hundreds of MB. So the bound goes where decoded bytes accumulate in unpdf's bundle of
 * pdf.js (BOUNDS below): no stream pdf.js reads may decode past this size (a policy's page content
 * is well under 1 MB; an embedded font subset a few hundred KB).
 * Images, which the text extraction never decodes, are not affected.
 */
export const MAX_PDF_STREAM_BYTES = 8 * 1024 * 1024;

const CHECK = 'globalThis[Symbol.for("policylens.pdf-stream-limit")]';
const HOOK = Symbol.for('policylens.pdf-stream-limit');

/**
 * The two places in unpdf 1.7's minified pdf.js where decoded bytes accumulate, each with the check
 * added: DecodeStream.ensureBuffer (every filter decoding synchronously: Flate, LZW, RunLength,
 * decryption...) and the loop that collects the output of the platform's DecompressionStream, which
 * pdf.js uses for FlateDecode content streams and fonts.
 */
const BOUNDS: ReadonlyArray<[original: string, bounded: string]> = [
  [
    'ensureBuffer(e){const n=this.buffer;if(e<=n.byteLength)return n;',
    `ensureBuffer(e){${CHECK}(e);const n=this.buffer;if(e<=n.byteLength)return n;`,
  ],
  [
    'for await(const c of s)r.push(c),o+=c.byteLength;',
    `for await(const c of s)r.push(c),o+=c.byteLength,${CHECK}(o);`,
  ],
];

export class PdfStreamLimitError extends Error {
  override name = 'PdfStreamLimitError';
}

/** Set when pdf.js asked for more: it may swallow the error and go on with a partial page. */
let isLimitReached = false;

function checkRequestedBytes(requested: number): void {
  if (requested > MAX_PDF_STREAM_BYTES) {
    isLimitReached = true;
    throw new PdfStreamLimitError('a PDF stream decodes past the limit');
  }
}

let installed: Promise<void> | undefined;

/**
 * Makes unpdf use its own pdf.js bundle with the bound added; fails loudly (every PDF refused as
 * unreadable) if an update of unpdf changed the code, rather than run unbounded.
 */
export function installBoundedPdfjs(): Promise<void> {
  installed ??= (async () => {
    const unpdfEntry = createRequire(import.meta.url).resolve('unpdf');
    const source = readFileSync(path.join(path.dirname(unpdfEntry), 'pdfjs.mjs'), 'utf8');
    (globalThis as Record<symbol, unknown>)[HOOK] = checkRequestedBytes;
    let bounded = source;
    for (const [original, withCheck] of BOUNDS) {
      if (bounded.split(original).length !== 2)
        throw new Error('unpdf changed: the bound on decoded PDF streams cannot be installed');
      bounded = bounded.replace(original, withCheck);
    }
    const url = `data:text/javascript;base64,${Buffer.from(bounded).toString('base64')}`;
    await definePDFJSModule(() => import(/* @vite-ignore */ url));
  })();
  return installed;
}

/** Starts counting for one document; pdf.js reads one document at a time in a worker thread. */
export function resetStreamLimit(): void {
  isLimitReached = false;
}

/** Did pdf.js ask to decode a stream past the bound since the last reset? */
export function isStreamLimitReached(): boolean {
  return isLimitReached;
}
