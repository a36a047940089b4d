// "How many viewers are still watching at each point of the video?" — the retention curve.
import type { Retention } from '@lumen/contract';
import type { EventStore } from '../../event-store.ts';
import { VIDEO_DURATION_SQL, intervalAt, percentOf } from '../../metrics.ts';

// Sessions per reported progress interval (interval 0 holds all playback sessions), and the
// video's duration: one query (each is a round trip).
const SQL = `
SELECT 'interval' AS k, interval, toFloat64(uniqCombined64Merge(sessions)) AS n
FROM session_intervals
WHERE video_id = {videoId:UInt32}
GROUP BY interval
UNION ALL
SELECT 'duration', 0, toFloat64(${VIDEO_DURATION_SQL})`;

interface Row {
  k: string;
  interval: number | string;
  n: number | string;
}

export async function getRetentionCurve(
  store: EventStore,
  videoId: number,
  buckets: number,
): Promise<Retention> {
  const found = await store.query<Row>(SQL, { videoId });
  const rows = found.filter((r) => r.k === 'interval');
  const byInterval = new Map(rows.map((r) => [Number(r.interval), Number(r.n)]));
  const sessions = byInterval.get(0) ?? 0;
  const duration = Number(found.find((r) => r.k === 'duration')?.n ?? 0);
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
