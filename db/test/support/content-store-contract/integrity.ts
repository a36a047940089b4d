// What the database guarantees the api: cascades, the SQLSTATEs it maps to statuses, transactions, time zones.
import { DrizzleQueryError, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/database.ts';
import * as schema from '../../../src/schema.ts';
import {
  addCollectionEntry,
  deleteCollection,
  describeError,
  deleteSurvey,
  deleteVideo,
  findCollection,
  findPoll,
  findSession,
  findVideo,
  findVideoIdBySource,
  insertCollection,
  insertPoll,
  insertQuiz,
  insertQuizResponse,
  insertSession,
  insertSurvey,
  insertSurveyResponse,
  insertUser,
  insertVideo,
  listCollectionEntries,
  withoutQueryValues,
} from '../../../src/index.ts';
import type { ContractContext } from './context.ts';
import { selectRows, sqlStateOf, videoValues, uniqueText, insertYesNoSurvey } from './fixtures.ts';

export function describeIntegrity(context: ContractContext) {
  let db: Database;
  beforeEach(() => {
    db = context.store().db;
  });

  describe('cascades', () => {
    it('deleting a video deletes its elements, responses, daily counts and collection entries', async () => {
      const [video, kept] = await Promise.all([1, 2].map(() => insertVideo(db, videoValues())));
      const collection = await insertCollection(db, { name: 'Cascade' });
      await addCollectionEntry(db, collection.id, video!.id);
      await addCollectionEntry(db, collection.id, kept!.id);
      const quiz = await insertQuiz(
        db,
        video!.id,
        {
          title: 'Q',
          question: 'Q?',
          questionType: 'text',
          options: [],
          points: 1,
          isRequired: false,
          timecode: 1,
        },
        true,
      );
      await insertQuizResponse(db, { quizId: quiz.id, answer: ['a', 'b'], isCorrect: true });
      const survey = await insertSurvey(
        db,
        video!.id,
        {
          title: 'S',
          questions: [{ id: 'q', text: 'Q', type: 'text', options: [], required: false }],
          isAnonymous: true,
          isRequired: false,
          timecode: 2,
        },
        true,
      );
      await insertSurveyResponse(db, { surveyId: survey.id, responses: { q: 'x' } });
      await insertPoll(db, video!.id, { question: 'P', options: ['a', 'b'], timecode: 3 }, false);

      expect(await deleteVideo(db, video!.id)).toBe(true);
      const [left] = await selectRows<Record<string, number>>(
        db,
        sql`select
          (select count(*)::int from quizzes where video_id = ${video!.id}) as quizzes,
          (select count(*)::int from quiz_responses where quiz_id = ${quiz.id}) as quiz_responses,
          (select count(*)::int from surveys where video_id = ${video!.id}) as surveys,
          (select count(*)::int from survey_responses where survey_id = ${survey.id}) as survey_responses,
          (select count(*)::int from survey_answer_days where survey_id = ${survey.id}) as survey_answer_days,
          (select count(*)::int from polls where video_id = ${video!.id}) as polls,
          (select count(*)::int from interactive_elements where video_id = ${video!.id}) as elements,
          (select count(*)::int from playlist_videos where video_id = ${video!.id}) as entries`,
      );
      expect(left).toEqual({
        quizzes: 0,
        quiz_responses: 0,
        surveys: 0,
        survey_responses: 0,
        survey_answer_days: 0,
        polls: 0,
        elements: 0,
        entries: 0,
      });
      expect(
        (await listCollectionEntries(db, collection.id, 'admin')).map((e) => e.video.id),
      ).toEqual([kept!.id]);
    });

    it('deleting a survey with answers deletes its responses and daily counts', async () => {
      const video = await insertVideo(db, videoValues());
      const survey = await insertSurvey(
        db,
        video.id,
        {
          title: 'S',
          questions: [{ id: 'q', text: 'Q', type: 'yes_no', options: [], required: false }],
          isAnonymous: true,
          isRequired: false,
          timecode: 2,
        },
        true,
      );
      await insertSurveyResponse(db, { surveyId: survey.id, responses: { q: 'yes' } });
      expect(await deleteSurvey(db, survey.id)).toBe(true);
      const [left] = await selectRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from survey_answer_days where survey_id = ${survey.id}`,
      );
      expect(left!.n).toBe(0);
    });

    it('deleting a collection keeps its videos; deleting a category leaves its collections uncategorised', async () => {
      const [category] = await db
        .insert(schema.categories)
        .values({ name: 'Gone', slug: uniqueText('gone') })
        .returning();
      const collection = await insertCollection(db, { name: 'C', categoryId: category!.id });
      const video = await insertVideo(db, videoValues());
      await addCollectionEntry(db, collection.id, video.id);
      await db.delete(schema.categories).where(eq(schema.categories.id, category!.id));
      expect((await findCollection(db, collection.id))!.categoryId).toBeNull();
      expect(await deleteCollection(db, collection.id)).toBe(true);
      expect(await findVideo(db, video.id)).not.toBeNull();
      const [entries] = await selectRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from playlist_videos where playlist_id = ${collection.id}`,
      );
      expect(entries!.n).toBe(0);
    });

    it('deleting a user ends their sessions', async () => {
      const user = await insertUser(db, {
        email: `${uniqueText('gone')}@x.test`,
        passwordHash: 'h',
      });
      const idHash = uniqueText('session');
      await insertSession(db, idHash, user.id, new Date(Date.now() + 3_600_000));
      expect((await findSession(db, idHash, 3_600_000))?.user).toEqual(user);
      await db.delete(schema.users).where(eq(schema.users.id, user.id));
      expect(await findSession(db, idHash, 3_600_000)).toBeNull();
    });
  });

  describe('errors the api turns into statuses', () => {
    it('a duplicate is 23505: a slug, an email in any case, an element, a collection entry', async () => {
      const slug = uniqueText('dup');
      await db.insert(schema.categories).values({ name: 'A', slug });
      expect(await sqlStateOf(db.insert(schema.categories).values({ name: 'B', slug }))).toBe(
        '23505',
      );
      await db.delete(schema.categories).where(eq(schema.categories.slug, slug));

      const email = `${uniqueText('dup')}@x.test`;
      await insertUser(db, { email, passwordHash: 'h' });
      expect(
        await sqlStateOf(insertUser(db, { email: email.toUpperCase(), passwordHash: 'h' })),
      ).toBe('23505');

      const video = await insertVideo(db, videoValues());
      const poll = await insertPoll(
        db,
        video.id,
        { question: 'P', options: ['a', 'b'], timecode: 1 },
        false,
      );
      expect(
        await sqlStateOf(
          db.insert(schema.interactiveElements).values({
            videoId: video.id,
            elementType: 'poll',
            elementId: poll.id,
            timecode: 2,
          }),
        ),
      ).toBe('23505');

      const collection = await insertCollection(db, { name: 'Dup' });
      await addCollectionEntry(db, collection.id, video.id);
      expect(
        await sqlStateOf(
          db.insert(schema.playlistVideos).values({ playlistId: collection.id, videoId: video.id }),
        ),
      ).toBe('23505');
    });

    it('a missing referenced row is 23503', async () => {
      expect(
        await sqlStateOf(
          insertPoll(db, 2_000_000_000, { question: 'P', options: ['a', 'b'], timecode: 1 }, false),
        ),
      ).toBe('23503');
      const collection = await insertCollection(db, { name: 'Missing video' });
      expect(await sqlStateOf(addCollectionEntry(db, collection.id, 2_000_000_000))).toBe('23503');
      expect(await listCollectionEntries(db, collection.id, 'admin')).toEqual([]);
    });

    it('a poll whose element cannot be written is not stored either', async () => {
      const video = await insertVideo(db, videoValues());
      const fields = { question: 'P', options: ['a', 'b'], timecode: 1 };
      const probe = await insertPoll(db, video.id, fields, false);
      // The next poll's id already has an element (serial ids are handed out one by one).
      await db
        .insert(schema.interactiveElements)
        .values({ videoId: video.id, elementType: 'poll', elementId: probe.id + 1, timecode: 1 });
      expect(await sqlStateOf(insertPoll(db, video.id, fields, false))).toBe('23505');
      expect(await findPoll(db, probe.id + 1)).toBeNull();
    });

    it('an id beyond integer range is 22003', async () => {
      expect(await sqlStateOf(findVideo(db, 2 ** 31))).toBe('22003');
    });
  });

  describe('failed queries as they are logged', () => {
    it("keep the SQL and the database's cause, and drop the parameter values (an email, a password hash)", async () => {
      const email = `${uniqueText('secret')}@x.test`;
      const passwordHash = `$argon2id$${uniqueText('secret-hash')}`;
      await insertUser(db, { email, passwordHash });
      const failure = await insertUser(db, { email, passwordHash }).catch(
        (error: unknown) => error,
      );
      // The error as thrown carries them: that is what must not reach a log.
      expect((failure as Error).message).toContain(passwordHash);

      const logged = withoutQueryValues(failure) as Error & { cause: { code: string } };
      const wrapped = withoutQueryValues(new Error('could not save', { cause: failure }));
      for (const text of [
        logged.message,
        logged.stack,
        JSON.stringify(logged),
        (wrapped.cause as Error).message,
        (wrapped.cause as Error).stack,
        describeError(failure),
      ]) {
        expect(text).not.toContain(email);
        expect(text).not.toContain(passwordHash);
      }
      expect(logged.message).toMatch(/^Failed query: insert into "users"/);
      expect(logged.stack).toContain('Failed query: insert into "users"');
      expect(logged.cause.code).toBe('23505');
      expect(logged).toBeInstanceOf(DrizzleQueryError);
      // The thrown error itself is left as it was, for whoever handles it.
      expect((failure as Error).message).toContain(passwordHash);
    });
  });

  describe('transactions', () => {
    it('a failing transaction leaves nothing; a failing nested one leaves only its own work undone', async () => {
      const kept = videoValues();
      const undone = videoValues();
      await expect(
        db.transaction(async (tx) => {
          await tx.insert(schema.videos).values(undone);
          throw new Error('give up');
        }),
      ).rejects.toThrow('give up');
      await db.transaction(async (tx) => {
        await tx.insert(schema.videos).values(kept);
        await expect(
          tx.transaction(async (inner) => {
            await inner.insert(schema.videos).values(videoValues({ sourceUrl: undone.sourceUrl }));
            inner.rollback();
          }),
        ).rejects.toThrow();
      });
      expect(await findVideoIdBySource(db, { sourceUrl: kept.sourceUrl })).not.toBeNull();
      expect(await findVideoIdBySource(db, { sourceUrl: undone.sourceUrl })).toBeNull();
    });

    it('a read-only transaction refuses writes (25006)', async () => {
      expect(
        await sqlStateOf(
          db.transaction((tx) => tx.insert(schema.videos).values(videoValues()), {
            isolationLevel: 'repeatable read',
            accessMode: 'read only',
          }),
        ),
      ).toBe('25006');
    });

    it('reads the same instants whatever the session time zone', async () => {
      const video = await insertVideo(db, videoValues());
      const at = new Date('2026-07-01T12:34:56.789Z');
      const response = await insertSurveyResponse(db, {
        surveyId: (await insertYesNoSurvey(db, video.id)).id,
        responses: {},
        createdAt: at,
      });
      // The server writes the instant in the session's zone; the driver must read the offset.
      for (const [zone, offset] of [
        ['Asia/Kathmandu', '+05:45'],
        ['America/St_Johns', '-02:30'],
        ['UTC', '+00'],
      ] as const) {
        await db.transaction(async (tx) => {
          await tx.execute(sql`select set_config('TimeZone', ${zone}, true)`);
          const [session] = await selectRows<{ zone: string; text: string }>(
            tx,
            sql`select current_setting('TimeZone') as zone,
                  ${schema.surveyResponses.createdAt}::text as text
                from ${schema.surveyResponses} where ${schema.surveyResponses.id} = ${response.id}`,
          );
          expect(session!.zone).toBe(zone);
          expect(session!.text.endsWith(offset)).toBe(true);
          expect((await findVideo(tx as unknown as Database, video.id))!.createdAt).toBe(
            video.createdAt,
          );
          const [row] = await tx
            .select({ createdAt: schema.surveyResponses.createdAt })
            .from(schema.surveyResponses)
            .where(eq(schema.surveyResponses.id, response.id));
          expect(row!.createdAt.toISOString()).toBe(at.toISOString());
        });
      }
    });
  });
}
