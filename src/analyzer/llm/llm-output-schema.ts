import { z } from 'zod';
import {
  analysisSectionSchema,
  notStatedItemSchema,
  opp115CategorySchema,
  severitySchema,
} from '../../common/analysis';

/**
 * What we ask the model for. Offsets are not requested: models count characters badly, so we
 * locate each quote in the input ourselves and drop the ones we cannot find.
 */
export const llmFindingSchema = z.object({
  section: analysisSectionSchema,
  statement: z.string().min(1).describe('One plain-English sentence a non-lawyer understands.'),
  quote: z
    .string()
    .min(1)
    .describe('The exact sentence(s) copied from the policy text that support the statement.'),
  category: opp115CategorySchema,
  severity: severitySchema
    .nullable()
    .describe('Only for redFlags: low, medium, high or blocker; null otherwise.'),
});

export const llmAnalysisSchema = z.object({
  tldrSummary: z.string().describe('Two to four plain sentences summarising the policy for a non-lawyer.'),
  findings: z.array(llmFindingSchema),
  notStated: z.array(notStatedItemSchema).describe('Important topics the policy is silent on.'),
});
export type LlmAnalysis = z.infer<typeof llmAnalysisSchema>;
