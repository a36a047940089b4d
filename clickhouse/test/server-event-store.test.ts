// The event store's ClickHouse-server adapter (@clickhouse/client over HTTP). No ClickHouse
// server can be installed on the development and CI machines (DESIGN §6), so the contract suite
// runs it against the HTTP emulator (support/clickhouse-http-emulator.ts): the real engine (chDB)
// behind an emulated transport, in a process of its own. Where a real server exists,
// TEST_CLICKHOUSE_URL runs the same suite against it too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openClickHouseEventStore } from '../src/clickhouse-event-store.ts';
import { startEmulatorProcess, type EmulatorProcess } from './support/emulator-process.ts';
import { describeEventStoreContract } from './support/event-store-contract.ts';

describe('the ClickHouse-server adapter over HTTP, against the emulator', () => {
  let emulator: EmulatorProcess;
  beforeAll(async () => {
    emulator = await startEmulatorProcess();
  });
  afterAll(() => emulator?.stop());

  describeEventStoreContract('ClickHouse server adapter via the HTTP emulator', () =>
    openClickHouseEventStore({ url: emulator.url }, { ttlDays: 30 }),
  );

  it('answers an unknown table as ClickHouse does: an error naming it, with its code', async () => {
    const response = await fetch(`${emulator.url}/?query_id=q1`, {
      method: 'POST',
      body: 'SELECT * FROM no_such_table FORMAT JSONEachRow',
    });
    expect(response.status).toBe(500);
    expect(response.headers.get('x-clickhouse-exception-code')).toBe('60');
    expect(await response.text()).toMatch(
      /^Code: 60\. DB::Exception: .*no_such_table.*\(UNKNOWN_TABLE\)/,
    );
  });

  it('surfaces a failing statement through the client as ClickHouse’s typed error', async () => {
    const store = await openClickHouseEventStore({ url: emulator.url }, { ttlDays: 30 });
    try {
      await expect(store.query('SELECT nope FROM events')).rejects.toMatchObject({
        code: '47',
        type: 'UNKNOWN_IDENTIFIER',
      });
    } finally {
      await store.close();
    }
  });
});

const url = process.env.TEST_CLICKHOUSE_URL;
if (!url) {
  console.warn(
    '\n!!! TEST_CLICKHOUSE_URL is not set: the server adapter runs against the HTTP emulator only (no ClickHouse server here).\n',
  );
}

describe.skipIf(!url)('ClickHouse server', () => {
  describeEventStoreContract('ClickHouse server', () =>
    openClickHouseEventStore({ url: url! }, { ttlDays: 30 }),
  );
});
