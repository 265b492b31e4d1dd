import { BookOpen, CreditCard, History, ListOrdered, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { getPlan, type Tier } from '../../../../common/plans';
import { QUEUE_TIER_RANK } from '../../../../common/support';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { SUPPORT_EMAIL } from '../../../lib/contact';

const QUEUE_TIERS = (Object.keys(QUEUE_TIER_RANK) as Tier[]).sort(
  (a, b) => QUEUE_TIER_RANK[a] - QUEUE_TIER_RANK[b],
);

/** How the support queue is ordered (specification section 6), with the reader's plan marked. */
export function PriorityQueueCard({ tier }: { tier: Tier | undefined }) {
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle as="h2" className="flex items-center gap-2 text-base">
          <ListOrdered className="size-5 text-indigo-600" aria-hidden="true" />
          How the priority queue works
        </CardTitle>
        <CardDescription>
          We answer Enterprise tickets first, whatever their priority, then Pro, Premium and Free. Within a
          plan, urgent tickets come before high, normal and low, and older tickets before newer ones.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-1.5 text-sm">
          {QUEUE_TIERS.map((queueTier, index) => (
            <li
              key={queueTier}
              className={cn(
                'flex items-center gap-3 rounded-lg px-3 py-2',
                queueTier === tier ? 'bg-indigo-50 font-semibold text-indigo-900' : 'text-slate-700',
              )}
            >
              <span
                className={cn(
                  'flex size-6 items-center justify-center rounded-full text-xs font-bold',
                  queueTier === tier ? 'bg-indigo-600 text-white' : 'bg-slate-100 text-slate-600',
                )}
              >
                {index + 1}
              </span>
              {getPlan(queueTier).name}
              {queueTier === tier && (
                <span className="ml-auto text-xs font-medium text-indigo-700">Your plan</span>
              )}
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

const QUICK_LINKS = [
  { to: '/help', label: 'Help articles', description: 'Answers to common questions', icon: BookOpen },
  {
    to: '/pricing',
    label: 'Plans and pricing',
    description: 'Limits, features and upgrades',
    icon: CreditCard,
  },
  { to: '/history', label: 'Analysis history', description: 'Reopen and export your reports', icon: History },
] as const;

export function SupportLinksCard() {
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle as="h2" className="text-base">
          Quick links
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-1">
        {QUICK_LINKS.map(({ to, label, description, icon: Icon }) => (
          <Link
            key={to}
            to={to}
            className="flex items-center gap-3 rounded-lg px-2 py-2 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none"
          >
            <Icon className="size-4 shrink-0 text-indigo-600" aria-hidden="true" />
            <span>
              <span className="block text-sm font-medium text-slate-900">{label}</span>
              <span className="block text-xs text-slate-600">{description}</span>
            </span>
          </Link>
        ))}
        <a
          href={`mailto:${SUPPORT_EMAIL}`}
          className="mt-2 flex items-center gap-3 rounded-lg border border-slate-200 px-2 py-2.5 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none"
        >
          <Mail className="size-4 shrink-0 text-indigo-600" aria-hidden="true" />
          <span>
            <span className="block text-sm font-medium text-slate-900">Email us</span>
            <span className="block text-xs break-all text-slate-600">{SUPPORT_EMAIL}</span>
          </span>
        </a>
      </CardContent>
    </Card>
  );
}
