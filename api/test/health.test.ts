import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
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
    expect(response.json()).toMatchObject({
      status: 'unavailable',
      checks: { content: 'unavailable' },
    });
    // The harness closes the store again at the end; make that a no-op.
    h.content.close = async () => {};
  });
});

describe('health with the event pipeline', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness('pglite', { events: 'log' });
  });
  afterAll(() => h.close());
  afterEach(() => vi.restoreAllMocks());

  it('is 200 "degraded" naming the event store while it is down (ingest goes on into the queue)', async () => {
    vi.spyOn(h.events!.store, 'ping').mockRejectedValue(new Error('restarting'));
    const response = await h.request({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'degraded',
      checks: { content: 'ok', queue: 'ok', events: 'unavailable' },
    });
    const tracked = await h.request({
      method: 'POST',
      url: '/api/videos/1/track-view',
      payload: {},
    });
    expect(tracked.statusCode).toBe(202);
  });

  it('is 503 when the queue is down: nothing could be accepted', async () => {
    vi.spyOn(h.events!.queue, 'ping').mockRejectedValue(new Error('closed'));
    const response = await h.request({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      status: 'unavailable',
      checks: { queue: 'unavailable' },
    });
  });
});
