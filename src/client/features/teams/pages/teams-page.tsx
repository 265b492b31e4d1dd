import { CircleAlert, X } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { getPlan } from '../../../../common/plans';
import { Button } from '../../../components/ui/button';
import { SignInPrompt } from '../../../components/ui/sign-in-prompt';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCurrentUser } from '../../auth/api/get-current-user';
import { useMyInvitations } from '../api/my-invitations';
import { useTeams } from '../api/list-teams';
import { CreateTeamDialog } from '../components/create-team-dialog';
import { PendingInvitations } from '../components/pending-invitations';
import { TeamCard } from '../components/team-card';
import { TeamDetailDialog } from '../components/team-detail-dialog';
import { TeamPlanNotice } from '../components/team-plan-notice';
import { TeamsEmptyState } from '../components/teams-empty-state';
import { useInvitationLink } from '../lib/use-invitation-link';

const TITLE = 'Team Collaboration';

/** /teams: the user's teams, invitations waiting for an answer, and each team's members and analyses. */
export function TeamsPage() {
  useDocumentTitle(TITLE);
  const location = useLocation();
  const { user, isLoading } = useCurrentUser();
  const isSignedIn = user !== null;
  const teams = useTeams({ isEnabled: isSignedIn });
  const invitations = useMyInvitations({ isEnabled: isSignedIn });
  const link = useInvitationLink({ isSignedIn });
  const [selectedId, setSelectedId] = useState<string | null>(null);

  if (!isLoading && !user) {
    return (
      <SignInPrompt
        title={TITLE}
        description="Sign in to see your teams, answer invitations and read the analyses your team shares."
        returnTo={`${location.pathname}${location.search}`}
      />
    );
  }

  const canCreate = user ? getPlan(user.tier).canCreateTeams : false;
  const list = teams.data ?? [];
  const selected = list.find((team) => team.id === selectedId) ?? null;

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{TITLE}</h1>
          <p className="mt-1 max-w-2xl text-slate-600">
            Invite colleagues, share analyses and review vendors’ privacy policies from the same page.
          </p>
        </div>
        {canCreate && list.length > 0 && <CreateTeamDialog />}
      </div>

      <div className="mt-8">
        {link.error && (
          <div
            role="alert"
            className="mb-6 flex items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-800"
          >
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <p className="flex-1">{link.error}</p>
            <Button
              variant="ghost"
              size="icon"
              className="-m-2 size-8 text-red-800"
              aria-label="Dismiss"
              onClick={link.dismissError}
            >
              <X aria-hidden="true" />
            </Button>
          </div>
        )}
        <PendingInvitations invitations={invitations.data ?? []} highlightedId={link.claimedId} />
        {!canCreate && user && (
          <div className="mb-8">
            <TeamPlanNotice />
          </div>
        )}

        {isLoading || teams.isPending ? (
          <div
            role="status"
            aria-label="Loading your teams"
            className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          >
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} className="h-44 rounded-2xl" />
            ))}
          </div>
        ) : teams.isError ? (
          <div role="alert" className="rounded-2xl border border-red-200 bg-red-50/60 px-6 py-10 text-center">
            <h2 className="text-lg font-semibold text-slate-900">We could not load your teams</h2>
            <p className="mt-1 text-sm text-slate-700">Check your connection and try again.</p>
            <Button variant="outline" className="mt-4" onClick={() => void teams.refetch()}>
              Try again
            </Button>
          </div>
        ) : list.length === 0 ? (
          <TeamsEmptyState canCreate={canCreate} />
        ) : (
          <>
            <h2 className="sr-only">Your teams</h2>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Your teams">
              {list.map((team) => (
                <TeamCard key={team.id} team={team} onView={() => setSelectedId(team.id)} />
              ))}
            </ul>
          </>
        )}
      </div>

      <TeamDetailDialog team={selected} viewerEmail={user?.email ?? ''} onClose={() => setSelectedId(null)} />
    </div>
  );
}
