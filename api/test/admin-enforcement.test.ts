import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './support/harness.ts';
import { storeKinds } from './support/stores.ts';

// Every admin call of the content API. Bodies are deliberately invalid: the rights check
// must come first, so nothing about the body leaks and nothing is parsed for outsiders.
const ADMIN_CALLS = [
  ['POST', '/api/videos'],
  ['PUT', '/api/videos/1'],
  ['DELETE', '/api/videos/1'],
  ['PUT', '/api/categories/1'],
  ['POST', '/api/featured-collections'],
  ['PUT', '/api/featured-collections/1'],
  ['DELETE', '/api/featured-collections/1'],
  ['POST', '/api/featured-collections/1/videos'],
  ['DELETE', '/api/featured-collections/1/videos/1'],
  ['PUT', '/api/featured-collections/1/videos/order'],
  ['POST', '/api/videos/1/quizzes'],
  ['PUT', '/api/quizzes/1'],
  ['DELETE', '/api/quizzes/1'],
  ['POST', '/api/videos/1/surveys'],
  ['PUT', '/api/surveys/1'],
  ['DELETE', '/api/surveys/1'],
  ['POST', '/api/videos/1/polls'],
  ['PUT', '/api/polls/1'],
  ['DELETE', '/api/polls/1'],
  ['PUT', '/api/interactive-elements/1'],
  ['POST', '/api/upload'],
  ['POST', '/api/videos/1/captions'],
  ['PUT', '/api/videos/1/captions/1'],
  ['DELETE', '/api/videos/1/captions/1'],
  ['PUT', '/api/videos/1/chapters'],
] as const;

describe.each(storeKinds)('admin enforcement on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind, { seed: 'demo' });
  });
  afterAll(() => h.close());

  it.each(ADMIN_CALLS)(
    '%s %s: 401 for anonymous visitors, 403 for non-admin users',
    async (method, url) => {
      const anonymous = await h.request({ method, url, payload: { invalid: true } });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ message: 'Authentication required' });
      const viewer = await h.asViewer({ method, url, payload: { invalid: true } });
      expect(viewer.statusCode).toBe(403);
      expect(viewer.json()).toEqual({ message: 'Admin access required' });
    },
  );

  it('left the demo data untouched', async () => {
    expect((await h.request({ method: 'GET', url: '/api/videos/1' })).statusCode).toBe(200);
    expect((await h.request({ method: 'GET', url: '/api/videos/2/quizzes' })).json()).toHaveLength(
      1,
    );
  });
});
