// Hand-built events for the metric tests.
import { randomUUID } from 'node:crypto';
import type { TrackingEvent } from '@lumen/contract';
import type { ClickHouseClient } from '@clickhouse/client';
import { EVENT_COLUMNS, formatEventRow } from '../../src/event-row.ts';

/** Today (UTC midnight), so that rows stay within the TTL and the daily window. */
export const NOW = Math.floor(Date.now() / 86_400_000) * 86_400_000;

export function buildEvent(
  fields: Partial<TrackingEvent> & Pick<TrackingEvent, 'eventType' | 'videoId'>,
): TrackingEvent {
  return {
    eventId: randomUUID(),
    sessionId: 'session-1',
    visitorId: null,
    elementId: null,
    timecode: null,
    duration: null,
    metadata: {},
    timestamp: NOW,
    receivedAt: NOW,
    userAgentFamily: 'Chrome',
    referrerHost: '',
    surface: 'site',
    ...fields,
  };
}

/** A playback session: a view, then a progress report every 5 s from `from` to `to`. */
export function buildSession(
  videoId: number,
  sessionId: string,
  options: { duration: number; from?: number; to: number; at?: number },
): TrackingEvent[] {
  const at = options.at ?? NOW;
  const events = [
    buildEvent({ eventType: 'view', videoId, sessionId, timestamp: at, receivedAt: at }),
  ];
  for (let t = Math.max(5, options.from ?? 5); t <= options.to; t += 5) {
    events.push(
      buildEvent({
        eventType: 'progress',
        videoId,
        sessionId,
        timecode: t,
        duration: options.duration,
        timestamp: at + t * 1000,
        receivedAt: at + t * 1000,
      }),
    );
  }
  return events;
}

export const toRows = (events: TrackingEvent[]) => events.map(formatEventRow).join('\n');

/**
 * Inserts events as a store migrated only up to 009 held them: without the columns migration
 * 010 added (device), so a test can apply the migrations before the one it checks.
 */
export async function insertBefore010(client: ClickHouseClient, events: TrackingEvent[]) {
  const columns = EVENT_COLUMNS.slice(0, EVENT_COLUMNS.indexOf('device'));
  const rows = events
    .map((event) =>
      JSON.stringify((JSON.parse(formatEventRow(event)) as unknown[]).slice(0, columns.length)),
    )
    .join('\n');
  await client.command({
    query: `INSERT INTO events (${columns.join(', ')}) SETTINGS date_time_input_format = 'best_effort' FORMAT JSONCompactEachRow ${rows}`,
  });
}
