import { Plus, Users } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { CreateTeamDialog } from './create-team-dialog';

/** 'No teams yet' with 'Create Your First Team' (specification section 2). */
export function TeamsEmptyState({ canCreate }: { canCreate: boolean }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-slate-50/70 px-6 py-14 text-center">
      <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-white text-indigo-600 shadow-card">
        <Users className="size-7" aria-hidden="true" />
      </span>
      <h2 className="mt-5 text-lg font-semibold text-slate-900">No teams yet</h2>
      <p className="mx-auto mt-2 max-w-sm text-sm text-slate-600">
        {canCreate
          ? 'Create a team, invite your colleagues and review vendors’ privacy policies together.'
          : 'When someone invites you to their team, the invitation appears here.'}
      </p>
      {canCreate && (
        <CreateTeamDialog
          trigger={
            <Button className="mt-6">
              <Plus aria-hidden="true" />
              Create Your First Team
            </Button>
          }
        />
      )}
    </div>
  );
}
