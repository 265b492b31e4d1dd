import { z } from 'zod';

/**
 * The analysis result: the API contract between the analysis engine, the server and the client.
 * The five lists and the TL;DR are the specification's fields (sections 1 and 3); `findings`,
 * `notStated` and `meta` are the grounding the engine adds so every statement can be checked.
 */

/** The OPP-115 practice categories (Wilson et al., ACL 2016), in the corpus's canonical order. */
export const OPP115_CATEGORIES = [
  'First Party Collection/Use',
  'Third Party Sharing/Collection',
  'User Choice/Control',
  'User Access, Edit and Deletion',
  'Data Retention',
  'Data Security',
  'Policy Change',
  'Do Not Track',
  'International and Specific Audiences',
  'Other',
] as const;
export const opp115CategorySchema = z.enum(OPP115_CATEGORIES);
export type Opp115Category = z.infer<typeof opp115CategorySchema>;

/** The sections of a result a finding can belong to, matching the list fields of the result. */
export const ANALYSIS_SECTIONS = [
  'dataCollection',
  'dataSharing',
  'userRights',
  'restrictions',
  'redFlags',
] as const;
export const analysisSectionSchema = z.enum(ANALYSIS_SECTIONS);
export type AnalysisSection = z.infer<typeof analysisSectionSchema>;

/** Red-flag severities, lowest first; `blocker` mirrors ToS;DR's worst classification. */
export const SEVERITIES = ['low', 'medium', 'high', 'blocker'] as const;
export const severitySchema = z.enum(SEVERITIES);
export type Severity = z.infer<typeof severitySchema>;

/**
 * The practice taxonomy (documented in docs/analyzer.md and src/analyzer/practices/): what a
 * sentence of a policy says the company does, or denies doing, as data. Denials are practices too
 * (`not-collect`, `not-share`, `not-sell`).
 */
export const PRACTICE_KINDS = [
  'collect',
  'not-collect',
  'share',
  'not-share',
  'sell',
  'not-sell',
  'right',
  'choice',
  'retention',
  'security',
  'change-notice',
  'dnt',
  'audience',
  'transfer',
  'contact',
  'no-right',
  'dispute',
] as const;
/**
 * Kinds of personal data: `device` is an identifier (IP address, device ID), `computer` the
 * machine's description (browser, operating system); `generic` is "personal information" without a kind.
 */
export const PRACTICE_DATA_TYPES = [
  'contact',
  'account',
  'device',
  'computer',
  'cookies',
  'usage',
  'location',
  'financial',
  'health',
  'biometric',
  'government-id',
  'demographics',
  'content',
  'contacts',
  'audio',
  'social',
  'children',
  'inferences',
  'survey',
  'generic',
] as const;
/** Who receives data. `named-company` is a company the policy names (Google, Facebook...). */
export const PRACTICE_RECIPIENTS = [
  'advertisers',
  'analytics',
  'service-providers',
  'affiliates',
  'partners',
  'social-networks',
  'authorities',
  'buyer',
  'data-brokers',
  'public',
  'other-users',
  'named-company',
  'third-parties',
] as const;
export const PRACTICE_PURPOSES = [
  'basic-service',
  'additional-service',
  'operations-security',
  'analytics-research',
  'personalization',
  'marketing',
  'advertising',
  'legal',
  'merger',
] as const;
export const PRACTICE_RIGHTS = [
  'access',
  'edit',
  'delete',
  'export',
  'opt-out',
  'deactivate',
  'object',
  'withdraw-consent',
  'complain',
  'appeal',
  'non-discrimination',
] as const;
/** To whom a right applies: a right granted only to parents or to residents of a place says so. */
export const PRACTICE_RIGHT_HOLDERS = [
  'everyone',
  'parents',
  'california-residents',
  /** Residents of US states with a consumer privacy law (Virginia, Colorado...), or of several, California among them. */
  'us-state-residents',
  'eu-residents',
  'account-holders',
] as const;
export const PRACTICE_CHOICES = [
  'opt-in',
  'opt-out-link',
  'browser-controls',
  'privacy-settings',
  'third-party-controls',
  'contact-company',
  'stop-using',
] as const;
export const PRACTICE_RETENTION = ['stated-period', 'limited', 'indefinite'] as const;
export const PRACTICE_SECURITY_MEASURES = [
  'generic',
  'secure-transfer',
  'secure-storage',
  'access-limitation',
  'authentication',
  'security-program',
  'audit',
] as const;
export const PRACTICE_NOTICES = ['in-policy', 'on-website', 'personal', 'none'] as const;
export const PRACTICE_DNT = ['honoured', 'not-honoured', 'unclear'] as const;
export const PRACTICE_AUDIENCES = ['children', 'californians', 'europeans', 'other-countries'] as const;

/**
 * One practice, read from one sentence (`start`/`end`: its offsets in the input). Only the fields
 * of its kind are present: `dataTypes` for collect/share/sell and their denials, `recipients` and
 * `purposes` for sharing, `right` and `appliesTo` for rights, and so on.
 */
export const practiceSchema = z.object({
  kind: z.enum(PRACTICE_KINDS),
  dataTypes: z.array(z.enum(PRACTICE_DATA_TYPES)).optional(),
  recipients: z.array(z.enum(PRACTICE_RECIPIENTS)).optional(),
  purposes: z.array(z.enum(PRACTICE_PURPOSES)).optional(),
  right: z.enum(PRACTICE_RIGHTS).optional(),
  appliesTo: z.enum(PRACTICE_RIGHT_HOLDERS).optional(),
  choice: z.enum(PRACTICE_CHOICES).optional(),
  retention: z.enum(PRACTICE_RETENTION).optional(),
  /** The period as the policy states it ("30 days"). */
  period: z.string().optional(),
  measure: z.enum(PRACTICE_SECURITY_MEASURES).optional(),
  notice: z.enum(PRACTICE_NOTICES).optional(),
  dnt: z.enum(PRACTICE_DNT).optional(),
  audience: z.enum(PRACTICE_AUDIENCES).optional(),
  /**
   * A denial with an exception ("not without your consent", "except with service providers"), or
   * sharing that happens only when the reader consents or asks ("we will share it with your consent").
   */
  conditional: z.boolean().optional(),
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
});
export type Practice = z.infer<typeof practiceSchema>;
export type PracticeKind = Practice['kind'];
export type PracticeDataType = (typeof PRACTICE_DATA_TYPES)[number];
export type PracticeRecipient = (typeof PRACTICE_RECIPIENTS)[number];
export type PracticePurpose = (typeof PRACTICE_PURPOSES)[number];

/**
 * One grounded point. `quote` is always exactly `input.slice(start, end)`: a finding whose
 * quote cannot be located in the input is never returned.
 */
const pointSchema = z.object({
  section: analysisSectionSchema,
  /** Plain-English statement shown to the user. */
  statement: z.string().min(1),
  quote: z.string().min(1),
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
  category: opp115CategorySchema,
  /** Only red flags carry a severity. */
  severity: severitySchema.optional(),
  confidence: z.number().min(0).max(1),
  /** The practice the statement was written from (built-in engine; absent in older results). */
  practice: practiceSchema.optional(),
});

/**
 * Where a red flag is the point of a practice (location collected, data passed to a buyer, changes
 * without notice), the report with red flags says it once, as the flag. Plans without red flags see
 * only the four sections, so they get the practice there instead: a section finding carries its
 * statement with that practice (`statementWithoutRedFlags`), and a flag carries the section findings
 * it alone states (`restates`). The server picks the view by plan (present-analysis.ts).
 */
export const findingSchema = pointSchema.extend({
  /** This finding's statement for plans without red flags, when it then also says what a flag says. */
  statementWithoutRedFlags: z.string().min(1).optional(),
  /** On a red flag: the section findings it takes the place of, shown to plans without red flags. */
  restates: z.array(pointSchema).optional(),
});
export type Finding = z.infer<typeof findingSchema>;

/** An important topic the policy is silent on, e.g. no retention period. */
export const notStatedItemSchema = z.object({
  topic: z.string().min(1),
  explanation: z.string().min(1),
});
export type NotStatedItem = z.infer<typeof notStatedItemSchema>;

export const ANALYSIS_ENGINES = ['builtin', 'openai', 'anthropic', 'openai-compatible'] as const;
export const analysisEngineSchema = z.enum(ANALYSIS_ENGINES);
export type AnalysisEngine = z.infer<typeof analysisEngineSchema>;

export const analysisMetaSchema = z.object({
  /** The engine that produced the result (after any fall-back). */
  engine: analysisEngineSchema,
  model: z.string(),
  durationMs: z.number().nonnegative(),
  /** Why an LLM provider was abandoned for the built-in engine, when it was. */
  fallback: z.string().optional(),
  /** LLM findings dropped because their quote was not found in the input. */
  droppedFindings: z.number().int().nonnegative().optional(),
});
export type AnalysisMeta = z.infer<typeof analysisMetaSchema>;

export const analysisResultSchema = z.object({
  tldrSummary: z.string(),
  /**
   * The TL;DR without its red-flag sentence, for plans that do not include red flags: the summary
   * must not reveal what those plans do not get.
   */
  tldrOverview: z.string(),
  dataCollection: z.array(z.string()),
  dataSharing: z.array(z.string()),
  userRights: z.array(z.string()),
  restrictions: z.array(z.string()),
  redFlags: z.array(z.string()),
  findings: z.array(findingSchema),
  notStated: z.array(notStatedItemSchema),
  /** Every practice the policy states, each read from one sentence; [] in results stored before it existed. */
  practices: z.array(practiceSchema).default([]),
  meta: analysisMetaSchema,
});
export type AnalysisResult = z.infer<typeof analysisResultSchema>;

const SEVERITY_PREFIX = /^(BLOCKER|HIGH|MEDIUM|LOW):\s*/i;

/**
 * The red-flag list reads "HIGH: statement" while each finding carries the bare statement and a
 * severity field: this splits the prefix off so list items can be matched to their findings.
 */
export function splitSeverityPrefix(text: string): { statement: string; severity?: Severity } {
  const match = SEVERITY_PREFIX.exec(text);
  if (!match?.[1]) return { statement: text };
  return { statement: text.slice(match[0].length), severity: match[1].toLowerCase() as Severity };
}

/** The research categories in the words a reader would use ('What they collect'). */
export const CATEGORY_TOPICS: Record<Opp115Category, string> = {
  'First Party Collection/Use': 'What they collect',
  'Third Party Sharing/Collection': 'Who they share it with',
  'User Choice/Control': 'Your choices',
  'User Access, Edit and Deletion': 'Seeing, correcting and deleting your data',
  'Data Retention': 'How long they keep it',
  'Data Security': 'How they protect it',
  'Policy Change': 'Changes to the policy',
  'Do Not Track': 'Do Not Track signals',
  'International and Specific Audiences': 'Children, regions and specific groups',
  Other: 'Other terms',
};

export type ConfidenceWord = 'clear' | 'likely' | 'uncertain';

/**
 * A finding's confidence as a word. The built-in engine scores a matched wording from 0.55 (the
 * category model barely agrees) to 0.95 (it is sure); LLM findings carry the model's own score.
 */
export function confidenceWordOf(confidence: number): ConfidenceWord {
  if (confidence >= 0.8) return 'clear';
  if (confidence >= 0.65) return 'likely';
  return 'uncertain';
}

export const CONFIDENCE_EXPLANATIONS: Record<ConfidenceWord, string> = {
  clear: 'The sentence states this plainly, in wording that rarely means anything else.',
  likely: 'The sentence most likely says this, but its wording leaves some room; read it to be sure.',
  uncertain: 'This is a reading of wording that could mean something else; check the sentence yourself.',
};
