// The survey answers' daily counts (db migrations 0004, 0015): a trigger on survey_responses
// counts each response on its day in the site's analytics time zone, per question answered and
// per value given, and the question analytics' tallies and text-answer totals read those counts.
// Checked on every store kind against the truth computed here from the responses themselves:
// after inserts, after a response's day or answers change, after a delete, for the migration's
// back-fill of the responses stored before it, and in another zone, set before or after the
// responses came.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS, type SurveyQuestion } from '@lumen/contract';
import {
  insertSurveyResponse,
  listSurveyTextAnswers,
  saveSiteSettings,
  schema,
  tallySurveyAnswers,
  type ContentStore,
} from '@lumen/db';
import { openTestStore, storeKinds } from './support/stores.ts';

const QUESTIONS: SurveyQuestion[] = [
  {
    id: 'colour',
    text: 'Colour',
    type: 'single_choice',
    options: ['red', 'green'],
    required: false,
  },
  {
    id: 'parts',
    text: 'Parts',
    type: 'multiple_choice',
    options: ['a', 'b', 'c'],
    required: false,
  },
  { id: 'stars', text: 'Stars', type: 'rating', options: [], required: false },
  { id: 'again', text: 'Again?', type: 'yes_no', options: [], required: false },
  { id: 'words', text: 'Words', type: 'text', options: [], required: false },
] as SurveyQuestion[];
type Answers = Record<string, string | number | string[]>;
const DAY_MS = 86_400_000;
const TODAY = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS + 12 * 3_600_000);
const YESTERDAY = new Date(TODAY.getTime() - DAY_MS);
const iso = (d: Date) => d.toISOString().slice(0, 10);

// Each response with its day; the truth is computed from this list alone.
const RESPONSES: [Answers, Date][] = [
  [{ colour: 'red', parts: ['a', 'c'], stars: 5, again: 'yes', words: 'Loved it' }, TODAY],
  [{ colour: 'green', parts: ['a', 'a'], stars: 3, again: 'no' }, TODAY],
  [{ colour: 'red', stars: 4, words: 'Too long' }, TODAY],
  [{ parts: 'b', again: 'yes', gone: 'a question no longer asked' }, TODAY],
  [{ colour: 'green', parts: ['b'], stars: 1, again: 'no', words: 'Old words' }, YESTERDAY],
];

function truth(responses: [Answers, Date][], days: string[]) {
  const inPeriod = responses.filter(([, at]) => days.includes(iso(at))).map(([a]) => a);
  return QUESTIONS.map((q) => {
    const given = inPeriod.filter((a) => a[q.id] !== undefined).map((a) => a[q.id]!);
    const offered =
      q.type === 'rating'
        ? ['1', '2', '3', '4', '5']
        : q.type === 'yes_no'
          ? ['yes', 'no']
          : q.options;
    return {
      questionId: q.id,
      answered: given.length,
      values: Object.fromEntries(
        (q.type === 'text' ? [] : offered).map((value) => [
          value,
          given.filter((v) => (Array.isArray(v) ? v.includes(value) : String(v) === value)).length,
        ]),
      ),
    };
  });
}

describe.each(storeKinds)('survey answer days on %s', (kind) => {
  let store: ContentStore;
  let surveyId: number;
  const ids: number[] = [];

  const tallies = async (days: string[]) =>
    (
      await tallySurveyAnswers(store.db, [{ id: surveyId, questions: QUESTIONS }], {
        from: days[0]!,
        to: days.at(-1)!,
      })
    ).map((t) => ({
      questionId: t.questionId,
      answered: t.answered,
      values: Object.fromEntries(t.values),
    }));

  beforeAll(async () => {
    store = await openTestStore(kind);
    const [video] = await store.db
      .insert(schema.videos)
      .values({ title: 'v', sourceUrl: 'https://example.org/v.mp4' })
      .returning();
    const [survey] = await store.db
      .insert(schema.surveys)
      .values({ videoId: video!.id, title: 's', questions: QUESTIONS, timecode: 10 })
      .returning();
    surveyId = survey!.id;
    for (const [responses, createdAt] of RESPONSES)
      ids.push((await insertSurveyResponse(store.db, { surveyId, responses, createdAt })).id);
  });
  afterAll(() => store.close());

  it('tallies every question of a period from the daily counts', async () => {
    expect(await tallies([iso(TODAY)])).toEqual(truth(RESPONSES, [iso(TODAY)]));
    expect(await tallies([iso(YESTERDAY), iso(TODAY)])).toEqual(
      truth(RESPONSES, [iso(YESTERDAY), iso(TODAY)]),
    );
    const words = await listSurveyTextAnswers(
      store.db,
      surveyId,
      'words',
      {
        from: iso(YESTERDAY),
        to: iso(TODAY),
      },
      { page: 1, pageSize: 2 },
    );
    expect(words.total).toBe(3);
    expect(words.answers.map((a) => a.text)).toEqual(['Too long', 'Loved it']);
  });

  it('a response moved to another day, changed or deleted moves its counts', async () => {
    const moved: [Answers, Date][] = RESPONSES.map(([a, at], i) => [a, i === 0 ? YESTERDAY : at]);
    await store.db
      .update(schema.surveyResponses)
      .set({ createdAt: YESTERDAY })
      .where(sql`${schema.surveyResponses.id} = ${ids[0]!}`);
    expect(await tallies([iso(TODAY)])).toEqual(truth(moved, [iso(TODAY)]));
    expect(await tallies([iso(YESTERDAY)])).toEqual(truth(moved, [iso(YESTERDAY)]));

    const changed: [Answers, Date][] = moved.map(([a, at], i) => [
      i === 1 ? { colour: 'red' } : a,
      at,
    ]);
    await store.db
      .update(schema.surveyResponses)
      .set({ responses: { colour: 'red' } })
      .where(sql`${schema.surveyResponses.id} = ${ids[1]!}`);
    expect(await tallies([iso(TODAY)])).toEqual(truth(changed, [iso(TODAY)]));

    const deleted = changed.filter((_, i) => i !== 2);
    await store.db
      .delete(schema.surveyResponses)
      .where(sql`${schema.surveyResponses.id} = ${ids[2]!}`);
    expect(await tallies([iso(YESTERDAY), iso(TODAY)])).toEqual(
      truth(deleted, [iso(YESTERDAY), iso(TODAY)]),
    );
  });

  it("the migration's back-fill counts the responses stored before it as the trigger does", async () => {
    const counted = await tallies([iso(YESTERDAY), iso(TODAY)]);
    await store.db.execute(sql`DELETE FROM survey_answer_days`);
    const migration = readFileSync(
      new URL('../../db/migrations/0004_survey_answer_days.sql', import.meta.url),
      'utf8',
    );
    const backFill = migration.split('--> statement-breakpoint').at(-1)!;
    await store.db.execute(sql.raw(backFill));
    expect(await tallies([iso(YESTERDAY), iso(TODAY)])).toEqual(counted);
  });

  it('counts in the analytics time zone: 23:30 UTC is the next day in UTC+2, whenever the zone was set', async () => {
    const late = new Date(TODAY.getTime() - 12.5 * 3_600_000);
    const lateAnswers: Answers = { colour: 'green', words: 'Late words' };
    const words = async (day: string) =>
      (
        await listSurveyTextAnswers(
          store.db,
          surveyId,
          'words',
          { from: day, to: day },
          { page: 1, pageSize: 10 },
        )
      ).answers.map((a) => a.text);
    const zone = (analyticsTimeZone: string) =>
      saveSiteSettings(store.db, { ...DEFAULT_SITE_SETTINGS, analyticsTimeZone });
    const colour = async (day: string) => (await tallies([day]))[0]!.values;

    await insertSurveyResponse(store.db, { surveyId, responses: lateAnswers, createdAt: late });
    const utc = { yesterday: await colour(iso(YESTERDAY)), today: await colour(iso(TODAY)) };
    expect(await words(iso(YESTERDAY))).toContain('Late words');

    // A new zone counts every response again on its day there.
    await zone('Africa/Johannesburg');
    expect(await colour(iso(YESTERDAY))).toEqual({
      ...utc.yesterday,
      green: utc.yesterday.green! - 1,
    });
    expect(await colour(iso(TODAY))).toEqual({ ...utc.today, green: utc.today.green! + 1 });
    expect(await words(iso(TODAY))).toContain('Late words');
    expect(await words(iso(YESTERDAY))).not.toContain('Late words');

    // A response stored in the zone counts on its day there: 22:30 UTC is 00:30.
    await insertSurveyResponse(store.db, {
      surveyId,
      responses: { colour: 'red' },
      createdAt: new Date(late.getTime() - 3_600_000),
    });
    expect((await colour(iso(TODAY))).red).toBe(utc.today.red! + 1);

    await zone('UTC');
    expect(await colour(iso(YESTERDAY))).toEqual({ ...utc.yesterday, red: utc.yesterday.red! + 1 });
    expect(await colour(iso(TODAY))).toEqual(utc.today);
  });
});
