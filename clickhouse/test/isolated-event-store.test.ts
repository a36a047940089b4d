import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { openIsolatedEventStore } from '../src/isolated-event-store.ts';
import { describeEventStoreContract } from './support/event-store-contract.ts';

const dir = mkdtempSync(join(tmpdir(), 'lumen-chdb-child-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describeEventStoreContract('chDB in a child process', () => openIsolatedEventStore({ chdbDir: dir }, { ttlDays: 30 }));
