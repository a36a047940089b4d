// Users, their server-side sessions and the login throttle.
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { CurrentUser } from '@lumen/contract';
import type { Database } from '../database.ts';
import { loginAttempts, sessions, users } from '../schema.ts';

export type UserRecord = CurrentUser & { passwordHash: string };

const userColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  passwordHash: users.passwordHash,
};

export async function findUserByEmail(db: Database, email: string): Promise<UserRecord | null> {
  const [row] = await db.select(userColumns).from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row ?? null;
}

export async function insertUser(db: Database, values: typeof users.$inferInsert): Promise<CurrentUser> {
  const [row] = await db.insert(users).values(values).returning(userColumns);
  const { passwordHash: _hash, ...user } = row!;
  return user;
}

export async function updateUser(db: Database, id: number, values: Partial<typeof users.$inferInsert>): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, id));
}

export async function insertSession(db: Database, idHash: string, userId: number, expiresAt: Date): Promise<void> {
  await db.insert(sessions).values({ idHash, userId, expiresAt });
}

export async function findSessionUser(db: Database, idHash: string): Promise<CurrentUser | null> {
  const [row] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, new Date())));
  return row ?? null;
}

export async function deleteSession(db: Database, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

export async function deleteExpiredSessions(db: Database): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}

/** Failures recorded for a key within the window that is still open (0 when none). */
export async function countLoginFailures(db: Database, key: string, windowMs: number): Promise<number> {
  const since = new Date(Date.now() - windowMs);
  const [row] = await db.select({ failures: loginAttempts.failures }).from(loginAttempts)
    .where(and(eq(loginAttempts.key, key), gt(loginAttempts.windowStart, since)));
  return row?.failures ?? 0;
}

/** Counts one failure; a window older than windowMs starts again at 1. */
export async function recordLoginFailure(db: Database, key: string, windowMs: number): Promise<void> {
  const since = new Date(Date.now() - windowMs);
  await db
    .insert(loginAttempts)
    .values({ key, failures: 1, windowStart: new Date() })
    .onConflictDoUpdate({
      target: loginAttempts.key,
      set: {
        failures: sql`case when ${loginAttempts.windowStart} > ${since} then ${loginAttempts.failures} + 1 else 1 end`,
        windowStart: sql`case when ${loginAttempts.windowStart} > ${since} then ${loginAttempts.windowStart} else now() end`,
      },
    });
}

export async function clearLoginFailures(db: Database, key: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, key));
}
