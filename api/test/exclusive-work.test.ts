// ContentStore.exclusively: work that several processes sharing one Postgres database must not
// run at the same time (the event store's migrations) runs one at a time across their pools.
import { describe, expect, it } from 'vitest';
import { openContentStore } from '@lumen/db';
import { createTestDatabase } from '../../db/test/support/test-database.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!databaseUrl)('exclusive work on one Postgres database', () => {
  it('two stores (as two processes) never overlap, and a failure releases the lock', async () => {
    const database = await createTestDatabase(databaseUrl!);
    const [a, b] = await Promise.all(
      [1, 2].map(() => openContentStore({ databaseUrl: database.url })),
    );
    try {
      const spans: [number, number][] = [];
      const work = async () => {
        const start = performance.now();
        await new Promise((r) => setTimeout(r, 150));
        spans.push([start, performance.now()]);
      };
      await Promise.all([a!.exclusively(work), b!.exclusively(work), a!.exclusively(work)]);
      spans.sort((x, y) => x[0] - y[0]);
      for (let i = 1; i < spans.length; i++)
        expect(spans[i]![0]).toBeGreaterThanOrEqual(spans[i - 1]![1]);

      await expect(a!.exclusively(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
      await expect(b!.exclusively(async () => 'after')).resolves.toBe('after');
    } finally {
      await Promise.all([a?.close(), b?.close()]);
      await database.drop();
    }
  });
});
