// "Who is watching this video right now?" — playback sessions with any event received in the
// last LIVE_WINDOW_MINUTES. The one question read from raw events: they are ordered by
// (video_id, received_at), so the window is a short range of the primary key.
import { LIVE_WINDOW_MINUTES, type LiveViewers } from '@lumen/contract';
import type { EventStore } from '../../event-store.ts';

const SQL = `
SELECT uniqExact(session_id) AS viewers
FROM events
WHERE video_id = {videoId:UInt32}
  AND received_at >= fromUnixTimestamp64Milli({sinceMs:Int64}, 'UTC')
  AND session_id != ''`;

export async function getLiveViewers(
  store: EventStore,
  videoId: number,
  now = Date.now(),
): Promise<LiveViewers> {
  const [row] = await store.query<{ viewers: string | number }>(SQL, {
    videoId,
    sinceMs: now - LIVE_WINDOW_MINUTES * 60_000,
  });
  return {
    viewers: Number(row?.viewers ?? 0),
    windowMinutes: LIVE_WINDOW_MINUTES,
    at: new Date(now).toISOString(),
  };
}
