import { z } from 'zod';
import { analysisEngineSchema, findingSchema, notStatedItemSchema } from './analysis';

/**
 * What a plan without red flags may know of them: how many the policy has and how severe, never
 * which. It tells a Free or Premium user what an upgrade would show.
 */
export const hiddenRedFlagsSchema = z.object({
  total: z.number().int().nonnegative(),
  bySeverity: z.object({
    blocker: z.number().int().nonnegative(),
    high: z.number().int().nonnegative(),
    medium: z.number().int().nonnegative(),
    low: z.number().int().nonnegative(),
  }),
});
export type HiddenRedFlags = z.infer<typeof hiddenRedFlagsSchema>;
import { MAX_TITLE_LENGTH } from './analysis-title';
import { formatLimit, MAX_POLICY_CHARACTERS, type Plan } from './plans';

/** Messages of the specification (sections 5 and 8), shared by the API and the forms. */
export const ANALYSIS_MESSAGES = {
  textRequired: 'Policy text is required',
  textTooLong: 'Policy text must be less than 100,000 characters',
  noTextTitle: 'No text provided',
  noTextDescription: 'Please paste a privacy policy to analyze.',
  noFileTitle: 'No file selected',
  noFileDescription: 'Please select a file to analyze.',
  invalidFileTitle: 'Invalid file type',
  invalidFileDescription: 'Please select a TXT, DOCX, or PDF file only.',
  fileTooLargeTitle: 'File too large',
  fileTooLargeDescription: 'Please select a file smaller than 5MB.',
  fileTooLongTitle: 'File content too long',
  analysisFailedTitle: 'Analysis Failed',
  analysisFailedDescription: 'Something went wrong. Please try again.',
  uploadFailedTitle: 'Upload Failed',
  uploadFailedDescription: 'Please try again.',
  analysisCompleteTitle: 'Analysis Complete',
  analysisCompleteText: 'Your privacy policy has been simplified!',
  analysisCompleteFile: 'Your file has been processed and analyzed!',
  notFound: 'Analysis not found',
  fileUnreadable:
    'This file could not be read: opening it takes more memory or time than a policy ever needs. Save the policy as a new PDF or DOCX, or paste the text instead.',
  uploadIncomplete: 'The upload was cut off before the whole file arrived. Please try again.',
  busy: 'PolicyLens is busy analysing other policies right now. Please try again in a few seconds.',
  analysisFailed: 'The analysis could not be completed. Please try again.',
  titleRequired: 'Please give the analysis a name.',
  titleTooLong: `A name can be at most ${MAX_TITLE_LENGTH} characters.`,
} as const;

/** 'Your Free plan allows up to 5,000 characters, but your policy contains 6,120 characters.' */
export function tierLimitMessage(plan: Plan, length: number, source: 'policy' | 'file'): string {
  return `Your ${plan.name} plan allows up to ${formatLimit(plan.maxCharacters)} characters, but your ${source} contains ${length.toLocaleString('en-US')} characters.`;
}

export const simplifyPolicyRequestSchema = z.object({
  text: z
    .string({ error: ANALYSIS_MESSAGES.textRequired })
    .trim()
    .min(1, { error: ANALYSIS_MESSAGES.textRequired })
    .max(MAX_POLICY_CHARACTERS, { error: ANALYSIS_MESSAGES.textTooLong }),
});
export type SimplifyPolicyRequest = z.infer<typeof simplifyPolicyRequestSchema>;

/** A stored analysis as the signed-in owner sees it; red flags only on plans that include them. */
export const analysisResponseSchema = z.object({
  id: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  /** The name the owner gave it, else one derived from the file name or the policy's first line. */
  title: z.string(),
  sourceName: z.string().nullable(),
  inputText: z.string(),
  tldrSummary: z.string(),
  dataCollection: z.array(z.string()),
  dataSharing: z.array(z.string()),
  userRights: z.array(z.string()),
  restrictions: z.array(z.string()),
  redFlags: z.array(z.string()).optional(),
  /** Only on plans without red flags, instead of them. */
  hiddenRedFlags: hiddenRedFlagsSchema.optional(),
  findings: z.array(findingSchema),
  notStated: z.array(notStatedItemSchema),
  engine: analysisEngineSchema,
  model: z.string().nullable(),
});
export type AnalysisResponse = z.infer<typeof analysisResponseSchema>;

export const OPENING_CHARACTERS = 120;

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** A page of a listing: shared by every paginated route (history, team analyses, invitations). */
export const pageQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int()
    .min(1, { error: 'page must be 1 or more' })
    .default(1),
  pageSize: z.coerce
    .number({ error: 'pageSize must be a number' })
    .int()
    .min(1, { error: 'pageSize must be between 1 and 100' })
    .max(MAX_PAGE_SIZE, { error: 'pageSize must be between 1 and 100' })
    .default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.input<typeof pageQuerySchema>;

export const listPoliciesQuerySchema = pageQuerySchema.extend({
  /** Words of the title (or file name, or opening line) to search for. */
  q: z.string().trim().max(200, { error: 'Search at most 200 characters' }).optional(),
});
export type ListPoliciesQuery = z.input<typeof listPoliciesQuerySchema>;

export const analysisSummarySchema = z.object({
  id: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  title: z.string(),
  sourceName: z.string().nullable(),
  /** The first characters of the policy, enough to name an analysis of pasted text by its heading. */
  opening: z.string(),
  tldrSummary: z.string(),
  /** Null on plans without red flags. */
  redFlagCount: z.number().int().nullable(),
  counts: z.object({
    dataCollection: z.number().int(),
    dataSharing: z.number().int(),
    userRights: z.number().int(),
    restrictions: z.number().int(),
  }),
});
export type AnalysisSummary = z.infer<typeof analysisSummarySchema>;

export const listPoliciesResponseSchema = z.object({
  items: z.array(analysisSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  hasMore: z.boolean(),
});
export type ListPoliciesResponse = z.infer<typeof listPoliciesResponseSchema>;

export const EXPORT_FORMATS = ['pdf', 'docx', 'html', 'text'] as const;
export const exportFormatSchema = z.enum(EXPORT_FORMATS, {
  error: 'Format must be one of pdf, docx, html, text',
});
export type ExportFormat = z.infer<typeof exportFormatSchema>;
export const EXPORT_EXTENSIONS: Record<ExportFormat, string> = {
  pdf: 'pdf',
  docx: 'docx',
  html: 'html',
  text: 'txt',
};
export const exportQuerySchema = z.object({ format: exportFormatSchema });

/** PATCH /api/user/policies/:id: rename an analysis. */
export const renameAnalysisRequestSchema = z.object({
  title: z
    .string({ error: ANALYSIS_MESSAGES.titleRequired })
    .trim()
    .min(1, { error: ANALYSIS_MESSAGES.titleRequired })
    .max(MAX_TITLE_LENGTH, { error: ANALYSIS_MESSAGES.titleTooLong }),
});
export type RenameAnalysisRequest = z.infer<typeof renameAnalysisRequestSchema>;
export const renameAnalysisResponseSchema = z.object({ id: z.string(), title: z.string() });
export type RenameAnalysisResponse = z.infer<typeof renameAnalysisResponseSchema>;
