import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import mammoth from 'mammoth';
import { extractText } from 'unpdf';

/** A problem the user can fix (missing file, wrong type, empty document): printed without a stack. */
export class PolicyFileError extends Error {
  override name = 'PolicyFileError';
}

async function readBytes(path: string): Promise<Buffer> {
  try {
    return await readFile(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new PolicyFileError(
      code === 'ENOENT'
        ? `File not found: ${path}`
        : code === 'EISDIR'
          ? `${path} is a directory, not a file`
          : `Cannot read ${path} (${code ?? 'unknown error'})`,
    );
  }
}

/** Reads a .txt, .pdf or .docx policy as plain text; checks the content, not just the extension. */
export async function readPolicyFile(path: string): Promise<string> {
  const bytes = await readBytes(path);
  const extension = extname(path).toLowerCase();
  let text: string;
  if (extension === '.pdf') {
    if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-')
      throw new PolicyFileError(`${path} is not a valid PDF file`);
    try {
      text = (await extractText(new Uint8Array(bytes), { mergePages: true })).text;
    } catch (error) {
      throw new PolicyFileError(
        `${path} could not be read as a PDF: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  } else if (extension === '.docx') {
    // A DOCX is a ZIP archive: "PK" first.
    if (bytes.subarray(0, 2).toString('latin1') !== 'PK')
      throw new PolicyFileError(`${path} is not a valid DOCX file`);
    try {
      text = (await mammoth.extractRawText({ buffer: bytes })).value;
    } catch (error) {
      throw new PolicyFileError(
        `${path} could not be read as a DOCX document: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  } else if (extension === '.txt' || extension === '.md' || extension === '') {
    if (bytes.includes(0)) throw new PolicyFileError(`${path} looks like a binary file, not text`);
    text = new TextDecoder('utf-8').decode(bytes);
  } else {
    throw new PolicyFileError(`Unsupported file type "${extension}": use a .txt, .pdf or .docx file`);
  }
  if (text.trim().length === 0) throw new PolicyFileError(`${path} contains no text`);
  return text;
}
