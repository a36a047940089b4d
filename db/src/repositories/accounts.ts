// Users, their server-side sessions and the login throttle.
import { and, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
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
  const [row] = await db
    .select(userColumns)
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row ?? null;
}

export async function insertUser(
  db: Database,
  values: typeof users.$inferInsert,
): Promise<CurrentUser> {
  const [row] = await db.insert(users).values(values).returning(userColumns);
  const { passwordHash: _hash, ...user } = row!;
  return user;
}

/** Inserts the user unless one with that email exists (null then): safe for racing processes. */
export async function insertUserIfAbsent(
  db: Database,
  values: typeof users.$inferInsert,
): Promise<CurrentUser | null> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning(userColumns);
  if (!row) return null;
  const { passwordHash: _hash, ...user } = row;
  return user;
}

export async function updateUser(
  db: Database,
  id: number,
  values: Partial<typeof users.$inferInsert>,
): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, id));
}

export async function insertSession(
  db: Database,
  idHash: string,
  userId: number,
  expiresAt: Date,
): Promise<void> {
  await db.insert(sessions).values({ idHash, userId, expiresAt });
}

export interface SessionRecord {
  user: CurrentUser;
  createdAt: Date;
  /** The idle deadline (never past the absolute one). */
  expiresAt: Date;
}

/** The live session: before its idle deadline and younger than `maxAgeMs`. */
export async function findSession(
  db: Database,
  idHash: string,
  maxAgeMs: number,
): Promise<SessionRecord | null> {
  const now = Date.now();
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.idHash, idHash),
        gt(sessions.expiresAt, new Date(now)),
        gt(sessions.createdAt, new Date(now - maxAgeMs)),
      ),
    );
  if (!row) return null;
  const { createdAt, expiresAt, ...user } = row;
  return { user, createdAt, expiresAt };
}

export async function extendSession(db: Database, idHash: string, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.idHash, idHash));
}

export async function deleteSession(db: Database, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

/** Sessions past their idle deadline or older than `maxAgeMs`. */
export async function deleteExpiredSessions(db: Database, maxAgeMs: number): Promise<void> {
  const now = Date.now();
  await db
    .delete(sessions)
    .where(
      or(lt(sessions.expiresAt, new Date(now)), lt(sessions.createdAt, new Date(now - maxAgeMs))),
    );
}

/** Sets a user's password and ends every session of theirs, together. */
export async function changePassword(
  db: Database,
  userId: number,
  passwordHash: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
  });
}

/**
 * Every admin but the one with `email` becomes a viewer, their sessions ended together.
 * Returns who was demoted.
 */
export async function demoteAdminsExcept(
  db: Database,
  email: string,
): Promise<{ id: number; email: string }[]> {
  return db.transaction(async (tx) => {
    const demoted = await tx
      .update(users)
      .set({ role: 'viewer' })
      .where(and(eq(users.role, 'admin'), sql`lower(${users.email}) <> ${email.toLowerCase()}`))
      .returning({ id: users.id, email: users.email });
    if (demoted.length > 0)
      await tx.delete(sessions).where(
        inArray(
          sessions.userId,
          demoted.map(({ id }) => id),
        ),
      );
    return demoted;
  });
}

export interface LoginLimit {
  key: string;
  /** Password checks the key may have within one window; null: counted, never refused. */
  maxAttempts: number | null;
}

export type LoginAdmission =
  | {
      admitted: true;
      /** Each key's checks earlier in its window, this one not included. */
      earlier: Record<string, number>;
    }
  | { admitted: false; retryAfterSeconds: number };

interface AdmissionRow {
  admitted: boolean;
  earlier: Record<string, number>;
  retry_after: number | null;
}

/**
 * Admits one password check when every key is under its limit in its window (a window older
 * than windowMs starts again), counting the check under every key; otherwise refuses it and
 * counts nothing, so refused attempts cannot push another key (the account's) over its limit.
 *
 * Atomic: the deciding statement locks the keys' rows (in key order, so two attempts never wait
 * on each other in a cycle) and reads their latest counts before it counts, so parallel
 * attempts are admitted one at a time and never past a limit, on Postgres as on PGlite.
 */
export async function admitLoginAttempt(
  db: Database,
  limits: LoginLimit[],
  windowMs: number,
): Promise<LoginAdmission> {
  // The rows must exist to be locked; creating them decides nothing. (Sorted, so that parallel
  // inserts of shared keys wait on each other in one order too.)
  const keys = limits.map(({ key }) => key).sort();
  await db
    .insert(loginAttempts)
    .values(keys.map((key) => ({ key, failures: 0 })))
    .onConflictDoNothing();
  const window = sql`(${windowMs}::float8 * interval '1 millisecond')`;
  const limitRows = sql.join(
    limits.map(({ key, maxAttempts }) => sql`(${key}::text, ${maxAttempts}::int)`),
    sql`, `,
  );
  const result = await db.execute(sql`
    WITH limits (key, max_attempts) AS (VALUES ${limitRows}),
    current AS (
      SELECT a.key, l.max_attempts, a.window_start,
             a.window_start > now() - ${window} AS open,
             CASE WHEN a.window_start > now() - ${window} THEN a.failures ELSE 0 END AS used
      FROM login_attempts a JOIN limits l ON l.key = a.key
      ORDER BY a.key
      FOR UPDATE OF a
    ),
    verdict AS (
      SELECT bool_and(c.max_attempts IS NULL OR c.used < c.max_attempts) AS admitted FROM current c
    ),
    counted AS (
      UPDATE login_attempts a
      SET failures = c.used + 1,
          window_start = CASE WHEN c.open THEN c.window_start ELSE now() END
      FROM current c, verdict v
      WHERE a.key = c.key AND v.admitted
      RETURNING a.key
    )
    SELECT v.admitted,
           (SELECT json_object_agg(c.key, c.used) FROM current c) AS earlier,
           (SELECT greatest(1, ceil(max(extract(epoch FROM c.window_start + ${window} - now()))))::int
            FROM current c WHERE c.used >= c.max_attempts) AS retry_after
    FROM verdict v`);
  // node-postgres and PGlite both answer { rows }; drizzle's shared type cannot say so.
  const [row] = (result as { rows: AdmissionRow[] }).rows;
  return row?.admitted
    ? { admitted: true, earlier: row.earlier }
    : { admitted: false, retryAfterSeconds: row?.retry_after ?? Math.ceil(windowMs / 1000) };
}

/** Counts whose window ended: admitLoginAttempt would start them again from zero. */
export async function deleteExpiredLoginAttempts(db: Database, windowMs: number): Promise<void> {
  await db
    .delete(loginAttempts)
    .where(
      sql`${loginAttempts.windowStart} <= now() - (${windowMs}::float8 * interval '1 millisecond')`,
    );
}

/**
 * After a correct password: `resetKey` (the account at this address) starts again from zero,
 * and the check no longer counts against `releaseKeys` (the account, the address) either.
 */
export async function forgiveLoginAttempt(
  db: Database,
  resetKey: string,
  releaseKeys: string[],
): Promise<void> {
  await db
    .update(loginAttempts)
    .set({
      failures: sql`case when ${loginAttempts.key} = ${resetKey} then 0 else greatest(${loginAttempts.failures} - 1, 0) end`,
    })
    .where(inArray(loginAttempts.key, [resetKey, ...releaseKeys]));
}
