// Question analytics end to end: the player's events through the real ingest, the
// answers through the real response routes (the server's answer events through the pipeline
// into chDB), the survey answers in PGlite; every figure compared with the truth this file
// computes from its own plan, over a period that leaves one day of the plan out.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  questionAnalyticsSchema,
  surveyTextAnswersSchema,
  type QuestionAnalytics,
} from '@lumen/contract';
import { schema } from '@lumen/db';
import { createHarness, type Harness } from './support/harness.ts';
import { storeKinds } from './support/stores.ts';

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const NOW = Date.now();
/** The asked period: the last 7 days, and tomorrow in case the test runs over midnight. */
const PERIOD = { from: isoDay(NOW - 6 * DAY_MS), to: isoDay(NOW + DAY_MS) };
/** The plan's other day, 10 days ago: outside PERIOD, inside the default 30 days. */
const OUT_AT = NOW - 10 * DAY_MS;

// ---- the plan -------------------------------------------------------------------------------

interface QuizSession {
  session: string;
  out?: boolean;
  skipped?: boolean;
  /** In the order given; a session answering twice answered the first one first. */
  answers?: { answer: string; ms?: number }[];
}

const CAPITAL = {
  title: 'Capital',
  question: 'The capital of France?',
  questionType: 'single_choice',
  options: ['Paris', 'Lyon', 'Nice'],
  correctAnswer: 'Paris',
  timecode: 10,
};
const CAPITAL_PLAN: QuizSession[] = [
  { session: 'c1', answers: [{ answer: 'Paris', ms: 4000 }] },
  {
    session: 'c2',
    answers: [
      { answer: 'Lyon', ms: 2000 },
      { answer: 'Paris', ms: 9000 },
    ],
  },
  { session: 'c3', answers: [{ answer: 'Nice', ms: 6400 }] },
  { session: 'c4', skipped: true },
  { session: 'c5' },
  { session: 'c6', answers: [{ answer: 'Lyon' }] },
  { session: 'c7', answers: [{ answer: 'Nice', ms: 3000 }] },
  { session: 'c8', out: true, answers: [{ answer: 'Paris', ms: 1000 }] },
  { session: 'c9', out: true, skipped: true },
  { session: 'c10', out: true },
];

// Not judged: no correct answer.
const OPINION = {
  title: 'Opinion',
  question: 'What colour is the sky?',
  questionType: 'text',
  timecode: 20,
};
const OPINION_PLAN: QuizSession[] = [
  { session: 'o1', answers: [{ answer: 'blue', ms: 7000 }] },
  { session: 'o2', answers: [{ answer: 'blue', ms: 8000 }] },
  { session: 'o3', answers: [{ answer: 'grey', ms: 1500 }] },
  { session: 'o4', out: true, answers: [{ answer: 'black', ms: 500 }] },
];

const UNTOUCHED = {
  title: 'Untouched',
  question: 'Nobody reaches this',
  questionType: 'single_choice',
  options: ['x', 'y'],
  correctAnswer: 'x',
  timecode: 90,
};

const FEEDBACK = {
  title: 'Feedback',
  isAnonymous: true,
  timecode: 50,
  questions: [
    {
      id: 'colour',
      text: 'Favourite colour?',
      type: 'single_choice',
      options: ['red', 'green', 'blue'],
    },
    { id: 'parts', text: 'Which parts?', type: 'multiple_choice', options: ['a', 'b', 'c'] },
    { id: 'stars', text: 'How good?', type: 'rating' },
    { id: 'again', text: 'Watch again?', type: 'yes_no' },
    { id: 'words', text: 'In your words', type: 'text' },
  ],
};
type SurveyAnswers = Record<string, string | number | string[]>;
interface SurveySession {
  session: string;
  out?: boolean;
  skipped?: boolean;
  shownOnly?: boolean;
  responses?: SurveyAnswers;
}
const FEEDBACK_PLAN: SurveySession[] = [
  {
    session: 'f1',
    responses: { colour: 'red', parts: ['a', 'c'], stars: 5, again: 'yes', words: 'Loved it' },
  },
  { session: 'f2', responses: { colour: 'blue', parts: ['a'], stars: 3, again: 'no' } },
  { session: 'f3', responses: { colour: 'red', stars: 4, again: 'yes', words: 'Too long' } },
  { session: 'f4', skipped: true },
  { session: 'f5', shownOnly: true },
  {
    session: 'f6',
    out: true,
    responses: { colour: 'green', parts: ['b'], stars: 1, again: 'no', words: 'Old words' },
  },
  { session: 'f7', out: true, skipped: true },
];

// ---- the truth, from the plan alone ----------------------------------------------------------

const inRange = (out: boolean | undefined, range: 'period' | 'out' | 'all') =>
  range === 'all' || (range === 'out' ? out === true : out !== true);

const percent = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return Number.isInteger(mid) ? (sorted[mid - 1]! + sorted[mid]!) / 2 : sorted[Math.floor(mid)]!;
}

function quizTruth(
  quiz: { correctAnswer?: string },
  plan: QuizSession[],
  range: 'period' | 'out' | 'all',
) {
  const sessions = plan.filter((s) => inRange(s.out, range));
  const answers = sessions.flatMap((s) => s.answers ?? []);
  const judged = quiz.correctAnswer !== undefined;
  const isRight = (answer: string) => (judged ? answer === quiz.correctAnswer : null);
  const counts = new Map<string, number>();
  for (const a of answers) counts.set(a.answer, (counts.get(a.answer) ?? 0) + 1);
  const firsts = sessions.filter((s) => s.answers?.length).map((s) => s.answers![0]!);
  // The rollup keeps whole seconds (floored) of each response time.
  const times = answers
    .filter((a) => a.ms !== undefined)
    .map((a) => Math.floor(a.ms! / 1000) * 1000);
  const medianMs = median(times);
  return {
    shown: sessions.length,
    answered: sessions.filter((s) => s.answers?.length).length,
    skipped: sessions.filter((s) => s.skipped).length,
    correctRate: judged
      ? percent(answers.filter((a) => isRight(a.answer)).length, answers.length)
      : null,
    firstAttemptCorrectRate: judged
      ? percent(firsts.filter((a) => isRight(a.answer)).length, firsts.length)
      : null,
    medianSecondsToAnswer: medianMs === null ? null : Math.round(medianMs / 100) / 10,
    answers: [...counts]
      .sort(([a, n], [b, m]) => m - n || (a < b ? -1 : 1))
      .map(([answer, count]) => ({ answer, count, correct: isRight(answer) })),
  };
}

function surveyTruth(plan: SurveySession[], range: 'period' | 'out' | 'all') {
  const sessions = plan.filter((s) => inRange(s.out, range));
  const responses = sessions.flatMap((s) => (s.responses ? [s.responses] : []));
  const given = (id: string) => responses.filter((r) => r[id] !== undefined).map((r) => r[id]!);
  const tally = (id: string, options: string[]) =>
    options.map((option) => ({
      option,
      count: given(id).filter((v) => (Array.isArray(v) ? v.includes(option) : v === option)).length,
    }));
  const stars = given('stars').map(Number);
  return {
    shown: sessions.length,
    responses: responses.length,
    skipped: sessions.filter((s) => s.skipped).length,
    questions: [
      {
        questionId: 'colour',
        answered: given('colour').length,
        options: tally('colour', ['red', 'green', 'blue']),
        rating: null,
        textAnswers: 0,
      },
      {
        questionId: 'parts',
        answered: given('parts').length,
        options: tally('parts', ['a', 'b', 'c']),
        rating: null,
        textAnswers: 0,
      },
      {
        questionId: 'stars',
        answered: stars.length,
        options: [],
        rating: {
          mean: stars.length
            ? Math.round((stars.reduce((a, b) => a + b, 0) / stars.length) * 100) / 100
            : null,
          distribution: [1, 2, 3, 4, 5].map((value) => ({
            value,
            count: stars.filter((s) => s === value).length,
          })),
        },
        textAnswers: 0,
      },
      {
        questionId: 'again',
        answered: given('again').length,
        options: tally('again', ['yes', 'no']),
        rating: null,
        textAnswers: 0,
      },
      {
        questionId: 'words',
        answered: given('words').length,
        options: [],
        rating: null,
        textAnswers: given('words').length,
      },
    ],
  };
}

// ---- sending the plan ------------------------------------------------------------------------

describe.each(storeKinds)('question analytics on %s', (kind) => {
  let h: Harness;
  let videoId: number;
  let capitalId: number;
  let opinionId: number;
  let untouchedId: number;
  let feedbackId: number;
  /** Every tracking event sent, to send them all again (a resend must change nothing). */
  const sent: object[] = [];
  const sessionIds = new Map<string, string>();
  const sid = (name: string) => {
    if (!sessionIds.has(name)) sessionIds.set(name, `${name}-${randomUUID()}`);
    return sessionIds.get(name)!;
  };

  async function track(events: object[]) {
    sent.push(...events);
    const response = await h.request({ method: 'POST', url: '/api/track/batch', payload: events });
    expect(response.statusCode).toBe(202);
  }

  /** The player's event of an element, at the plan's day. */
  const playerEvent = (
    eventType: string,
    elementId: number,
    session: string,
    out: boolean | undefined,
    metadata: object = {},
  ) => ({
    eventId: randomUUID(),
    eventType,
    videoId,
    elementId,
    sessionId: sid(session),
    timecode: 10,
    timestamp: out ? OUT_AT : Date.now(),
    metadata,
  });

  /** POSTs with the server's clock at the plan's day (its answer event takes the server's time). */
  async function atPlanDay<T>(out: boolean | undefined, post: () => Promise<T>): Promise<T> {
    if (!out) return post();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(OUT_AT);
    try {
      return await post();
    } finally {
      clock.mockRestore();
    }
  }

  async function playQuiz(quizId: number, plan: QuizSession[]) {
    for (const s of plan) {
      await track([playerEvent('quiz_shown', quizId, s.session, s.out)]);
      if (s.skipped) await track([playerEvent('quiz_skipped', quizId, s.session, s.out)]);
      for (const a of s.answers ?? []) {
        const posted = await atPlanDay(s.out, () =>
          h.request({
            method: 'POST',
            url: `/api/quizzes/${quizId}/responses`,
            payload: {
              answer: a.answer,
              sessionId: sid(s.session),
              ...(a.ms !== undefined && { responseTime: a.ms }),
            },
          }),
        );
        expect(posted.statusCode).toBe(201);
        // The player reports the completion too (no answer in it): still one answered session.
        await track([
          playerEvent('quiz_completed', quizId, s.session, s.out, {
            isCorrect: posted.json().isCorrect,
            responseTime: a.ms,
          }),
        ]);
        // A second answer of the session comes later by the clock.
        await sleep(5);
      }
    }
  }

  async function playSurvey(surveyId: number, plan: SurveySession[]) {
    // Responses of the other day first: their creation time is then moved to that day.
    const ordered = [...plan.filter((s) => s.out), ...plan.filter((s) => !s.out)];
    let movedOut = false;
    for (const s of ordered) {
      if (!s.out && !movedOut) {
        await h.content.db.update(schema.surveyResponses).set({ createdAt: new Date(OUT_AT) });
        movedOut = true;
      }
      await track([playerEvent('survey_shown', surveyId, s.session, s.out)]);
      if (s.skipped) await track([playerEvent('survey_skipped', surveyId, s.session, s.out)]);
      if (!s.responses) continue;
      const posted = await atPlanDay(s.out, () =>
        h.request({
          method: 'POST',
          url: `/api/surveys/${surveyId}/responses`,
          payload: { responses: s.responses, sessionId: sid(s.session), completionTime: 5000 },
        }),
      );
      expect(posted.statusCode).toBe(201);
      await track([playerEvent('survey_completed', surveyId, s.session, s.out)]);
      await sleep(5); // newest first needs distinct creation times
    }
  }

  async function questions(query = `?from=${PERIOD.from}&to=${PERIOD.to}`) {
    const response = await h.asAdmin({
      method: 'GET',
      url: `/api/videos/${videoId}/analytics/questions${query}`,
    });
    expect(response.statusCode).toBe(200);
    return questionAnalyticsSchema.parse(response.json());
  }

  beforeAll(async () => {
    h = await createHarness(kind, {
      events: 'log',
      // Some events are ten days old: the ingest takes their clocks.
      env: { RESPONSE_RATE_LIMIT_PER_MINUTE: '100000', TRACK_CLOCK_WINDOW_HOURS: String(11 * 24) },
    });
    videoId = (
      await h.asAdmin({
        method: 'POST',
        url: '/api/videos',
        payload: { title: 'Q', sourceUrl: 'https://cdn.example.com/q.mp4', duration: 100 },
      })
    ).json().id;
    const create = async (kind: 'quizzes' | 'surveys', payload: object) => {
      const response = await h.asAdmin({
        method: 'POST',
        url: `/api/videos/${videoId}/${kind}`,
        payload,
      });
      expect(response.statusCode).toBe(201);
      return response.json().id as number;
    };
    capitalId = await create('quizzes', CAPITAL);
    opinionId = await create('quizzes', OPINION);
    untouchedId = await create('quizzes', UNTOUCHED);
    feedbackId = await create('surveys', FEEDBACK);

    await playQuiz(capitalId, CAPITAL_PLAN);
    await playQuiz(opinionId, OPINION_PLAN);
    await playSurvey(feedbackId, FEEDBACK_PLAN);
    // Every tracking event again, as a client retrying its batches would.
    await track(sent.slice());
    await h.events!.drain();
  }, 120_000);
  afterAll(() => h?.close());

  function expectFigures(answer: QuestionAnalytics, range: 'period' | 'out' | 'all') {
    expect(answer.quizzes.map((q) => q.quizId)).toEqual([capitalId, opinionId, untouchedId]);
    const [capital, opinion, untouched] = answer.quizzes;
    expect(capital).toEqual({
      quizId: capitalId,
      title: CAPITAL.title,
      question: CAPITAL.question,
      questionType: CAPITAL.questionType,
      timecode: CAPITAL.timecode,
      correctAnswer: CAPITAL.correctAnswer,
      ...quizTruth(CAPITAL, CAPITAL_PLAN, range),
    });
    expect(opinion).toEqual({
      quizId: opinionId,
      title: OPINION.title,
      question: OPINION.question,
      questionType: OPINION.questionType,
      timecode: OPINION.timecode,
      correctAnswer: null,
      ...quizTruth({}, OPINION_PLAN, range),
    });
    expect(untouched).toMatchObject({
      quizId: untouchedId,
      shown: 0,
      answered: 0,
      skipped: 0,
      correctRate: null,
      firstAttemptCorrectRate: null,
      medianSecondsToAnswer: null,
      answers: [],
    });
    expect(answer.surveys).toHaveLength(1);
    const truth = surveyTruth(FEEDBACK_PLAN, range);
    expect(answer.surveys[0]).toEqual({
      surveyId: feedbackId,
      title: FEEDBACK.title,
      timecode: FEEDBACK.timecode,
      isAnonymous: true,
      shown: truth.shown,
      responses: truth.responses,
      skipped: truth.skipped,
      questions: truth.questions.map((q, i) => ({
        ...q,
        text: FEEDBACK.questions[i]!.text,
        type: FEEDBACK.questions[i]!.type,
      })),
    });
  }

  it('every quiz and survey figure of the period equals the truth of the plan', async () => {
    const answer = await questions();
    expect(answer.period).toEqual({ ...PERIOD, days: 8 });
    expectFigures(answer, 'period');
    // The plan's own check: the period has a wrong first answer corrected later, skips, answers
    // without a time, and leaves out a day with answers of its own.
    expect(quizTruth(CAPITAL, CAPITAL_PLAN, 'period')).toMatchObject({
      shown: 7,
      answered: 5,
      skipped: 1,
      correctRate: 33.3,
      firstAttemptCorrectRate: 20,
      medianSecondsToAnswer: 4,
    });
  });

  it('a period of only the other day, and the default 30 days, hold their own figures', async () => {
    const day = isoDay(OUT_AT);
    expectFigures(await questions(`?from=${day}&to=${day}`), 'out');
    const all = await questions('');
    expect(all.period.days).toBe(30);
    expectFigures(all, 'all');
    const before = isoDay(OUT_AT - DAY_MS);
    const empty = await questions(`?from=${before}&to=${before}`);
    expect(empty.quizzes.every((q) => q.shown === 0 && q.answers.length === 0)).toBe(true);
    expect(empty.surveys[0]!.questions.every((q) => q.answered === 0)).toBe(true);
  });

  it('never tells who answered', async () => {
    const body = JSON.stringify(await questions(''));
    for (const session of sessionIds.values()) expect(body).not.toContain(session);
  });

  it('a text question’s answers, newest first, page by page', async () => {
    const read = (query: string, id = feedbackId) =>
      h.asAdmin({ method: 'GET', url: `/api/surveys/${id}/analytics/text-answers?${query}` });
    const inPeriod = FEEDBACK_PLAN.filter((s) => !s.out && s.responses?.words).map(
      (s) => s.responses!.words,
    );
    const newestFirst = [...inPeriod].reverse();
    const period = `from=${PERIOD.from}&to=${PERIOD.to}`;
    for (const [page, text] of newestFirst.entries()) {
      const answer = surveyTextAnswersSchema.parse(
        (await read(`question=words&pageSize=1&page=${page + 1}&${period}`)).json(),
      );
      expect(answer).toMatchObject({ page: page + 1, pageSize: 1, total: inPeriod.length });
      expect(answer.answers.map((a) => a.text)).toEqual([text]);
      expect(Date.parse(answer.answers[0]!.at)).toBeGreaterThan(NOW - DAY_MS);
    }
    const beyond = surveyTextAnswersSchema.parse(
      (await read(`question=words&pageSize=1&page=${inPeriod.length + 1}&${period}`)).json(),
    );
    expect(beyond).toMatchObject({ answers: [], total: inPeriod.length });
    const all = surveyTextAnswersSchema.parse((await read('question=words')).json());
    const everything = FEEDBACK_PLAN.filter((s) => s.responses?.words).map(
      (s) => s.responses!.words,
    );
    expect(all).toMatchObject({ page: 1, pageSize: 20, total: everything.length });
    // The other day's answer is the oldest.
    expect(all.answers.map((a) => a.text)).toEqual([...newestFirst, 'Old words']);
    expect(JSON.stringify(all)).not.toMatch(/session/i);

    expect((await read('question=colour')).statusCode).toBe(400);
    expect((await read('question=nope')).statusCode).toBe(404);
    expect((await read('question=words', 999_999)).statusCode).toBe(404);
    for (const bad of [
      '',
      'question=',
      'question=words&pageSize=101',
      'question=words&page=0',
      `question=words&from=${PERIOD.from}`,
    ])
      expect((await read(bad)).statusCode).toBe(400);
  });

  it('refuses bad periods and unknown videos; admins only', async () => {
    const ask = (url: string) => h.asAdmin({ method: 'GET', url });
    const path = `/api/videos/${videoId}/analytics/questions`;
    for (const bad of [
      `?from=${PERIOD.from}`,
      `?from=${PERIOD.to}&to=${PERIOD.from}`,
      '?from=2025-01-01&to=2026-06-01',
      '?from=2025-02-30&to=2025-03-01',
      '?from=yesterday&to=today',
    ]) {
      const response = await ask(`${path}${bad}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    expect((await ask('/api/videos/999999/analytics/questions')).statusCode).toBe(404);
    expect((await ask('/api/videos/abc/analytics/questions')).statusCode).toBe(400);
    for (const url of [path, `/api/surveys/${feedbackId}/analytics/text-answers?question=words`]) {
      expect((await h.request({ method: 'GET', url })).statusCode).toBe(401);
      expect((await h.asViewer({ method: 'GET', url })).statusCode).toBe(403);
    }
  });

  it('is a 503 while the event store is away', async () => {
    const down = vi.spyOn(h.events!.store, 'query').mockRejectedValue(new Error('store is down'));
    try {
      const response = await h.asAdmin({
        method: 'GET',
        url: `/api/videos/${videoId}/analytics/questions`,
      });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
    } finally {
      down.mockRestore();
    }
    expect((await questions()).quizzes[0]!.shown).toBe(7);
  });
});
