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

const SQL = `
SELECT
  ${VIDEO_DURATION_SQL} AS duration,
  (
    SELECT ${sessionSetsMergeSql('sessions')}
    FROM daily_session_sets
    WHERE ${DAYS} AND kind = ${SESSION_SET.ALL}
  ) AS playback_sessions,
  (
    SELECT groupArray((interval, watching, replays))
    FROM (
      SELECT interval, ${dailySessionsMergeSql('sessions')} AS watching, ${dailySessionsMergeSql('plays')} AS replays
      FROM daily_session_intervals
      WHERE ${DAYS}
      GROUP BY interval
    )
  ) AS intervals,
  (
    SELECT groupArray((event_type, element_id, sessions))
    FROM (${ELEMENT_SESSIONS_SQL})
  ) AS elements,
  (
    SELECT groupArray((quiz_id, judged_right, judged_wrong))
    FROM (
      SELECT quiz_id, uniqExactMerge(correct) AS judged_right, uniqExactMerge(incorrect) AS judged_wrong
      FROM daily_quiz_results
      WHERE ${DAYS}
      GROUP BY quiz_id
    )
  ) AS judged`;

type Count = number | string;
interface Row {
  duration: number;
  playback_sessions: Count;
  intervals: [Count, Count, Count][];
  elements: [string, string, Count][];
  judged: [string, Count, Count][];
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
  const [row] = await store.query<Row>(SQL, { videoId, from: period.from, to: period.to });
  const watching = new Map<number, number>();
  const plays = new Map<number, number>();
  for (const [interval, sessions, replays] of row?.intervals ?? []) {
    watching.set(Number(interval), Number(sessions));
    plays.set(Number(interval), Number(replays));
  }
  const reach = questionReachOf(
    (row?.elements ?? []).map(([event_type, element_id, sessions]) => ({
      event_type,
      element_id,
      sessions,
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
    (row?.judged ?? []).map(([id, right, wrong]) => [id, [Number(right), Number(wrong)]] as const),
  );
  // Interval 0 (before the first report) holds every playback session.
  const sessions = Number(row?.playback_sessions ?? 0);
  watching.set(0, sessions);
  const duration = Number(row?.duration ?? 0);
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
