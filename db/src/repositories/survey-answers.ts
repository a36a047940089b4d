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

interface TallyRow {
  survey_id: number;
  question_id: string;
  /** null on the row of the question's answered count. */
  value: string | null;
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
  // One read of the period's responses: per question the responses that answered it (the rows
  // with a null value) and the count of each value given. A multiple choice answer is an array:
  // each chosen option counts once. Text answers are not tallied (they are read page by page),
  // by the surveys' own definitions. Cost: a pass over the period's responses of these surveys.
  const result = await db.execute(sql`
    WITH text_questions AS (
      SELECT s.id AS survey_id, q ->> 'id' AS question_id
      FROM surveys s CROSS JOIN LATERAL jsonb_array_elements(s.questions) q
      WHERE s.id IN (${ids}) AND q ->> 'type' = 'text'
    ),
    answers AS MATERIALIZED (
      SELECT r.survey_id, e.key AS question_id, e.value
      FROM survey_responses r CROSS JOIN LATERAL jsonb_each(r.responses) e
      WHERE ${inPeriod}
    )
    SELECT survey_id, question_id, NULL AS value, count(*)::int AS n
    FROM answers GROUP BY survey_id, question_id
    UNION ALL
    SELECT a.survey_id, a.question_id, v.value #>> '{}' AS value, count(*)::int AS n
    FROM answers a
    CROSS JOIN LATERAL jsonb_array_elements(
      CASE jsonb_typeof(a.value) WHEN 'array' THEN a.value ELSE jsonb_build_array(a.value) END
    ) v(value)
    WHERE NOT EXISTS (
      SELECT 1 FROM text_questions t
      WHERE t.survey_id = a.survey_id AND t.question_id = a.question_id
    )
    GROUP BY a.survey_id, a.question_id, v.value #>> '{}'`);
  // node-postgres and PGlite both answer { rows }; drizzle's shared type cannot say so.
  const rows = (result as { rows: TallyRow[] }).rows;
  const tallies = new Map<string, SurveyQuestionTally>();
  const tallyOf = (row: TallyRow) => {
    const key = `${Number(row.survey_id)}/${row.question_id}`;
    const tally = tallies.get(key) ?? {
      surveyId: Number(row.survey_id),
      questionId: row.question_id,
      answered: 0,
      values: new Map<string, number>(),
    };
    tallies.set(key, tally);
    return tally;
  };
  for (const row of rows) {
    if (row.value === null) tallyOf(row).answered = Number(row.n);
    else tallyOf(row).values.set(row.value, Number(row.n));
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
