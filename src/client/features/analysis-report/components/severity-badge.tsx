import type { Severity } from '../../../../common/analysis';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';

const LABELS: Record<Severity, string> = { blocker: 'Critical', high: 'High', medium: 'Medium', low: 'Low' };

const TONES: Record<Severity, string> = {
  blocker: 'border-transparent bg-red-700 text-white',
  high: 'border-red-200 bg-red-50 text-red-800',
  medium: 'border-amber-200 bg-amber-50 text-amber-900',
  low: 'border-slate-200 bg-slate-100 text-slate-700',
};

/** A red flag's severity; the word is always written out, colour only reinforces it. */
export function SeverityBadge({ severity, className }: { severity: Severity; className?: string }) {
  return (
    <Badge variant="outline" className={cn(TONES[severity], className)}>
      <span className="sr-only">Severity: </span>
      {LABELS[severity]}
    </Badge>
  );
}
