import { z } from 'zod/mini';
import { TIERS } from '../../../../common/plans';

/**
 * Usage this month; a limit of -1 means unlimited (specification section 3). In zod's small build and
 * loaded with the first profile request, so the pages visitors see do not carry it.
 */
export const userProfileSchema = z.object({
  usage: z.object({ current: z.int().check(z.nonnegative()), limit: z.int() }),
  tier: z.enum(TIERS),
});
export type UserProfile = z.infer<typeof userProfileSchema>;
