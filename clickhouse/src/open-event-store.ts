// The one factory that picks the event store from configuration (DESIGN §2):
// CLICKHOUSE_URL → the server; otherwise chDB in DATA_DIR/clickhouse, in a child process of its own.
import { openClickHouseEventStore, type OpenOptions } from './clickhouse-event-store.ts';
import type { EventStore } from './event-store.ts';
import { openIsolatedEventStore, type EventStoreLog } from './isolated-event-store.ts';

export interface EventStoreConfig extends OpenOptions {
  clickhouseUrl?: string | undefined;
  chdbDir: string;
  /** A server's schema: applied by this process, or waited for (chDB's is always applied). */
  schema?: OpenOptions['schema'];
  /** Where the supervisor of chDB's child process reports its deaths and restarts. */
  log?: EventStoreLog;
}

export function openEventStore(config: EventStoreConfig): Promise<EventStore> {
  const options = { ttlDays: config.ttlDays };
  if (config.clickhouseUrl)
    return openClickHouseEventStore(
      { url: config.clickhouseUrl },
      { ...options, schema: config.schema },
    );
  return openIsolatedEventStore({ chdbDir: config.chdbDir }, options, { log: config.log });
}
