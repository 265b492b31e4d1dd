import { Bot, ChevronDown, Loader2, MessageSquare, UserRoundCheck } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { replyRequestSchema, type Ticket } from '../../../../common/support';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { getApiErrorMessage } from '../../../lib/api-error';
import { cn } from '../../../lib/cn';
import { useCloseTicket } from '../api/close-ticket';
import { useReplies } from '../api/list-replies';
import { useReplyToTicket } from '../api/reply-to-ticket';
import { formatTicketDate } from '../lib/format-ticket-date';
import { ReplyBubble } from './reply-bubble';
import { PriorityBadge, StatusBadge } from './ticket-badges';

function CustomerReplyForm({ ticket }: { ticket: Ticket }) {
  const id = useId();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reply = useReplyToTicket(ticket.id);
  const close = useCloseTicket();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = replyRequestSchema.safeParse({ message });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    reply.mutate(parsed.data.message, {
      onSuccess: () => setMessage(''),
      onError: (failure) =>
        setError(getApiErrorMessage(failure, 'Your reply was not sent. Please try again.')),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-2" aria-label={`Reply to ${ticket.subject}`}>
      <label htmlFor={`${id}-reply`} className="text-sm font-medium text-slate-800">
        Your reply
      </label>
      <Textarea
        id={`${id}-reply`}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        className="min-h-20"
        aria-invalid={error ? true : undefined}
        placeholder={
          ticket.status === 'resolved' ? 'Not solved? Tell us and the ticket opens again.' : 'Add details…'
        }
      />
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button
          type="button"
          variant="outline"
          disabled={close.isPending}
          onClick={() =>
            close.mutate(ticket.id, {
              onSuccess: () => toast({ title: 'Ticket closed', description: 'Thanks for letting us know.' }),
              onError: (failure) =>
                toast({
                  title: 'Could not close the ticket',
                  description: getApiErrorMessage(failure, 'Please try again.'),
                  variant: 'destructive',
                }),
            })
          }
        >
          Close ticket
        </Button>
        <Button type="submit" disabled={reply.isPending}>
          {reply.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {reply.isPending ? 'Sending...' : 'Send reply'}
        </Button>
      </div>
    </form>
  );
}

/** One ticket of the list: its summary line, and when opened the conversation and a reply box. */
export function TicketItem({
  ticket,
  isInitiallyOpen = false,
}: {
  ticket: Ticket;
  isInitiallyOpen?: boolean;
}) {
  const [isOpen, setIsOpen] = useState(isInitiallyOpen);
  const panelId = useId();
  const replies = useReplies(ticket.id, { isEnabled: isOpen });

  return (
    <li className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-card">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
        className="flex w-full items-start gap-3 p-4 text-left hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none focus-visible:ring-inset sm:p-5"
      >
        <span className="min-w-0 flex-1">
          <span className="block font-semibold break-words text-slate-900">{ticket.subject}</span>
          <span className="mt-1 block text-xs text-slate-600">
            Opened {formatTicketDate(ticket.createdAt)} · {ticket.replyCount}{' '}
            {ticket.replyCount === 1 ? 'reply' : 'replies'}
          </span>
          <span className="mt-2.5 flex flex-wrap gap-1.5">
            <StatusBadge status={ticket.status} />
            <PriorityBadge priority={ticket.priority} />
            {ticket.aiHandled && !ticket.escalated && (
              <span className="inline-flex items-center gap-1 rounded-full bg-indigo-50 px-2.5 py-0.5 text-xs font-semibold text-indigo-700">
                <Bot className="size-3" aria-hidden="true" />
                AI answered
              </span>
            )}
            {ticket.escalated && (
              <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800">
                <UserRoundCheck className="size-3" aria-hidden="true" />
                With our team
              </span>
            )}
          </span>
        </span>
        <ChevronDown
          className={cn('mt-1 size-5 shrink-0 text-slate-400 transition-transform', isOpen && 'rotate-180')}
          aria-hidden="true"
        />
        <span className="sr-only">{isOpen ? 'Hide replies' : 'Show replies'}</span>
      </button>
      {isOpen && (
        <div id={panelId} className="grid gap-4 border-t border-slate-100 bg-slate-50/60 p-4 sm:p-5">
          <div className="rounded-xl border border-slate-200 bg-white p-4">
            <p className="flex items-center gap-2 text-sm font-semibold text-slate-900">
              <MessageSquare className="size-4 text-slate-500" aria-hidden="true" />
              Your message
            </p>
            <p className="mt-2 text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800">
              {ticket.message}
            </p>
          </div>
          {replies.isPending ? (
            <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
              <Loader2 className="size-4 animate-spin" aria-hidden="true" />
              Loading replies…
            </p>
          ) : replies.isError ? (
            <p role="alert" className="text-sm text-red-700">
              The replies did not load.{' '}
              <button type="button" className="font-medium underline" onClick={() => void replies.refetch()}>
                Try again
              </button>
            </p>
          ) : replies.data.length === 0 ? (
            <p className="text-sm text-slate-600">No replies yet. A member of our team will answer here.</p>
          ) : (
            <ol className="grid gap-3" aria-label="Replies">
              {replies.data.map((reply) => (
                <ReplyBubble key={reply.id} reply={reply} />
              ))}
            </ol>
          )}
          {ticket.status === 'closed' ? (
            <p className="text-sm text-slate-600">
              This ticket is closed. Open a new ticket if you still need help.
            </p>
          ) : (
            <CustomerReplyForm ticket={ticket} />
          )}
        </div>
      )}
    </li>
  );
}
