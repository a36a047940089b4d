// The content store's Postgres adapter against the server of TEST_DATABASE_URL, in databases of
// its own: the contract suite. Unset: one loud line and the suite skipped; under CI a failure.
import { sql } from 'drizzle-orm';
import { describe } from 'vitest';
import { openContentStore } from '../src/content-store.ts';
import { describeContentStoreContract } from './support/content-store-contract.ts';
import { createTestDatabase } from './support/test-database.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  if (process.env.CI)
    throw new Error('TEST_DATABASE_URL must be set under CI: refusing to skip the Postgres tests.');
  console.warn(
    '\n!!! TEST_DATABASE_URL is not set: the Postgres content store tests are SKIPPED (set it to run them).\n',
  );
}

describe.skipIf(!adminUrl)('Postgres adapter', () => {
  describeContentStoreContract({
    kind: 'postgres',
    sharedByProcesses: true,
    createDatabase: async () => {
      const database = await createTestDatabase(adminUrl!);
      return {
        open: () => openContentStore({ databaseUrl: database.url }),
        drop: () => database.drop(),
      };
    },
    // A server whose pg_trgm is gone (the extension and what depends on it: its indexes).
    openWithoutPgTrgm: async () => {
      const database = await createTestDatabase(adminUrl!);
      const store = await openContentStore({ databaseUrl: database.url });
      await store.db.execute(sql`DROP EXTENSION pg_trgm CASCADE`);
      return {
        db: store.db,
        close: async () => {
          await store.close();
          await database.drop();
        },
      };
    },
  });
});
