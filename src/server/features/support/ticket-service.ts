import { eq } from 'drizzle-orm';
import type { LlmProviderConfig } from '../../../analyzer/llm/provider-config';
import {
  SUPPORT_MESSAGES,
  type CreateTicketResponse,
  type Reply,
  type Ticket,
  type TicketPriority,
} from '../../../common/support';
import type { Database } from '../../db/client';
import { supportReplies, supportTickets } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { SessionUser } from '../auth/session-service';
import { getPrivacyPreferences } from '../account/account-service';
import type { HelpLibrary } from '../help/help-library';
import { answerTicket } from './assistant/answer-ticket';
import type { AssistantAnswer } from './assistant/assistant-types';
import { classifyTicket } from './assistant/classify-ticket';
import { loadCustomerContext } from './customer-context';
import { findOwnTicket, listRepliesOf, presentTicket, ticketColumns } from './ticket-queries';

export type AssistantDeps = { library: HelpLibrary; llm: LlmProviderConfig | null };

/**
 * Files a ticket and, when the customer allows AI support, answers it at once. The ticket is stored
 * first, so a slow or failing assistant never loses it; without AI support nothing of the ticket
 * reaches the assistant or an LLM.
 */
export async function createTicket(options: {
  db: Database;
  user: SessionUser;
  input: { subject: string; message: string; priority: TicketPriority };
  assistant: AssistantDeps;
  onAnswered?: (answer: AssistantAnswer) => void;
}): Promise<CreateTicketResponse> {
  const { db, user, input, assistant } = options;
  const preferences = await getPrivacyPreferences({ db, userId: user.id });
  const [created] = await db
    .insert(supportTickets)
    .values({
      userId: user.id,
      subject: input.subject,
      message: input.message,
      priority: input.priority,
      // Filed by local rules only: no text leaves the server for this.
      category: classifyTicket(`${input.subject}\n${input.message}`).category,
    })
    .returning(ticketColumns);
  if (!created) throw new AppError('INTERNAL', 'The ticket could not be saved');
  if (!preferences.aiSupportEnabled) return presentTicket(created, 0);

  const context = preferences.supportPersonalizationEnabled
    ? await loadCustomerContext({ db, userId: user.id, tier: user.tier })
    : null;
  const answer = await answerTicket({
    library: assistant.library,
    llm: assistant.llm,
    ticket: input,
    context,
  });
  options.onAnswered?.(answer);
  const escalated = answer.escalationReason !== null;
  const updated = await db.transaction(async (tx) => {
    await tx.insert(supportReplies).values({
      ticketId: created.id,
      message: answer.message,
      isAI: true,
      aiConfidence: answer.confidence,
      citedArticle: answer.citedArticle,
    });
    const [row] = await tx
      .update(supportTickets)
      .set({
        aiHandled: true,
        escalated,
        escalationReason: answer.escalationReason,
        category: answer.category,
      })
      .where(eq(supportTickets.id, created.id))
      .returning(ticketColumns);
    return row ?? created;
  });
  return {
    ...presentTicket(updated, 1),
    aiResponse: {
      message: answer.message,
      confidence: answer.confidence,
      escalated,
      citedArticle: answer.citedArticle,
    },
  };
}

export async function getOwnTicket(options: { db: Database; userId: string; ticketId: string }) {
  const row = await findOwnTicket(options);
  if (!row) throw new AppError('NOT_FOUND', SUPPORT_MESSAGES.ticketNotFound);
  return row;
}

export async function listOwnReplies(options: {
  db: Database;
  userId: string;
  ticketId: string;
}): Promise<Reply[]> {
  await getOwnTicket(options);
  return listRepliesOf({ db: options.db, ticketId: options.ticketId });
}

/**
 * A customer's follow-up. Closed tickets take no more replies; a reply to a resolved ticket opens
 * it again, since the customer is telling us it is not solved.
 */
export async function addCustomerReply(options: {
  db: Database;
  userId: string;
  ticketId: string;
  message: string;
}): Promise<Ticket> {
  const { db, userId, ticketId, message } = options;
  const ticket = await getOwnTicket({ db, userId, ticketId });
  if (ticket.status === 'closed') throw new AppError('CONFLICT', SUPPORT_MESSAGES.ticketClosed);
  return db.transaction(async (tx) => {
    await tx.insert(supportReplies).values({ ticketId, message, authorId: userId });
    const [row] = await tx
      .update(supportTickets)
      .set({ status: ticket.status === 'resolved' ? 'open' : ticket.status, updatedAt: new Date() })
      .where(eq(supportTickets.id, ticketId))
      .returning(ticketColumns);
    const replies = await tx.$count(supportReplies, eq(supportReplies.ticketId, ticketId));
    return presentTicket(row ?? ticket, replies);
  });
}

export async function closeOwnTicket(options: {
  db: Database;
  userId: string;
  ticketId: string;
}): Promise<Ticket> {
  const { db, userId, ticketId } = options;
  const ticket = await getOwnTicket({ db, userId, ticketId });
  if (ticket.status === 'closed') throw new AppError('CONFLICT', SUPPORT_MESSAGES.alreadyClosed);
  const [row] = await db
    .update(supportTickets)
    .set({ status: 'closed' })
    .where(eq(supportTickets.id, ticketId))
    .returning(ticketColumns);
  const replies = await db.$count(supportReplies, eq(supportReplies.ticketId, ticketId));
  return presentTicket(row ?? ticket, replies);
}
