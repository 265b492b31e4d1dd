import { CalendarDays, Users } from 'lucide-react';
import type { Team } from '../../../../common/teams';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatTeamDate } from '../lib/format-team-date';
import { RoleBadge } from './role-badge';

/** One team: name, created date, the user's role and View (specification section 2). */
export function TeamCard({ team, onView }: { team: Team; onView: () => void }) {
  return (
    <li>
      <Card className="flex h-full flex-col p-5 sm:p-6">
        <div className="flex items-start justify-between gap-3">
          <h2 className="min-w-0 text-base font-semibold break-words text-slate-900">{team.name}</h2>
          <RoleBadge role={team.role} />
        </div>
        <dl className="mt-3 grid gap-1.5 text-sm text-slate-600">
          <div className="flex items-center gap-2">
            <CalendarDays className="size-4 text-slate-400" aria-hidden="true" />
            <dt className="sr-only">Created</dt>
            <dd>
              Created <time dateTime={team.createdAt}>{formatTeamDate(team.createdAt)}</time>
            </dd>
          </div>
          <div className="flex items-center gap-2">
            <Users className="size-4 text-slate-400" aria-hidden="true" />
            <dt className="sr-only">Members</dt>
            <dd>
              {team.memberCount} {team.memberCount === 1 ? 'member' : 'members'}
            </dd>
          </div>
        </dl>
        <div className="mt-5 flex flex-1 items-end">
          <Button variant="outline" className="w-full" onClick={onView} aria-label={`View ${team.name}`}>
            View
          </Button>
        </div>
      </Card>
    </li>
  );
}
