// Survey answers over a period, for the admin's question analytics (issue 11): tallies per
// question and a text question's answers. Never who answered: no session id leaves this module.
import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import {
  RATING_MAX,
  RATING_MIN,
  isChoiceQuestion,
  type Survey,
  type SurveyQuestion,
} from '@lumen/contract';
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
 * Per survey and question: the answered responses and the count of each offered value, in one
 * read of the survey's responses in the period (a filtered count per question and value, so no
 * response is taken apart into rows).
 */
export async function tallySurveyAnswers(
  db: Database,
  surveys: Pick<Survey, 'id' | 'questions'>[],
  period: AnswerPeriod,
): Promise<SurveyQuestionTally[]> {
  const { start, end } = bounds(period);
  const tallies: SurveyQuestionTally[] = [];
  for (const survey of surveys) {
    const cells: { tally: SurveyQuestionTally; value: string | null; count: SQL }[] = [];
    for (const question of survey.questions) {
      const tally = {
        surveyId: survey.id,
        questionId: question.id,
        answered: 0,
        values: new Map(),
      };
      tallies.push(tally);
      const answer = sql`${surveyResponses.responses} -> ${question.id}::text`;
      cells.push({ tally, value: null, count: sql`count(*) FILTER (WHERE ${answer} IS NOT NULL)` });
      for (const value of offeredValues(question)) {
        const given =
          question.type === 'multiple_choice'
            ? sql`jsonb_exists(${answer}, ${value}::text)`
            : sql`${surveyResponses.responses} ->> ${question.id}::text = ${value}::text`;
        cells.push({ tally, value, count: sql`count(*) FILTER (WHERE ${given})` });
      }
    }
    if (cells.length === 0) continue;
    const [row] = await db
      .select({
        counts: sql<number[] | string>`ARRAY[${sql.join(
          cells.map((c) => c.count),
          sql`, `,
        )}]::int[]`,
      })
      .from(surveyResponses)
      .where(
        and(
          eq(surveyResponses.surveyId, survey.id),
          gte(surveyResponses.createdAt, start),
          lt(surveyResponses.createdAt, end),
        ),
      );
    const counts = parseIntArray(row?.counts);
    cells.forEach((cell, i) => {
      const n = counts[i] ?? 0;
      if (cell.value === null) cell.tally.answered = n;
      else cell.tally.values.set(cell.value, n);
    });
  }
  return tallies;
}

/** node-postgres and PGlite hand an int[] over as numbers; a driver without the parser, as text. */
function parseIntArray(value: number[] | string | undefined): number[] {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value.map(Number);
  return value.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
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
