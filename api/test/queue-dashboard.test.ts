// The admins' job queue dashboard at /admin/queues: bull-board over the BullMQ driver's queues
// (Redis of TEST_REDIS_URL), and a 404 that says it needs Redis with the in-process driver.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_TYPES, type ImportSources } from '@lumen/workers';
import { DASHBOARD_NEEDS_REDIS } from '../src/plugins/queue-dashboard.ts';
import { createHarness, type Harness } from './support/harness.ts';
import { jobQueueKinds } from './support/job-queue.ts';

/** No job runs here: the dashboard only lists the queues. */
const sources: ImportSources = {
  videoMetadata: () => Promise.reject(new Error('not used')),
  playlist: () => Promise.reject(new Error('not used')),
};

describe.each(jobQueueKinds)('queue dashboard with the %s job queue', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness('pglite', { jobs: { kind, sources } });
  });
  afterAll(() => h.close());

  it('is for admins only: 401 anonymous, 403 for a signed-in non-admin', async () => {
    for (const url of ['/admin/queues', '/admin/queues/api/queues']) {
      const anonymous = await h.request({ method: 'GET', url });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ message: 'Authentication required' });
      const viewer = await h.asViewer({ method: 'GET', url });
      expect(viewer.statusCode).toBe(403);
      expect(viewer.json()).toEqual({ message: 'Admin access required' });
    }
  });

  if (kind === 'bullmq') {
    it('shows the board to an admin', async () => {
      const page = await h.asAdmin({ method: 'GET', url: '/admin/queues' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('<base href="/admin/queues/"');
      expect(page.body).toContain('Lumen jobs');
      // The site's strict CSP still applies: only our own scripts.
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      const script = /src="(static\/js\/main\.[^"]+\.js)"/.exec(page.body)![1]!;
      const asset = await h.asAdmin({ method: 'GET', url: `/admin/queues/${script}` });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['content-type']).toMatch(/javascript/);
    });

    it('lists every job type’s queue in its JSON API', async () => {
      const response = await h.asAdmin({ method: 'GET', url: '/admin/queues/api/queues' });
      expect(response.statusCode).toBe(200);
      const names = response.json<{ queues: { name: string }[] }>().queues.map((q) => q.name);
      expect(names.sort()).toEqual([...JOB_TYPES].sort());
    });

    it('refuses a cross-site change like every admin call', async () => {
      const response = await h.asAdmin({
        method: 'PUT',
        url: `/admin/queues/api/queues/${JOB_TYPES[0]}/pause`,
        headers: { origin: 'https://evil.example' },
      });
      expect(response.statusCode).toBe(403);
      const queues = await h.asAdmin({ method: 'GET', url: '/admin/queues/api/queues' });
      const paused = queues.json<{ queues: { isPaused: boolean }[] }>().queues;
      expect(paused.every((q) => !q.isPaused)).toBe(true);
    });
  } else {
    it('answers a 404 saying the dashboard needs Redis', async () => {
      for (const url of ['/admin/queues', '/admin/queues/api/queues']) {
        const response = await h.asAdmin({ method: 'GET', url });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: DASHBOARD_NEEDS_REDIS });
      }
    });
  }
});
