// The site's analytics time zone in the event store (migration 022): the rollups are keyed by
// that zone's days and hours, so every period and daily figure is the zone's, exactly
// (docs/decisions/0013-rollups-in-the-sites-time-zone.md). The raw events' zone_day and
// zone_hour columns are aliases the materialized views read at each insert; a change of zone
// changes them and re-keys what the rollups already hold from the raw events:
//
// 1. Where: every day from `rekey_day` of the zone before, the first day whose raw events are
//    all still kept (EVENT_TTL_DAYS); older rows stay in the zone they were counted in.
// 2. The folds of those days and hours are dropped, then each rollup's rows of those days are
//    deleted and made again by its own views' queries over those raw events, the arrivals last:
//    their new arrival times make every re-keyed day stale, so it is read from its sets until the
//    fold job has folded it again (a fold of a half-made set is stale too).
// 3. The change is recorded as started before and as done after, so a re-keying cut short is
//    finished by the next call, on the same rows.
//
// While it runs, figures of the re-keyed days are incomplete. Every rollup is a set, a minimum
// or a maximum, so an event that reaches a rollup twice (a view's insert and the re-keying)
// counts once.
import type { EventStore } from './event-store.ts';

/** The zone of a store that was never given one. */
export const STORE_DEFAULT_TIME_ZONE = 'UTC';

const DAY_MS = 86_400_000;
const RAW_TABLES = ['events', 'bot_events'];
const ZONE_COLUMNS = /\bzone_(?:day|hour)\b/;

export interface StoreTimeZone {
  /** The zone of the events' zone_day and zone_hour, and so of every rollup's new rows. */
  zone: string;
  /** False while the rollups' rows from `rekeyDay` on are being re-keyed into `zone`. */
  rekeyed: boolean;
  /** The first day (YYYY-MM-DD, in `previousZone`) re-keyed into `zone`. */
  rekeyDay: string;
  previousZone: string;
}

/** The latest recorded zone; UTC before the first change. */
export async function readStoreTimeZone(store: EventStore): Promise<StoreTimeZone> {
  const [row] = await store.query<{
    zone: string;
    rekeyed: number | string;
    rekey_day: string;
    previous_zone: string;
  }>(
    'SELECT zone, rekeyed, toString(rekey_day) AS rekey_day, previous_zone FROM analytics_time_zone FINAL',
  );
  if (!row)
    return {
      zone: STORE_DEFAULT_TIME_ZONE,
      rekeyed: true,
      rekeyDay: '1970-01-01',
      previousZone: STORE_DEFAULT_TIME_ZONE,
    };
  return {
    zone: row.zone,
    rekeyed: Number(row.rekeyed) === 1,
    rekeyDay: row.rekey_day,
    previousZone: row.previous_zone,
  };
}

/** Thrown when ClickHouse does not know the zone (nothing was changed). */
export class UnknownTimeZoneError extends Error {
  constructor(zone: string) {
    super(`The event store does not know the time zone ${zone}`);
    this.name = 'UnknownTimeZoneError';
  }
}

/**
 * Keys the rollups by `zone`'s days and hours, re-keying the days whose raw events are kept
 * (`ttlDays`); a no-op when they already are. Run by one process at a time (the caller's lock).
 */
export async function keyRollupsByTimeZone(
  store: EventStore,
  zone: string,
  { ttlDays, now = Date.now() }: { ttlDays: number; now?: number },
): Promise<void> {
  await checkTimeZone(store, zone);
  let state = await readStoreTimeZone(store);
  if (state.zone === zone && state.rekeyed) return;
  // One cut short into another zone is finished first, so that every row from its day on is in
  // one zone before the next change starts.
  if (!state.rekeyed && state.zone !== zone) {
    await rekey(store, state);
    state = { ...state, rekeyed: true };
  }
  const next: StoreTimeZone = state.rekeyed
    ? {
        zone,
        rekeyed: false,
        rekeyDay: await firstKeptDay(store, state.zone, now - ttlDays * DAY_MS),
        previousZone: state.zone,
      }
    : state;
  await record(store, next);
  await rekey(store, next);
  await record(store, { ...next, rekeyed: true });
}

async function checkTimeZone(store: EventStore, zone: string): Promise<void> {
  if (!/^[A-Za-z0-9_+\-/]+$/.test(zone)) throw new UnknownTimeZoneError(zone);
  try {
    await store.query('SELECT toTimeZone(now(), {zone:String}) AS at', { zone });
  } catch (error) {
    if (/time zone|timezone/i.test(error instanceof Error ? error.message : String(error)))
      throw new UnknownTimeZoneError(zone);
    throw error;
  }
}

/**
 * The first day of `zone` whose raw events are all kept: an event is kept EVENT_TTL_DAYS after
 * its receipt, and its clock is at most 5 minutes after that (the ingest's window), so every
 * event of a day that starts a day after `horizon` is still there.
 */
async function firstKeptDay(store: EventStore, zone: string, horizon: number): Promise<string> {
  const [row] = await store.query<{ day: string }>(
    "SELECT toString(toDate(fromUnixTimestamp64Milli({horizon:Int64}, 'UTC'), {zone:String}) + 1) AS day",
    { horizon: Math.max(0, horizon), zone },
  );
  return row!.day;
}

/** Records a state; each record is later than the one before, whatever the clocks say. */
function record(store: EventStore, state: StoreTimeZone): Promise<void> {
  return store.command(
    `INSERT INTO analytics_time_zone (zone, rekeyed, rekey_day, previous_zone, changed_at)
     SELECT {zone:String}, {rekeyed:UInt8}, {rekeyDay:Date}, {previousZone:String},
       greatest(now64(3, 'UTC'), (SELECT max(changed_at) FROM analytics_time_zone) + toIntervalMillisecond(1))`,
    {
      zone: state.zone,
      rekeyed: state.rekeyed ? 1 : 0,
      rekeyDay: state.rekeyDay,
      previousZone: state.previousZone,
    },
  );
}

/** SQL text of a string literal (zone names and days are checked before; quotes escaped anyway). */
const literal = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

interface ZoneKeyedRollup {
  table: string;
  /** `day` (a Date) or `hour` (the moment the zone's hour began). */
  key: 'day' | 'hour';
  /** An arrivals table (latest arrival per key): re-keyed after the sets it stands for. */
  arrivals: boolean;
  /** The views that fill it from the raw events: their queries and output columns. */
  views: { query: string; columns: string[] }[];
}

async function rekey(store: EventStore, state: StoreTimeZone): Promise<void> {
  for (const table of RAW_TABLES)
    for (const [column, type, expression] of [
      ['zone_day', 'Date', 'toDate'],
      ['zone_hour', "DateTime('UTC')", 'toStartOfHour'],
    ] as const)
      await store.command(
        `ALTER TABLE ${table} MODIFY COLUMN ${column} ${type} ALIAS ${expression}(client_ts, ${literal(state.zone)})`,
      );

  // Rows whose day (in the zone they were counted in) is rekey_day or later: every event of
  // those days is counted again, and no event of an earlier day.
  const since = (key: 'day' | 'hour') =>
    `${key === 'day' ? 'day' : `toDate(hour, ${literal(state.previousZone)})`} >= ${literal(state.rekeyDay)}`;
  const rawFilter = `toDate(client_ts, ${literal(state.previousZone)}) >= ${literal(state.rekeyDay)}`;
  const filters = RAW_TABLES.map((table) => `${literal(table)}: ${literal(rawFilter)}`).join(', ');

  const { rollups, folded } = await zoneKeyedTables(store);
  for (const table of folded)
    await store.command(`DELETE FROM ${table.name} WHERE ${since(table.key)}`);
  for (const rollup of [
    ...rollups.filter((r) => !r.arrivals),
    ...rollups.filter((r) => r.arrivals),
  ]) {
    await store.command(`DELETE FROM ${rollup.table} WHERE ${since(rollup.key)}`);
    for (const view of rollup.views)
      await store.command(
        `INSERT INTO ${rollup.table} (${view.columns.join(', ')}) ${view.query} SETTINGS additional_table_filters = {${filters}}`,
      );
  }
}

/**
 * The rollups the raw events' views key by zone_day or zone_hour, and the folded tables (their
 * numbers per day or hour, written by the folds), as the store's catalogue lists them.
 */
async function zoneKeyedTables(
  store: EventStore,
): Promise<{ rollups: ZoneKeyedRollup[]; folded: { name: string; key: 'day' | 'hour' }[] }> {
  const views = await store.query<{ name: string; query: string; definition: string }>(
    `SELECT name, as_select AS query, create_table_query AS definition
     FROM system.tables
     WHERE database = currentDatabase() AND engine = 'MaterializedView'
       AND name IN (
         SELECT arrayJoin(dependencies_table) FROM system.tables
         WHERE database = currentDatabase() AND name IN {raw:Array(String)})
     ORDER BY name`,
    { raw: RAW_TABLES },
  );
  const zoned = views
    .filter((view) => ZONE_COLUMNS.test(view.query))
    .map((view) => ({ ...view, target: targetOf(view.definition) }));
  const columns = await store.query<{ table: string; name: string }>(
    `SELECT table, name FROM system.columns
     WHERE database = currentDatabase()
       AND (table IN {views:Array(String)} OR name IN ('day', 'hour', 'arrived', 'folded_at'))
     ORDER BY table, position`,
    { views: zoned.map((view) => view.name) },
  );
  const columnsOf = (table: string) =>
    columns.filter((column) => column.table === table).map((column) => column.name);
  const keyOf = (table: string): 'day' | 'hour' =>
    columnsOf(table).includes('hour') ? 'hour' : 'day';

  const rollups = new Map<string, ZoneKeyedRollup>();
  for (const view of zoned) {
    const rollup = rollups.get(view.target) ?? {
      table: view.target,
      key: keyOf(view.target),
      arrivals: columnsOf(view.target).includes('arrived'),
      views: [],
    };
    rollup.views.push({ query: view.query, columns: columnsOf(view.name) });
    rollups.set(view.target, rollup);
  }
  const folded = [...new Set(columns.filter((c) => c.name === 'folded_at').map((c) => c.table))];
  return {
    rollups: [...rollups.values()],
    folded: folded.map((name) => ({ name, key: keyOf(name) })),
  };
}

/** The table a view writes to: `CREATE MATERIALIZED VIEW db.name TO db.table (…) AS …`. */
function targetOf(definition: string): string {
  const target = /^CREATE MATERIALIZED VIEW \S+ TO (?:`?\w+`?\.)?`?(\w+)`?/.exec(definition)?.[1];
  if (!target) throw new Error(`not a view with a target table: ${definition.slice(0, 80)}`);
  return target;
}
