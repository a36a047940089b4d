// Which rows of a folded rollup may be read as numbers (migrations 013 to 017): a key (video
// and hour or day) is stale when an event arrived for it after its last fold, or it was never
// folded, and only a stale key's sets are merged. The stale keys are asked for first, in a
// small query of one table, and the read then names them as a literal set. Evaluating the
// check inside the read (a join of the folded rows with the arrivals, once per use of a WITH)
// was half the cost of the site overview at 10 M events: the read's plan grew with it.
//
// A key is found through the arrivals: the insert that fills a set records its arrival in the
// same statement (the arrivals' materialized views), and each migration recorded the keys
// stored before it, so every key with sets has an arrival.
import type { EventStore, QueryParams } from '../event-store.ts';

/** A folded rollup: how its keys are numbered, and which of them are stale. */
export interface FoldedRollup {
  /** The set parameter's name in the read. */
  param: string;
  /** The key as one number, from columns video_id and hour or day (`at`: that column). */
  key: (at: string) => string;
  /** SELECT of the stale keys (column `key`) among those `filter` selects. */
  staleSql: (filter: string) => string;
}

// video_id (an int4 in Postgres) in the high bits, so a key stays below 2^53 and exact in JS.
const hourKey = (at: string) => `(video_id * 1048576 + intDiv(toUnixTimestamp(${at}), 3600))`;
const dayKey = (at: string) => `(video_id * 65536 + toUInt16(${at}))`;

// The latest arrival and the latest fold of each key, side by side in the arrivals table
// (migration 017; a join of the folded rows with the arrivals cost twice as much per read). FINAL
// takes the latest of each (SimpleAggregateFunction(max)) before the condition is applied.
const staleKeysSql = (key: string, arrivals: string, filter: string, stale: string) => `
SELECT ${key} AS key
FROM ${arrivals} FINAL
WHERE ${filter} AND ${stale}`;

/** A rollup whose arrivals table has one row per key, column `at` (hour or day). */
const foldedRollup = (param: string, at: 'hour' | 'day', arrivals: string): FoldedRollup => {
  const key = at === 'hour' ? hourKey : dayKey;
  return {
    param,
    key,
    staleSql: (filter) => staleKeysSql(key(at), arrivals, filter, 'arrived > folded'),
  };
};

/** Hours of views (013). `filter` is a condition on video_id and hour. */
export const VIEW_HOURS = foldedRollup('staleHours', 'hour', 'view_hour_arrivals');
/** Days of the audience's exact sets (014). `filter` is a condition on video_id and day. */
export const AUDIENCE_DAYS = foldedRollup('staleAudienceDays', 'day', 'audience_day_arrivals');
/** Days of the quiz answers' sets (016). `filter` is a condition on video_id and day. */
export const QUIZ_ANSWER_DAYS = foldedRollup('staleAnswerDays', 'day', 'quiz_answer_arrivals');
/** Days of the playing and stall time spans (021). `filter` is a condition on video_id and day. */
export const PLAYBACK_TIME_DAYS = foldedRollup(
  'stalePlaybackTimeDays',
  'day',
  'playback_time_arrivals',
);

/**
 * Days of the session sets (015): a day's overlap reads the day before, so an arrival for the
 * day before (arrived_day_before, migration 018) makes a day stale too. A day without sets of
 * its own (arrived never set: the day after a video's last day of views, until it ends) counts
 * nothing whether folded or not, so it is left out and its day before's sets are not merged
 * for nothing. `filter` is a condition on video_id only; the days are {since:Date}…{to:Date}.
 */
export const SESSION_DAYS: FoldedRollup = {
  param: 'staleSessionDays',
  key: dayKey,
  staleSql: (filter) =>
    staleKeysSql(
      dayKey('day'),
      'session_day_arrivals',
      `${filter} AND day BETWEEN {since:Date} AND {to:Date}`,
      "greatest(arrived, arrived_day_before) > folded AND arrived > toDateTime64(0, 3, 'UTC')",
    ),
};

/** Beyond this many stale keys (before a first fold), the read evaluates the check itself. */
const LITERAL_KEYS = 5_000;

/** Each rollup's stale keys as an SQL set for the read: `IN ${sets[name]}`. */
export type StaleSets<Name extends string> = Record<Name, string>;

/**
 * Asks which keys of the named rollups are stale (one query), and returns the SQL set of each
 * with the parameters the read then needs besides its own.
 */
export async function findStaleKeys<Name extends string>(
  store: EventStore,
  reads: Record<Name, { rollup: FoldedRollup; filter: string }>,
  params: QueryParams,
): Promise<{ sets: StaleSets<Name>; params: QueryParams; any: Record<Name, boolean> }> {
  const names = Object.keys(reads) as Name[];
  const sql = names
    .map(
      (name, i) =>
        `SELECT ${i} AS read, key FROM (${reads[name].rollup.staleSql(reads[name].filter)}) LIMIT ${LITERAL_KEYS + 1}`,
    )
    .join('\nUNION ALL\n');
  const rows = await store.query<{ read: number | string; key: number | string }>(sql, params);
  const sets = {} as StaleSets<Name>;
  // Whether a read of the sets can find anything (a period that ends before today has no stale
  // keys: the read leaves out that branch, and its analysis).
  const any = {} as Record<Name, boolean>;
  const found: QueryParams = {};
  names.forEach((name, i) => {
    const { rollup, filter } = reads[name];
    const keys = rows.filter((row) => Number(row.read) === i).map((row) => Number(row.key));
    any[name] = keys.length > 0;
    if (keys.length > LITERAL_KEYS) {
      sets[name] = `(${rollup.staleSql(filter)})`;
    } else {
      sets[name] = `{${rollup.param}:Array(UInt64)}`;
      found[rollup.param] = keys;
    }
  });
  return { sets, params: found, any };
}
