import { desc, eq, ilike, sql } from 'drizzle-orm';
import type { AdminUsersResponse } from '../../../common/admin';
import type { Tier } from '../../../common/plans';
import type { Database } from '../../db/client';
import { policyAnalyses, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** Escapes LIKE wildcards so a search for "a_b" finds that text, not any character. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** One page of users, newest first, optionally filtered by a part of the email. */
export async function listAdminUsers(options: {
  db: Database;
  page: number;
  pageSize: number;
  search?: string | undefined;
}): Promise<AdminUsersResponse> {
  const { db, page, pageSize } = options;
  const where = options.search ? ilike(users.email, likePattern(options.search.toLowerCase())) : undefined;
  const analysesCount = db
    .select({ count: sql<number>`count(*)::int` })
    .from(policyAnalyses)
    .where(eq(policyAnalyses.userId, users.id));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        tier: users.tier,
        isAdmin: users.isAdmin,
        analysesCount: sql<number>`(${analysesCount})`.mapWith(Number),
        createdAt: users.createdAt,
        lastLogin: users.lastLogin,
      })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
  ]);
  return {
    users: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      lastLogin: row.lastLogin?.toISOString() ?? null,
    })),
    total: total?.count ?? 0,
    page,
    pageSize,
  };
}

/** Testing mode: an admin moves their own account to another tier. */
export async function switchOwnTier(options: { db: Database; userId: string; tier: Tier }): Promise<void> {
  const [updated] = await options.db
    .update(users)
    .set({ tier: options.tier })
    .where(eq(users.id, options.userId))
    .returning({ id: users.id });
  if (!updated) throw new AppError('NOT_FOUND', 'Account not found');
}
