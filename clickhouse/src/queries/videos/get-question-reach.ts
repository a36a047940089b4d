// "How many sessions were shown each quiz and survey of this video in the period, and how many
// answered or skipped it?" — once per (session, element), from the per-day rollup (migration 009;
// sketches: exact for small counts, within about 1 % beyond).
import type { EventStore } from '../../event-store.ts';

const SQL = `
SELECT event_type, element_id, uniqCombined64Merge(14)(sessions) AS sessions
FROM element_day_sessions
WHERE video_id = {videoId:UInt32} AND day >= {from:Date} AND day <= {to:Date}
GROUP BY event_type, element_id`;

export interface ElementReach {
  shown: number;
  completed: number;
  skipped: number;
}

/** Per quiz id and per survey id (as the events name them). */
export interface QuestionReach {
  quizzes: Map<string, ElementReach>;
  surveys: Map<string, ElementReach>;
}

interface Row {
  event_type: string;
  element_id: string;
  sessions: string | number;
}

/** The period is whole UTC days of the client clock, `from` and `to` (YYYY-MM-DD) included. */
export async function getQuestionReach(
  store: EventStore,
  videoId: number,
  period: { from: string; to: string },
): Promise<QuestionReach> {
  const rows = await store.query<Row>(SQL, { videoId, from: period.from, to: period.to });
  const reach: QuestionReach = { quizzes: new Map(), surveys: new Map() };
  for (const row of rows) {
    const [kind, outcome] = row.event_type.split('_') as [string, string];
    const byId = kind === 'quiz' ? reach.quizzes : reach.surveys;
    const counts = byId.get(row.element_id) ?? { shown: 0, completed: 0, skipped: 0 };
    if (outcome === 'shown' || outcome === 'completed' || outcome === 'skipped')
      counts[outcome] = Number(row.sessions);
    byId.set(row.element_id, counts);
  }
  return reach;
}
