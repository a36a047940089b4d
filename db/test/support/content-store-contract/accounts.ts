// Users, sessions and the login throttle.
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/database.ts';
import * as schema from '../../../src/schema.ts';
import {
  admitLoginAttempt,
  deleteExpiredSessions,
  findSessionUser,
  findUserByEmail,
  forgiveLoginAttempt,
  insertSession,
  insertUser,
  insertUserIfAbsent,
} from '../../../src/index.ts';
import type { ContractContext } from './context.ts';
import { uniqueText } from './fixtures.ts';

export function describeAccounts(context: ContractContext) {
  let db: Database;
  beforeEach(() => {
    db = context.store().db;
  });

  describe('accounts', () => {
    it('finds a user by email in any case, and inserts one only when absent', async () => {
      const email = `${uniqueText('Mixed')}@X.test`;
      const user = await insertUser(db, { email, passwordHash: 'hash', firstName: 'Ada' });
      expect(user).toMatchObject({ email, firstName: 'Ada', lastName: null, role: 'viewer' });
      expect(await findUserByEmail(db, email.toLowerCase())).toEqual({
        ...user,
        passwordHash: 'hash',
      });
      const racing = await Promise.all([
        insertUserIfAbsent(db, { email: email.toUpperCase(), passwordHash: 'h2' }),
        insertUserIfAbsent(db, { email: `new-${email}`, passwordHash: 'h3' }),
        insertUserIfAbsent(db, { email: `NEW-${email}`, passwordHash: 'h4' }),
      ]);
      expect(racing[0]).toBeNull();
      expect(racing.slice(1).filter((u) => u !== null)).toHaveLength(1);
    });

    it('a session finds its user until it expires; expired sessions are cleared', async () => {
      const user = await insertUser(db, {
        email: `${uniqueText('s')}@x.test`,
        passwordHash: 'h',
      });
      const live = uniqueText('live');
      const expired = uniqueText('expired');
      await insertSession(db, live, user.id, new Date(Date.now() + 3_600_000));
      await insertSession(db, expired, user.id, new Date(Date.now() - 1));
      expect(await findSessionUser(db, live)).toEqual(user);
      expect(await findSessionUser(db, expired)).toBeNull();
      await deleteExpiredSessions(db);
      const left = await db
        .select({ idHash: schema.sessions.idHash })
        .from(schema.sessions)
        .where(eq(schema.sessions.userId, user.id));
      expect(left).toEqual([{ idHash: live }]);
    });

    it('admits racing login attempts never past the limit, then again after forgiveness or the window', async () => {
      const key = uniqueText('ip');
      const limits = [{ key, maxAttempts: 3 }];
      const outcomes = await Promise.all(
        Array.from({ length: 8 }, () => admitLoginAttempt(db, limits, 60_000)),
      );
      expect(outcomes.filter((o) => o.admitted)).toHaveLength(3);
      for (const refused of outcomes.filter((o) => !o.admitted))
        expect(refused).toEqual({ admitted: false, retryAfterSeconds: expect.any(Number) });
      const refused = outcomes.find((o) => !o.admitted) as { retryAfterSeconds: number };
      expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);

      await forgiveLoginAttempt(db, key, []);
      expect(await admitLoginAttempt(db, limits, 60_000)).toEqual({ admitted: true });
      await admitLoginAttempt(db, limits, 60_000);
      await admitLoginAttempt(db, limits, 60_000);
      expect((await admitLoginAttempt(db, limits, 60_000)).admitted).toBe(false);
      await db
        .update(schema.loginAttempts)
        .set({ windowStart: sql`now() - interval '2 minutes'` })
        .where(eq(schema.loginAttempts.key, key));
      expect(await admitLoginAttempt(db, limits, 60_000)).toEqual({ admitted: true });
    });
  });
}
