import { Bot, Headset, User } from 'lucide-react';
import type { Reply } from '../../../../common/support';
import { MarkdownContent } from '../../../components/markdown-content';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { formatConfidence, formatTicketDate } from '../lib/format-ticket-date';

/** One message of a ticket: the assistant's and staff's are Markdown; customers' are shown as typed. */
export function ReplyBubble({ reply, customerLabel = 'You' }: { reply: Reply; customerLabel?: string }) {
  const author = reply.isAI
    ? 'PolicyLens assistant'
    : reply.isStaff
      ? `${reply.authorName ?? 'Support team'} · Support team`
      : customerLabel;
  const Icon = reply.isAI ? Bot : reply.isStaff ? Headset : User;
  return (
    <li
      className={cn(
        'rounded-xl border p-4',
        reply.isAI && 'border-indigo-100 bg-indigo-50/60',
        reply.isStaff && 'border-emerald-100 bg-emerald-50/60',
        !reply.isAI && !reply.isStaff && 'border-slate-200 bg-white',
      )}
      aria-label={`Reply from ${author}`}
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <Icon
          className={cn(
            'size-4',
            reply.isAI ? 'text-indigo-600' : reply.isStaff ? 'text-emerald-700' : 'text-slate-500',
          )}
          aria-hidden="true"
        />
        <span className="font-semibold text-slate-900">{author}</span>
        {reply.isAI && reply.aiConfidence !== null && (
          <Badge variant="secondary" title="How sure the assistant is that this answers your question">
            {formatConfidence(reply.aiConfidence)} confident
          </Badge>
        )}
        <time dateTime={reply.createdAt} className="text-xs text-slate-600 sm:ml-auto">
          {formatTicketDate(reply.createdAt)}
        </time>
      </div>
      <div className="mt-2">
        {reply.isAI || reply.isStaff ? (
          <MarkdownContent markdown={reply.message} variant="message" />
        ) : (
          <p className="text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800">
            {reply.message}
          </p>
        )}
      </div>
    </li>
  );
}
