// "How many views has each of these videos?" — the cards' counts, for many videos in one query.
// The same hours as the summary's totalViews (get-video-summary.ts), so a card and the watch
// page always agree.
import type { EventStore } from '../../event-store.ts';
import { hourlyViewCountsSql } from '../hourly-view-counts.ts';
import { findStaleKeys, VIEW_HOURS } from '../stale-keys.ts';

const VIDEOS = 'video_id IN {videoIds:Array(UInt32)}';
const sql = (stale: string) => `
SELECT video_id, sum(views) AS views
FROM (${hourlyViewCountsSql(VIDEOS, stale)})
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
  const params = { videoIds: [...videoIds] };
  const stale = await findStaleKeys(
    store,
    { hours: { rollup: VIEW_HOURS, filter: VIDEOS } },
    params,
  );
  const rows = await store.query<Row>(sql(stale.sets.hours), { ...params, ...stale.params });
  for (const row of rows) counts.set(Number(row.video_id), Number(row.views));
  return counts;
}
