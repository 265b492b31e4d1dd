import { z } from 'zod';
import { parseKey } from './review-key';

/**
 * The reviewed set: verdicts a reader with legal training gave to the claims of our reports on
 * OPP-115 dev policies, and the points those reports missed. Only keys (see review-key.ts), our own
 * words and short point names are stored: never a sentence of a policy.
 */
export const VERDICTS = ['correct', 'partly', 'wrong', 'trivial'] as const;
export const verdictSchema = z.enum(VERDICTS);
export type Verdict = z.infer<typeof verdictSchema>;

/**
 * A point a careful reader needs, named `topic:detail` in our words (`share:advertisers`,
 * `right:delete`, `retention:indefinite`, `silent:retention`...).
 */
export const pointSchema = z.string().regex(/^[a-z]+(?:-[a-z]+)*:[a-z0-9]+(?:-[a-z0-9]+)*$/, {
  message: 'a point is topic:detail in lower-case words joined by hyphens, e.g. share:advertisers',
});

const engineSchema = z.object({
  /** Short name used by the verdicts, e.g. 'before'. */
  id: z.string().regex(/^[a-z0-9-]+$/),
  /** The commit of main the reports were made with. */
  commit: z.string().regex(/^[0-9a-f]{7,40}$/),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  note: z.string().min(1),
});

const missedPointSchema = z.object({
  point: pointSchema,
  /** The engine whose reports missed it when it was noted. */
  engine: z.string(),
  note: z.string().min(1).max(300),
});

const policySchema = z.object({
  id: z.number().int().nonnegative(),
  /** The site, as OPP-115 names it. */
  name: z.string().min(1),
  /** What kind of service and policy it is, in our words (why it was chosen). */
  kind: z.string().min(1),
  missed: z.array(missedPointSchema),
});

const judgementSchema = z
  .object({
    key: z.string().refine((key) => parseKey(key) !== undefined, { message: 'not a review key' }),
    engine: z.string(),
    verdict: verdictSchema,
    /** The point a correct or partly correct finding (or "not stated" item) gives the reader. */
    point: pointSchema.optional(),
    /** The further points of a finding that states several on one sentence (data types merged into one). */
    morePoints: z.array(pointSchema).optional(),
    reason: z.string().min(1).max(300),
  })
  .superRefine((judgement, context) => {
    const part = parseKey(judgement.key)?.part;
    const needsPoint = part !== 'tldr' && (judgement.verdict === 'correct' || judgement.verdict === 'partly');
    if (needsPoint && !judgement.point)
      context.addIssue({
        code: 'custom',
        message: `${judgement.key}: a ${judgement.verdict} claim names its point`,
      });
    if (!needsPoint && (judgement.point || judgement.morePoints))
      context.addIssue({
        code: 'custom',
        message: `${judgement.key}: only correct or partly claims name a point`,
      });
  });
export type Judgement = z.infer<typeof judgementSchema>;

export const reviewFixtureSchema = z
  .object({
    engines: z.array(engineSchema).min(1),
    policies: z.array(policySchema).min(1),
    judgements: z.array(judgementSchema),
  })
  .superRefine((fixture, context) => {
    const engines = new Set(fixture.engines.map((engine) => engine.id));
    const policies = new Set(fixture.policies.map((policy) => policy.id));
    const keys = new Set<string>();
    for (const judgement of fixture.judgements) {
      if (!engines.has(judgement.engine))
        context.addIssue({ code: 'custom', message: `${judgement.key}: unknown engine ${judgement.engine}` });
      if (!policies.has(parseKey(judgement.key)?.policyId ?? -1))
        context.addIssue({ code: 'custom', message: `${judgement.key}: policy not in the reviewed set` });
      if (keys.has(judgement.key))
        context.addIssue({ code: 'custom', message: `${judgement.key}: judged twice` });
      keys.add(judgement.key);
    }
    for (const policy of fixture.policies)
      for (const missed of policy.missed)
        if (!engines.has(missed.engine))
          context.addIssue({
            code: 'custom',
            message: `${policy.id} ${missed.point}: unknown engine ${missed.engine}`,
          });
  });
export type ReviewFixture = z.infer<typeof reviewFixtureSchema>;
