// "How many viewers are still watching at each point of the video?" — the retention curve.
import type { Retention } from '@lumen/contract';
import type { EventStore } from '../../event-store.ts';
import { intervalAt, percentOf } from '../../metrics.ts';

// Sessions per reported progress interval; the shares are taken of all playback sessions.
const SQL = `
SELECT interval, uniqExact(session_id) AS sessions
FROM session_rollup
ARRAY JOIN bitmapToArray(watched) AS interval
WHERE video_id = {videoId:UInt32}
GROUP BY interval`;

const TOTALS_SQL = `
SELECT uniqExact(session_id) AS total_sessions, max(duration) AS duration
FROM session_rollup WHERE video_id = {videoId:UInt32}`;

interface Row {
  interval: number;
  sessions: string | number;
}

export async function getRetentionCurve(store: EventStore, videoId: number, buckets: number): Promise<Retention> {
  const [rows, [totals]] = await Promise.all([
    store.query<Row>(SQL, { videoId }),
    store.query<{ total_sessions: string | number; duration: number }>(TOTALS_SQL, { videoId }),
  ]);
  const sessions = Number(totals?.total_sessions ?? 0);
  const duration = Number(totals?.duration ?? 0);
  const byInterval = new Map(rows.map((r) => [Number(r.interval), Number(r.sessions)]));
  const width = duration / buckets;
  return {
    duration,
    sessions,
    buckets: Array.from({ length: duration > 0 ? buckets : 0 }, (_, i) => {
      const start = i * width;
      const end = (i + 1) * width;
      const watching = byInterval.get(intervalAt((start + end) / 2)) ?? 0;
      return { start: Math.round(start * 100) / 100, end: Math.round(end * 100) / 100, share: percentOf(watching, sessions) };
    }),
  };
}
