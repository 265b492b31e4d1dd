import { ArrowRight, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { TEAM_MESSAGES } from '../../../../common/teams';
import { Button } from '../../../components/ui/button';

/** Shown instead of Create Team below Pro: why, and the way to the plans. */
export function TeamPlanNotice() {
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-indigo-200 bg-gradient-to-br from-indigo-50 to-white p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
      <div className="flex gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-white text-indigo-600 shadow-card">
          <Sparkles className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 className="font-semibold text-slate-900">Creating teams is a Pro feature</h2>
          <p className="mt-1 text-sm leading-relaxed text-slate-700">{TEAM_MESSAGES.planRequired}</p>
        </div>
      </div>
      <Button asChild className="self-start sm:self-center">
        <Link to="/pricing">
          See plans
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </div>
  );
}
