import { z } from 'zod/mini';
import { TIERS } from '../../../../common/plans';

/**
 * The client's view of the signed-in user (specification section 3), in zod's small build. It is
 * loaded only when a session hint says there is a user to ask about, so visitors never download it; the
 * server's contract (currentUserSchema in src/common/auth.ts) is the full one.
 */
export const currentUserSchema = z.object({
  email: z.string(),
  name: z.nullish(z.string()),
  // An unknown tier from an older server is shown as Free rather than signing the user out.
  tier: z.catch(z.enum(TIERS), 'free'),
  isAdmin: z.catch(z.boolean(), false),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
