// Survey answers over a period, for the admin's question analytics (issue 11): tallies per
// question and a text question's answers. Never who answered: no session id leaves this module.
import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { surveyResponses } from '../schema.ts';

/** Whole UTC days, `from` and `to` (YYYY-MM-DD) included, of the responses' creation time. */
export interface AnswerPeriod {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
function bounds(period: AnswerPeriod): { start: Date; end: Date } {
  const start = new Date(`${period.from}T00:00:00Z`);
  const end = new Date(Date.parse(`${period.to}T00:00:00Z`) + DAY_MS);
  return { start, end };
}

export interface SurveyQuestionTally {
  surveyId: number;
  questionId: string;
  /** Responses that answered the question. */
  answered: number;
  /** How often each value was given (each chosen option of a multiple choice counts); text
   * answers are not tallied. Ratings appear as their number written out ('4'). */
  values: Map<string, number>;
}

interface AnsweredRow {
  survey_id: number;
  question_id: string;
  answered: number;
}
interface ValueRow {
  survey_id: number;
  question_id: string;
  value: string;
  n: number;
}

/** Per survey and question: the answered responses and the count of every non-text value. */
export async function tallySurveyAnswers(
  db: Database,
  surveyIds: number[],
  period: AnswerPeriod,
): Promise<SurveyQuestionTally[]> {
  if (surveyIds.length === 0) return [];
  const { start, end } = bounds(period);
  const ids = sql.join(
    surveyIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const inPeriod = sql`r.survey_id IN (${ids})
    AND r.created_at >= ${start.toISOString()}::timestamptz
    AND r.created_at < ${end.toISOString()}::timestamptz`;
  const answered = await db.execute(sql`
    SELECT r.survey_id, e.key AS question_id, count(*)::int AS answered
    FROM survey_responses r CROSS JOIN LATERAL jsonb_each(r.responses) e
    WHERE ${inPeriod}
    GROUP BY r.survey_id, e.key`);
  // A multiple choice answer is an array: each chosen option counts once. Text questions (by
  // the survey's own definition) are left out: their answers are read page by page.
  const values = await db.execute(sql`
    SELECT r.survey_id, e.key AS question_id, v.value #>> '{}' AS value, count(*)::int AS n
    FROM survey_responses r
    JOIN surveys s ON s.id = r.survey_id
    CROSS JOIN LATERAL jsonb_each(r.responses) e
    CROSS JOIN LATERAL jsonb_array_elements(
      CASE jsonb_typeof(e.value) WHEN 'array' THEN e.value ELSE jsonb_build_array(e.value) END
    ) v(value)
    WHERE ${inPeriod}
      AND NOT EXISTS (
        SELECT 1 FROM jsonb_array_elements(s.questions) q
        WHERE q ->> 'id' = e.key AND q ->> 'type' = 'text'
      )
    GROUP BY r.survey_id, e.key, v.value #>> '{}'`);
  // node-postgres and PGlite both answer { rows }; drizzle's shared type cannot say so.
  const tallies = new Map<string, SurveyQuestionTally>();
  for (const row of (answered as { rows: AnsweredRow[] }).rows) {
    const surveyId = Number(row.survey_id);
    tallies.set(`${surveyId}/${row.question_id}`, {
      surveyId,
      questionId: row.question_id,
      answered: Number(row.answered),
      values: new Map(),
    });
  }
  for (const row of (values as { rows: ValueRow[] }).rows) {
    tallies
      .get(`${Number(row.survey_id)}/${row.question_id}`)
      ?.values.set(row.value, Number(row.n));
  }
  return [...tallies.values()];
}

export interface TextAnswerPage {
  answers: { text: string; at: string }[];
  total: number;
}

/** One question's answers (as text), newest first; `page` counts from 1. */
export async function listSurveyTextAnswers(
  db: Database,
  surveyId: number,
  questionId: string,
  period: AnswerPeriod,
  page: { page: number; pageSize: number },
): Promise<TextAnswerPage> {
  const { start, end } = bounds(period);
  const where = and(
    eq(surveyResponses.surveyId, surveyId),
    gte(surveyResponses.createdAt, start),
    lt(surveyResponses.createdAt, end),
    sql`jsonb_exists(${surveyResponses.responses}, ${questionId})`,
  );
  const [totalRow] = await db.select({ total: count() }).from(surveyResponses).where(where);
  const rows = await db
    .select({
      text: sql<string>`${surveyResponses.responses} ->> ${questionId}`,
      at: surveyResponses.createdAt,
    })
    .from(surveyResponses)
    .where(where)
    .orderBy(desc(surveyResponses.createdAt), desc(surveyResponses.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  return {
    answers: rows.map((row) => ({ text: row.text, at: row.at.toISOString() })),
    total: Number(totalRow?.total ?? 0),
  };
}
