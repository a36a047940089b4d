// "Where in the video did viewers leave during the period, what did they watch again, and what
// did each quiz, survey or poll do to them?" — the retention curve with rewatch intensity and the
// interactive timeline's markers, from the daily rollups in one query. The caller names the
// elements (they live in Postgres).
import type { AnalyticsPeriod, PeriodRetention, RetentionMarker } from '@lumen/contract';
import type { EventStore } from '../../event-store.ts';
import {
  SESSION_SET,
  VIDEO_DURATION_SQL,
  dailySessionsMergeSql,
  sessionSetsMergeSql,
  intervalAt,
  intervalsAround,
  percentOf,
  quizScore,
  rewatchIntensity,
} from '../../metrics.ts';
import { ELEMENT_SESSIONS_SQL, questionReachOf } from './get-question-reach.ts';

const DAYS = 'video_id = {videoId:UInt32} AND day BETWEEN {from:Date} AND {to:Date}';

// Rows (k, event_type, id, a, b) of flat reads, put together below (nested as scalar subqueries, the same
// reads cost a fifth more to analyse): k names what a row holds.
const SQL = [
  `SELECT 'duration' AS k, '' AS event_type, '' AS id, toFloat64(${VIDEO_DURATION_SQL}) AS a, 0 AS b`,
  `SELECT 'sessions', '', '', toFloat64(${sessionSetsMergeSql('sessions')}), 0
FROM daily_session_sets
WHERE ${DAYS} AND kind = ${SESSION_SET.ALL}`,
  // id = the interval, a = sessions that watched it, b = distinct plays of it.
  `SELECT 'interval', '', toString(interval), toFloat64(${dailySessionsMergeSql('sessions')}), toFloat64(${dailySessionsMergeSql('plays')})
FROM daily_session_intervals
WHERE ${DAYS}
GROUP BY interval`,
  // id = the element, a = its sessions with the event.
  `SELECT 'element', event_type, element_id, toFloat64(sessions), 0 FROM (${ELEMENT_SESSIONS_SQL})`,
  // id = the quiz, a = judged right, b = judged wrong.
  `SELECT 'judged', '', quiz_id, toFloat64(uniqExactMerge(correct)), toFloat64(uniqExactMerge(incorrect))
FROM daily_quiz_results
WHERE ${DAYS}
GROUP BY quiz_id`,
].join('\nUNION ALL\n');

interface Row {
  k: string;
  event_type: string;
  id: string;
  a: number | string;
  b: number | string;
}

export interface TimelineElement {
  elementType: RetentionMarker['elementType'];
  elementId: number;
  title: string;
  timecode: number;
}

export async function getPeriodRetention(
  store: EventStore,
  videoId: number,
  period: AnalyticsPeriod,
  buckets: number,
  elements: TimelineElement[],
): Promise<PeriodRetention> {
  const rows = await store.query<Row>(SQL, { videoId, from: period.from, to: period.to });
  const rowsOf = (k: string) => rows.filter((row) => row.k === k);
  const watching = new Map<number, number>();
  const plays = new Map<number, number>();
  for (const row of rowsOf('interval')) {
    watching.set(Number(row.id), Number(row.a));
    plays.set(Number(row.id), Number(row.b));
  }
  const reach = questionReachOf(
    rowsOf('element').map((row) => ({
      event_type: row.event_type,
      element_id: row.id,
      sessions: row.a,
    })),
  );
  const reachOf = (element: TimelineElement) =>
    (element.elementType === 'quiz'
      ? reach.quizzes
      : element.elementType === 'poll'
        ? reach.polls
        : reach.surveys
    ).get(String(element.elementId));
  const judged = new Map(
    rowsOf('judged').map((row) => [row.id, [Number(row.a), Number(row.b)]] as const),
  );
  // Interval 0 (before the first report) holds every playback session.
  const sessions = Number(rowsOf('sessions')[0]?.a ?? 0);
  watching.set(0, sessions);
  const duration = Number(rowsOf('duration')[0]?.a ?? 0);
  const shareAt = (interval: number) => percentOf(watching.get(interval) ?? 0, sessions);
  const width = duration / buckets;
  return {
    period,
    duration,
    sessions,
    buckets: Array.from({ length: duration > 0 ? buckets : 0 }, (_, i) => {
      const start = i * width;
      const end = (i + 1) * width;
      const interval = intervalAt((start + end) / 2);
      return {
        start: Math.round(start * 100) / 100,
        end: Math.round(end * 100) / 100,
        share: shareAt(interval),
        rewatch: rewatchIntensity(plays.get(interval) ?? 0, watching.get(interval) ?? 0),
      };
    }),
    markers: elements.map((element) => {
      const { before, after } = intervalsAround(element.timecode);
      const retentionBefore = shareAt(before);
      const retentionAfter = shareAt(after);
      // A poll is answered by a vote (poll_voted, migration 011): its reach calls that completed.
      const { shown = 0, completed = 0 } = reachOf(element) ?? {};
      const [right, wrong] = judged.get(String(element.elementId)) ?? [0, 0];
      return {
        ...element,
        retentionBefore,
        retentionAfter,
        dropOff: Math.round((retentionBefore - retentionAfter) * 10) / 10,
        shown,
        answered: completed,
        correctRate: element.elementType === 'quiz' ? quizScore(right, wrong) : null,
      };
    }),
  };
}
