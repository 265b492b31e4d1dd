import { Crown, Shield, User } from 'lucide-react';
import type { TeamRole } from '../../../../common/teams';
import { Badge } from '../../../components/ui/badge';

const ROLE_LOOK = {
  owner: { variant: 'default', icon: Crown },
  admin: { variant: 'accent', icon: Shield },
  member: { variant: 'secondary', icon: User },
} as const;

/** The role as the specification names it: owner, admin or member. */
export function RoleBadge({ role }: { role: TeamRole }) {
  const { variant, icon: Icon } = ROLE_LOOK[role];
  return (
    <Badge variant={variant} className="capitalize">
      <Icon aria-hidden="true" />
      {role}
    </Badge>
  );
}
