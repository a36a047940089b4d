// "How did every video do over the period?" — the site overview: each video's figures and the
// totals (the figures it shows: no quiz or survey completion, contract siteTotalsSchema), from the
// daily rollups (after the stale keys, one query; period-counts.ts), the session sets of
// finished days as their folded sizes and overlaps (migration 015: merging every video's sets
// per day grew with the events). The caller names the videos (titles live in Postgres); a video
// without events is a row of zeros. Days are those of `timeZone`, the zone the store's rollups
// are keyed by (migration 022).
import type { AnalyticsPeriod, SiteAnalytics } from '@lumen/contract';
import type { EventStore } from '../../event-store.ts';
import {
  addPeriodCounts,
  emptyPeriodCounts,
  perSession,
  percentOf,
  quizScore,
  toPeriodFigures,
} from '../../metrics.ts';
import { readPeriodCounts } from '../period-counts.ts';

export async function getSiteFigures(
  store: EventStore,
  period: AnalyticsPeriod,
  videos: { videoId: number; title: string }[],
  timeZone: string,
): Promise<SiteAnalytics> {
  const { counts } = await readPeriodCounts(store, '1', {
    since: period.from,
    from: period.from,
    to: period.to,
    timeZone,
  });
  let totals = emptyPeriodCounts();
  const rowsOut = videos.map(({ videoId, title }) => {
    const c = counts.get(`${videoId}/1`) ?? emptyPeriodCounts();
    totals = addPeriodCounts(totals, c);
    return {
      videoId,
      title,
      views: c.views,
      sessions: c.sessions,
      watchTime: Math.round(c.watchedSeconds * 10) / 10,
      avgWatchTime: perSession(c.watchedSeconds, c.sessions),
      completionRate: percentOf(c.completed, c.sessions),
      quizScore: quizScore(c.quizCorrect, c.quizIncorrect),
    };
  });
  rowsOut.sort((a, b) => b.views - a.views || a.videoId - b.videoId);
  const figures = toPeriodFigures(totals);
  return {
    period,
    totals: {
      views: figures.views,
      sessions: figures.sessions,
      watchTime: figures.watchTime,
      avgWatchTime: figures.avgWatchTime,
      avgPercentWatched: figures.avgPercentWatched,
      completionRate: figures.completionRate,
      quizScore: figures.quizScore,
    },
    videos: rowsOut,
  };
}
