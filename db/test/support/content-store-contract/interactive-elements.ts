// Quizzes, surveys and polls, each kept in step with its one timeline element; the survey answers counted per UTC day by the trigger of migration 0004.
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { InteractiveElement } from '@lumen/contract';
import type { Database } from '../../../src/database.ts';
import * as schema from '../../../src/schema.ts';
import {
  deletePoll,
  deleteQuiz,
  deleteSurvey,
  findPoll,
  findQuiz,
  findSurvey,
  insertPoll,
  insertQuiz,
  insertSurvey,
  insertSurveyResponse,
  insertVideo,
  listInteractiveElements,
  listPolls,
  listQuizzes,
  listSurveys,
  listSurveyTextAnswers,
  tallySurveyAnswers,
  updateInteractiveElement,
  updatePoll,
  updateQuiz,
  updateSurvey,
} from '../../../src/index.ts';
import type { ContractContext } from './context.ts';
import { videoValues, surveyQuestions } from './fixtures.ts';

export function describeInteractiveElements(context: ContractContext) {
  let db: Database;
  beforeEach(() => {
    db = context.store().db;
  });

  describe('quizzes, surveys and polls on the timeline', () => {
    const kinds = [
      {
        elementType: 'quiz' as const,
        insert: (videoId: number, timecode: number, pause: boolean) =>
          insertQuiz(
            db,
            videoId,
            {
              title: 'Quiz',
              question: 'Which one?',
              questionType: 'multiple_choice',
              options: ['Ä', 'b "quoted"', 'c, d'],
              correctAnswer: 'Ä',
              points: 3,
              isRequired: true,
              timecode,
            },
            pause,
          ),
        find: (id: number) => findQuiz(db, id),
        list: (videoId: number) => listQuizzes(db, videoId),
        update: (id: number, timecode: number | undefined, pause?: boolean) =>
          updateQuiz(db, id, timecode === undefined ? {} : { timecode }, pause),
        remove: (id: number) => deleteQuiz(db, id),
      },
      {
        elementType: 'survey' as const,
        insert: (videoId: number, timecode: number, pause: boolean) =>
          insertSurvey(
            db,
            videoId,
            {
              title: 'Survey',
              description: null,
              questions: surveyQuestions,
              isAnonymous: true,
              isRequired: false,
              timecode,
            },
            pause,
          ),
        find: (id: number) => findSurvey(db, id),
        list: (videoId: number) => listSurveys(db, videoId),
        update: (id: number, timecode: number | undefined, pause?: boolean) =>
          updateSurvey(db, id, timecode === undefined ? {} : { timecode }, pause),
        remove: (id: number) => deleteSurvey(db, id),
      },
      {
        elementType: 'poll' as const,
        insert: (videoId: number, timecode: number, pause: boolean) =>
          insertPoll(
            db,
            videoId,
            { question: 'Best?', options: ['🍕', 'ü', 'a,b'], timecode },
            pause,
          ),
        find: (id: number) => findPoll(db, id),
        list: (videoId: number) => listPolls(db, videoId),
        update: (id: number, timecode: number | undefined, pause?: boolean) =>
          updatePoll(db, id, timecode === undefined ? {} : { timecode }, pause),
        remove: (id: number) => deletePoll(db, id),
      },
    ];

    it.each(kinds)(
      'a $elementType keeps its one element in step: created, moved, paused, dragged, deleted',
      async ({ elementType, insert, find, update, remove }) => {
        const video = await insertVideo(db, videoValues());
        const item = await insert(video.id, 12.345678901234, false);
        expect(item.timecode).toBe(12.345678901234);
        expect(await find(item.id)).toEqual(item);
        const element = () => listInteractiveElements(db, video.id);
        expect(await element()).toEqual([
          {
            id: expect.any(Number),
            videoId: video.id,
            elementType,
            elementId: item.id,
            timecode: 12.345678901234,
            pauseVideo: false,
          },
        ]);

        expect((await update(item.id, 30.5, true))!.timecode).toBe(30.5);
        expect(await element()).toMatchObject([{ timecode: 30.5, pauseVideo: true }]);
        await update(item.id, undefined, false);
        expect(await element()).toMatchObject([{ timecode: 30.5, pauseVideo: false }]);

        const [{ id }] = (await element()) as [InteractiveElement];
        expect(await updateInteractiveElement(db, id, { timecode: 7.25 })).toMatchObject({
          timecode: 7.25,
        });
        expect((await find(item.id))!.timecode).toBe(7.25);
        expect(await updateInteractiveElement(db, 2_000_000_000, { timecode: 1 })).toBeNull();

        expect(await update(2_000_000_000, 1)).toBeNull();
        expect(await remove(item.id)).toBe(true);
        expect(await remove(item.id)).toBe(false);
        expect(await element()).toEqual([]);
        expect(await find(item.id)).toBeNull();
      },
    );

    it.each(kinds)(
      "lists a video's $elementType items by timecode, then id, and no other video's",
      async ({ insert, list }) => {
        const video = await insertVideo(db, videoValues());
        const other = await insertVideo(db, videoValues());
        const late = await insert(video.id, 20, false);
        const early = await insert(video.id, 5, false);
        const tied = await insert(video.id, 20, true);
        await insert(other.id, 1, false);
        expect((await list(video.id)).map((item) => item.id)).toEqual([early.id, late.id, tied.id]);
        expect(await list(video.id)).toContainEqual(early);
      },
    );

    it('round-trips the jsonb of quizzes, surveys and polls, and lists elements by timecode', async () => {
      const video = await insertVideo(db, videoValues());
      const [quiz, survey, poll] = await Promise.all(
        kinds.map((kind, i) => kind.insert(video.id, [20, 5, 12.5][i]!, true)),
      );
      expect(await findQuiz(db, quiz!.id)).toMatchObject({
        options: ['Ä', 'b "quoted"', 'c, d'],
        questionType: 'multiple_choice',
        correctAnswer: 'Ä',
      });
      expect((await findSurvey(db, survey!.id))!.questions).toEqual(surveyQuestions);
      expect((await findPoll(db, poll!.id))!.options).toEqual(['🍕', 'ü', 'a,b']);
      expect((await listInteractiveElements(db, video.id)).map((e) => e.elementType)).toEqual([
        'survey',
        'poll',
        'quiz',
      ]);
    });

    describe('survey answers counted per UTC day', () => {
      const answer = {
        pick: 'Red',
        many: ['X', 'Z'],
        say: 'hello',
        rate: 4,
        agree: 'yes',
        gone: 'a question no longer asked',
      };
      const day = { from: '2026-03-01', to: '2026-03-01' };
      const tally = async (surveyId: number, period = day) =>
        Object.fromEntries(
          (
            await tallySurveyAnswers(db, [{ id: surveyId, questions: surveyQuestions }], period)
          ).map((t) => [t.questionId, { answered: t.answered, ...Object.fromEntries(t.values) }]),
        );
      const newSurvey = async () => {
        const video = await insertVideo(db, videoValues());
        return kinds[1]!.insert(video.id, 1, true);
      };

      it('counts a response as it is stored, by each question type', async () => {
        const survey = await newSurvey();
        await insertSurveyResponse(db, {
          surveyId: survey.id,
          responses: answer,
          createdAt: new Date('2026-03-01T12:00:00Z'),
        });
        expect(await tally(survey.id)).toEqual({
          pick: { answered: 1, Red: 1, Blue: 0 },
          many: { answered: 1, X: 1, Y: 0, Z: 1 },
          say: { answered: 1 },
          rate: { answered: 1, '1': 0, '2': 0, '3': 0, '4': 1, '5': 0 },
          agree: { answered: 1, yes: 1, no: 0 },
        });
        const days = await db
          .select({ day: schema.surveyAnswerDays.day })
          .from(schema.surveyAnswerDays)
          .where(eq(schema.surveyAnswerDays.surveyId, survey.id));
        expect(new Set(days.map((d) => d.day))).toEqual(new Set(['2026-03-01']));
      });

      it('takes the UTC day whatever the session time zone, at the day’s last and first moments', async () => {
        const survey = await newSurvey();
        await db.transaction(async (tx) => {
          await tx.execute(sql`set local time zone 'Pacific/Kiritimati'`);
          await insertSurveyResponse(tx, {
            surveyId: survey.id,
            responses: { pick: 'Red' },
            createdAt: new Date('2026-03-01T23:59:59.999Z'),
          });
          await insertSurveyResponse(tx, {
            surveyId: survey.id,
            responses: { pick: 'Blue' },
            createdAt: new Date('2026-03-02T00:00:00.000Z'),
          });
        });
        expect((await tally(survey.id)).pick).toEqual({ answered: 1, Red: 1, Blue: 0 });
        expect((await tally(survey.id, { from: '2026-03-02', to: '2026-03-02' })).pick).toEqual({
          answered: 1,
          Red: 0,
          Blue: 1,
        });
        expect((await tally(survey.id, { from: '2026-02-28', to: '2026-03-03' })).pick).toEqual({
          answered: 2,
          Red: 1,
          Blue: 1,
        });
      });

      it('moves counts on an update and removes them on a delete, many rows in one statement', async () => {
        const survey = await newSurvey();
        const { surveyResponses } = schema;
        await db.insert(surveyResponses).values(
          [1, 2, 3].map(() => ({
            surveyId: survey.id,
            responses: { pick: 'Red', many: ['Y'] },
            createdAt: new Date('2026-03-01T08:00:00Z'),
          })),
        );
        expect((await tally(survey.id)).pick).toEqual({ answered: 3, Red: 3, Blue: 0 });
        await db
          .update(surveyResponses)
          .set({ responses: { pick: 'Blue' } })
          .where(eq(surveyResponses.surveyId, survey.id));
        expect(await tally(survey.id)).toMatchObject({
          pick: { answered: 3, Red: 0, Blue: 3 },
          many: { answered: 0, Y: 0 },
        });
        await db
          .update(surveyResponses)
          .set({ createdAt: new Date('2026-03-05T08:00:00Z') })
          .where(eq(surveyResponses.surveyId, survey.id));
        expect((await tally(survey.id)).pick).toEqual({ answered: 0, Red: 0, Blue: 0 });
        expect((await tally(survey.id, { from: '2026-03-05', to: '2026-03-05' })).pick).toEqual({
          answered: 3,
          Red: 0,
          Blue: 3,
        });
        await db.delete(surveyResponses).where(eq(surveyResponses.surveyId, survey.id));
        expect((await tally(survey.id, { from: '2026-01-01', to: '2026-12-31' })).pick).toEqual({
          answered: 0,
          Red: 0,
          Blue: 0,
        });
      });

      it('pages a text question’s answers newest first, within the period, with their total', async () => {
        const survey = await newSurvey();
        for (const [text, at] of [
          ['first', '2026-03-01T01:00:00.001Z'],
          ['second', '2026-03-01T02:00:00.002Z'],
          ['third', '2026-03-01T03:00:00.003Z'],
          ['next day', '2026-03-02T00:00:00.000Z'],
        ] as const)
          await insertSurveyResponse(db, {
            surveyId: survey.id,
            responses: { say: text },
            createdAt: new Date(at),
          });
        await insertSurveyResponse(db, {
          surveyId: survey.id,
          responses: { pick: 'Red' },
          createdAt: new Date('2026-03-01T04:00:00Z'),
        });
        const page = (n: number) =>
          listSurveyTextAnswers(db, survey.id, 'say', day, { page: n, pageSize: 2 });
        expect(await page(1)).toEqual({
          answers: [
            { text: 'third', at: '2026-03-01T03:00:00.003Z' },
            { text: 'second', at: '2026-03-01T02:00:00.002Z' },
          ],
          total: 3,
        });
        expect(await page(2)).toEqual({
          answers: [{ text: 'first', at: '2026-03-01T01:00:00.001Z' }],
          total: 3,
        });
      });
    });
  });
}
