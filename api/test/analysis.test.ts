// Content analysis and durations end to end over the real job runtime (in-process, and BullMQ
// on Redis when TEST_REDIS_URL is set): the four spec calls and the analysis jobs, who may use
// them, bad input, unknown ids; the LLM analyser on a local fake endpoint and the local
// analyser answering when it fails; durations from the shipped demo MP4 (read from disk,
// compared with ffprobe) and from the platforms (scripted here).
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analysisJobSchema,
  analysisResultSchema,
  batchAnalyzeResponseSchema,
  extractDurationsResponseSchema,
  videoSchema,
  type AnalysisResult,
  type Video,
} from '@lumen/contract';
import { SEED_MEDIA_DIR, listCategories } from '@lumen/db';
import type { ImportSources } from '@lumen/workers';
import { createHarness, type Harness } from './support/harness.ts';
import { storeKinds } from './support/stores.ts';
import { jobQueueKinds } from './support/job-queue.ts';
import { startFakeLlm, type FakeLlm } from './support/fake-llm.ts';

/** Platform answers for the links of the duration test. */
const sources: ImportSources = {
  async videoMetadata(url) {
    if (url === 'https://media.test/lecture.mp4')
      return { metadata: { duration: 312 }, missing: [] };
    return {
      metadata: {},
      missing: [{ field: 'duration', reason: 'HTTP 404 from media.test' }],
    };
  },
  async playlist() {
    throw new Error('not used here');
  },
};

const ffprobeSeconds = (path: string) =>
  Math.round(
    Number(
      execFileSync('ffprobe', [
        '-v',
        'error',
        '-show_entries',
        'format=duration',
        '-of',
        'default=noprint_wrappers=1:nokey=1',
        path,
      ]).toString(),
    ),
  );

async function createVideo(h: Harness, fields: Partial<Video> & { title: string }): Promise<Video> {
  const response = await h.asAdmin({
    method: 'POST',
    url: '/api/videos',
    payload: { sourceUrl: 'https://media.test/none.mp4', ...fields },
  });
  expect(response.statusCode).toBe(201);
  return videoSchema.parse(response.json());
}

describe.each(storeKinds.flatMap((store) => jobQueueKinds.map((jobs) => [store, jobs] as const)))(
  'analysis on %s with the %s job queue',
  (store, jobs) => {
    let h: Harness;
    let python: Video;
    let yoga: Video;
    let market: Video;
    beforeAll(async () => {
      h = await createHarness(store, { seed: 'none', jobs: { kind: jobs, sources } });
      python = await createVideo(h, {
        title: 'Python for beginners: variables, loops and functions',
        description: '<p>Write your first <b>program</b> and learn to debug code.</p>',
        tags: ['python', 'coding'],
        duration: 600,
      });
      yoga = await createVideo(h, {
        title: 'Morning yoga routine for a healthy back',
        description: 'Gentle stretching, breathing and posture exercises for stress relief.',
        tags: ['yoga', 'stretching'],
        duration: 900,
      });
      market = await createVideo(h, {
        title: 'How interest rates move the stock market',
        description: 'Why central banks raise rates, and what it means for investors and savings.',
        tags: ['investing', 'economy'],
        duration: 720,
      });
    });
    afterAll(() => h.close());

    it('is for admins only, every call', async () => {
      const calls = [
        { method: 'POST' as const, url: `/api/videos/${python.id}/analyze` },
        { method: 'POST' as const, url: '/api/videos/batch-analyze', payload: { videoIds: [1] } },
        { method: 'POST' as const, url: '/api/analysis-jobs', payload: { videoIds: [1] } },
        { method: 'GET' as const, url: '/api/analysis-jobs/analysis-abc-0123abcd' },
        {
          method: 'POST' as const,
          url: `/api/videos/${python.id}/apply-categories`,
          payload: { categories: ['Technology'] },
        },
        { method: 'POST' as const, url: '/api/videos/extract-all-durations' },
      ];
      for (const call of calls) {
        expect((await h.request(call)).statusCode, call.url).toBe(401);
        expect((await h.asViewer(call)).statusCode, call.url).toBe(403);
      }
    });

    it('analyses one video: product categories only, best first, with its evidence', async () => {
      const response = await h.asAdmin({ method: 'POST', url: `/api/videos/${python.id}/analyze` });
      expect(response.statusCode).toBe(200);
      const result = analysisResultSchema.parse(response.json());
      const names = (await listCategories(h.content.db)).map((c) => c.name);
      expect(result.analyser).toBe('local');
      expect(result.suggestedCategories[0]).toBe('Technology');
      expect(result.suggestedCategories.length).toBeLessThanOrEqual(3);
      for (const name of result.suggestedCategories) expect(names).toContain(name);
      expect(result.confidence).toBeGreaterThan(0);
      expect(result.confidence).toBeLessThanOrEqual(1);
      expect(result.reasoning).toMatch(/python|program|code/i);
    });

    it('answers 404 for an unknown video and 400 for a bad id', async () => {
      expect(
        (await h.asAdmin({ method: 'POST', url: '/api/videos/999999/analyze' })).statusCode,
      ).toBe(404);
      expect((await h.asAdmin({ method: 'POST', url: '/api/videos/abc/analyze' })).statusCode).toBe(
        400,
      );
    });

    it('analyses a batch keyed by id, reporting unknown ids without failing', async () => {
      const response = await h.asAdmin({
        method: 'POST',
        url: '/api/videos/batch-analyze',
        payload: { videoIds: [python.id, yoga.id, market.id, 987654, yoga.id] },
      });
      expect(response.statusCode).toBe(200);
      const results = batchAnalyzeResponseSchema.parse(response.json());
      expect(Object.keys(results).sort()).toEqual(
        [python.id, yoga.id, market.id, 987654].map(String).sort(),
      );
      expect(results['987654']).toEqual({ error: 'Video not found' });
      expect((results[yoga.id] as AnalysisResult).suggestedCategories[0]).toBe('Health & Wellness');
      expect((results[market.id] as AnalysisResult).suggestedCategories[0]).toBe(
        'Business & Finance',
      );
    });

    it('refuses bad batches with a clear 400', async () => {
      for (const payload of [
        {},
        { videoIds: [] },
        { videoIds: ['x'] },
        { videoIds: [0] },
        { videoIds: Array.from({ length: 501 }, (_, i) => i + 1) },
      ]) {
        const response = await h.asAdmin({
          method: 'POST',
          url: '/api/videos/batch-analyze',
          payload,
        });
        expect(response.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
        expect(response.json().message).toBeTruthy();
      }
    });

    it('runs a batch as a job whose progress and results can be read', async () => {
      const started = await h.asAdmin({
        method: 'POST',
        url: '/api/analysis-jobs',
        payload: { videoIds: [python.id, yoga.id] },
      });
      expect(started.statusCode).toBe(202);
      const { jobId } = started.json<{ jobId: string }>();
      const deadline = Date.now() + 20_000;
      let job = analysisJobSchema.parse(
        (await h.asAdmin({ method: 'GET', url: `/api/analysis-jobs/${jobId}` })).json(),
      );
      while (job.status === 'running' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        job = analysisJobSchema.parse(
          (await h.asAdmin({ method: 'GET', url: `/api/analysis-jobs/${jobId}` })).json(),
        );
      }
      expect(job).toMatchObject({ status: 'completed', progress: 100 });
      expect(Object.keys(job.results!).sort()).toEqual([python.id, yoga.id].map(String).sort());
      for (const unknown of ['analysis-zzz-00000000', 'import-1-abc', '../../x'])
        expect(
          (
            await h.asAdmin({
              method: 'GET',
              url: `/api/analysis-jobs/${encodeURIComponent(unknown)}`,
            })
          ).statusCode,
        ).toBe(404);
    });

    it('applies categories as tags, keeping the others and no duplicates', async () => {
      const response = await h.asAdmin({
        method: 'POST',
        url: `/api/videos/${python.id}/apply-categories`,
        payload: { categories: ['Technology', 'Tutorials', ' technology '] },
      });
      expect(response.statusCode).toBe(200);
      expect(videoSchema.parse(response.json()).tags).toEqual([
        'python',
        'coding',
        'Technology',
        'Tutorials',
      ]);
      for (const payload of [{}, { categories: [] }, { categories: ['  '] }, { categories: [3] }]) {
        const bad = await h.asAdmin({
          method: 'POST',
          url: `/api/videos/${python.id}/apply-categories`,
          payload,
        });
        expect(bad.statusCode).toBe(400);
      }
      expect(
        (
          await h.asAdmin({
            method: 'POST',
            url: '/api/videos/999999/apply-categories',
            payload: { categories: ['Technology'] },
          })
        ).statusCode,
      ).toBe(404);
      // The applied category now counts as evidence: the video is filed under it.
      const again = analysisResultSchema.parse(
        (await h.asAdmin({ method: 'POST', url: `/api/videos/${python.id}/analyze` })).json(),
      );
      expect(again.suggestedCategories).toContain('Technology');
    });

    it('extracts the durations that are 0: from disk, from the platform, and says what failed', async () => {
      const seedFile = await createVideo(h, {
        title: 'Colour bars',
        sourceUrl: '/media/seed/colour-bars.mp4',
        duration: 0,
      });
      const remote = await createVideo(h, {
        title: 'A remote lecture',
        sourceUrl: 'https://media.test/lecture.mp4',
        duration: 0,
      });
      const gone = await createVideo(h, {
        title: 'A file that is gone',
        sourceUrl: 'https://media.test/gone.mp4',
        duration: 0,
      });
      const response = await h.asAdmin({
        method: 'POST',
        url: '/api/videos/extract-all-durations',
      });
      expect(response.statusCode).toBe(200);
      const result = extractDurationsResponseSchema.parse(response.json());
      expect(result).toMatchObject({ updated: 2, failed: 1 });
      expect(result.failures).toEqual([
        { videoId: gone.id, title: gone.title, reason: 'No duration: HTTP 404 from media.test' },
      ]);
      const duration = async (id: number) =>
        videoSchema.parse((await h.request({ method: 'GET', url: `/api/videos/${id}` })).json())
          .duration;
      expect(await duration(seedFile.id)).toBe(ffprobeSeconds(`${SEED_MEDIA_DIR}/colour-bars.mp4`));
      expect(await duration(remote.id)).toBe(312);
      expect(await duration(python.id)).toBe(600); // a known duration is left alone

      // Nothing left but the one that fails.
      const second = extractDurationsResponseSchema.parse(
        (await h.asAdmin({ method: 'POST', url: '/api/videos/extract-all-durations' })).json(),
      );
      expect(second).toMatchObject({ updated: 0, failed: 1 });
    });
  },
);

describe('analysis with an LLM endpoint configured', () => {
  let h: Harness;
  let llm: FakeLlm;
  let video: Video;
  beforeAll(async () => {
    llm = await startFakeLlm();
    h = await createHarness('pglite', {
      seed: 'none',
      jobs: { kind: 'in-process', sources },
      env: {
        AI_API_URL: llm.url,
        AI_API_KEY: 'test-key',
        AI_MODEL: 'fake-model',
        AI_TIMEOUT_MS: '500',
      },
    });
    video = await createVideo(h, {
      title: 'Inside the James Webb telescope',
      description: 'How the mirror unfolds and what astronomers saw first.',
      tags: ['space', 'astronomy'],
    });
  });
  afterAll(async () => {
    await h.close();
    await llm.close();
  });

  const analyse = async () => {
    const response = await h.asAdmin({ method: 'POST', url: `/api/videos/${video.id}/analyze` });
    expect(response.statusCode).toBe(200);
    return analysisResultSchema.parse(response.json());
  };

  it('uses the LLM answer, with the product spelling of its categories', async () => {
    llm.reply({
      kind: 'answer',
      content: {
        suggestedCategories: ['science & research', 'Documentaries', 'Astrology'],
        confidence: 0.92,
        reasoning: 'A telescope and astronomers: science.',
      },
    });
    expect(await analyse()).toEqual({
      analyser: 'llm',
      suggestedCategories: ['Science & Research', 'Documentaries'],
      confidence: 0.92,
      reasoning: 'A telescope and astronomers: science.',
    });
    const request = llm.requests.at(-1)!;
    expect(request.model).toBe('fake-model');
    expect(request.authorization).toBe('Bearer test-key');
    expect(request.messages.at(-1)!.content).toContain('Inside the James Webb telescope');
  });

  it('falls back to the local analyser on an error, junk, a wrong schema or a time-out', async () => {
    for (const reply of [
      { kind: 'status', status: 500 },
      { kind: 'junk' },
      { kind: 'answer', content: { categories: ['Science & Research'] } },
      {
        kind: 'answer',
        content: { suggestedCategories: ['Astrology'], confidence: 1, reasoning: 'x' },
      },
      { kind: 'hang' },
    ] as const) {
      llm.reply(reply);
      const result = await analyse();
      expect(result.analyser, reply.kind).toBe('local');
      expect(result.suggestedCategories[0], reply.kind).toBe('Science & Research');
    }
  });
});
