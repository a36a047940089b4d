import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailyAnalyticsSchema, interactionEventPageSchema, retentionSchema } from '@lumen/contract';
import { createHarness, type Harness } from './support/harness.ts';

describe('analytics endpoints', () => {
  let h: Harness;
  let videoId: number;
  beforeAll(async () => {
    h = await createHarness('pglite', { events: 'log' });
    videoId = (
      await h.asAdmin({
        method: 'POST',
        url: '/api/videos',
        payload: { title: 'A', sourceUrl: 'https://cdn.example.com/a.mp4', duration: 100 },
      })
    ).json().id;
    const events = [
      { eventType: 'view', videoId, sessionId: 's1', eventId: randomUUID() },
      ...Array.from({ length: 12 }, (_, i) => ({
        eventType: 'progress',
        videoId,
        sessionId: 's1',
        timecode: (i + 1) * 5,
        duration: 100,
        eventId: randomUUID(),
      })),
      {
        eventType: 'video_pause',
        videoId,
        sessionId: 's1',
        timecode: 60,
        eventId: randomUUID(),
        metadata: { reason: 'user' },
      },
    ];
    expect(
      (await h.request({ method: 'POST', url: '/api/track/batch', payload: events })).statusCode,
    ).toBe(202);
    await h.events!.drain();
  });
  afterAll(() => h?.close());

  it('anyone reads the summary of a video; an unknown video is a 404', async () => {
    const response = await h.request({ method: 'GET', url: `/api/videos/${videoId}/analytics` });
    expect(response.json()).toEqual({
      totalViews: 1,
      sessions: 1,
      avgWatchTime: 60,
      completionRate: 0,
      quizCompletionRate: 0,
      surveyCompletionRate: 0,
      engagementScore: 0,
    });
    expect(
      (await h.request({ method: 'GET', url: '/api/videos/999999/analytics' })).statusCode,
    ).toBe(404);
    expect((await h.request({ method: 'GET', url: '/api/videos/abc/analytics' })).statusCode).toBe(
      400,
    );
  });

  it('the admin analytics are refused to anonymous visitors (401) and non-admins (403)', async () => {
    for (const path of [
      'analytics/daily',
      'analytics/retention',
      'analytics/quizzes',
      'interaction-events',
    ]) {
      expect(
        (await h.request({ method: 'GET', url: `/api/videos/${videoId}/${path}` })).statusCode,
      ).toBe(401);
      expect(
        (await h.asViewer({ method: 'GET', url: `/api/videos/${videoId}/${path}` })).statusCode,
      ).toBe(403);
    }
  });

  it('views and watch time per day, for 7, 30 or 90 days only', async () => {
    const daily = dailyAnalyticsSchema.parse(
      (
        await h.asAdmin({ method: 'GET', url: `/api/videos/${videoId}/analytics/daily?days=30` })
      ).json(),
    );
    expect(daily.points).toHaveLength(30);
    expect(daily.points.at(-1)).toMatchObject({ views: 1, watchTime: 60 });
    expect(
      (await h.asAdmin({ method: 'GET', url: `/api/videos/${videoId}/analytics/daily?days=8` }))
        .statusCode,
    ).toBe(400);
  });

  it('the retention curve has the asked number of buckets', async () => {
    const curve = retentionSchema.parse(
      (
        await h.asAdmin({ method: 'GET', url: `/api/videos/${videoId}/analytics/retention` })
      ).json(),
    );
    expect(curve.buckets).toHaveLength(100);
    expect(curve.buckets[59]!.share).toBe(100);
    expect(curve.buckets[60]!.share).toBe(0);
    expect(
      (
        await h.asAdmin({
          method: 'GET',
          url: `/api/videos/${videoId}/analytics/retention?buckets=0`,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('recent interaction events are paged, newest first, with the server facts', async () => {
    const page = interactionEventPageSchema.parse(
      (
        await h.asAdmin({
          method: 'GET',
          url: `/api/videos/${videoId}/interaction-events?pageSize=5`,
        })
      ).json(),
    );
    expect(page.events).toHaveLength(5);
    expect(page.hasMore).toBe(true);
    const all = interactionEventPageSchema.parse(
      (
        await h.asAdmin({
          method: 'GET',
          url: `/api/videos/${videoId}/interaction-events?pageSize=200`,
        })
      ).json(),
    );
    expect(all.events).toHaveLength(14);
    expect(all.events.find((e) => e.eventType === 'video_pause')).toMatchObject({
      metadata: { reason: 'user' },
      timecode: 60,
      surface: 'unknown',
    });
    expect(
      (
        await h.asAdmin({
          method: 'GET',
          url: `/api/videos/${videoId}/interaction-events?pageSize=201`,
        })
      ).statusCode,
    ).toBe(400);
  });
});
