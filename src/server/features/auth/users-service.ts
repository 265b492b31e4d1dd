import { hash, verify } from '@node-rs/argon2';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AUTH_MESSAGES } from '../../../common/auth';
import type { Database } from '../../db/client';
import { retainedUsage, usageTracking, userPrivacyPreferences, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { monthKeyOf } from '../usage/usage-service';

/** Argon2id with the library's defaults (19 MiB, 2 passes), the OWASP-recommended minimum. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/**
 * A real hash of a throwaway password, verified against when the email is unknown so that both
 * failures take the same time and accounts cannot be discovered by timing.
 */
let dummyHash: Promise<string> | undefined;
function getDummyHash(): Promise<string> {
  dummyHash ??= hash('policylens-timing-equaliser');
  return dummyHash;
}

type NewUser = {
  email: string;
  name: string | null;
  passwordHash?: string;
  oidcIssuer?: string;
  oidcSubject?: string;
  authProvider: 'custom' | 'oidc';
};

const userColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  tier: users.tier,
  isAdmin: users.isAdmin,
};

/**
 * Creates a user with default privacy preferences, in one transaction. Emails in ADMIN_EMAILS become
 * admins; so does the first account when no admin exists yet (the server log says so). A deleted
 * account's usage of this month under the same email (found by `emailKey`) carries over.
 */
export async function createUser(options: {
  db: Database;
  adminEmails: string[];
  log: FastifyBaseLogger;
  user: NewUser;
  emailKeyOf: (email: string) => string;
  now?: Date;
}) {
  const { db, adminEmails, log, user } = options;
  const month = monthKeyOf(options.now ?? new Date());
  return db.transaction(async (tx) => {
    // Serialises first sign-ups so that two people cannot both become the first admin.
    await tx.execute(sql`select pg_advisory_xact_lock(7413001)`);
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, user.email))
      .limit(1);
    if (existing) throw new AppError('CONFLICT', AUTH_MESSAGES.emailTaken);
    const [anyAdmin] = await tx.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).limit(1);
    const isListedAdmin = adminEmails.includes(user.email);
    const isFirstAdmin = !anyAdmin && !isListedAdmin && adminEmails.length === 0;
    const [created] = await tx
      .insert(users)
      .values({ ...user, isAdmin: isListedAdmin || isFirstAdmin })
      .returning(userColumns);
    if (!created) throw new AppError('INTERNAL', 'Could not create the account.');
    await tx.insert(userPrivacyPreferences).values({ userId: created.id });
    const [retained] = await tx
      .select({ count: retainedUsage.summariesCount })
      .from(retainedUsage)
      .where(and(eq(retainedUsage.emailKey, options.emailKeyOf(user.email)), eq(retainedUsage.month, month)))
      .limit(1);
    if (retained)
      await tx.insert(usageTracking).values({ userId: created.id, month, summariesCount: retained.count });
    if (isFirstAdmin)
      log.warn({ userId: created.id }, 'no admin existed: the first account created is now an admin');
    return created;
  });
}

/**
 * Creates a built-in account, or finds that the email already has one. The password is hashed either
 * way, so both outcomes take the same time; the caller answers both the same, so registration cannot be
 * used to find out who has an account (the owner of a taken email is told by email instead).
 */
export async function registerWithPassword(options: {
  db: Database;
  adminEmails: string[];
  log: FastifyBaseLogger;
  emailKeyOf: (email: string) => string;
  email: string;
  password: string;
  name: string;
}): Promise<{ isNew: true; userId: string } | { isNew: false }> {
  const passwordHash = await hashPassword(options.password);
  try {
    const created = await createUser({
      ...options,
      user: { email: options.email, name: options.name, passwordHash, authProvider: 'custom' },
    });
    return { isNew: true, userId: created.id };
  } catch (error) {
    if (error instanceof AppError && error.code === 'CONFLICT') return { isNew: false };
    throw error;
  }
}

export async function verifyLogin(options: {
  db: Database;
  adminEmails: string[];
  email: string;
  password: string;
}) {
  const { db, email, password } = options;
  const [user] = await db
    .select({ ...userColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  const isValid = await verify(user?.passwordHash ?? (await getDummyHash()), password);
  if (!user?.passwordHash || !isValid) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.invalidCredentials);
  await promoteListedAdmin({
    db,
    adminEmails: options.adminEmails,
    userId: user.id,
    email: user.email,
    isAdmin: user.isAdmin,
  });
  return { id: user.id };
}

/** An email added to ADMIN_EMAILS after the account existed becomes admin at its next sign-in. */
export async function promoteListedAdmin(options: {
  db: Database;
  adminEmails: string[];
  userId: string;
  email: string;
  isAdmin: boolean;
}) {
  if (options.isAdmin || !options.adminEmails.includes(options.email)) return;
  await options.db
    .update(users)
    .set({ isAdmin: true })
    .where(and(eq(users.id, options.userId), eq(users.isAdmin, false)));
}

export async function setPassword(options: { db: Database; userId: string; password: string }) {
  const passwordHash = await hashPassword(options.password);
  await options.db.update(users).set({ passwordHash }).where(eq(users.id, options.userId));
}

export async function findUserById(options: { db: Database; userId: string }) {
  const [user] = await options.db
    .select(userColumns)
    .from(users)
    .where(eq(users.id, options.userId))
    .limit(1);
  if (!user) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.signInRequired);
  return user;
}
