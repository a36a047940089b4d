// The content stores a test file runs against: embedded PGlite always, and the real
// Postgres of TEST_DATABASE_URL when set, each test file in a fresh database of its own.
import { openContentStore, type ContentStore } from '@lumen/db';
import { readPgliteTemplate } from '../../../db/test/support/store-templates.ts';
import { createTestDatabase } from '../../../db/test/support/test-database.ts';
import { storeTemplates } from './store-templates.ts';

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
  const templates = storeTemplates();
  if (kind === 'pglite')
    return openContentStore({
      pgliteTemplate: templates ? readPgliteTemplate(templates.pglite) : undefined,
    });
  const database = await createTestDatabase(
    process.env.TEST_DATABASE_URL!,
    templates?.postgres ?? undefined,
  );
  const store = await openContentStore({ databaseUrl: database.url });
  return {
    ...store,
    close: async () => {
      await store.close();
      await database.drop();
    },
  };
}
