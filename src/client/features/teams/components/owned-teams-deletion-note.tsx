import { useOwnedTeamsOutcome } from '../api/get-owned-teams-outcome';

/**
 * On the account page, before deletion: what happens to each team the user owns. A team with an
 * admin goes to its oldest admin; a team without one is deleted with its shared analyses list.
 */
export function OwnedTeamsDeletionNote() {
  const outcome = useOwnedTeamsOutcome({ isEnabled: true });
  if (!outcome.data || outcome.data.length === 0) return null;
  return (
    <div className="mt-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
      <p className="font-semibold">Teams you own</p>
      <ul className="mt-1 grid list-disc gap-0.5 pl-5">
        {outcome.data.map((team) => (
          <li key={team.teamId}>
            <span className="font-medium">{team.teamName}</span>:{' '}
            {team.outcome === 'transfer'
              ? `ownership passes to ${team.newOwnerName ?? 'its oldest admin'}, its longest-serving admin.`
              : 'it has no admin, so it is deleted for all its members.'}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-amber-800">
        To choose who takes over instead, transfer ownership on the Teams page first.
      </p>
    </div>
  );
}
