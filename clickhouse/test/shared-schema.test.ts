// Several processes on one ClickHouse server: api processes apply the migrations one at a time
// (their back-fills must run once), the event sink waits for them. Run through the HTTP emulator
// (no server can be installed here): the real engine, the adapter's real HTTP path.
import { afterEach, describe, expect, it } from 'vitest';
import { openClickHouseEventStore } from '../src/clickhouse-event-store.ts';
import type { EventStore } from '../src/event-store.ts';
import { readMigrations } from '../src/migrate.ts';
import { startEmulatorProcess, type EmulatorProcess } from './support/emulator-process.ts';

/** A mutex in this process, standing in for the api processes' Postgres advisory lock. */
function mutex() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = tail.then(work);
    tail = run.catch(() => {});
    return run;
  };
}

const latest = Math.max(...readMigrations().map((m) => m.version));

describe('one ClickHouse server, several processes', () => {
  let emulator: EmulatorProcess | null = null;
  const stores: EventStore[] = [];
  afterEach(async () => {
    await Promise.all(stores.splice(0).map((store) => store.close()));
    await emulator?.stop();
    emulator = null;
  });

  it('three api processes starting at once under the lock record each migration once', async () => {
    emulator = await startEmulatorProcess();
    const exclusively = mutex();
    stores.push(
      ...(await Promise.all(
        [1, 2, 3].map(() =>
          openClickHouseEventStore(
            { url: emulator!.url },
            { ttlDays: 30, schema: { mode: 'apply', exclusively } },
          ),
        ),
      )),
    );
    const rows = await stores[0]!.query<{ version: number; n: string }>(
      'SELECT version, count() AS n FROM schema_migrations GROUP BY version ORDER BY version',
    );
    expect(rows.map((row) => Number(row.version))).toEqual(readMigrations().map((m) => m.version));
    expect(rows.every((row) => Number(row.n) === 1)).toBe(true);
  }, 180_000);

  it('the sink waits for the schema an api process applies, then opens', async () => {
    emulator = await startEmulatorProcess();
    const waits: number[] = [];
    let sinkOpen = false;
    const sink = openClickHouseEventStore(
      { url: emulator.url },
      { ttlDays: 30, schema: { mode: 'wait', onWait: (missing) => waits.push(missing) } },
    ).then((store) => {
      sinkOpen = true;
      stores.push(store);
    });
    await expect.poll(() => waits.length, { timeout: 30_000 }).toBeGreaterThan(1);
    expect(waits[0]).toBe(readMigrations().length);
    expect(sinkOpen).toBe(false);

    stores.push(await openClickHouseEventStore({ url: emulator.url }, { ttlDays: 30 }));
    await sink;
    const [row] = await stores[0]!.query<{ version: number }>(
      'SELECT max(version) AS version FROM schema_migrations',
    );
    expect(Number(row!.version)).toBe(latest);
  }, 180_000);
});
