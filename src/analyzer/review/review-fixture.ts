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
  /**
   * A policy added to measure the engine out of sample: no rule was written or tuned while reading it.
   * The eval prints the fresh policies' figures apart from the tuned ones (and both together). Once
   * the engine is changed to fix what a fresh policy's review found, the policy is tuned on: its
   * figures stop being out of sample and the flag should be removed.
   */
  fresh: z.boolean().default(false),
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
    /**
     * Verdicts of a second reviewer on claims a first reviewer already judged: each key is one of
     * `judgements`, judged again without seeing the first verdict. The first verdict stays in
     * `judgements`; the scorer uses the second one (see effectiveJudgements) and prints both's agreement.
     */
    secondReviews: z.array(judgementSchema).default([]),
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
    const secondKeys = new Set<string>();
    for (const review of fixture.secondReviews) {
      if (!engines.has(review.engine))
        context.addIssue({ code: 'custom', message: `${review.key}: unknown engine ${review.engine}` });
      if (!keys.has(review.key))
        context.addIssue({
          code: 'custom',
          message: `${review.key}: a second review of a claim no first reviewer judged (add it to judgements)`,
        });
      if (secondKeys.has(review.key))
        context.addIssue({ code: 'custom', message: `${review.key}: judged twice by the second reviewer` });
      secondKeys.add(review.key);
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

/** Whose verdict counts where two reviewers judged a claim: the second (independent) one by default. */
export type Reviewer = 'first' | 'second';

/**
 * One verdict per judged claim: the first reviewer's, replaced by the second reviewer's where there is
 * one (unless `reviewer` is 'first', which scores the first reviewer's verdicts alone).
 */
export function effectiveJudgements(fixture: ReviewFixture, reviewer: Reviewer = 'second'): Judgement[] {
  if (reviewer === 'first') return fixture.judgements;
  const second = new Map(fixture.secondReviews.map((review) => [review.key, review]));
  return fixture.judgements.map((judgement) => second.get(judgement.key) ?? judgement);
}

export type ReviewerAgreement = {
  /** Claims both reviewers judged. */
  compared: number;
  /** Of them, those given the same verdict. */
  same: number;
  disagreements: Array<{ key: string; first: Judgement; second: Judgement }>;
};

/** How often the second reviewer gave the first reviewer's verdict. */
export function reviewerAgreement(fixture: ReviewFixture): ReviewerAgreement {
  const first = new Map(fixture.judgements.map((judgement) => [judgement.key, judgement]));
  const agreement: ReviewerAgreement = { compared: 0, same: 0, disagreements: [] };
  for (const second of fixture.secondReviews) {
    const earlier = first.get(second.key);
    if (!earlier) continue;
    agreement.compared += 1;
    if (earlier.verdict === second.verdict) agreement.same += 1;
    else agreement.disagreements.push({ key: second.key, first: earlier, second });
  }
  return agreement;
}
