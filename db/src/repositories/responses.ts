import type { Database } from '../database.ts';
import { quizResponses, surveyResponses } from '../schema.ts';

export async function insertQuizResponse(
  db: Database,
  values: typeof quizResponses.$inferInsert,
): Promise<{ id: number }> {
  const [row] = await db.insert(quizResponses).values(values).returning({ id: quizResponses.id });
  return row!;
}

export async function insertSurveyResponse(
  db: Database,
  values: typeof surveyResponses.$inferInsert,
): Promise<{ id: number }> {
  const [row] = await db
    .insert(surveyResponses)
    .values(values)
    .returning({ id: surveyResponses.id });
  return row!;
}
