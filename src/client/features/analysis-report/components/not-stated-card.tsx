import { CircleHelp } from 'lucide-react';
import type { NotStatedItem } from '../../../../common/analysis';
import { Card } from '../../../components/ui/card';

/**
 * Topics the policy is silent on. Silence is a finding too: no retention period or no contact point
 * is worth knowing, and it has no sentence to quote.
 */
export function NotStatedCard({ items }: { items: NotStatedItem[] }) {
  return (
    <Card role="region" aria-labelledby="report-not-stated-heading" className="flex flex-col">
      <div className="flex items-start gap-3 p-5 pb-4 sm:p-6 sm:pb-4">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-amber-50 text-amber-700">
          <CircleHelp className="size-[18px]" aria-hidden="true" />
        </span>
        <div>
          <h3 id="report-not-stated-heading" className="text-base font-semibold text-slate-900">
            Not stated in this policy
          </h3>
          <p className="mt-0.5 text-sm text-slate-600">Important topics the policy does not mention.</p>
        </div>
      </div>
      <div className="flex-1 px-5 pb-5 sm:px-6 sm:pb-6">
        {items.length > 0 ? (
          <ul className="grid gap-2">
            {items.map((item) => (
              <li key={item.topic} className="rounded-xl border border-amber-100 bg-amber-50/50 px-3.5 py-3">
                <p className="text-sm font-semibold text-slate-900">{item.topic}</p>
                <p className="mt-0.5 text-sm leading-relaxed text-slate-700">{item.explanation}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="rounded-xl border border-dashed border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-600">
            The policy covers every topic we check for.
          </p>
        )}
      </div>
    </Card>
  );
}
