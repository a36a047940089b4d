import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './support/harness.ts';
import { storeKinds } from './support/stores.ts';

describe.each(storeKinds)('health on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h.close());

  it('is 200 while the content store answers', async () => {
    const response = await h.request({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', checks: { content: 'ok' } });
  });

  it('is 503 naming the store once it stops answering', async () => {
    await h.content.close();
    const response = await h.request({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'unavailable', checks: { content: 'unavailable' } });
    // The harness closes the store again at the end; make that a no-op.
    h.content.close = async () => {};
  });
});
