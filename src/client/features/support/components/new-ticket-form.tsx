import { Loader2, Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import {
  createTicketRequestSchema,
  MESSAGE_MAX,
  PRIORITY_LABELS,
  SUBJECT_MAX,
  SUPPORT_MESSAGES,
  TICKET_PRIORITIES,
  type CreateTicketResponse,
  type TicketPriority,
} from '../../../../common/support';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { getApiErrorMessage } from '../../../lib/api-error';
import { useCreateTicket } from '../api/create-ticket';

type FieldErrors = Partial<Record<'subject' | 'message' | 'priority', string>>;

const PRIORITY_HINTS: Record<TicketPriority, string> = {
  low: 'a question, no rush',
  normal: 'something is not working',
  high: 'it blocks your work',
  urgent: 'PolicyLens is unusable',
};

/** The 'Create New Ticket' form (specification sections 2 and 5), validated by the shared contract. */
export function NewTicketForm({
  onCreated,
  onCancel,
}: {
  onCreated: (ticket: CreateTicketResponse) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [priority, setPriority] = useState<TicketPriority>('normal');
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateTicket();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createTicketRequestSchema.safeParse({ subject, message, priority });
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof FieldErrors;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (ticket) => {
        toast(
          ticket.aiResponse
            ? {
                title: SUPPORT_MESSAGES.aiResponseTitle,
                description: ticket.aiResponse.escalated
                  ? 'Our assistant replied, and a member of our team will follow up.'
                  : 'Our assistant answered your ticket. Read the answer below.',
              }
            : { title: SUPPORT_MESSAGES.createdTitle, description: 'A member of our team will reply soon.' },
        );
        onCreated(ticket);
      },
      onError: (error) =>
        toast({
          title: SUPPORT_MESSAGES.createFailedTitle,
          description: getApiErrorMessage(error, SUPPORT_MESSAGES.createFailedDescription),
          variant: 'destructive',
        }),
    });
  };

  return (
    <Card className="border-indigo-200">
      <CardHeader>
        <CardTitle as="h2">Create New Ticket</CardTitle>
        <CardDescription>Tell us what happened. The more detail, the faster the answer.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} aria-label="Create New Ticket" className="grid gap-5">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-subject`}>Subject</Label>
            <Input
              id={`${id}-subject`}
              value={subject}
              maxLength={SUBJECT_MAX}
              onChange={(event) => setSubject(event.target.value)}
              aria-invalid={errors.subject ? true : undefined}
              aria-describedby={errors.subject ? `${id}-subject-error` : undefined}
              placeholder="e.g. My PDF upload fails"
            />
            <FieldError id={`${id}-subject-error`} message={errors.subject} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-message`}>Message</Label>
            <Textarea
              id={`${id}-message`}
              value={message}
              maxLength={MESSAGE_MAX}
              onChange={(event) => setMessage(event.target.value)}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={`${id}-message-hint${errors.message ? ` ${id}-message-error` : ''}`}
              placeholder="What did you do, what did you expect, and what happened instead?"
            />
            <p id={`${id}-message-hint`} className="text-xs text-slate-500">
              {message.length.toLocaleString('en-US')} / {MESSAGE_MAX.toLocaleString('en-US')} characters
            </p>
            <FieldError id={`${id}-message-error`} message={errors.message} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-priority`}>Priority</Label>
            <select
              id={`${id}-priority`}
              value={priority}
              onChange={(event) => setPriority(event.target.value as TicketPriority)}
              className="h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm focus-visible:border-indigo-500 focus-visible:ring-2 focus-visible:ring-indigo-500/40 focus-visible:outline-none sm:w-80"
            >
              {TICKET_PRIORITIES.map((value) => (
                <option key={value} value={value}>
                  {PRIORITY_LABELS[value]}: {PRIORITY_HINTS[value]}
                </option>
              ))}
            </select>
            <FieldError id={`${id}-priority-error`} message={errors.priority} />
          </div>
          <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-5 sm:flex-row sm:justify-end">
            <Button type="button" variant="ghost" onClick={onCancel} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <Send aria-hidden="true" />
              )}
              {create.isPending ? 'Sending...' : 'Submit Ticket'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
