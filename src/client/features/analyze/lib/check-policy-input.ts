import { ANALYSIS_MESSAGES, tierLimitMessage } from '../../../../common/analyses';
import { getPlan, isUnlimited, MAX_UPLOAD_BYTES, type Tier } from '../../../../common/plans';

/** A reason to refuse the input before anything is sent, as a toast's title and description. */
export type InputProblem = { title: string; description: string };

/** Accepted uploads (specification sections 5 and 9): the extension and the MIME type must agree. */
const ACCEPTED_TYPES: Record<string, readonly string[]> = {
  txt: ['text/plain'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  pdf: ['application/pdf'],
};

export const FILE_INPUT_ACCEPT =
  '.txt,.docx,.pdf,text/plain,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

export function isTextFile(file: { name: string }): boolean {
  return fileExtension(file.name) === 'txt';
}

/**
 * Type and size checks for a chosen file. A browser that does not know a type reports an empty one
 * (Windows without Office does this for .docx); the extension then decides, and the server checks the
 * file's own bytes in any case.
 */
export function checkPolicyFile(file: { name: string; type: string; size: number }): InputProblem | null {
  const accepted = ACCEPTED_TYPES[fileExtension(file.name)];
  const mimeType = file.type.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!accepted || (mimeType !== '' && !accepted.includes(mimeType))) {
    return {
      title: ANALYSIS_MESSAGES.invalidFileTitle,
      description: ANALYSIS_MESSAGES.invalidFileDescription,
    };
  }
  if (file.size > MAX_UPLOAD_BYTES) {
    return {
      title: ANALYSIS_MESSAGES.fileTooLargeTitle,
      description: ANALYSIS_MESSAGES.fileTooLargeDescription,
    };
  }
  return null;
}

/** Characters the server will count: it trims the text before checking the plan's limit. */
export function countPolicyCharacters(text: string): number {
  return text.trim().length;
}

export function isOverLimit(length: number, limit: number): boolean {
  return !isUnlimited(limit) && length > limit;
}

/** The plan's limit message, with the limit in force on the page (100,000 before the profile loads). */
function limitMessage(tier: Tier, limit: number, length: number, source: 'policy' | 'file'): string {
  return tierLimitMessage({ ...getPlan(tier), maxCharacters: limit }, length, source);
}

/** A plain-text file's content against the plan's limit, checked when the file is chosen. */
export function checkTextFileLength(options: {
  tier: Tier;
  limit: number;
  length: number;
}): InputProblem | null {
  const { tier, limit, length } = options;
  if (!isOverLimit(length, limit)) return null;
  return {
    title: ANALYSIS_MESSAGES.fileTooLongTitle,
    description: limitMessage(tier, limit, length, 'file'),
  };
}

/** The pasted text: not empty, within the plan's limit. */
export function checkPolicyText(options: { text: string; tier: Tier; limit: number }): InputProblem | null {
  const length = countPolicyCharacters(options.text);
  if (length === 0) {
    return { title: ANALYSIS_MESSAGES.noTextTitle, description: ANALYSIS_MESSAGES.noTextDescription };
  }
  if (isOverLimit(length, options.limit)) {
    return {
      title: 'Policy too long',
      description: limitMessage(options.tier, options.limit, length, 'policy'),
    };
  }
  return null;
}
