// ADMIN_EMAIL/ADMIN_PASSWORD are the source of truth for the admin: on several api processes
// starting at once, one account, every process content (the loser of the insert race checks the
// winner's account instead of crashing); a new password or a new email ends the old sessions.
import { afterEach, describe, expect, it } from 'vitest';
import {
  findSession,
  findUserByEmail,
  insertSession,
  insertUser,
  type ContentStore,
  type Database,
} from '@lumen/db';
import { ensureAdmin } from '../src/services/ensure-admin.ts';
import { verifyPassword } from '../src/services/passwords.ts';
import { openTestStore, storeKinds } from './support/stores.ts';

const HOUR = 3_600_000;

/** A live session of the user with `email`; its id hash. */
async function sessionOf(db: Database, email: string): Promise<string> {
  const user = await findUserByEmail(db, email);
  const idHash = `session-of-${email}`;
  await insertSession(db, idHash, user!.id, new Date(Date.now() + HOUR));
  return idHash;
}

describe.each(storeKinds)('ensureAdmin on %s', (kind) => {
  let store: ContentStore | null = null;
  afterEach(async () => {
    await store?.close();
    store = null;
  });

  it('three racing callers leave one admin account with the configured password', async () => {
    store = await openTestStore(kind);
    const { db } = store;
    const outcomes = await Promise.all(
      Array.from({ length: 3 }, () => ensureAdmin(db, 'Race@Example.com', 'racing-password-1')),
    );
    expect(outcomes.filter(({ admin }) => admin === 'created')).toHaveLength(1);
    const admin = await findUserByEmail(db, 'race@example.com');
    expect(admin?.role).toBe('admin');
    expect(await verifyPassword(admin!.passwordHash, 'racing-password-1')).toBe(true);
  }, 120_000); // argon2 hashes by design slowly: on a loaded 2-core machine three took > 30 s

  it('makes an existing account an admin and resets its password to the configured one', async () => {
    store = await openTestStore(kind);
    const { db } = store;
    const ensured = (password: string) => ensureAdmin(db, 'a@example.com', password);
    expect(await ensured('first-password-1')).toEqual({ admin: 'created', demoted: [] });
    const session = await sessionOf(db, 'a@example.com');
    expect(await ensured('first-password-1')).toEqual({ admin: 'unchanged', demoted: [] });
    expect(await findSession(db, session, HOUR)).not.toBeNull();
    expect((await ensureAdmin(db, 'A@example.com', 'second-password-2')).admin).toBe('updated');
    const admin = await findUserByEmail(db, 'a@example.com');
    expect(await verifyPassword(admin!.passwordHash, 'second-password-2')).toBe(true);
    // Whoever held a session with the old password is logged out.
    expect(await findSession(db, session, HOUR)).toBeNull();
  }, 120_000);

  it('demotes an admin whose email is no longer ADMIN_EMAIL and ends its sessions', async () => {
    store = await openTestStore(kind);
    const { db } = store;
    await ensureAdmin(db, 'old@example.com', 'old-password-1');
    const oldSession = await sessionOf(db, 'old@example.com');
    const viewer = await insertUser(db, { email: 'viewer@example.com', passwordHash: 'h' });
    const viewerSession = await sessionOf(db, viewer.email);

    const ensured = await ensureAdmin(db, 'new@example.com', 'new-password-1');
    const old = await findUserByEmail(db, 'old@example.com');
    expect(ensured).toEqual({ admin: 'created', demoted: [{ id: old!.id, email: old!.email }] });
    expect(old!.role).toBe('viewer');
    expect(await findSession(db, oldSession, HOUR)).toBeNull();
    expect(await findSession(db, viewerSession, HOUR)).not.toBeNull();
    expect((await findUserByEmail(db, 'new@example.com'))!.role).toBe('admin');
    // The next start has no one left to demote.
    expect(await ensureAdmin(db, 'new@example.com', 'new-password-1')).toEqual({
      admin: 'unchanged',
      demoted: [],
    });
  }, 120_000);
});
