// ADMIN_EMAIL/ADMIN_PASSWORD on several api processes starting at once: one account, every
// process content (the loser of the insert race checks the winner's account instead of crashing).
import { afterEach, describe, expect, it } from 'vitest';
import { findUserByEmail, type ContentStore } from '@lumen/db';
import { ensureAdmin } from '../src/services/ensure-admin.ts';
import { verifyPassword } from '../src/services/passwords.ts';
import { openTestStore, storeKinds } from './support/stores.ts';

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
    expect(outcomes.filter((outcome) => outcome === 'created')).toHaveLength(1);
    const admin = await findUserByEmail(db, 'race@example.com');
    expect(admin?.role).toBe('admin');
    expect(await verifyPassword(admin!.passwordHash, 'racing-password-1')).toBe(true);
  }, 120_000); // argon2 hashes by design slowly: on a loaded 2-core machine three took > 30 s

  it('makes an existing account an admin and resets its password to the configured one', async () => {
    store = await openTestStore(kind);
    const { db } = store;
    expect(await ensureAdmin(db, 'a@example.com', 'first-password-1')).toBe('created');
    expect(await ensureAdmin(db, 'a@example.com', 'first-password-1')).toBe('unchanged');
    expect(await ensureAdmin(db, 'A@example.com', 'second-password-2')).toBe('updated');
    const admin = await findUserByEmail(db, 'a@example.com');
    expect(await verifyPassword(admin!.passwordHash, 'second-password-2')).toBe(true);
  }, 120_000);
});
