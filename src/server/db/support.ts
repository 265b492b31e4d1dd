import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, real, text, uuid } from 'drizzle-orm/pg-core';
import type { TicketCategory, TicketPriority, TicketStatus } from '../../common/support';
import { createdAt, id, updatedAt } from './columns';
import { users } from './accounts';

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    priority: text('priority').$type<TicketPriority>().notNull().default('normal'),
    status: text('status').$type<TicketStatus>().notNull().default('open'),
    category: text('category').$type<TicketCategory>().notNull().default('general'),
    aiHandled: boolean('ai_handled').notNull().default(false),
    escalated: boolean('escalated').notNull().default(false),
    /** Why the assistant handed the ticket to a person: low confidence, billing dispute, account deletion, legal request. */
    escalationReason: text('escalation_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('support_tickets_user_created_idx').on(table.userId, table.createdAt.desc()),
    // The staff queue filters by status and orders by priority.
    index('support_tickets_status_priority_idx').on(table.status, table.priority),
    check('support_tickets_priority_check', sql`${table.priority} in ('low', 'normal', 'high', 'urgent')`),
    check(
      'support_tickets_category_check',
      sql`${table.category} in ('general', 'billing', 'account', 'technical', 'legal')`,
    ),
    check(
      'support_tickets_status_check',
      sql`${table.status} in ('open', 'in_progress', 'resolved', 'closed')`,
    ),
  ],
);

export const supportReplies = pgTable(
  'support_replies',
  {
    id: id(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    isStaff: boolean('is_staff').notNull().default(false),
    isAI: boolean('is_ai').notNull().default(false),
    aiConfidence: real('ai_confidence'),
    /** The customer or staff member who wrote it; null for the assistant or a deleted staff account. */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Slug of the help article an AI reply rests on. */
    citedArticle: text('cited_article'),
    createdAt: createdAt(),
  },
  (table) => [
    index('support_replies_ticket_id_idx').on(table.ticketId, table.createdAt),
    check(
      'support_replies_ai_confidence_range',
      sql`${table.aiConfidence} is null or (${table.aiConfidence} >= 0 and ${table.aiConfidence} <= 1)`,
    ),
  ],
);
