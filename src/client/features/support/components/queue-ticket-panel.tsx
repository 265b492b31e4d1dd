import { Loader2, Mail, Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { getPlan } from '../../../../common/plans';
import {
  replyRequestSchema,
  STAFF_STATUS_MOVES,
  STATUS_LABELS,
  type TicketStatus,
} from '../../../../common/support';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { getApiErrorMessage } from '../../../lib/api-error';
import { useQueueTicket } from '../api/get-queue-ticket';
import { useChangeTicketStatus, useStaffReply } from '../api/update-queue-ticket';
import { formatConfidence, formatTicketDate } from '../lib/format-ticket-date';
import { ReplyBubble } from './reply-bubble';
import { PriorityBadge, StatusBadge } from './ticket-badges';

const STATUS_ACTIONS: Record<TicketStatus, string> = {
  open: 'Reopen',
  in_progress: 'Mark in progress',
  resolved: 'Mark resolved',
  closed: 'Close',
};

function StaffReplyForm({ ticketId, status }: { ticketId: string; status: TicketStatus }) {
  const id = useId();
  const [message, setMessage] = useState('');
  const defaultNext: TicketStatus = status === 'open' ? 'in_progress' : status;
  const [nextStatus, setNextStatus] = useState<TicketStatus>(defaultNext);
  const [error, setError] = useState<string | null>(null);
  const reply = useStaffReply(ticketId);
  const choices = [status, ...STAFF_STATUS_MOVES[status]];
  // A status button may have moved the ticket since the choice was made.
  const chosen = choices.includes(nextStatus) ? nextStatus : defaultNext;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = replyRequestSchema.safeParse({ message });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    reply.mutate(
      { message: parsed.data.message, status: chosen },
      {
        onSuccess: (ticket) => {
          setMessage('');
          setNextStatus(ticket.status === 'open' ? 'in_progress' : ticket.status);
          toast({ title: 'Reply sent', description: 'The customer has been emailed your reply.' });
        },
        onError: (failure) =>
          setError(getApiErrorMessage(failure, 'The reply was not sent. Please try again.')),
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Staff reply"
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <label htmlFor={`${id}-message`} className="text-sm font-semibold text-slate-900">
        Reply to the customer
      </label>
      <Textarea
        id={`${id}-message`}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        className="min-h-28"
        placeholder="Write your answer. Markdown links work: [text](/help/...)"
        aria-invalid={error ? true : undefined}
      />
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-status`} className="text-xs font-medium text-slate-700">
            Status after reply
          </label>
          <select
            id={`${id}-status`}
            value={chosen}
            onChange={(event) => setNextStatus(event.target.value as TicketStatus)}
            className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm focus-visible:ring-2 focus-visible:ring-indigo-500/40 focus-visible:outline-none"
          >
            {choices.map((value) => (
              <option key={value} value={value}>
                {STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" disabled={reply.isPending}>
          {reply.isPending ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <Send aria-hidden="true" />
          )}
          {reply.isPending ? 'Sending...' : 'Send reply'}
        </Button>
      </div>
      <p className="flex items-center gap-1.5 text-xs text-slate-500">
        <Mail className="size-3.5" aria-hidden="true" />
        The customer gets an email with your reply.
      </p>
    </form>
  );
}

/** The staff console's right-hand side: one ticket, its customer, the AI's answer and the conversation. */
export function QueueTicketPanel({ ticketId }: { ticketId: string }) {
  const ticket = useQueueTicket(ticketId);
  const changeStatus = useChangeTicketStatus(ticketId);

  if (ticket.isPending)
    return (
      <p role="status" className="flex items-center gap-2 p-6 text-sm text-slate-600">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        Loading the ticket…
      </p>
    );
  if (ticket.isError)
    return (
      <p role="alert" className="p-6 text-sm text-red-700">
        {getApiErrorMessage(ticket.error, 'The ticket did not load.')}
      </p>
    );
  const data = ticket.data;
  const customerLabel = data.customer.name ?? data.customer.email;

  return (
    <section aria-label={`Ticket: ${data.subject}`} className="grid gap-4">
      <div className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
        <div className="flex flex-wrap gap-1.5">
          <StatusBadge status={data.status} />
          <PriorityBadge priority={data.priority} />
          <Badge variant="default">{getPlan(data.customer.tier).name}</Badge>
          <Badge variant="secondary">{data.category}</Badge>
          {data.escalated && <Badge variant="warning">Escalated by the assistant</Badge>}
        </div>
        <h2 className="mt-3 text-lg font-semibold break-words text-slate-900">{data.subject}</h2>
        <p className="mt-1 text-sm break-all text-slate-600">
          {customerLabel}
          {data.customer.name && <> · {data.customer.email}</>} · opened {formatTicketDate(data.createdAt)}
        </p>
        <p className="mt-3 text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800">
          {data.message}
        </p>
        {data.aiConfidence !== null && (
          <p className="mt-3 text-xs text-slate-600">
            AI confidence: <strong className="text-slate-900">{formatConfidence(data.aiConfidence)}</strong>
          </p>
        )}
        <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-4">
          {STAFF_STATUS_MOVES[data.status].map((status) => (
            <Button
              key={status}
              size="sm"
              variant={status === 'resolved' ? 'default' : 'outline'}
              disabled={changeStatus.isPending}
              onClick={() =>
                changeStatus.mutate(status, {
                  onError: (failure) =>
                    toast({
                      title: 'Status not changed',
                      description: getApiErrorMessage(failure, 'Please try again.'),
                      variant: 'destructive',
                    }),
                })
              }
            >
              {STATUS_ACTIONS[status]}
            </Button>
          ))}
        </div>
      </div>
      <ol className="grid gap-3" aria-label="Conversation">
        {data.replies.map((reply) => (
          <ReplyBubble key={reply.id} reply={reply} customerLabel={customerLabel} />
        ))}
      </ol>
      <StaffReplyForm key={data.id} ticketId={data.id} status={data.status} />
    </section>
  );
}
