// The event store over @clickhouse/client: a server over HTTP, or chDB in this thread through
// `chdb/connection`. The SQL is the same for both.
import { Readable } from 'node:stream';
import { ClickHouseLogLevel, createClient, type ClickHouseClient } from '@clickhouse/client';
import type { EventStore, EventStoreKind, QueryParams } from './event-store.ts';
import { BOT_ROW_END, EVENT_COLUMNS, isBotRow } from './event-row.ts';
import { applyEventTtl, applyMigrations, waitForSchema } from './migrate.ts';

export type ClickHouseTarget = { url: string } | { chdbDir: string };

export interface OpenOptions {
  /** Raw events older than this are dropped by ClickHouse (TTL). */
  ttlDays: number;
  /**
   * Who brings a shared server's schema up to date. 'apply' (default): this process, inside
   * `exclusively` when given (several api processes share one server: the migrations' back-fills
   * must run once). 'wait': another process does; this one waits for it (the event sink).
   */
  schema?:
    | { mode: 'apply'; exclusively?: <T>(work: () => Promise<T>) => Promise<T> }
    | { mode: 'wait'; onWait?: (missingMigrations: number) => void };
}

async function createTargetClient(
  target: ClickHouseTarget,
): Promise<{ client: ClickHouseClient; kind: EventStoreKind }> {
  if ('url' in target) {
    return {
      kind: 'server',
      client: createClient({
        url: target.url,
        request_timeout: 60_000,
        compression: { request: false, response: true },
        // Every failed call rejects to a caller that logs it (one JSON line in the process's
        // log); the client's own multi-line report of the same failure would be a second one.
        log: { level: ClickHouseLogLevel.OFF },
      }),
    };
  }
  // chdb is an optional dependency with a large native library: loaded only when used.
  const { createChdbConnection } = await import('chdb/connection');
  const connection = createChdbConnection({ path: target.chdbDir });
  return {
    kind: 'chdb',
    client: createClient({ connection } as unknown as Parameters<typeof createClient>[0]),
  };
}

const INSERT_ROWS = `INSERT INTO events (${EVENT_COLUMNS.join(', ')}) FORMAT JSONCompactEachRow`;
const INSERT_BOT_ROWS = `INSERT INTO bot_events (${EVENT_COLUMNS.join(', ')}, is_bot) FORMAT JSONCompactEachRow`;

/** Bots' rows (event-row.ts) apart from people's; `null` when there are none (the usual case). */
function splitBotRows(rows: string): { people: string; bots: string } | null {
  if (!rows.includes(BOT_ROW_END)) return null;
  const lines = rows.split('\n');
  if (!lines.some(isBotRow)) return null;
  return {
    people: lines.filter((line) => !isBotRow(line)).join('\n'),
    bots: lines.filter(isBotRow).join('\n'),
  };
}

export function wrapClient(client: ClickHouseClient, kind: EventStoreKind): EventStore {
  async function insert(query: string, rows: string, token: string) {
    if (!rows) return;
    // Rows are already text in the INSERT's format: sent as a raw body, not re-encoded.
    const result = await client.exec({
      query,
      values: Readable.from([Buffer.from(rows)], { objectMode: false }),
      clickhouse_settings: {
        insert_deduplication_token: token,
        date_time_input_format: 'best_effort',
        // Rows queued before a column was added (migration 010) are shorter: the missing
        // trailing columns take their defaults.
        input_format_json_compact_allow_variable_number_of_columns: 1,
      },
    });
    result.stream.resume();
  }
  return {
    kind,
    async insertRows(rows, token) {
      const split = splitBotRows(rows);
      if (!split) return insert(INSERT_ROWS, rows, token);
      // Two tokens of one batch: a retry after either insert lands each part once.
      await insert(INSERT_ROWS, split.people, token);
      await insert(INSERT_BOT_ROWS, split.bots, `${token}/bots`);
    },
    async query<Row>(sql: string, params: QueryParams = {}) {
      const result = await client.query({
        query: sql,
        query_params: params,
        format: 'JSONEachRow',
      });
      return result.json<Row>();
    },
    async command(sql: string, params: QueryParams = {}) {
      await client.command({ query: sql, query_params: params });
    },
    async ping() {
      const result = await client.ping();
      if (!result.success) throw result.error;
    },
    close: () => client.close(),
  };
}

/** Opens the store in this thread and brings its schema up to date. */
export async function openClickHouseEventStore(
  target: ClickHouseTarget,
  options: OpenOptions,
): Promise<EventStore> {
  const { client, kind } = await createTargetClient(target);
  try {
    const schema = options.schema ?? { mode: 'apply' };
    if (schema.mode === 'wait') {
      await waitForSchema(client, schema.onWait ?? (() => {}));
    } else {
      const exclusively = schema.exclusively ?? ((work) => work());
      await exclusively(async () => {
        await applyMigrations(client);
        await applyEventTtl(client, options.ttlDays);
      });
    }
  } catch (error) {
    await client.close();
    throw error;
  }
  return wrapClient(client, kind);
}
