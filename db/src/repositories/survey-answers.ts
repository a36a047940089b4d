// Survey answers over a period, for the admin's question analytics: tallies per
// question and a text question's answers. Never who answered: no session id leaves this module.
import { and, between, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import {
  RATING_MAX,
  RATING_MIN,
  isChoiceQuestion,
  type Survey,
  type SurveyQuestion,
} from '@lumen/contract';
import type { Database } from '../database.ts';
import { surveyAnswerDays, surveyResponses } from '../schema.ts';

/** The value of a daily count that counts the responses answering the question at all. */
const ANSWERED = '';

/**
 * Whole days, `from` and `to` (YYYY-MM-DD) included, of the responses' creation time in the
 * site's analytics time zone (the zone survey_answer_days counts in, migration 0015).
 */
export interface AnswerPeriod {
  from: string;
  to: string;
}

/** The moment a day of the analytics time zone begins. */
const dayStart = (day: SQL) => sql`((${day})::timestamp at time zone analytics_time_zone())`;

export interface SurveyQuestionTally {
  surveyId: number;
  questionId: string;
  /** Responses that answered the question. */
  answered: number;
  /** How often each value the question offers was given: its options (each chosen option of a
   * multiple choice counts), yes and no, or the rating scale written out ('4'). Text answers
   * are not tallied (they are read page by page). */
  values: Map<string, number>;
}

/** The values a question offers, by its type. */
function offeredValues(question: SurveyQuestion): string[] {
  if (isChoiceQuestion(question.type)) return question.options;
  if (question.type === 'yes_no') return ['yes', 'no'];
  if (question.type === 'rating')
    return Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => String(RATING_MIN + i));
  return [];
}

/**
 * Per survey and question: the answered responses and the count of each offered value, from the
 * daily counts (survey_answer_days, kept by a trigger: migration 0004), one read for all the
 * surveys.
 */
export async function tallySurveyAnswers(
  db: Database,
  surveys: Pick<Survey, 'id' | 'questions'>[],
  period: AnswerPeriod,
): Promise<SurveyQuestionTally[]> {
  if (surveys.length === 0) return [];
  const rows = await db
    .select({
      surveyId: surveyAnswerDays.surveyId,
      questionId: surveyAnswerDays.questionId,
      value: surveyAnswerDays.value,
      answers: sql<number | string>`sum(${surveyAnswerDays.answers})`,
    })
    .from(surveyAnswerDays)
    .where(
      and(
        inArray(
          surveyAnswerDays.surveyId,
          surveys.map((survey) => survey.id),
        ),
        between(surveyAnswerDays.day, period.from, period.to),
      ),
    )
    .groupBy(surveyAnswerDays.surveyId, surveyAnswerDays.questionId, surveyAnswerDays.value);
  const counted = new Map(
    rows.map((row) => [`${row.surveyId}/${row.questionId}/${row.value}`, Number(row.answers)]),
  );
  return surveys.flatMap((survey) =>
    survey.questions.map((question) => {
      const countOf = (value: string) => counted.get(`${survey.id}/${question.id}/${value}`) ?? 0;
      return {
        surveyId: survey.id,
        questionId: question.id,
        answered: countOf(ANSWERED),
        values: new Map(offeredValues(question).map((value) => [value, countOf(value)])),
      };
    }),
  );
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
  const where = and(
    eq(surveyResponses.surveyId, surveyId),
    gte(surveyResponses.createdAt, dayStart(sql`${period.from}::date`)),
    lt(surveyResponses.createdAt, dayStart(sql`${period.to}::date + 1`)),
    sql`jsonb_exists(${surveyResponses.responses}, ${questionId})`,
  );
  const [totalRow] = await db
    .select({ total: sql<number | string>`coalesce(sum(${surveyAnswerDays.answers}), 0)` })
    .from(surveyAnswerDays)
    .where(
      and(
        eq(surveyAnswerDays.surveyId, surveyId),
        eq(surveyAnswerDays.questionId, questionId),
        eq(surveyAnswerDays.value, ANSWERED),
        between(surveyAnswerDays.day, period.from, period.to),
      ),
    );
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
