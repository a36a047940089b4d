// No input may crash the server: junk bodies, params and queries against every content
// route, sent as an admin so they reach validation and the handlers, must get a 4xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './support/harness.ts';
import { storeKinds } from './support/stores.ts';

const ROUTES = [
  ['POST', '/api/auth/login'],
  ['POST', '/api/videos'],
  ['PUT', '/api/videos/1'],
  ['PUT', '/api/categories/1'],
  ['POST', '/api/featured-collections'],
  ['PUT', '/api/featured-collections/1'],
  ['POST', '/api/featured-collections/1/videos'],
  ['PUT', '/api/featured-collections/1/videos/order'],
  ['POST', '/api/videos/2/quizzes'],
  ['PUT', '/api/quizzes/1'],
  ['POST', '/api/videos/2/surveys'],
  ['PUT', '/api/surveys/1'],
  ['PUT', '/api/interactive-elements/1'],
  ['POST', '/api/quizzes/1/responses'],
  ['POST', '/api/surveys/1/responses'],
] as const;

const JUNK: unknown[] = [
  null,
  0,
  -1,
  1e308,
  'text',
  [],
  [1, 2],
  true,
  { title: null, sourceUrl: 12 },
  { name: { $gt: '' } },
  { timecode: 'soon', questions: 'many' },
  { responses: [1, 2, 3] },
  { responses: { q1: { deep: { deeper: true } } } },
  { answer: null },
  { videoIds: 'all' },
  { videoIds: [1.5] },
  { videoId: 2 ** 40 },
  { sortOrder: Number.MAX_SAFE_INTEGER },
  { thumbnailUrl: ['a'] },
  { email: ['a'], password: { b: 1 } },
  { __proto__: { admin: true } },
  { tags: Array.from({ length: 500 }, (_, i) => `t${i}`) },
  { duration: -5 },
  { points: 1e9 },
];

const RAW_BODIES = ['{', '{"a":', 'null', '[]', '"str"', '\u0000', '{"title":"\ud800"}'];

describe.each(storeKinds)('robustness on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind, { seed: 'demo' });
  });
  afterAll(() => h.close());

  it.each(ROUTES)('%s %s answers junk with a 4xx and a message', async (method, url) => {
    for (const body of JUNK) {
      const response = await h.asAdmin({
        method,
        url,
        payload: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      });
      expect(
        response.statusCode,
        `${JSON.stringify(body)?.slice(0, 80)} → ${response.body}`,
      ).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, response.body).toBeLessThan(500);
      expect(response.json().message).toEqual(expect.any(String));
    }
    for (const raw of RAW_BODIES) {
      const response = await h.asAdmin({
        method,
        url,
        payload: raw,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode, `${raw} → ${response.body}`).toBeLessThan(500);
    }
    const wrongType = await h.asAdmin({
      method,
      url,
      payload: 'title=x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(wrongType.statusCode).toBeGreaterThanOrEqual(400);
    expect(wrongType.statusCode).toBeLessThan(500);
  });

  it('answers junk ids and queries with a 4xx', async () => {
    for (const url of [
      '/api/videos/%00',
      '/api/videos/1e3',
      '/api/videos/0x10',
      '/api/featured-collections/NaN/videos',
      '/api/videos/search?q=' + 'a'.repeat(500),
      '/api/videos/search?limit=1000',
      '/api/videos/search?maxDuration=abc',
    ]) {
      const response = await h.request({ method: 'GET', url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
    }
  });

  // (A lone surrogate in '{"title":"\ud800"}' is valid JSON: it legitimately renamed video 1.)
  it('is still healthy and the untouched demo data unchanged afterwards', async () => {
    expect((await h.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await h.request({ method: 'GET', url: '/api/videos' })).json()).toHaveLength(12);
    expect((await h.request({ method: 'GET', url: '/api/videos/3' })).json().title).toBe(
      'But what is a neural network?',
    );
    expect(
      (await h.request({ method: 'GET', url: '/api/videos/2/quizzes' })).json()[0],
    ).toMatchObject({ questionType: 'single_choice', options: ['24', '25', '30', '60'] });
  });
});
