import { AlertTriangle, ArrowDown, ArrowUp, CheckCircle2, Circle, Clock, Lock, Minus } from 'lucide-react';
import {
  PRIORITY_LABELS,
  STATUS_LABELS,
  type TicketPriority,
  type TicketStatus,
} from '../../../../common/support';
import { Badge, type BadgeProps } from '../../../components/ui/badge';

const STATUS_STYLE: Record<TicketStatus, { variant: BadgeProps['variant']; icon: typeof Circle }> = {
  open: { variant: 'accent', icon: Circle },
  in_progress: { variant: 'warning', icon: Clock },
  resolved: { variant: 'success', icon: CheckCircle2 },
  closed: { variant: 'secondary', icon: Lock },
};

export function StatusBadge({ status }: { status: TicketStatus }) {
  const { variant, icon: Icon } = STATUS_STYLE[status];
  return (
    <Badge variant={variant}>
      <Icon aria-hidden="true" />
      {STATUS_LABELS[status]}
    </Badge>
  );
}

const PRIORITY_STYLE: Record<TicketPriority, { variant: BadgeProps['variant']; icon: typeof Circle }> = {
  urgent: { variant: 'destructive', icon: AlertTriangle },
  high: { variant: 'warning', icon: ArrowUp },
  normal: { variant: 'outline', icon: Minus },
  low: { variant: 'outline', icon: ArrowDown },
};

export function PriorityBadge({ priority }: { priority: TicketPriority }) {
  const { variant, icon: Icon } = PRIORITY_STYLE[priority];
  return (
    <Badge variant={variant}>
      <Icon aria-hidden="true" />
      {PRIORITY_LABELS[priority]} priority
    </Badge>
  );
}
