import { eq } from 'drizzle-orm';
import { EMAIL_MESSAGES } from '../../../common/email';
import type { Database } from '../../db/client';
import { userPrivacyPreferences, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isValidUnsubscribeToken } from './unsubscribe-token';

/**
 * Turns Marketing Emails off for the address the token was made for. A wrong token changes nothing;
 * an unknown address with a valid token (an account deleted since) succeeds, as there is nothing to send.
 */
export async function unsubscribeFromMarketing(options: {
  db: Database;
  appSecret: string;
  email: string;
  token: string;
}): Promise<void> {
  const email = options.email.trim().toLowerCase();
  if (!isValidUnsubscribeToken(options.appSecret, email, options.token))
    throw new AppError('BAD_REQUEST', EMAIL_MESSAGES.invalidUnsubscribeLink);
  await options.db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ marketingConsentGiven: false, marketingConsentDate: null })
      .where(eq(users.email, email))
      .returning({ id: users.id });
    if (!user) return;
    await tx
      .insert(userPrivacyPreferences)
      .values({ userId: user.id, marketingEmailsEnabled: false })
      .onConflictDoUpdate({ target: userPrivacyPreferences.userId, set: { marketingEmailsEnabled: false } });
  });
}
