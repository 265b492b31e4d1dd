import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  QUEUE_PRIORITY_RANK,
  QUEUE_TIER_RANK,
  STATUS_LABELS,
  SUPPORT_MESSAGES,
  canStaffMove,
  type QueueTicket,
  type QueueTicketDetail,
  type QueueView,
  type TicketStatus,
} from '../../../common/support';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { supportReplies, supportTickets, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Mailer } from '../../plugins/mailer';
import type { SessionUser } from '../auth/session-service';
import { countReplies, listRepliesOf, presentTicket, ticketColumns, type TicketRow } from './ticket-queries';

/** Support staff are the addresses in SUPPORT_EMAILS; admins are staff too. */
export function isSupportStaff(user: SessionUser, config: Pick<Config, 'supportEmails'>): boolean {
  return user.isAdmin || config.supportEmails.includes(user.email.toLowerCase());
}

const VIEW_STATUSES: Record<QueueView, TicketStatus[]> = {
  active: ['open', 'in_progress'],
  resolved: ['resolved'],
  closed: ['closed'],
};

/** Most tickets a queue page lists; the oldest of the lowest ranks wait for the next page. */
const QUEUE_LIMIT = 200;

/** CASE expression giving each value its rank; ranks come from the shared constants. */
function rankOf(
  column: SQL | typeof users.tier | typeof supportTickets.priority,
  ranks: Record<string, number>,
): SQL<number> {
  const branches = Object.entries(ranks).map(([value, rank]) => sql`when ${value} then ${rank}::integer`);
  return sql<number>`case ${column} ${sql.join(branches, sql` `)} else 99 end`;
}

const customerColumns = { email: users.email, name: users.name, tier: users.tier };

type QueueRow = TicketRow & {
  customer: { email: string; name: string | null; tier: QueueTicket['customer']['tier'] };
};

async function presentQueueRows(db: Database, rows: QueueRow[]): Promise<QueueTicket[]> {
  const ids = rows.map((row) => row.id);
  const counts = await countReplies({ db, ticketIds: ids });
  const replies =
    ids.length === 0
      ? []
      : await db
          .select({
            ticketId: supportReplies.ticketId,
            message: supportReplies.message,
            isAI: supportReplies.isAI,
            aiConfidence: supportReplies.aiConfidence,
            createdAt: supportReplies.createdAt,
          })
          .from(supportReplies)
          .where(inArray(supportReplies.ticketId, ids))
          .orderBy(asc(supportReplies.createdAt));
  return rows.map((row) => {
    const own = replies.filter((reply) => reply.ticketId === row.id);
    const ai = own.find((reply) => reply.isAI);
    const last = own.at(-1);
    return {
      ...presentTicket(row, counts.get(row.id) ?? 0),
      customer: row.customer,
      aiAnswer: ai?.message ?? null,
      aiConfidence: ai?.aiConfidence ?? null,
      lastReplyAt: last ? last.createdAt.toISOString() : null,
    };
  });
}

/**
 * The support queue in the specification's order (section 6): Enterprise first across all
 * priorities, then Pro, Premium and Free; within a plan by priority (urgent first), then oldest first.
 */
export async function listQueue(options: { db: Database; view: QueueView }): Promise<QueueTicket[]> {
  const { db, view } = options;
  const rows = await db
    .select({ ...ticketColumns, customer: customerColumns })
    .from(supportTickets)
    .innerJoin(users, eq(users.id, supportTickets.userId))
    .where(inArray(supportTickets.status, VIEW_STATUSES[view]))
    .orderBy(
      rankOf(users.tier, QUEUE_TIER_RANK),
      rankOf(supportTickets.priority, QUEUE_PRIORITY_RANK),
      asc(supportTickets.createdAt),
      asc(supportTickets.id),
    )
    .limit(QUEUE_LIMIT);
  return presentQueueRows(db, rows);
}

export async function getQueueTicket(options: {
  db: Database;
  ticketId: string;
}): Promise<QueueTicketDetail> {
  const { db, ticketId } = options;
  const [row] = await db
    .select({ ...ticketColumns, customer: customerColumns })
    .from(supportTickets)
    .innerJoin(users, eq(users.id, supportTickets.userId))
    .where(eq(supportTickets.id, ticketId))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', SUPPORT_MESSAGES.ticketNotFound);
  const [ticket] = await presentQueueRows(db, [row]);
  if (!ticket) throw new AppError('NOT_FOUND', SUPPORT_MESSAGES.ticketNotFound);
  return { ...ticket, replies: await listRepliesOf({ db, ticketId }) };
}

function assertMove(from: TicketStatus, to: TicketStatus): void {
  if (from !== to && !canStaffMove(from, to))
    throw new AppError(
      'CONFLICT',
      `A ticket cannot move from ${STATUS_LABELS[from]} to ${STATUS_LABELS[to]}. Reopen it first.`,
    );
}

export async function changeTicketStatus(options: {
  db: Database;
  ticketId: string;
  status: TicketStatus;
}): Promise<QueueTicketDetail> {
  const { db, ticketId, status } = options;
  const [ticket] = await db
    .select({ status: supportTickets.status })
    .from(supportTickets)
    .where(eq(supportTickets.id, ticketId))
    .limit(1);
  if (!ticket) throw new AppError('NOT_FOUND', SUPPORT_MESSAGES.ticketNotFound);
  assertMove(ticket.status, status);
  await db.update(supportTickets).set({ status }).where(eq(supportTickets.id, ticketId));
  return getQueueTicket({ db, ticketId });
}

function ticketEmail(options: {
  subject: string;
  staffName: string;
  reply: string;
  status: TicketStatus;
  supportUrl: string;
}) {
  const { subject, staffName, reply, status, supportUrl } = options;
  const escape = (text: string) =>
    text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
  const text = [
    `${staffName} from PolicyLens support replied to your ticket "${subject}":`,
    '',
    reply,
    '',
    `Status: ${STATUS_LABELS[status]}`,
    `Read the conversation and reply: ${supportUrl}`,
  ].join('\n');
  const html = `<p>${escape(staffName)} from PolicyLens support replied to your ticket <strong>${escape(subject)}</strong>:</p><blockquote style="white-space:pre-wrap">${escape(reply)}</blockquote><p>Status: ${STATUS_LABELS[status]}</p><p><a href="${escape(supportUrl)}">Read the conversation and reply</a></p>`;
  return { subject: `Re: ${subject} [PolicyLens support]`, text, html };
}

/**
 * A staff reply (isStaff). An open ticket moves to in progress unless another status is chosen;
 * the customer is emailed every reply.
 */
export async function addStaffReply(options: {
  db: Database;
  mailer: Mailer;
  staff: SessionUser;
  ticketId: string;
  message: string;
  status: TicketStatus | undefined;
  supportUrl: string;
}): Promise<QueueTicketDetail> {
  const { db, mailer, staff, ticketId, message } = options;
  const [ticket] = await db
    .select({ ...ticketColumns, customerEmail: users.email })
    .from(supportTickets)
    .innerJoin(users, eq(users.id, supportTickets.userId))
    .where(eq(supportTickets.id, ticketId))
    .limit(1);
  if (!ticket) throw new AppError('NOT_FOUND', SUPPORT_MESSAGES.ticketNotFound);
  const status = options.status ?? (ticket.status === 'open' ? 'in_progress' : ticket.status);
  assertMove(ticket.status, status);
  await db.transaction(async (tx) => {
    await tx.insert(supportReplies).values({ ticketId, message, isStaff: true, authorId: staff.id });
    await tx
      .update(supportTickets)
      .set({ status, updatedAt: new Date() })
      .where(eq(supportTickets.id, ticketId));
  });
  const staffName = staff.name?.split(/\s+/)[0] || 'The support team';
  await mailer.send({
    to: ticket.customerEmail,
    ...ticketEmail({
      subject: ticket.subject,
      staffName,
      reply: message,
      status,
      supportUrl: options.supportUrl,
    }),
  });
  return getQueueTicket({ db, ticketId });
}
