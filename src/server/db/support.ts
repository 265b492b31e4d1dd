import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, real, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { users } from './accounts';

export const TICKET_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export const TICKET_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    priority: text('priority').$type<(typeof TICKET_PRIORITIES)[number]>().notNull().default('normal'),
    status: text('status').$type<(typeof TICKET_STATUSES)[number]>().notNull().default('open'),
    category: text('category').notNull().default('general'),
    aiHandled: boolean('ai_handled').notNull().default(false),
    escalated: boolean('escalated').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('support_tickets_user_created_idx').on(table.userId, table.createdAt.desc()),
    // The staff queue filters by status and orders by priority.
    index('support_tickets_status_priority_idx').on(table.status, table.priority),
    check('support_tickets_priority_check', sql`${table.priority} in ('low', 'normal', 'high', 'urgent')`),
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
