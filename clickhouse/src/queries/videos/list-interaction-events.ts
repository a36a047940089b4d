// "What happened on this video lately?" — raw events, newest first, one row per eventId.
import {
  EVENT_TYPES,
  SURFACES,
  type InteractionEvent,
  type InteractionEventPage,
} from '@lumen/contract';
import type { EventStore } from '../../event-store.ts';

const SQL = `
SELECT
  toString(event_id) AS event_id, event_type, video_id, session_id, element_id, timecode, metadata,
  toUnixTimestamp64Milli(client_ts) AS client_ms, toUnixTimestamp64Milli(received_at) AS received_ms,
  ua_family, referrer_host, surface
FROM events
WHERE video_id = {videoId:UInt32}
ORDER BY received_at DESC, event_id DESC
LIMIT 1 BY event_id
LIMIT {limit:UInt32} OFFSET {offset:UInt32}`;

interface Row {
  event_id: string;
  event_type: string;
  video_id: number;
  session_id: string;
  element_id: string;
  timecode: number | null;
  metadata: string;
  client_ms: string | number;
  received_ms: string | number;
  ua_family: string;
  referrer_host: string;
  surface: string;
}

function parseMetadata(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

const known = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  (values as readonly string[]).includes(value) ? (value as T) : fallback;

function toInteractionEvent(row: Row): InteractionEvent {
  return {
    eventId: row.event_id,
    eventType: known(EVENT_TYPES, row.event_type, 'view'),
    videoId: Number(row.video_id),
    sessionId: row.session_id,
    elementId: row.element_id === '' ? null : row.element_id,
    timecode: row.timecode,
    metadata: parseMetadata(row.metadata),
    timestamp: new Date(Number(row.client_ms)).toISOString(),
    receivedAt: new Date(Number(row.received_ms)).toISOString(),
    userAgentFamily: row.ua_family,
    referrerHost: row.referrer_host,
    surface: known(SURFACES, row.surface, 'unknown'),
  };
}

export async function listInteractionEvents(
  store: EventStore,
  videoId: number,
  page: { page: number; pageSize: number },
): Promise<InteractionEventPage> {
  // One row more than the page tells whether another page follows.
  const rows = await store.query<Row>(SQL, {
    videoId,
    limit: page.pageSize + 1,
    offset: (page.page - 1) * page.pageSize,
  });
  return {
    events: rows.slice(0, page.pageSize).map(toInteractionEvent),
    page: page.page,
    pageSize: page.pageSize,
    hasMore: rows.length > page.pageSize,
  };
}
