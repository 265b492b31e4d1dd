import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { selectRows, type Database } from '../../db/client';
import { emailOutbox } from '../../db/schema';

/** The columns a bulk fan-out fills, in the order its SELECT must return them. */
const FAN_OUT_COLUMNS = [
  emailOutbox.toAddress,
  emailOutbox.subject,
  emailOutbox.category,
  emailOutbox.template,
  emailOutbox.templateData,
  emailOutbox.userId,
  emailOutbox.campaignId,
  emailOutbox.dedupeKey,
];

/**
 * Writes one templated outbox message per row of `select` in a single INSERT ... SELECT (drizzle's
 * insert().select() wants every column of the table). Rows whose dedupe key exists are skipped.
 * Returns the ids written.
 */
export async function insertOutboxRowsFrom(db: Database, select: SQLWrapper): Promise<string[]> {
  const columnList: SQL = sql.join(
    FAN_OUT_COLUMNS.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  const rows = await selectRows<{ id: string }>(
    db,
    sql`insert into ${emailOutbox} (${columnList}) ${select}
        on conflict (${sql.identifier(emailOutbox.dedupeKey.name)}) do nothing
        returning ${sql.identifier(emailOutbox.id.name)}`,
  );
  return rows.map((row) => row.id);
}
