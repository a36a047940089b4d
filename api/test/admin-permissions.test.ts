// Every call the admin area makes is enforced on the server: a logged-in user who is not an
// admin gets 403 (and an anonymous visitor 401), and nothing changes, whatever the UI shows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createHarness, type Harness } from './support/harness.ts';
import { storeKinds } from './support/stores.ts';

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function multipartUpload(): Pick<InjectOptions, 'payload' | 'headers'> {
  const boundary = '----lumen-admin-permissions';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\ncategory-thumbnail\r\n`,
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="t.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    PNG_1X1,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

interface Fixture {
  videoId: number;
  otherVideoId: number;
  quizId: number;
  surveyId: number;
  elementId: number;
  collectionId: number;
  categoryId: number;
}

/** Every state-changing call the admin UI makes, with a valid body, so only the role decides. */
function adminCalls(f: Fixture): [string, InjectOptions][] {
  const video = { title: 'Permission probe', sourceUrl: 'https://cdn.example.com/probe.mp4' };
  const quiz = { title: 'Q', question: 'Why?', questionType: 'text', timecode: 5 };
  const survey = { title: 'S', timecode: 6, questions: [{ id: 'q1', text: 'How?', type: 'text' }] };
  const collection = { name: 'Probe collection', sortOrder: 0 };
  return [
    ['create a video', { method: 'POST', url: '/api/videos', payload: video }],
    [
      'edit a video',
      { method: 'PUT', url: `/api/videos/${f.videoId}`, payload: { title: 'Hijacked' } },
    ],
    [
      'feature a video',
      { method: 'PUT', url: `/api/videos/${f.videoId}`, payload: { isFeatured: true } },
    ],
    ['delete a video', { method: 'DELETE', url: `/api/videos/${f.videoId}` }],
    ['create a quiz', { method: 'POST', url: `/api/videos/${f.videoId}/quizzes`, payload: quiz }],
    [
      'edit a quiz',
      { method: 'PUT', url: `/api/quizzes/${f.quizId}`, payload: { title: 'Hijacked' } },
    ],
    ['delete a quiz', { method: 'DELETE', url: `/api/quizzes/${f.quizId}` }],
    [
      'create a survey',
      { method: 'POST', url: `/api/videos/${f.videoId}/surveys`, payload: survey },
    ],
    [
      'edit a survey',
      { method: 'PUT', url: `/api/surveys/${f.surveyId}`, payload: { title: 'Hijacked' } },
    ],
    ['delete a survey', { method: 'DELETE', url: `/api/surveys/${f.surveyId}` }],
    [
      'move a timeline marker',
      { method: 'PUT', url: `/api/interactive-elements/${f.elementId}`, payload: { timecode: 9 } },
    ],
    [
      'create a collection',
      { method: 'POST', url: '/api/featured-collections', payload: collection },
    ],
    [
      'edit a collection',
      {
        method: 'PUT',
        url: `/api/featured-collections/${f.collectionId}`,
        payload: { name: 'Hijacked' },
      },
    ],
    [
      'delete a collection',
      { method: 'DELETE', url: `/api/featured-collections/${f.collectionId}` },
    ],
    [
      'add a video to a collection',
      {
        method: 'POST',
        url: `/api/featured-collections/${f.collectionId}/videos`,
        payload: { videoId: f.otherVideoId, sortOrder: 1 },
      },
    ],
    [
      'remove a video from a collection',
      { method: 'DELETE', url: `/api/featured-collections/${f.collectionId}/videos/${f.videoId}` },
    ],
    [
      'reorder a collection',
      {
        method: 'PUT',
        url: `/api/featured-collections/${f.collectionId}/videos/order`,
        payload: { videoIds: [f.videoId] },
      },
    ],
    [
      'set a category thumbnail',
      {
        method: 'PUT',
        url: `/api/categories/${f.categoryId}`,
        payload: { thumbnailUrl: '/uploads/x.png' },
      },
    ],
    [
      'remove a category thumbnail',
      { method: 'PUT', url: `/api/categories/${f.categoryId}`, payload: { thumbnailUrl: null } },
    ],
    ['upload a category thumbnail', { method: 'POST', url: '/api/upload', ...multipartUpload() }],
  ];
}

describe.each(storeKinds)('admin calls on %s', (kind) => {
  let h: Harness;
  let f: Fixture;

  beforeAll(async () => {
    h = await createHarness(kind, { seed: 'none' });
    const create = async (url: string, payload: object) => {
      const response = await h.asAdmin({ method: 'POST', url, payload });
      if (response.statusCode !== 201)
        throw new Error(`fixture ${url}: ${response.statusCode} ${response.body}`);
      return response.json<{ id: number }>();
    };
    const video = await create('/api/videos', {
      title: 'Guarded video',
      sourceUrl: '/media/seed/colour-bars.mp4',
      duration: 40,
    });
    const other = await create('/api/videos', {
      title: 'Other video',
      sourceUrl: '/media/seed/frame-counter.mp4',
      duration: 60,
    });
    const quiz = await create(`/api/videos/${video.id}/quizzes`, {
      title: 'Colours',
      question: 'Which bar is first?',
      questionType: 'single_choice',
      options: ['White', 'Blue'],
      correctAnswer: 'White',
      timecode: 3,
    });
    const survey = await create(`/api/videos/${video.id}/surveys`, {
      title: 'Feedback',
      timecode: 8,
      questions: [{ id: 'q1', text: 'Useful?', type: 'yes_no' }],
    });
    const collection = await create('/api/featured-collections', { name: 'Guarded collection' });
    await create(`/api/featured-collections/${collection.id}/videos`, {
      videoId: video.id,
      sortOrder: 0,
    });
    const elements = (
      await h.request({ method: 'GET', url: `/api/videos/${video.id}/interactive-elements` })
    ).json<{ id: number }[]>();
    const categories = (await h.request({ method: 'GET', url: '/api/categories' })).json<
      { id: number }[]
    >();
    f = {
      videoId: video.id,
      otherVideoId: other.id,
      quizId: quiz.id,
      surveyId: survey.id,
      elementId: elements[0]!.id,
      collectionId: collection.id,
      categoryId: categories[0]!.id,
    };
  });
  afterAll(() => h.close());

  it('a logged-in non-admin gets 403 from every admin call the admin UI makes', async () => {
    const statuses: Record<string, number> = {};
    for (const [name, call] of adminCalls(f)) statuses[name] = (await h.asViewer(call)).statusCode;
    expect(statuses).toEqual(Object.fromEntries(adminCalls(f).map(([name]) => [name, 403])));
  });

  it('an anonymous visitor gets 401 from every admin call the admin UI makes', async () => {
    const statuses: Record<string, number> = {};
    for (const [name, call] of adminCalls(f)) statuses[name] = (await h.request(call)).statusCode;
    expect(statuses).toEqual(Object.fromEntries(adminCalls(f).map(([name]) => [name, 401])));
  });

  it('refused calls leave the content as it was', async () => {
    for (const [, call] of adminCalls(f)) await h.asViewer(call);
    const video = (await h.request({ method: 'GET', url: `/api/videos/${f.videoId}` })).json();
    expect(video).toMatchObject({ title: 'Guarded video', isFeatured: false });
    const quizzes = (
      await h.asAdmin({ method: 'GET', url: `/api/videos/${f.videoId}/quizzes` })
    ).json();
    expect(quizzes).toMatchObject([{ id: f.quizId, title: 'Colours', timecode: 3 }]);
    const surveys = (
      await h.request({ method: 'GET', url: `/api/videos/${f.videoId}/surveys` })
    ).json();
    expect(surveys).toMatchObject([{ id: f.surveyId, title: 'Feedback', timecode: 8 }]);
    const entries = (
      await h.request({ method: 'GET', url: `/api/featured-collections/${f.collectionId}/videos` })
    ).json();
    expect(entries.map((e: { video: { id: number } }) => e.video.id)).toEqual([f.videoId]);
    const collection = (
      await h.request({ method: 'GET', url: `/api/featured-collections/${f.collectionId}` })
    ).json();
    expect(collection.name).toBe('Guarded collection');
    const categories = (await h.request({ method: 'GET', url: '/api/categories' })).json();
    expect(categories.find((c: { id: number }) => c.id === f.categoryId).thumbnailUrl).toBeNull();
  });

  it('the quiz list the timeline editor reads shows correct answers to the admin only', async () => {
    const asAdmin = (
      await h.asAdmin({ method: 'GET', url: `/api/videos/${f.videoId}/quizzes` })
    ).json();
    const asViewer = (
      await h.asViewer({ method: 'GET', url: `/api/videos/${f.videoId}/quizzes` })
    ).json();
    expect(asAdmin[0].correctAnswer).toBe('White');
    expect(asViewer[0].correctAnswer).toBeNull();
  });

  it('an admin session is allowed the same calls (the probes are valid, so 403 above is the role)', async () => {
    const upload = await h.asAdmin({ method: 'POST', url: '/api/upload', ...multipartUpload() });
    expect(upload.statusCode).toBe(201);
    const moved = await h.asAdmin({
      method: 'PUT',
      url: `/api/interactive-elements/${f.elementId}`,
      payload: { timecode: 9 },
    });
    expect(moved.statusCode).toBe(200);
    const add = await h.asAdmin({
      method: 'POST',
      url: `/api/featured-collections/${f.collectionId}/videos`,
      payload: { videoId: f.otherVideoId, sortOrder: 1 },
    });
    expect(add.statusCode).toBe(201);
  });
});
