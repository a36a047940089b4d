// "How many views has each of these videos?" — the cards' counts, for many videos in one query.
// The same hours as the summary's totalViews (get-video-summary.ts), so a card and the watch
// page always agree.
import type { EventStore } from '../../event-store.ts';
import { hourlyViewCountsSql } from '../hourly-view-counts.ts';

const SQL = `
SELECT video_id, sum(views) AS views
FROM (${hourlyViewCountsSql('video_id IN {videoIds:Array(UInt32)}')})
GROUP BY video_id`;

interface Row {
  video_id: string | number;
  views: string | number;
}

/** Every asked id is in the answer; a video without views (or unknown) counts 0. */
export async function getViewCounts(
  store: EventStore,
  videoIds: readonly number[],
): Promise<Map<number, number>> {
  const counts = new Map(videoIds.map((id) => [id, 0]));
  if (videoIds.length === 0) return counts;
  const rows = await store.query<Row>(SQL, { videoIds: [...videoIds] });
  for (const row of rows) counts.set(Number(row.video_id), Number(row.views));
  return counts;
}
