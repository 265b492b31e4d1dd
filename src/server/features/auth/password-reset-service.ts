import { and, eq, gt } from 'drizzle-orm';
import { AUTH_MESSAGES } from '../../../common/auth';
import type { Database } from '../../db/client';
import { passwordResets, sessions, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { createToken, hashToken } from '../../lib/tokens';
import type { Mailer } from '../../plugins/mailer';
import { hashPassword } from './users-service';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/**
 * Sends a one-time reset link when a password account exists, voiding the account's earlier links. The caller answers the same way
 * whether or not it does, so the form cannot be used to find out who has an account.
 */
export async function requestPasswordReset(options: {
  db: Database;
  mailer: Mailer;
  email: string;
  baseUrl: string;
}): Promise<void> {
  const { db, mailer, email, baseUrl } = options;
  const [user] = await db
    .select({ id: users.id, name: users.name, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (!user?.passwordHash) return;
  const token = createToken();
  await db.transaction(async (tx) => {
    // Only the newest link works: one found in an old email (or an old mailbox) is void.
    await tx
      .update(passwordResets)
      .set({ used: true })
      .where(and(eq(passwordResets.userId, user.id), eq(passwordResets.used, false)));
    await tx.insert(passwordResets).values({
      userId: user.id,
      token: hashToken(token),
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
    });
  });
  const link = `${baseUrl}/auth?mode=reset&token=${encodeURIComponent(token)}`;
  await mailer.send({
    to: email,
    subject: 'Reset your PolicyLens password',
    text: [
      `Hello${user.name ? ` ${user.name}` : ''},`,
      '',
      'Someone asked to reset the password of your PolicyLens account. To choose a new password, open this link:',
      link,
      '',
      'The link works once and expires in 1 hour. If you did not ask for it, ignore this email: your password stays as it is.',
    ].join('\n'),
  });
}

/**
 * Uses a reset token once: marks it used, sets the new password and signs out every existing session,
 * all in one transaction. Returns the user id so the caller can open a fresh session.
 */
export async function resetPassword(options: {
  db: Database;
  token: string;
  password: string;
}): Promise<{ userId: string }> {
  const { db, token, password } = options;
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    // The `used = false` condition makes the claim atomic: of two concurrent uses, only one updates a row.
    const [claimed] = await tx
      .update(passwordResets)
      .set({ used: true })
      .where(
        and(
          eq(passwordResets.token, hashToken(token)),
          eq(passwordResets.used, false),
          gt(passwordResets.expiresAt, new Date()),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!claimed) throw new AppError('BAD_REQUEST', AUTH_MESSAGES.invalidResetToken);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, claimed.userId));
    await tx.delete(sessions).where(eq(sessions.userId, claimed.userId));
    return { userId: claimed.userId };
  });
}
