// The events table's row format: one JSONCompactEachRow line (a JSON array, in the order of
// EVENT_COLUMNS) per TrackingEvent. Rows are formatted once, at the ingest, and travel through
// the queue as text up to the INSERT. Arrays rather than JSONEachRow objects: ClickHouse parses
// them faster, and the queue carries fewer bytes (docs/decisions/0003-compact-event-rows.md).
import type { TrackingEvent } from '@lumen/contract';

/** The events table's columns, in the order every row lists them. */
export const EVENT_COLUMNS = [
  'event_id',
  'event_type',
  'video_id',
  'session_id',
  'visitor_id',
  'element_id',
  'timecode',
  'duration',
  'metadata',
  'client_ts',
  'received_at',
  'ua_family',
  'referrer_host',
  'surface',
  // Added by migration 010, last: a row queued before it (14 fields) still inserts, the
  // missing trailing column taking its default (see clickhouse-event-store.ts).
  'device',
] as const;

/**
 * A bot's row carries one field more, `1` (bot_events' is_bot, migration 019): the store sends
 * it to bot_events, which no figure reads. A person's row ends with a string, so the two never
 * look alike (isBotRow).
 */
export const BOT_ROW_END = ',1]';
export const isBotRow = (row: string) => row.endsWith(BOT_ROW_END);

/** String.prototype.toWellFormed (Node 20), not yet in the project's TypeScript lib. */
interface WellFormedString {
  toWellFormed(): string;
}

/**
 * A client's text for a String column. JSON.stringify writes a lone surrogate (valid in a JS
 * string and in JSON text) as an escape ClickHouse cannot decode, and it then refuses the whole
 * batch: it becomes U+FFFD instead. (metadata needs nothing: it is JSON text inside the column.)
 */
const wellFormed = (text: string) => (text as unknown as WellFormedString).toWellFormed();

/** DateTime64(3) accepts seconds with a fractional part. */
const seconds = (ms: number) => (ms / 1000).toFixed(3);

export function formatEventRow(event: TrackingEvent): string {
  const row = JSON.stringify([
    event.eventId,
    event.eventType,
    event.videoId,
    wellFormed(event.sessionId),
    wellFormed(event.visitorId ?? ''),
    wellFormed(event.elementId ?? ''),
    event.timecode,
    event.duration,
    JSON.stringify(event.metadata),
    seconds(event.timestamp),
    seconds(event.receivedAt),
    wellFormed(event.userAgentFamily),
    wellFormed(event.referrerHost),
    event.surface,
    wellFormed(event.device ?? ''),
  ]);
  return event.isBot ? `${row.slice(0, -1)}${BOT_ROW_END}` : row;
}
