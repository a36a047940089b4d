import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { openClickHouseEventStore } from '../src/clickhouse-event-store.ts';
import { describeEventStoreContract } from './support/event-store-contract.ts';

const dir = mkdtempSync(join(tmpdir(), 'lumen-chdb-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describeEventStoreContract('chDB in this thread', () =>
  openClickHouseEventStore({ chdbDir: dir }, { ttlDays: 30 }),
);
