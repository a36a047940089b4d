// A ClickHouse server cannot run on the development and CI machines (DESIGN §6); where one
// exists, TEST_CLICKHOUSE_URL runs the same contract suite against it.
import { describe, it } from 'vitest';
import { openClickHouseEventStore } from '../src/clickhouse-event-store.ts';
import { describeEventStoreContract } from './support/event-store-contract.ts';

const url = process.env.TEST_CLICKHOUSE_URL;
if (url) {
  describeEventStoreContract('ClickHouse server', () => openClickHouseEventStore({ url }, { ttlDays: 30 }));
} else {
  console.warn('\n!!! TEST_CLICKHOUSE_URL is not set: the event store contract runs on chDB only (no ClickHouse server here).\n');
  describe('event store contract: ClickHouse server', () => {
    it.skip('needs TEST_CLICKHOUSE_URL', () => {});
  });
}
