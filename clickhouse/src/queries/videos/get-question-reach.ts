// "How many sessions were shown each quiz, survey and poll of this video in the period, and how many
// answered or skipped it?" — once per (session, element), from the per-day rollup (migration 009;
// sketches: exact for small counts, within about 1 % beyond). The question breakdown reads them
// with the quiz answers (get-question-answers.ts), the retention chart's markers with the curve
// (get-period-retention.ts): the same rows, so a marker and its breakdown never disagree.

/** Per (event type, element id) of the period: `sessions`. Parameters videoId, from, to. */
export const ELEMENT_SESSIONS_SQL = `
SELECT toString(event_type) AS event_type, element_id, uniqCombined64Merge(14)(sessions) AS sessions
FROM element_day_sessions
WHERE video_id = {videoId:UInt32} AND day >= {from:Date} AND day <= {to:Date}
GROUP BY event_type, element_id`;

export interface ElementReach {
  shown: number;
  completed: number;
  skipped: number;
}

/** Per quiz id, survey id and poll id (as the events name them); a poll's "completed" is voted. */
export interface QuestionReach {
  quizzes: Map<string, ElementReach>;
  surveys: Map<string, ElementReach>;
  polls: Map<string, ElementReach>;
}

export interface ElementSessionsRow {
  event_type: string;
  element_id: string;
  sessions: string | number;
}

export function questionReachOf(rows: ElementSessionsRow[]): QuestionReach {
  const reach: QuestionReach = { quizzes: new Map(), surveys: new Map(), polls: new Map() };
  for (const row of rows) {
    const [kind, event] = row.event_type.split('_') as [string, string];
    const byId = kind === 'quiz' ? reach.quizzes : kind === 'poll' ? reach.polls : reach.surveys;
    const counts = byId.get(row.element_id) ?? { shown: 0, completed: 0, skipped: 0 };
    const outcome = event === 'voted' ? 'completed' : event;
    if (outcome === 'shown' || outcome === 'completed' || outcome === 'skipped')
      counts[outcome] = Number(row.sessions);
    byId.set(row.element_id, counts);
  }
  return reach;
}
