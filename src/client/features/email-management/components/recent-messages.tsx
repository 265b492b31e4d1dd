import { Badge, type BadgeProps } from '../../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import type { OutboxMessage } from '../../../../common/email';
import { useOutboxMessages } from '../api/list-outbox-messages';

const STATUS_VARIANTS: Record<OutboxMessage['status'], BadgeProps['variant']> = {
  queued: 'warning',
  sending: 'accent',
  sent: 'success',
  failed: 'destructive',
};

function formatTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** The latest 50 messages with their delivery status: the record of what was sent to whom and when. */
export function RecentMessages() {
  const messages = useOutboxMessages({ isEnabled: true });
  const counts = messages.data?.counts;
  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <CardTitle as="h2">Recent messages</CardTitle>
          <CardDescription>
            Every email goes through a durable queue and is retried if delivery fails.
          </CardDescription>
        </div>
        {counts ? (
          <div className="flex flex-wrap gap-1.5 text-xs">
            <Badge variant="success">{counts.sent} sent</Badge>
            <Badge variant="warning">{counts.queued + counts.sending} queued</Badge>
            <Badge variant={counts.failed > 0 ? 'destructive' : 'secondary'}>{counts.failed} failed</Badge>
          </div>
        ) : null}
      </CardHeader>
      <CardContent className="px-0 pb-2">
        {messages.data && messages.data.messages.length === 0 ? (
          <p className="px-6 pb-6 text-sm text-slate-500">
            No emails yet. Messages appear here as soon as they are queued.
          </p>
        ) : (
          <ul className="divide-y divide-slate-100 border-t border-slate-200" aria-label="Recent messages">
            {messages.data?.messages.map((message) => (
              <li
                key={message.id}
                className="flex flex-col gap-1 px-6 py-3 sm:flex-row sm:items-center sm:gap-4"
              >
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-slate-900">{message.subject}</p>
                  <p className="truncate text-xs text-slate-500">
                    {message.toAddress} · {message.category}
                    {message.lastError && message.status !== 'sent' ? ` · ${message.lastError}` : ''}
                  </p>
                </div>
                <div className="flex shrink-0 items-center gap-3 text-xs text-slate-500">
                  <span>{formatTime(message.sentAt ?? message.createdAt)}</span>
                  {message.transport ? <span>via {message.transport}</span> : null}
                  <Badge variant={STATUS_VARIANTS[message.status]}>{message.status}</Badge>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
