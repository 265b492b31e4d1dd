import { z } from 'zod';
import type { Tier } from './plans';
import { tierSchema } from './tier-schema';

/** Messages of the specification (sections 5 and 8) and of the ticket rules, shared by API and forms. */
export const SUPPORT_MESSAGES = {
  subjectTooShort: 'Subject must be at least 5 characters',
  subjectTooLong: 'Subject must be at most 200 characters',
  messageTooShort: 'Message must be at least 10 characters',
  messageTooLong: 'Message must be at most 10,000 characters',
  replyRequired: 'Reply must not be empty',
  replyTooLong: 'Reply must be at most 10,000 characters',
  priorityInvalid: 'Priority must be one of low, normal, high, urgent',
  statusInvalid: 'Status must be one of open, in_progress, resolved, closed',
  ticketNotFound: 'Ticket not found',
  ticketClosed: 'This ticket is closed. Open a new ticket if you still need help.',
  alreadyClosed: 'This ticket is already closed.',
  staffOnly: 'Support staff only',
  tooManyTickets:
    'You have opened many tickets in the last hour. Please add to an existing ticket or try again later.',
  createFailedTitle: 'Failed to create ticket',
  createFailedDescription: 'Please try again.',
  createdTitle: 'Ticket created',
  aiResponseTitle: 'AI Response Available',
} as const;

export const TICKET_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export const ticketPrioritySchema = z.enum(TICKET_PRIORITIES, { error: SUPPORT_MESSAGES.priorityInvalid });
export type TicketPriority = z.infer<typeof ticketPrioritySchema>;

export const TICKET_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;
export const ticketStatusSchema = z.enum(TICKET_STATUSES, { error: SUPPORT_MESSAGES.statusInvalid });
export type TicketStatus = z.infer<typeof ticketStatusSchema>;

/** What a ticket is about; billing disputes, account deletion and legal requests always go to a person. */
export const TICKET_CATEGORIES = ['general', 'billing', 'account', 'technical', 'legal'] as const;
export const ticketCategorySchema = z.enum(TICKET_CATEGORIES);
export type TicketCategory = z.infer<typeof ticketCategorySchema>;

export const SUBJECT_MIN = 5;
export const SUBJECT_MAX = 200;
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 10_000;

export const STATUS_LABELS: Record<TicketStatus, string> = {
  open: 'Open',
  in_progress: 'In progress',
  resolved: 'Resolved',
  closed: 'Closed',
};

export const PRIORITY_LABELS: Record<TicketPriority, string> = {
  low: 'Low',
  normal: 'Normal',
  high: 'High',
  urgent: 'Urgent',
};

/**
 * The support queue order (specification section 6): Enterprise first across all priorities, then
 * Pro, Premium and Free; within a plan by priority, then oldest first. Lower rank comes first.
 */
export const QUEUE_TIER_RANK: Record<Tier, number> = { enterprise: 0, pro: 1, premium: 2, free: 3 };
export const QUEUE_PRIORITY_RANK: Record<TicketPriority, number> = { urgent: 0, high: 1, normal: 2, low: 3 };

/**
 * Status moves staff may make. The usual path is open → in_progress → resolved → closed; staff may
 * skip ahead, and may reopen a resolved or closed ticket. A customer reply reopens a resolved ticket.
 */
export const STAFF_STATUS_MOVES: Record<TicketStatus, readonly TicketStatus[]> = {
  open: ['in_progress', 'resolved', 'closed'],
  in_progress: ['open', 'resolved', 'closed'],
  resolved: ['open', 'in_progress', 'closed'],
  closed: ['open'],
};

export function canStaffMove(from: TicketStatus, to: TicketStatus): boolean {
  return STAFF_STATUS_MOVES[from].includes(to);
}

export const createTicketRequestSchema = z.object({
  subject: z
    .string({ error: SUPPORT_MESSAGES.subjectTooShort })
    .trim()
    .min(SUBJECT_MIN, { error: SUPPORT_MESSAGES.subjectTooShort })
    .max(SUBJECT_MAX, { error: SUPPORT_MESSAGES.subjectTooLong }),
  message: z
    .string({ error: SUPPORT_MESSAGES.messageTooShort })
    .trim()
    .min(MESSAGE_MIN, { error: SUPPORT_MESSAGES.messageTooShort })
    .max(MESSAGE_MAX, { error: SUPPORT_MESSAGES.messageTooLong }),
  priority: ticketPrioritySchema.default('normal'),
});
export type CreateTicketRequest = z.input<typeof createTicketRequestSchema>;

export const replyRequestSchema = z.object({
  message: z
    .string({ error: SUPPORT_MESSAGES.replyRequired })
    .trim()
    .min(1, { error: SUPPORT_MESSAGES.replyRequired })
    .max(MESSAGE_MAX, { error: SUPPORT_MESSAGES.replyTooLong }),
});
export type ReplyRequest = z.infer<typeof replyRequestSchema>;

export const staffReplyRequestSchema = replyRequestSchema.extend({
  /** Moves the ticket with the reply; by default an open ticket becomes in_progress. */
  status: ticketStatusSchema.optional(),
});
export type StaffReplyRequest = z.infer<typeof staffReplyRequestSchema>;

export const statusChangeRequestSchema = z.object({ status: ticketStatusSchema });
export type StatusChangeRequest = z.infer<typeof statusChangeRequestSchema>;

export const ticketParamsSchema = z.object({ id: z.uuid({ error: SUPPORT_MESSAGES.ticketNotFound }) });

export const ticketSchema = z.object({
  id: z.string(),
  subject: z.string(),
  message: z.string(),
  priority: ticketPrioritySchema,
  status: ticketStatusSchema,
  category: ticketCategorySchema,
  aiHandled: z.boolean(),
  escalated: z.boolean(),
  replyCount: z.number().int().nonnegative(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const ticketListResponseSchema = z.array(ticketSchema);

/** The specification's reply item (section 7), plus whose words they are and the article cited. */
export const replySchema = z.object({
  id: z.string(),
  message: z.string(),
  isAI: z.boolean(),
  isStaff: z.boolean(),
  aiConfidence: z.number().min(0).max(1).nullable(),
  /** Slug of the help article an AI reply rests on. */
  citedArticle: z.string().nullable(),
  authorName: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Reply = z.infer<typeof replySchema>;
export const replyListResponseSchema = z.array(replySchema);

export const aiResponseSchema = z.object({
  message: z.string(),
  confidence: z.number().min(0).max(1),
  escalated: z.boolean(),
  citedArticle: z.string().nullable(),
});
export type AiResponse = z.infer<typeof aiResponseSchema>;

/** POST /api/support/tickets: the created ticket; `aiResponse` when the assistant answered. */
export const createTicketResponseSchema = ticketSchema.extend({ aiResponse: aiResponseSchema.optional() });
export type CreateTicketResponse = z.infer<typeof createTicketResponseSchema>;

export const supportAccessResponseSchema = z.object({ isStaff: z.boolean() });

/** The staff console's view of a ticket: who asked, on which plan, and what the assistant said. */
export const queueTicketSchema = ticketSchema.extend({
  customer: z.object({ email: z.string(), name: z.string().nullable(), tier: tierSchema }),
  aiAnswer: z.string().nullable(),
  aiConfidence: z.number().min(0).max(1).nullable(),
  lastReplyAt: z.iso.datetime({ offset: true }).nullable(),
});
export type QueueTicket = z.infer<typeof queueTicketSchema>;

export const QUEUE_VIEWS = ['active', 'resolved', 'closed'] as const;
export const queueQuerySchema = z.object({
  /** active: open and in progress (the queue); resolved; closed. */
  view: z.enum(QUEUE_VIEWS, { error: 'view must be one of active, resolved, closed' }).default('active'),
});
export type QueueView = (typeof QUEUE_VIEWS)[number];
export const queueResponseSchema = z.array(queueTicketSchema);

export const queueTicketDetailSchema = queueTicketSchema.extend({ replies: replyListResponseSchema });
export type QueueTicketDetail = z.infer<typeof queueTicketDetailSchema>;

/** The help center (specification: support; articles kept as Markdown in the repository). */
export const helpArticleSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  category: z.string(),
});
export type HelpArticleSummary = z.infer<typeof helpArticleSummarySchema>;
export const helpArticleListResponseSchema = z.array(helpArticleSummarySchema);

export const helpArticleSchema = helpArticleSummarySchema.extend({ markdown: z.string() });
export type HelpArticle = z.infer<typeof helpArticleSchema>;

export const helpSearchQuerySchema = z.object({
  q: z.string().trim().max(200, { error: 'Search must be at most 200 characters' }).default(''),
});
export const helpSearchResultSchema = helpArticleSummarySchema.extend({
  /** The passage that matched best, as plain text. */
  excerpt: z.string(),
});
export const helpSearchResponseSchema = z.array(helpSearchResultSchema);
export type HelpSearchResult = z.infer<typeof helpSearchResultSchema>;

export const helpArticleParamsSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]{1,80}$/, { error: 'Article not found' }),
});
