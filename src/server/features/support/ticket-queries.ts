import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Reply, Ticket } from '../../../common/support';
import type { Database } from '../../db/client';
import { supportReplies, supportTickets, users } from '../../db/schema';

export const ticketColumns = {
  id: supportTickets.id,
  userId: supportTickets.userId,
  subject: supportTickets.subject,
  message: supportTickets.message,
  priority: supportTickets.priority,
  status: supportTickets.status,
  category: supportTickets.category,
  aiHandled: supportTickets.aiHandled,
  escalated: supportTickets.escalated,
  createdAt: supportTickets.createdAt,
  updatedAt: supportTickets.updatedAt,
};

export type TicketRow = {
  [K in keyof typeof ticketColumns]: (typeof supportTickets.$inferSelect)[K];
};

export function presentTicket(row: TicketRow, replyCount: number): Ticket {
  return {
    id: row.id,
    subject: row.subject,
    message: row.message,
    priority: row.priority,
    status: row.status,
    category: row.category,
    aiHandled: row.aiHandled,
    escalated: row.escalated,
    replyCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A ticket by id, only if it belongs to the user: anybody else's ticket does not exist for them. */
export async function findOwnTicket(options: { db: Database; userId: string; ticketId: string }) {
  const [row] = await options.db
    .select(ticketColumns)
    .from(supportTickets)
    .where(and(eq(supportTickets.id, options.ticketId), eq(supportTickets.userId, options.userId)))
    .limit(1);
  return row;
}

export async function findTicket(options: { db: Database; ticketId: string }) {
  const [row] = await options.db
    .select(ticketColumns)
    .from(supportTickets)
    .where(eq(supportTickets.id, options.ticketId))
    .limit(1);
  return row;
}

export async function countReplies(options: {
  db: Database;
  ticketIds: string[];
}): Promise<Map<string, number>> {
  if (options.ticketIds.length === 0) return new Map();
  const rows = await options.db
    .select({ ticketId: supportReplies.ticketId, replies: count(supportReplies.id) })
    .from(supportReplies)
    .where(inArray(supportReplies.ticketId, options.ticketIds))
    .groupBy(supportReplies.ticketId);
  return new Map(rows.map((row) => [row.ticketId, row.replies]));
}

export async function listTicketsOf(options: { db: Database; userId: string }): Promise<Ticket[]> {
  const rows = await options.db
    .select(ticketColumns)
    .from(supportTickets)
    .where(eq(supportTickets.userId, options.userId))
    .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id));
  const counts = await countReplies({ db: options.db, ticketIds: rows.map((row) => row.id) });
  return rows.map((row) => presentTicket(row, counts.get(row.id) ?? 0));
}

/** Replies oldest first, with the name of the person who wrote each (none for the assistant). */
export async function listRepliesOf(options: { db: Database; ticketId: string }): Promise<Reply[]> {
  const rows = await options.db
    .select({
      id: supportReplies.id,
      message: supportReplies.message,
      isAI: supportReplies.isAI,
      isStaff: supportReplies.isStaff,
      aiConfidence: supportReplies.aiConfidence,
      citedArticle: supportReplies.citedArticle,
      authorName: users.name,
      createdAt: supportReplies.createdAt,
    })
    .from(supportReplies)
    .leftJoin(users, eq(users.id, supportReplies.authorId))
    .where(eq(supportReplies.ticketId, options.ticketId))
    .orderBy(asc(supportReplies.createdAt), asc(supportReplies.id));
  return rows.map((row) => ({
    ...row,
    // Staff sign their replies with their first name only; customers see "Support team" otherwise.
    authorName: row.isStaff ? (row.authorName?.split(/\s+/)[0] ?? null) : row.isAI ? null : row.authorName,
    createdAt: row.createdAt.toISOString(),
  }));
}
