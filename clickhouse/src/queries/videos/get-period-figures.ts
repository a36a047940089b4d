// "How did this video do over the period, and over the period before it?" — the cards, bars and
// trend texts of the Analytics tab, from the daily rollups in one query.
import type { AnalyticsPeriod, PeriodFigures } from '@lumen/contract';
import type { EventStore } from '../../event-store.ts';
import { emptyPeriodCounts, toPeriodFigures } from '../../metrics.ts';
import { collectPeriodCounts, periodCountsSql, type PeriodCountsRow } from '../period-counts.ts';

const SQL = periodCountsSql('video_id = {videoId:UInt32}');

export async function getPeriodFigures(
  store: EventStore,
  videoId: number,
  period: AnalyticsPeriod,
  previous: AnalyticsPeriod,
): Promise<{ current: PeriodFigures; previous: PeriodFigures }> {
  // Part 0 = the previous period's days, part 1 = the period's (they are adjacent).
  const rows = await store.query<PeriodCountsRow>(SQL, {
    videoId,
    since: previous.from,
    from: period.from,
    to: period.to,
  });
  const counts = collectPeriodCounts(rows);
  const figures = (part: number) =>
    toPeriodFigures(counts.get(`${videoId}/${part}`) ?? emptyPeriodCounts());
  return { current: figures(1), previous: figures(0) };
}
