import { DocumentError, extractDocumentText } from '../../analyzer/documents/extract-document-text';

export type DocumentTask = {
  bytes: Uint8Array;
  fileName: string;
  declaredMimeType: string | undefined;
  maxCharacters: number;
};

/** A DocumentError does not survive the trip between threads as a class: it comes back as data. */
export type DocumentTaskResult =
  { ok: true; text: string } | { ok: false; reason: DocumentError['reason']; message: string };

/** Runs in a worker thread with a capped heap (see plugins/worker-pools.ts): uploads are untrusted. */
export default async function extractDocument(task: DocumentTask): Promise<DocumentTaskResult> {
  try {
    const { text } = await extractDocumentText(task);
    return { ok: true, text };
  } catch (error) {
    if (error instanceof DocumentError) return { ok: false, reason: error.reason, message: error.message };
    throw error;
  }
}
