// A ClickHouse server cannot run on the development and CI machines (DESIGN §6); where one
// exists, TEST_CLICKHOUSE_URL runs the same contract suite against it. Without one the suite
// is reported as skipped, case by case.
import { describe } from 'vitest';
import { openClickHouseEventStore } from '../src/clickhouse-event-store.ts';
import { describeEventStoreContract } from './support/event-store-contract.ts';

const url = process.env.TEST_CLICKHOUSE_URL;
if (!url) {
  console.warn(
    '\n!!! TEST_CLICKHOUSE_URL is not set: the event store contract runs on chDB only (no ClickHouse server here).\n',
  );
}

describe.skipIf(!url)('ClickHouse server', () => {
  describeEventStoreContract('ClickHouse server', () =>
    openClickHouseEventStore({ url: url! }, { ttlDays: 30 }),
  );
});
