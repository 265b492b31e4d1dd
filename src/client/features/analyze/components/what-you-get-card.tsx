import { Check } from 'lucide-react';
import { getPlan, type Tier } from '../../../../common/plans';
import { Card } from '../../../components/ui/card';

const BASE_ITEMS = [
  { title: 'TL;DR Summary', detail: 'The policy in a few sentences.' },
  { title: 'Data Collection', detail: 'What is collected about you.' },
  { title: 'Data Sharing', detail: 'Who gets your data.' },
  { title: 'Your Rights', detail: 'What you can ask for.' },
  { title: 'Restrictions', detail: 'Limits and legal terms.' },
] as const;

const RED_FLAGS_ITEM = { title: 'Red Flags', detail: 'Risky practices, ranked by severity.' } as const;

/** What an analysis contains on this plan: Red Flags only for Pro and Enterprise (specification section 2). */
export function WhatYouGetCard({ tier }: { tier: Tier }) {
  const items = getPlan(tier).hasRedFlags ? [...BASE_ITEMS, RED_FLAGS_ITEM] : BASE_ITEMS;
  return (
    <Card role="region" aria-labelledby="what-you-get-heading" className="p-5 sm:p-6">
      <h2 id="what-you-get-heading" className="text-base font-semibold text-slate-900">
        What You Get
      </h2>
      <ul className="mt-4 grid gap-3">
        {items.map((item) => (
          <li key={item.title} className="flex gap-3">
            <span
              className={
                item.title === 'Red Flags'
                  ? 'mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-red-100 text-red-700'
                  : 'mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-indigo-700'
              }
            >
              <Check className="size-3" aria-hidden="true" />
            </span>
            <span className="text-sm">
              <span className="font-medium text-slate-900">{item.title}</span>
              <span className="text-slate-600"> — {item.detail}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-4 border-t border-slate-100 pt-4 text-xs leading-relaxed text-slate-600">
        Every finding links to the exact sentence of the policy it comes from.
      </p>
    </Card>
  );
}
