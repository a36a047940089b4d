// The content stores a test file runs against: embedded PGlite always, and the real
// Postgres of TEST_DATABASE_URL when set, each test file in a fresh database of its own.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openContentStore, type ContentStore } from '@lumen/db';

export type StoreKind = 'pglite' | 'postgres';

function requiredUnderCi(name: string): void {
  const message = `${name} is not set: tests that need it are SKIPPED (set it to run them).`;
  if (process.env.CI)
    throw new Error(`${name} must be set under CI: refusing to skip the tests that need it.`);
  console.warn(`\n!!! ${message}\n`);
}

export const storeKinds: StoreKind[] = (() => {
  if (process.env.TEST_DATABASE_URL) return ['pglite', 'postgres'];
  requiredUnderCi('TEST_DATABASE_URL');
  return ['pglite'];
})();

/** Opens an empty, migrated store; close() also drops a Postgres test database. */
export async function openTestStore(kind: StoreKind): Promise<ContentStore> {
  if (kind === 'pglite') return openContentStore({});
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `lumen_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const store = await openContentStore({ databaseUrl: url.toString() });
  return {
    ...store,
    close: async () => {
      await store.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
