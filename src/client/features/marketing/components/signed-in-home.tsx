import { ArrowRight, ScanText } from 'lucide-react';
import { Link } from 'react-router';
import { getPlan } from '../../../../common/plans';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { CurrentUser } from '../../auth/api/get-current-user';

/** Placeholder for the signed-in home; the analyzer (usage card, input tabs, results) replaces it. */
export function SignedInHome({ user }: { user: CurrentUser }) {
  useDocumentTitle('Analyze a policy');
  const firstName = user.name?.trim().split(/\s+/)[0];
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-16 sm:px-6 sm:py-24">
      <div className="flex items-center gap-2">
        <Badge variant="accent">{getPlan(user.tier).name} plan</Badge>
      </div>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {firstName ? `Welcome back, ${firstName}` : 'Welcome back'}
      </h1>
      <div className="mt-8 rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-8 text-center sm:p-12">
        <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-white text-indigo-600 shadow-card">
          <ScanText className="size-7" aria-hidden="true" />
        </span>
        <h2 className="mt-5 text-xl font-semibold text-slate-900">The policy analyzer is coming soon</h2>
        <p className="mx-auto mt-2 max-w-md text-slate-600">
          Soon you will paste or upload a privacy policy here and get your plain-English analysis in seconds.
        </p>
        <Button asChild variant="outline" className="mt-6">
          <Link to="/pricing">
            Compare plans
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </div>
  );
}
