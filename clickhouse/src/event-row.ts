// The events table's row format: one JSONEachRow line per TrackingEvent. Rows are formatted
// once, at the ingest, and travel through the queue as text up to the INSERT.
import type { TrackingEvent } from '@lumen/contract';

/** DateTime64(3) accepts seconds with a fractional part. */
const seconds = (ms: number) => (ms / 1000).toFixed(3);

export function formatEventRow(event: TrackingEvent): string {
  return JSON.stringify({
    event_id: event.eventId,
    event_type: event.eventType,
    video_id: event.videoId,
    session_id: event.sessionId,
    visitor_id: event.visitorId ?? '',
    element_id: event.elementId ?? '',
    timecode: event.timecode,
    duration: event.duration,
    metadata: JSON.stringify(event.metadata),
    client_ts: seconds(event.timestamp),
    received_at: seconds(event.receivedAt),
    ua_family: event.userAgentFamily,
    referrer_host: event.referrerHost,
    surface: event.surface,
  });
}
