import { desc, sql } from 'drizzle-orm';
import type { OutboxMessagesResponse } from '../../../common/email';
import type { Database } from '../../db/client';
import { emailOutbox } from '../../db/schema';

/** The latest messages with their delivery status, and how many messages are in each status. */
export async function listRecentMessages(options: {
  db: Database;
  limit: number;
}): Promise<OutboxMessagesResponse> {
  const { db } = options;
  const rows = await db
    .select({
      id: emailOutbox.id,
      toAddress: emailOutbox.toAddress,
      subject: emailOutbox.subject,
      category: emailOutbox.category,
      status: emailOutbox.status,
      transport: emailOutbox.transport,
      attempts: emailOutbox.attempts,
      lastError: emailOutbox.lastError,
      createdAt: emailOutbox.createdAt,
      sentAt: emailOutbox.sentAt,
    })
    .from(emailOutbox)
    .orderBy(desc(emailOutbox.createdAt))
    .limit(options.limit);
  const [counts] = await db
    .select({
      queued: sql<number>`count(*) filter (where ${emailOutbox.status} = 'queued')::int`,
      sending: sql<number>`count(*) filter (where ${emailOutbox.status} = 'sending')::int`,
      sent: sql<number>`count(*) filter (where ${emailOutbox.status} = 'sent')::int`,
      failed: sql<number>`count(*) filter (where ${emailOutbox.status} = 'failed')::int`,
    })
    .from(emailOutbox);
  return {
    messages: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
    })),
    counts: counts ?? { queued: 0, sending: 0, sent: 0, failed: 0 },
  };
}
