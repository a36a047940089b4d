import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHarness, type Harness } from './support/harness.ts';
import rootPackage from '../../package.json' with { type: 'json' };
import { storeKinds } from './support/stores.ts';

describe.each(storeKinds)('health on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h.close());

  it('is 200 while the content store answers, naming the release it runs', async () => {
    const response = await h.request({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      checks: { content: 'ok' },
      version: rootPackage.version,
    });
  });

  it('is ready (200) naming the content store by its kind', async () => {
    const response = await h.request({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', checks: { [kind]: 'ok' } });
  });

  it('tells a caller from elsewhere, or one a proxy forwarded, whether it is ready, but not which stores it runs', async () => {
    const remote = { method: 'GET' as const, url: '/api/ready', remoteAddress: '203.0.113.7' };
    const forwarded = {
      method: 'GET' as const,
      url: '/api/ready',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    };
    for (const response of [
      await h.request(remote),
      await h.request(forwarded),
      await h.asViewer(remote),
    ]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
    }
    const admin = await h.asAdmin(remote);
    expect(admin.json()).toEqual({ status: 'ok', checks: { [kind]: 'ok' } });
  });

  it('is 503 naming the store once it stops answering, and not ready either', async () => {
    await h.content.close();
    const response = await h.request({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'unavailable',
      checks: { content: 'unavailable' },
      version: rootPackage.version,
    });
    const ready = await h.request({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', checks: { [kind]: 'unavailable' } });
    const remote = await h.request({
      method: 'GET',
      url: '/api/ready',
      remoteAddress: '203.0.113.7',
    });
    expect(remote.statusCode).toBe(503);
    expect(remote.json()).toEqual({ status: 'unavailable' });
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
      version: rootPackage.version,
    });
    const video = await h.asAdmin({
      method: 'POST',
      url: '/api/videos',
      payload: { title: 'Tracked', sourceUrl: 'https://cdn.example.com/t.mp4' },
    });
    const tracked = await h.request({
      method: 'POST',
      url: `/api/videos/${video.json().id}/track-view`,
      payload: {},
    });
    expect(tracked.statusCode).toBe(202);
  });

  it('is ready (200) naming each store and the queue', async () => {
    const response = await h.request({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      checks: { pglite: 'ok', chdb: 'ok', queue: 'ok' },
    });
  });

  it('is not ready (503) naming the event store while it is down', async () => {
    vi.spyOn(h.events!.store, 'ping').mockRejectedValue(new Error('restarting'));
    const response = await h.request({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'unavailable',
      checks: { pglite: 'ok', chdb: 'unavailable', queue: 'ok' },
    });
  });

  it('is not ready (503) naming the queue while it is down', async () => {
    vi.spyOn(h.events!.queue, 'ping').mockRejectedValue(new Error('closed'));
    const response = await h.request({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'unavailable',
      checks: { pglite: 'ok', chdb: 'ok', queue: 'unavailable' },
    });
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
