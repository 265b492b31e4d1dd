import { Gauge } from 'lucide-react';
import { isUnlimited } from '../../../common/plans';
import type { UserProfile } from '../../features/account/api/get-user-profile';
import { cn } from '../../lib/cn';

/** "used/limit" with ∞ for an unlimited plan (specification section 2). */
export function formatUsage(usage: UserProfile['usage']): string {
  return `${usage.current}/${isUnlimited(usage.limit) ? '∞' : usage.limit}`;
}

export function UsageCounter({ usage, className }: { usage: UserProfile['usage']; className?: string }) {
  const limitText = isUnlimited(usage.limit) ? 'unlimited' : String(usage.limit);
  const isAtLimit = !isUnlimited(usage.limit) && usage.current >= usage.limit;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-1 text-xs font-medium tabular-nums',
        isAtLimit
          ? 'border-amber-200 bg-amber-50 text-amber-800'
          : 'border-slate-200 bg-white text-slate-700',
        className,
      )}
      title="Analyses used this month"
    >
      <Gauge className="size-3.5" aria-hidden="true" />
      <span aria-hidden="true">{formatUsage(usage)}</span>
      <span className="sr-only">{`Analyses this month: ${usage.current} used of ${limitText}`}</span>
    </span>
  );
}
