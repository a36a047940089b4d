// The admins' queue board API (/api/admin/jobs…) on both job drivers: admins only, each job
// type's queue counted by state, a failed job listed with its error and its log, retried and
// removed, and every bad input a 4xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobDetail, JobList, JobQueues } from '@lumen/contract';
import { JOB_TYPES, JobFailedError, type ImportSources } from '@lumen/workers';
import { createHarness, type Harness } from './support/harness.ts';
import { jobQueueKinds } from './support/job-queue.ts';

const UNREACHABLE = 'connect ECONNREFUSED 127.0.0.1:9';

/** Every platform unreachable: a playlist that is loaded fails. */
const sources: ImportSources = {
  videoMetadata: () => Promise.reject(new Error(UNREACHABLE)),
  playlist: () => Promise.reject(new Error(UNREACHABLE)),
};

describe.each(jobQueueKinds)('the queue board API with the %s job queue', (kind) => {
  let h: Harness;
  let failedId: string;
  beforeAll(async () => {
    h = await createHarness('pglite', { jobs: { kind, sources } });
    const { queue } = h.jobs!;
    failedId = await queue.add('playlist-load', { playlistId: 'PLunreachable' });
    await expect(queue.waitForResult('playlist-load', failedId, 15_000)).rejects.toThrow(
      JobFailedError,
    );
  });
  afterAll(() => h.close());

  const jobUrl = (id: string) => `/api/admin/jobs/playlist-load/${id}`;

  it('is for admins only: 401 anonymous, 403 for a signed-in non-admin', async () => {
    const calls = [
      { method: 'GET', url: '/api/admin/jobs' },
      { method: 'GET', url: '/api/admin/jobs/playlist-load?state=failed' },
      { method: 'GET', url: jobUrl(failedId) },
      { method: 'POST', url: `${jobUrl(failedId)}/retry` },
      { method: 'DELETE', url: jobUrl(failedId) },
    ] as const;
    for (const call of calls) {
      const anonymous = await h.request(call);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ message: 'Authentication required' });
      const viewer = await h.asViewer(call);
      expect(viewer.statusCode).toBe(403);
      expect(viewer.json()).toEqual({ message: 'Admin access required' });
    }
    expect((await h.asAdmin({ method: 'GET', url: jobUrl(failedId) })).statusCode).toBe(200);
  });

  it('counts every job type’s jobs by state, naming the driver', async () => {
    const response = await h.asAdmin({ method: 'GET', url: '/api/admin/jobs' });
    expect(response.statusCode).toBe(200);
    const body = response.json<JobQueues>();
    expect(body.driver).toBe(kind);
    expect(body.queues.map((queue) => queue.type)).toEqual(JOB_TYPES);
    expect(body.queues.find((queue) => queue.type === 'playlist-load')?.counts).toMatchObject({
      failed: 1,
      active: 0,
    });
  });

  it('lists a failed job with its error, and shows it in full with its log', async () => {
    const list = await h.asAdmin({ method: 'GET', url: '/api/admin/jobs/playlist-load' });
    expect(list.statusCode).toBe(200);
    expect(list.json<JobList>()).toMatchObject({
      type: 'playlist-load',
      state: 'failed', // the default
      total: 1,
      offset: 0,
      limit: 20,
      jobs: [{ id: failedId, state: 'failed', failedReason: UNREACHABLE, attemptsMade: 1 }],
    });
    const detail = await h.asAdmin({ method: 'GET', url: jobUrl(failedId) });
    expect(detail.statusCode).toBe(200);
    const job = detail.json<JobDetail>();
    expect(job).toMatchObject({ payload: { playlistId: 'PLunreachable' }, state: 'failed' });
    expect(job.logs).toEqual([expect.stringContaining(`job attempt failed`)]);
    expect(job.logs[0]).toContain(UNREACHABLE);
  });

  it('retries a failed job: it runs once more; only a failed job can be retried', async () => {
    const retried = await h.asAdmin({ method: 'POST', url: `${jobUrl(failedId)}/retry` });
    expect(retried.statusCode).toBe(200);
    expect(retried.json<JobDetail>().id).toBe(failedId);
    await expect(h.jobs!.queue.waitForResult('playlist-load', failedId, 15_000)).rejects.toThrow(
      UNREACHABLE,
    );
    const again = (await h.asAdmin({ method: 'GET', url: jobUrl(failedId) })).json<JobDetail>();
    expect(again).toMatchObject({ state: 'failed', attemptsMade: 2 });
    expect(again.logs).toHaveLength(2);

    const done = await h.jobs!.queue.add('extract-durations', {});
    await h.jobs!.queue.waitForResult('extract-durations', done, 15_000);
    const refused = await h.asAdmin({
      method: 'POST',
      url: `/api/admin/jobs/extract-durations/${done}/retry`,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'Only a failed job can be retried' });
  });

  it('removes a job, then answers 404 for it', async () => {
    const id = await h.jobs!.queue.add('playlist-load', { playlistId: 'PLremoved' });
    await h.jobs!.queue.waitForResult('playlist-load', id, 15_000).catch(() => {});
    const removed = await h.asAdmin({ method: 'DELETE', url: jobUrl(id) });
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    for (const call of [
      { method: 'GET', url: jobUrl(id) },
      { method: 'POST', url: `${jobUrl(id)}/retry` },
      { method: 'DELETE', url: jobUrl(id) },
    ] as const) {
      const response = await h.asAdmin(call);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Job not found' });
    }
  });

  it('refuses bad input with a 400', async () => {
    for (const url of [
      '/api/admin/jobs/no-such-type',
      '/api/admin/jobs/playlist-load?state=stuck',
      '/api/admin/jobs/playlist-load?limit=0',
      '/api/admin/jobs/playlist-load?limit=101',
      '/api/admin/jobs/playlist-load?offset=-1',
      '/api/admin/jobs/playlist-load?offset=abc',
      `/api/admin/jobs/no-such-type/${failedId}`,
    ]) {
      const response = await h.asAdmin({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json<{ message: string }>().message, url).toBeTruthy();
    }
    // The router refuses an overlong id before the route.
    const long = await h.asAdmin({ method: 'GET', url: jobUrl('x'.repeat(101)) });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ message: 'A URL parameter is too long' });
  });

  it('documents its routes, each answer included, in the OpenAPI document', async () => {
    const doc = (await h.asAdmin({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>();
    const job = doc.paths['/api/admin/jobs/{type}/{jobId}']!;
    expect(Object.keys(job.get!.responses).sort()).toEqual(['200', '400', '401', '403', '404']);
    expect(Object.keys(job.delete!.responses)).toEqual(expect.arrayContaining(['204', '409']));
    expect(doc.paths['/api/admin/jobs/{type}/{jobId}/retry']?.post?.responses).toHaveProperty(
      '409',
    );
    expect(doc.paths['/api/admin/jobs/{type}']?.get?.responses).toHaveProperty('200');
    expect(doc.paths['/api/admin/jobs']?.get?.responses).toHaveProperty('200');
  });

  it('refuses a cross-site change like every admin call', async () => {
    const response = await h.asAdmin({
      method: 'DELETE',
      url: jobUrl(failedId),
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect((await h.asAdmin({ method: 'GET', url: jobUrl(failedId) })).statusCode).toBe(200);
  });
});
