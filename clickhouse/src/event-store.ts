// The event store port: ClickHouse server or chDB behind one interface (DESIGN §2).

export type EventStoreKind = 'server' | 'chdb';

export type QueryParams = Record<string, string | number | boolean | string[] | number[]>;

export interface EventStore {
  readonly kind: EventStoreKind;
  /**
   * Inserts rows made by formatEventRow (one per line) into the events table in one INSERT. A retry with the same
   * `token` is a no-op (insert_deduplication_token), so a re-sent batch lands once.
   */
  insertRows(rows: string, token: string): Promise<void>;
  /** Runs one SELECT with typed `{name:Type}` parameters and returns its rows. */
  query<Row>(sql: string, params?: QueryParams): Promise<Row[]>;
  /** Runs one statement that returns no rows (a rollup's fold: INSERT … SELECT). */
  command(sql: string, params?: QueryParams): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}
