import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './support/harness.ts';
import { storeKinds } from './support/stores.ts';

const quiz = {
  title: 'Capitals',
  question: 'What is the capital of France?',
  questionType: 'single_choice',
  options: ['Paris', 'Lyon', 'Nice'],
  correctAnswer: 'Paris',
  points: 2,
  isRequired: true,
  timecode: 12.5,
};

const survey = {
  title: 'Feedback',
  description: 'Tell us',
  timecode: 30,
  questions: [
    { id: 'q1', text: 'Was it clear?', type: 'yes_no', required: true },
    { id: 'q2', text: 'Rate it', type: 'rating', required: false },
    {
      id: 'q3',
      text: 'Best part?',
      type: 'single_choice',
      options: ['Intro', 'Examples'],
      required: false,
    },
    {
      id: 'q4',
      text: 'Topics you want',
      type: 'multiple_choice',
      options: ['Maths', 'Art', 'Music'],
      required: false,
    },
    { id: 'q5', text: 'Anything else?', type: 'text', required: false },
  ],
};

describe.each(storeKinds)('quizzes, surveys and interactive elements on %s', (kind) => {
  let h: Harness;
  let videoId: number;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h.close());
  beforeEach(async () => {
    videoId = (
      await h.asAdmin({
        method: 'POST',
        url: '/api/videos',
        payload: { title: 'Host', sourceUrl: '/media/seed/frame-counter.mp4', duration: 60 },
      })
    ).json().id;
  });

  const elements = async () =>
    (await h.request({ method: 'GET', url: `/api/videos/${videoId}/interactive-elements` })).json();

  it('creates a quiz with its interactive element, and keeps the element in step on update and delete', async () => {
    const created = await h.asAdmin({
      method: 'POST',
      url: `/api/videos/${videoId}/quizzes`,
      payload: { ...quiz, videoId, pauseVideo: false },
    });
    expect(created.statusCode).toBe(201);
    const saved = created.json();
    expect(saved).toMatchObject({ ...quiz, videoId, id: expect.any(Number) });
    expect(await elements()).toEqual([
      {
        id: expect.any(Number),
        videoId,
        elementType: 'quiz',
        elementId: saved.id,
        timecode: 12.5,
        pauseVideo: false,
      },
    ]);

    const updated = await h.asAdmin({
      method: 'PUT',
      url: `/api/quizzes/${saved.id}`,
      payload: { timecode: 20, pauseVideo: true },
    });
    expect(updated.json().timecode).toBe(20);
    expect(await elements()).toMatchObject([
      { elementType: 'quiz', elementId: saved.id, timecode: 20, pauseVideo: true },
    ]);

    expect(
      (await h.asAdmin({ method: 'DELETE', url: `/api/quizzes/${saved.id}` })).statusCode,
    ).toBe(204);
    expect(await elements()).toEqual([]);
    expect(
      (await h.request({ method: 'GET', url: `/api/videos/${videoId}/quizzes` })).json(),
    ).toEqual([]);
  });

  it('moving an element on the timeline moves its quiz or survey', async () => {
    const q = (
      await h.asAdmin({ method: 'POST', url: `/api/videos/${videoId}/quizzes`, payload: quiz })
    ).json();
    const [element] = await elements();
    const moved = await h.asAdmin({
      method: 'PUT',
      url: `/api/interactive-elements/${element.id}`,
      payload: { timecode: 44.2 },
    });
    expect(moved.json()).toMatchObject({ timecode: 44.2, elementId: q.id });
    const [stored] = (
      await h.asAdmin({ method: 'GET', url: `/api/videos/${videoId}/quizzes` })
    ).json();
    expect(stored.timecode).toBe(44.2);
    expect(
      (
        await h.asAdmin({
          method: 'PUT',
          url: `/api/interactive-elements/${element.id}`,
          payload: { timecode: 0 },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await h.asAdmin({
          method: 'PUT',
          url: '/api/interactive-elements/999999',
          payload: { timecode: 3 },
        })
      ).statusCode,
    ).toBe(404);
  });

  it.each([
    [{ ...quiz, title: ' ' }, 'Please fill in all required fields'],
    [{ ...quiz, question: '' }, 'Please fill in all required fields'],
    [{ ...quiz, timecode: 0 }, 'Please fill in all required fields'],
    [{ ...quiz, timecode: undefined }, 'Please fill in all required fields'],
    [{ ...quiz, points: 0 }, 'Points must be at least 1'],
    [{ ...quiz, points: 1.5 }, 'Points must be a whole number'],
    [{ ...quiz, questionType: 'essay' }, /questionType/],
  ])('refuses an invalid quiz (%#) and stores nothing', async (payload, message) => {
    const response = await h.asAdmin({
      method: 'POST',
      url: `/api/videos/${videoId}/quizzes`,
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect(await elements()).toEqual([]);
  });

  it('defaults points to 1 and drops options and correct answer where the question type has none', async () => {
    const text = (
      await h.asAdmin({
        method: 'POST',
        url: `/api/videos/${videoId}/quizzes`,
        payload: { ...quiz, questionType: 'text', points: undefined },
      })
    ).json();
    expect(text).toMatchObject({
      questionType: 'text',
      options: [],
      correctAnswer: null,
      points: 1,
    });
    const rating = (
      await h.asAdmin({
        method: 'POST',
        url: `/api/videos/${videoId}/quizzes`,
        payload: { ...quiz, questionType: 'rating', correctAnswer: '5' },
      })
    ).json();
    expect(rating).toMatchObject({ options: [], correctAnswer: '5' });
  });

  it('never shows the correct answer to viewers, only to admins', async () => {
    await h.asAdmin({ method: 'POST', url: `/api/videos/${videoId}/quizzes`, payload: quiz });
    expect(
      (await h.request({ method: 'GET', url: `/api/videos/${videoId}/quizzes` })).json()[0]
        .correctAnswer,
    ).toBeNull();
    expect(
      (await h.asViewer({ method: 'GET', url: `/api/videos/${videoId}/quizzes` })).json()[0]
        .correctAnswer,
    ).toBeNull();
    expect(
      (await h.asAdmin({ method: 'GET', url: `/api/videos/${videoId}/quizzes` })).json()[0]
        .correctAnswer,
    ).toBe('Paris');
  });

  it('judges quiz answers on the server', async () => {
    const q = (
      await h.asAdmin({ method: 'POST', url: `/api/videos/${videoId}/quizzes`, payload: quiz })
    ).json();
    const answer = (body: object) =>
      h.request({ method: 'POST', url: `/api/quizzes/${q.id}/responses`, payload: body });

    const right = await answer({ answer: 'Paris', responseTime: 1500 });
    expect(right.statusCode).toBe(201);
    expect(right.json()).toMatchObject({
      isCorrect: true,
      result: 'correct',
      correctAnswer: null,
      points: 2,
    });
    expect((await answer({ answer: 'Lyon' })).json()).toMatchObject({
      isCorrect: false,
      result: 'incorrect',
      correctAnswer: 'Paris',
      points: 0,
    });

    const blank = await answer({ answer: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ message: 'Please provide an answer' });
    expect((await answer({ answer: 'Marseille' })).json()).toEqual({
      message: 'Answer must be one of the options',
    });
    expect(
      (
        await h.request({
          method: 'POST',
          url: '/api/quizzes/999999/responses',
          payload: { answer: 'x' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('says "saved" when a quiz has no correct answer, and checks the rating scale', async () => {
    const open = (
      await h.asAdmin({
        method: 'POST',
        url: `/api/videos/${videoId}/quizzes`,
        payload: { ...quiz, questionType: 'text', correctAnswer: undefined },
      })
    ).json();
    const saved = await h.request({
      method: 'POST',
      url: `/api/quizzes/${open.id}/responses`,
      payload: { answer: 'It depends' },
    });
    expect(saved.json()).toMatchObject({ isCorrect: null, result: 'saved' });

    const rating = (
      await h.asAdmin({
        method: 'POST',
        url: `/api/videos/${videoId}/quizzes`,
        payload: { ...quiz, questionType: 'rating', correctAnswer: '4' },
      })
    ).json();
    const rate = (value: unknown) =>
      h.request({
        method: 'POST',
        url: `/api/quizzes/${rating.id}/responses`,
        payload: { answer: value },
      });
    expect((await rate(4)).json().isCorrect).toBe(true);
    expect((await rate('3')).json().isCorrect).toBe(false);
    for (const bad of [0, 6, 2.5, 'five']) expect((await rate(bad)).statusCode).toBe(400);
  });

  it('creates, updates and deletes a survey with its element', async () => {
    const created = await h.asAdmin({
      method: 'POST',
      url: `/api/videos/${videoId}/surveys`,
      payload: survey,
    });
    expect(created.statusCode).toBe(201);
    const s = created.json();
    expect(s).toMatchObject({
      title: 'Feedback',
      isAnonymous: true,
      isRequired: false,
      timecode: 30,
    });
    expect(s.questions[2]).toEqual({
      id: 'q3',
      text: 'Best part?',
      type: 'single_choice',
      options: ['Intro', 'Examples'],
      required: false,
    });
    expect(await elements()).toMatchObject([
      { elementType: 'survey', elementId: s.id, timecode: 30 },
    ]);

    const updated = await h.asAdmin({
      method: 'PUT',
      url: `/api/surveys/${s.id}`,
      payload: { timecode: 35, questions: survey.questions.slice(0, 2) },
    });
    expect(updated.json().questions).toHaveLength(2);
    expect(await elements()).toMatchObject([{ timecode: 35 }]);
    expect((await h.asAdmin({ method: 'DELETE', url: `/api/surveys/${s.id}` })).statusCode).toBe(
      204,
    );
    expect(await elements()).toEqual([]);
  });

  it.each([
    [{ ...survey, title: '' }, 'Please fill in title and timecode'],
    [{ ...survey, timecode: 0 }, 'Please fill in title and timecode'],
    [{ ...survey, questions: [] }, 'Please add at least one question'],
    [{ ...survey, questions: [{ id: 'a', text: ' ', type: 'text' }] }, 'Question text is required'],
    [
      {
        ...survey,
        questions: [
          { id: 'a', text: 'One' },
          { id: 'a', text: 'Two' },
        ],
      },
      'Question ids must be unique',
    ],
  ])('refuses an invalid survey (%#)', async (payload, message) => {
    const response = await h.asAdmin({
      method: 'POST',
      url: `/api/videos/${videoId}/surveys`,
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('enforces required survey questions and answer kinds', async () => {
    const s = (
      await h.asAdmin({ method: 'POST', url: `/api/videos/${videoId}/surveys`, payload: survey })
    ).json();
    const respond = (responses: object) =>
      h.request({
        method: 'POST',
        url: `/api/surveys/${s.id}/responses`,
        payload: { responses, completionTime: 9000 },
      });

    const missing = await respond({ q2: 4 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: 'Please answer the question: Was it clear?' });
    expect((await respond({ q1: '  ' })).statusCode).toBe(400);
    expect((await respond({ q1: 'maybe' })).json()).toEqual({
      message: 'Answer must be yes or no',
    });
    expect((await respond({ q1: 'yes', q2: 9 })).statusCode).toBe(400);
    expect((await respond({ q1: 'yes', q3: 'Outro' })).statusCode).toBe(400);
    expect((await respond({ q1: 'yes', nope: 'x' })).json()).toEqual({
      message: 'Unknown question: nope',
    });

    const ok = await respond({
      q1: 'yes',
      q2: 5,
      q3: 'Examples',
      q4: ['Maths', 'Music'],
      q5: ' More please ',
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ message: 'Survey Completed' });
  });

  it('answers 404 for the lists of an unknown video', async () => {
    for (const list of ['quizzes', 'surveys', 'interactive-elements']) {
      expect(
        (await h.request({ method: 'GET', url: `/api/videos/999999/${list}` })).statusCode,
      ).toBe(404);
    }
    expect(
      (await h.asAdmin({ method: 'POST', url: '/api/videos/999999/quizzes', payload: quiz }))
        .statusCode,
    ).toBe(404);
  });

  it('deleting a video removes its quizzes, surveys and elements', async () => {
    await h.asAdmin({ method: 'POST', url: `/api/videos/${videoId}/quizzes`, payload: quiz });
    await h.asAdmin({ method: 'POST', url: `/api/videos/${videoId}/surveys`, payload: survey });
    expect(await elements()).toHaveLength(2);
    await h.asAdmin({ method: 'DELETE', url: `/api/videos/${videoId}` });
    expect(
      (await h.request({ method: 'GET', url: `/api/videos/${videoId}/interactive-elements` }))
        .statusCode,
    ).toBe(404);
  });
});
