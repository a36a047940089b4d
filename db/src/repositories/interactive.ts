// Quizzes, surveys, polls and the interactive elements that place them on a video's timeline.
// Each quiz, survey or poll has exactly one element; every write below keeps the two in step
// inside one transaction.
import { and, asc, eq } from 'drizzle-orm';
import type {
  InteractiveElement,
  Poll,
  PollInput,
  Quiz,
  QuizInput,
  Survey,
  SurveyInput,
} from '@lumen/contract';
import type { Database } from '../database.ts';
import { interactiveElements, polls, quizzes, surveys } from '../schema.ts';

type QuizRow = typeof quizzes.$inferSelect;
type SurveyRow = typeof surveys.$inferSelect;
type PollRow = typeof polls.$inferSelect;
type ElementRow = typeof interactiveElements.$inferSelect;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type QuizFields = Omit<QuizInput, 'videoId' | 'pauseVideo'>;
export type SurveyFields = Omit<SurveyInput, 'videoId' | 'pauseVideo'>;
export type PollFields = Omit<PollInput, 'videoId' | 'pauseVideo'>;

function toQuiz(row: QuizRow): Quiz {
  const { createdAt: _createdAt, ...quiz } = row;
  return { ...quiz, questionType: row.questionType as Quiz['questionType'] };
}

function toSurvey(row: SurveyRow): Survey {
  const { createdAt: _createdAt, ...survey } = row;
  return survey;
}

function toPoll(row: PollRow): Poll {
  const { createdAt: _createdAt, ...poll } = row;
  return poll;
}

function toElement(row: ElementRow): InteractiveElement {
  return { ...row, elementType: row.elementType as InteractiveElement['elementType'] };
}

export async function listQuizzes(db: Database, videoId: number): Promise<Quiz[]> {
  const rows = await db
    .select()
    .from(quizzes)
    .where(eq(quizzes.videoId, videoId))
    .orderBy(asc(quizzes.timecode), asc(quizzes.id));
  return rows.map(toQuiz);
}

export async function findQuiz(db: Database, id: number): Promise<Quiz | null> {
  const [row] = await db.select().from(quizzes).where(eq(quizzes.id, id));
  return row ? toQuiz(row) : null;
}

export async function insertQuiz(
  db: Database,
  videoId: number,
  fields: QuizFields,
  pauseVideo: boolean,
): Promise<Quiz> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(quizzes)
      .values({ ...fields, videoId })
      .returning();
    await tx.insert(interactiveElements).values({
      videoId,
      elementType: 'quiz',
      elementId: row!.id,
      timecode: row!.timecode,
      pauseVideo,
    });
    return toQuiz(row!);
  });
}

export async function updateQuiz(
  db: Database,
  id: number,
  fields: Partial<QuizFields>,
  pauseVideo?: boolean,
): Promise<Quiz | null> {
  return db.transaction(async (tx) => {
    const [row] = Object.keys(fields).length
      ? await tx.update(quizzes).set(fields).where(eq(quizzes.id, id)).returning()
      : await tx.select().from(quizzes).where(eq(quizzes.id, id));
    if (!row) return null;
    await syncElement(tx, 'quiz', id, row.timecode, pauseVideo);
    return toQuiz(row);
  });
}

export async function deleteQuiz(db: Database, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx
      .delete(interactiveElements)
      .where(
        and(eq(interactiveElements.elementType, 'quiz'), eq(interactiveElements.elementId, id)),
      );
    const rows = await tx.delete(quizzes).where(eq(quizzes.id, id)).returning({ id: quizzes.id });
    return rows.length > 0;
  });
}

export async function listSurveys(db: Database, videoId: number): Promise<Survey[]> {
  const rows = await db
    .select()
    .from(surveys)
    .where(eq(surveys.videoId, videoId))
    .orderBy(asc(surveys.timecode), asc(surveys.id));
  return rows.map(toSurvey);
}

export async function findSurvey(db: Database, id: number): Promise<Survey | null> {
  const [row] = await db.select().from(surveys).where(eq(surveys.id, id));
  return row ? toSurvey(row) : null;
}

export async function insertSurvey(
  db: Database,
  videoId: number,
  fields: SurveyFields,
  pauseVideo: boolean,
): Promise<Survey> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(surveys)
      .values({ ...fields, videoId })
      .returning();
    await tx.insert(interactiveElements).values({
      videoId,
      elementType: 'survey',
      elementId: row!.id,
      timecode: row!.timecode,
      pauseVideo,
    });
    return toSurvey(row!);
  });
}

export async function updateSurvey(
  db: Database,
  id: number,
  fields: Partial<SurveyFields>,
  pauseVideo?: boolean,
): Promise<Survey | null> {
  return db.transaction(async (tx) => {
    const [row] = Object.keys(fields).length
      ? await tx.update(surveys).set(fields).where(eq(surveys.id, id)).returning()
      : await tx.select().from(surveys).where(eq(surveys.id, id));
    if (!row) return null;
    await syncElement(tx, 'survey', id, row.timecode, pauseVideo);
    return toSurvey(row);
  });
}

export async function deleteSurvey(db: Database, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx
      .delete(interactiveElements)
      .where(
        and(eq(interactiveElements.elementType, 'survey'), eq(interactiveElements.elementId, id)),
      );
    const rows = await tx.delete(surveys).where(eq(surveys.id, id)).returning({ id: surveys.id });
    return rows.length > 0;
  });
}

export async function listPolls(db: Database, videoId: number): Promise<Poll[]> {
  const rows = await db
    .select()
    .from(polls)
    .where(eq(polls.videoId, videoId))
    .orderBy(asc(polls.timecode), asc(polls.id));
  return rows.map(toPoll);
}

export async function findPoll(db: Database, id: number): Promise<Poll | null> {
  const [row] = await db.select().from(polls).where(eq(polls.id, id));
  return row ? toPoll(row) : null;
}

export async function insertPoll(
  db: Database,
  videoId: number,
  fields: PollFields,
  pauseVideo: boolean,
): Promise<Poll> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(polls)
      .values({ ...fields, videoId })
      .returning();
    await tx.insert(interactiveElements).values({
      videoId,
      elementType: 'poll',
      elementId: row!.id,
      timecode: row!.timecode,
      pauseVideo,
    });
    return toPoll(row!);
  });
}

export async function updatePoll(
  db: Database,
  id: number,
  fields: Partial<PollFields>,
  pauseVideo?: boolean,
): Promise<Poll | null> {
  return db.transaction(async (tx) => {
    const [row] = Object.keys(fields).length
      ? await tx.update(polls).set(fields).where(eq(polls.id, id)).returning()
      : await tx.select().from(polls).where(eq(polls.id, id));
    if (!row) return null;
    await syncElement(tx, 'poll', id, row.timecode, pauseVideo);
    return toPoll(row);
  });
}

export async function deletePoll(db: Database, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx
      .delete(interactiveElements)
      .where(
        and(eq(interactiveElements.elementType, 'poll'), eq(interactiveElements.elementId, id)),
      );
    const rows = await tx.delete(polls).where(eq(polls.id, id)).returning({ id: polls.id });
    return rows.length > 0;
  });
}

async function syncElement(
  tx: Tx,
  elementType: InteractiveElement['elementType'],
  elementId: number,
  timecode: number,
  pauseVideo?: boolean,
) {
  await tx
    .update(interactiveElements)
    .set(pauseVideo === undefined ? { timecode } : { timecode, pauseVideo })
    .where(
      and(
        eq(interactiveElements.elementType, elementType),
        eq(interactiveElements.elementId, elementId),
      ),
    );
}

export async function listInteractiveElements(
  db: Database,
  videoId: number,
): Promise<InteractiveElement[]> {
  const rows = await db
    .select()
    .from(interactiveElements)
    .where(eq(interactiveElements.videoId, videoId))
    .orderBy(asc(interactiveElements.timecode), asc(interactiveElements.id));
  return rows.map(toElement);
}

/** Moves an element on the timeline (the timeline editor's drag); its quiz, survey or poll moves with it. */
export async function updateInteractiveElement(
  db: Database,
  id: number,
  patch: { timecode?: number; pauseVideo?: boolean },
): Promise<InteractiveElement | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(interactiveElements)
      .set(patch)
      .where(eq(interactiveElements.id, id))
      .returning();
    if (!row) return null;
    if (patch.timecode !== undefined) {
      if (row.elementType === 'quiz')
        await tx
          .update(quizzes)
          .set({ timecode: patch.timecode })
          .where(eq(quizzes.id, row.elementId));
      if (row.elementType === 'survey')
        await tx
          .update(surveys)
          .set({ timecode: patch.timecode })
          .where(eq(surveys.id, row.elementId));
      if (row.elementType === 'poll')
        await tx.update(polls).set({ timecode: patch.timecode }).where(eq(polls.id, row.elementId));
    }
    return toElement(row);
  });
}
