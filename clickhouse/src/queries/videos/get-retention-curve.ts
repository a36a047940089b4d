// "How many viewers are still watching at each point of the video?" — the retention curve.
import type { Retention } from '@lumen/contract';
import type { EventStore } from '../../event-store.ts';
import { VIDEO_DURATION_SQL, intervalAt, percentOf } from '../../metrics.ts';

// Sessions per reported progress interval; interval 0 holds all playback sessions.
const SQL = `
SELECT interval, uniqCombined64Merge(sessions) AS sessions
FROM session_intervals
WHERE video_id = {videoId:UInt32}
GROUP BY interval`;

const DURATION_SQL = `SELECT ${VIDEO_DURATION_SQL} AS duration`;

interface Row {
  interval: number;
  sessions: string | number;
}

export async function getRetentionCurve(
  store: EventStore,
  videoId: number,
  buckets: number,
): Promise<Retention> {
  const [rows, [durationRow]] = await Promise.all([
    store.query<Row>(SQL, { videoId }),
    store.query<{ duration: number }>(DURATION_SQL, { videoId }),
  ]);
  const byInterval = new Map(rows.map((r) => [Number(r.interval), Number(r.sessions)]));
  const sessions = byInterval.get(0) ?? 0;
  const duration = Number(durationRow?.duration ?? 0);
  const width = duration / buckets;
  return {
    duration,
    sessions,
    buckets: Array.from({ length: duration > 0 ? buckets : 0 }, (_, i) => {
      const start = i * width;
      const end = (i + 1) * width;
      const watching = byInterval.get(intervalAt((start + end) / 2)) ?? 0;
      return {
        start: Math.round(start * 100) / 100,
        end: Math.round(end * 100) / 100,
        share: percentOf(watching, sessions),
      };
    }),
  };
}
