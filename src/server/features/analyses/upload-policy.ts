import type { FastifyRequest } from 'fastify';
import { DocumentError, extractDocumentText } from '../../../analyzer/documents/extract-document-text';
import { ANALYSIS_MESSAGES } from '../../../common/analyses';
import { MAX_POLICY_CHARACTERS, MAX_UPLOAD_BYTES } from '../../../common/plans';
import { AppError } from '../../lib/app-error';

/** Multipart framing around a 5 MB file: boundaries and part headers. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * Reads the `policyFile` part of a multipart upload and extracts its text. Refuses, before reading
 * further, a request that announces more than 5 MB; stops reading a file at 5 MB otherwise.
 */
export async function readUploadedPolicy(
  request: FastifyRequest,
): Promise<{ text: string; fileName: string }> {
  const announced = Number(request.headers['content-length'] ?? 0);
  if (announced > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', ANALYSIS_MESSAGES.fileTooLargeDescription);
  if (!request.isMultipart())
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the file as multipart/form-data in the field policyFile.',
    );

  const file = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 } });
  if (!file || file.fieldname !== 'policyFile' || !file.filename)
    throw new AppError('BAD_REQUEST', ANALYSIS_MESSAGES.noFileDescription);
  const bytes = await file.toBuffer();

  let text: string;
  try {
    ({ text } = await extractDocumentText({
      bytes,
      fileName: file.filename,
      declaredMimeType: file.mimetype,
    }));
  } catch (error) {
    if (!(error instanceof DocumentError)) throw error;
    throw new AppError(error.reason === 'type' ? 'UNSUPPORTED_MEDIA_TYPE' : 'UNPROCESSABLE', error.message);
  }
  text = text.trim();
  if (text.length === 0) throw new AppError('UNPROCESSABLE', ANALYSIS_MESSAGES.textRequired);
  if (text.length > MAX_POLICY_CHARACTERS) throw new AppError('BAD_REQUEST', ANALYSIS_MESSAGES.textTooLong);
  return { text, fileName: file.filename };
}
