import { getPlan } from '../../../common/plans';
import { Badge } from '../../components/ui/badge';
import type { UserProfile } from '../../features/account/api/get-user-profile';
import type { CurrentUser } from '../../features/auth/api/get-current-user';
import { UsageCounter } from './usage-counter';
import { UserMenu } from './user-menu';

/**
 * The header's right side for a signed-in user: plan, usage and the user menu. Its own chunk (with the
 * plan catalogue and Radix's menu), which visitors never load.
 */
export function SignedInHeaderItems({
  user,
  usage,
}: {
  user: CurrentUser;
  usage: UserProfile['usage'] | undefined;
}) {
  return (
    <>
      {/* The plan and the usage counter stay side by side on every width, phones included. */}
      <span className="flex items-center gap-1.5 sm:gap-2">
        <Badge variant="accent" aria-label={`${getPlan(user.tier).name} plan`}>
          {getPlan(user.tier).name}
        </Badge>
        {usage && <UsageCounter usage={usage} />}
      </span>
      <UserMenu user={user} />
    </>
  );
}
