// Users, sessions and the login throttle.
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/database.ts';
import * as schema from '../../../src/schema.ts';
import {
  admitLoginAttempt,
  changePassword,
  deleteExpiredLoginAttempts,
  deleteExpiredSessions,
  demoteAdminsExcept,
  extendSession,
  findSession,
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

    it('a session finds its user until its idle deadline or its maximum age; expired ones are cleared', async () => {
      const user = await insertUser(db, {
        email: `${uniqueText('s')}@x.test`,
        passwordHash: 'h',
      });
      const live = uniqueText('live');
      const idle = uniqueText('idle');
      const old = uniqueText('old');
      const hour = 3_600_000;
      await insertSession(db, live, user.id, new Date(Date.now() + hour));
      await insertSession(db, idle, user.id, new Date(Date.now() - 1));
      await insertSession(db, old, user.id, new Date(Date.now() + hour));
      await db
        .update(schema.sessions)
        .set({ createdAt: new Date(Date.now() - 2 * hour) })
        .where(eq(schema.sessions.idHash, old));
      expect((await findSession(db, live, 2 * hour - 60_000))?.user).toEqual(user);
      expect(await findSession(db, idle, 2 * hour - 60_000)).toBeNull();
      expect(await findSession(db, old, 2 * hour - 60_000)).toBeNull();
      expect(await findSession(db, old, 3 * hour)).not.toBeNull();

      const extended = new Date(Date.now() + 2 * hour);
      await extendSession(db, live, extended);
      expect((await findSession(db, live, 3 * hour))?.expiresAt).toEqual(extended);

      await deleteExpiredSessions(db, 2 * hour - 60_000);
      const left = await db
        .select({ idHash: schema.sessions.idHash })
        .from(schema.sessions)
        .where(eq(schema.sessions.userId, user.id));
      expect(left).toEqual([{ idHash: live }]);
    });

    it('a password change and a demotion end that user’s sessions, no one else’s', async () => {
      const insertWithSession = async (role: string) => {
        const user = await insertUser(db, {
          email: `${uniqueText(role)}@x.test`,
          passwordHash: 'h',
          role,
        });
        const idHash = uniqueText('session');
        await insertSession(db, idHash, user.id, new Date(Date.now() + 3_600_000));
        return { user, idHash };
      };
      const changed = await insertWithSession('viewer');
      const bystander = await insertWithSession('viewer');
      await changePassword(db, changed.user.id, 'new-hash');
      expect((await findUserByEmail(db, changed.user.email))?.passwordHash).toBe('new-hash');
      expect(await findSession(db, changed.idHash, 3_600_000)).toBeNull();
      expect(await findSession(db, bystander.idHash, 3_600_000)).not.toBeNull();

      const kept = await insertWithSession('admin');
      const former = await insertWithSession('admin');
      const demoted = await demoteAdminsExcept(db, kept.user.email.toUpperCase());
      expect(demoted).toContainEqual({ id: former.user.id, email: former.user.email });
      expect(demoted.map(({ id }) => id)).not.toContain(kept.user.id);
      expect((await findUserByEmail(db, former.user.email))?.role).toBe('viewer');
      expect(await findSession(db, former.idHash, 3_600_000)).toBeNull();
      expect((await findSession(db, kept.idHash, 3_600_000))?.user.role).toBe('admin');
      expect(await findSession(db, bystander.idHash, 3_600_000)).not.toBeNull();
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
      expect(await admitLoginAttempt(db, limits, 60_000)).toEqual({
        admitted: true,
        earlier: { [key]: 0 },
      });
      await admitLoginAttempt(db, limits, 60_000);
      await admitLoginAttempt(db, limits, 60_000);
      expect((await admitLoginAttempt(db, limits, 60_000)).admitted).toBe(false);
      await db
        .update(schema.loginAttempts)
        .set({ windowStart: sql`now() - interval '2 minutes'` })
        .where(eq(schema.loginAttempts.key, key));
      expect(await admitLoginAttempt(db, limits, 60_000)).toEqual({
        admitted: true,
        earlier: { [key]: 0 },
      });
    });

    it('a key without a limit is counted and never refuses; counts past their window are deleted', async () => {
      const limited = uniqueText('limited');
      const counted = uniqueText('counted');
      const limits = [
        { key: limited, maxAttempts: 2 },
        { key: counted, maxAttempts: null },
      ];
      const outcomes = await Promise.all(
        Array.from({ length: 4 }, () => admitLoginAttempt(db, limits, 60_000)),
      );
      const earlier = outcomes.flatMap((o) => (o.admitted ? [o.earlier[counted]] : []));
      expect(earlier.sort()).toEqual([0, 1]);
      expect((await admitLoginAttempt(db, [limits[1]!], 60_000)).admitted).toBe(true);
      expect(await admitLoginAttempt(db, [limits[1]!], 60_000)).toEqual({
        admitted: true,
        earlier: { [counted]: 3 },
      });

      await db
        .update(schema.loginAttempts)
        .set({ windowStart: sql`now() - interval '2 minutes'` })
        .where(eq(schema.loginAttempts.key, limited));
      await deleteExpiredLoginAttempts(db, 60_000);
      const left = await db
        .select({ key: schema.loginAttempts.key })
        .from(schema.loginAttempts)
        .where(sql`${schema.loginAttempts.key} in (${limited}, ${counted})`);
      expect(left).toEqual([{ key: counted }]);
    });
  });
}
