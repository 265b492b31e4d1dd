import { ArrowLeft, Bot, Inbox, ShieldAlert } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { getPlan } from '../../../../common/plans';
import { QUEUE_VIEWS, type QueueTicket, type QueueView } from '../../../../common/support';
import { Badge } from '../../../components/ui/badge';
import { SignInPrompt } from '../../../components/ui/sign-in-prompt';
import { Skeleton } from '../../../components/ui/skeleton';
import { readApiError } from '../../../lib/api-error';
import { cn } from '../../../lib/cn';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCurrentUser } from '../../auth/api/get-current-user';
import { useQueue } from '../api/list-queue';
import { QueueTicketPanel } from '../components/queue-ticket-panel';
import { PriorityBadge, StatusBadge } from '../components/ticket-badges';
import { formatAge, formatConfidence } from '../lib/format-ticket-date';

const TITLE = 'Support Queue';
const VIEW_LABELS: Record<QueueView, string> = { active: 'Open', resolved: 'Resolved', closed: 'Closed' };

function QueueRow({
  ticket,
  position,
  isSelected,
  onSelect,
}: {
  ticket: QueueTicket;
  position: number;
  isSelected: boolean;
  onSelect: () => void;
}) {
  return (
    <li>
      <button
        type="button"
        onClick={onSelect}
        aria-current={isSelected ? 'true' : undefined}
        className={cn(
          'flex w-full gap-3 rounded-xl border p-3 text-left transition focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none',
          isSelected
            ? 'border-indigo-300 bg-indigo-50/70'
            : 'border-slate-200 bg-white hover:border-slate-300',
        )}
      >
        <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-slate-100 text-xs font-bold text-slate-700">
          {position}
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center gap-1.5">
            <Badge variant={ticket.customer.tier === 'enterprise' ? 'default' : 'secondary'}>
              {getPlan(ticket.customer.tier).name}
            </Badge>
            <PriorityBadge priority={ticket.priority} />
            <StatusBadge status={ticket.status} />
          </span>
          <span className="mt-1.5 block truncate text-sm font-semibold text-slate-900">{ticket.subject}</span>
          <span className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-slate-600">
            <span className="truncate">{ticket.customer.email}</span>
            <span>· waiting {formatAge(ticket.createdAt)}</span>
          </span>
          {ticket.aiConfidence !== null && (
            <span
              className={cn(
                'mt-1 flex items-center gap-1 text-xs font-medium',
                ticket.escalated ? 'text-amber-800' : 'text-indigo-700',
              )}
            >
              <Bot className="size-3.5" aria-hidden="true" />
              AI {formatConfidence(ticket.aiConfidence)}
              {ticket.escalated && ' · escalated to staff'}
            </span>
          )}
        </span>
      </button>
    </li>
  );
}

/** /support/queue: the staff console, tickets in the specification's queue order (section 6). */
export function SupportQueuePage() {
  useDocumentTitle(TITLE);
  const { user, isLoading } = useCurrentUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = (QUEUE_VIEWS as readonly string[]).includes(searchParams.get('view') ?? '')
    ? (searchParams.get('view') as QueueView)
    : 'active';
  const selectedId = searchParams.get('ticket');
  const queue = useQueue(view, { isEnabled: user !== null });

  // On a wide screen, open the first ticket of the queue when none is chosen.
  const firstId = queue.data?.[0]?.id;
  useEffect(() => {
    if (!selectedId && firstId && window.matchMedia('(min-width: 1024px)').matches)
      setSearchParams(
        (params) => {
          params.set('ticket', firstId);
          return params;
        },
        { replace: true },
      );
  }, [selectedId, firstId, setSearchParams]);

  if (!isLoading && !user)
    return (
      <SignInPrompt
        title={TITLE}
        description="Sign in with a support staff account."
        returnTo="/support/queue"
      />
    );

  if (queue.isError && readApiError(queue.error).status === 403)
    return (
      <div className="mx-auto w-full max-w-xl px-4 py-16 text-center">
        <ShieldAlert className="mx-auto size-10 text-amber-600" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">Support staff only</h1>
        <p className="mt-2 text-slate-600">
          This console is for the PolicyLens support team. Your own tickets are in the{' '}
          <Link to="/support" className="font-medium text-indigo-700 underline">
            Support Center
          </Link>
          .
        </p>
      </div>
    );

  const select = (id: string | null) =>
    setSearchParams((params) => {
      if (id) params.set('ticket', id);
      else params.delete('ticket');
      return params;
    });

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{TITLE}</h1>
          <p className="mt-1 text-sm text-slate-600">
            Enterprise first, then Pro, Premium and Free; within a plan by priority, then oldest first.
          </p>
        </div>
        <nav
          aria-label="Queue views"
          className="inline-flex rounded-lg border border-slate-200 bg-white p-1 shadow-sm"
        >
          {QUEUE_VIEWS.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={view === option}
              onClick={() => setSearchParams({ view: option })}
              className={cn(
                'rounded-md px-3 py-1.5 text-sm font-medium',
                view === option ? 'bg-indigo-600 text-white' : 'text-slate-700 hover:bg-slate-100',
              )}
            >
              {VIEW_LABELS[option]}
            </button>
          ))}
        </nav>
      </div>

      <div className="mt-6 grid grid-cols-1 items-start gap-6 lg:grid-cols-[24rem_minmax(0,1fr)]">
        <div className={cn(selectedId && 'hidden lg:block')}>
          {queue.isPending ? (
            <div role="status" aria-label="Loading the queue" className="grid gap-2">
              {[0, 1, 2, 3].map((index) => (
                <Skeleton key={index} className="h-20 rounded-xl" />
              ))}
            </div>
          ) : queue.isError ? (
            <p role="alert" className="text-sm text-red-700">
              The queue did not load. Refresh to try again.
            </p>
          ) : queue.data.length === 0 ? (
            <div className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
              <Inbox className="mx-auto size-8 text-slate-400" aria-hidden="true" />
              <p className="mt-3 font-semibold text-slate-900">Nothing here</p>
              <p className="mt-1 text-sm text-slate-600">No {VIEW_LABELS[view].toLowerCase()} tickets.</p>
            </div>
          ) : (
            <ol className="grid gap-2" aria-label="Tickets in queue order">
              {queue.data.map((ticket, index) => (
                <QueueRow
                  key={ticket.id}
                  ticket={ticket}
                  position={index + 1}
                  isSelected={ticket.id === selectedId}
                  onSelect={() => select(ticket.id)}
                />
              ))}
            </ol>
          )}
        </div>
        <div className={cn(!selectedId && 'hidden lg:block')}>
          {selectedId ? (
            <>
              <button
                type="button"
                onClick={() => select(null)}
                className="mb-3 inline-flex items-center gap-1.5 text-sm font-medium text-indigo-700 lg:hidden"
              >
                <ArrowLeft className="size-4" aria-hidden="true" />
                Back to the queue
              </button>
              <QueueTicketPanel ticketId={selectedId} />
            </>
          ) : (
            <div className="rounded-2xl border border-dashed border-slate-300 p-10 text-center text-sm text-slate-600">
              Choose a ticket to read and answer it.
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
