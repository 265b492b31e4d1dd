import type { FastifyRequest } from 'fastify';
import { ANALYSIS_MESSAGES } from '../../../common/analyses';
import { MAX_POLICY_CHARACTERS, MAX_UPLOAD_BYTES } from '../../../common/plans';
import { AppError } from '../../lib/app-error';
import type { Workers } from '../../plugins/worker-pools';

/** Multipart framing around a 5 MB file: boundaries and part headers. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * Text past the longest policy that can be analysed is not read: enough to say the file is too long,
 * never the whole of a document built to be huge.
 */
const EXTRACTED_CHARACTERS_CAP = MAX_POLICY_CHARACTERS + 1_000;

async function readFileBytes(
  request: FastifyRequest,
): Promise<{ bytes: Buffer; fileName: string; mimeType: string }> {
  const file = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 } });
  if (!file || file.fieldname !== 'policyFile' || !file.filename)
    throw new AppError('BAD_REQUEST', ANALYSIS_MESSAGES.noFileDescription);
  const bytes = await file.toBuffer();
  // @fastify/multipart checks for truncation only after each chunk it hands over: when a chunked body
  // crosses the limit exactly at a chunk boundary, the last chunk is dropped without an error and the
  // first 5 MB would be analysed as if they were the file.
  if (file.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', ANALYSIS_MESSAGES.fileTooLargeDescription);
  return { bytes, fileName: file.filename, mimeType: file.mimetype };
}

/**
 * Reads the `policyFile` part of a multipart upload and extracts its text in a worker thread (the file
 * is untrusted). Refuses, before reading further, a request that announces more than 5 MB; refuses a
 * file that turns out to be larger; answers 400 to a body that ends before its multipart framing does.
 */
export async function readUploadedPolicy(options: {
  request: FastifyRequest;
  workers: Workers;
}): Promise<{ text: string; fileName: string }> {
  const { request, workers } = options;
  const announced = Number(request.headers['content-length'] ?? 0);
  if (announced > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', ANALYSIS_MESSAGES.fileTooLargeDescription);
  if (!request.isMultipart())
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the file as multipart/form-data in the field policyFile.',
    );

  let upload: Awaited<ReturnType<typeof readFileBytes>>;
  try {
    upload = await readFileBytes(request);
  } catch (error) {
    // Our own refusals and @fastify/multipart's (file too large, too many parts) carry a status;
    // anything else is the multipart parser finding the body cut short or malformed.
    if (error instanceof AppError || (error as { statusCode?: unknown }).statusCode !== undefined)
      throw error;
    throw new AppError('BAD_REQUEST', ANALYSIS_MESSAGES.uploadIncomplete, { cause: error });
  }

  const result = await workers.extractDocument({
    bytes: upload.bytes,
    fileName: upload.fileName,
    declaredMimeType: upload.mimeType,
    maxCharacters: EXTRACTED_CHARACTERS_CAP,
  });
  if (!result.ok)
    throw new AppError(result.reason === 'type' ? 'UNSUPPORTED_MEDIA_TYPE' : 'UNPROCESSABLE', result.message);
  const text = result.text.trim();
  if (text.length === 0) throw new AppError('UNPROCESSABLE', ANALYSIS_MESSAGES.textRequired);
  if (text.length > MAX_POLICY_CHARACTERS) throw new AppError('BAD_REQUEST', ANALYSIS_MESSAGES.textTooLong);
  return { text, fileName: upload.fileName };
}
