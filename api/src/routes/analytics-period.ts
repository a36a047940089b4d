// The Analytics tab's period questions, admin-only: parse, authorise, ask ClickHouse
// (the daily rollups of migration 008, keyed by the days of the site's analytics time zone),
// return. Definitions live in clickhouse/src/metrics.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  analyticsPeriodQuerySchema,
  liveViewersSchema,
  previousPeriod,
  resolvePeriod,
  periodRetentionSchema,
  periodSeriesQuerySchema,
  retentionPeriodQuerySchema,
  siteAnalyticsSchema,
  videoPeriodAnalyticsSchema,
} from '@lumen/contract';
import {
  getLiveViewers,
  getPeriodRetention,
  getSiteFigures,
  getVideoPeriod,
  type EventStore,
  type TimelineElement,
} from '@lumen/clickhouse';
import { listPolls, listQuizzes, listSurveys, listVideos, type Database } from '@lumen/db';
import { requireAdmin } from '../plugins/auth.ts';
import { documentErrorsOfContext } from '../plugins/error-responses.ts';
import type { AnalyticsTimeZone } from '../services/analytics-time-zone.ts';
import { createAskEventStore } from './ask-event-store.ts';
import { idParams } from './params.ts';
import { createRequireVideo } from './require-video.ts';

interface AnalyticsPeriodOptions {
  db: Database;
  events: EventStore;
  timeZone: AnalyticsTimeZone;
}

async function listTimelineElements(db: Database, videoId: number): Promise<TimelineElement[]> {
  const [quizzes, surveys, polls] = await Promise.all([
    listQuizzes(db, videoId),
    listSurveys(db, videoId),
    listPolls(db, videoId),
  ]);
  return [
    ...quizzes.map((q) => ({
      elementType: 'quiz' as const,
      elementId: q.id,
      title: q.title,
      timecode: q.timecode,
    })),
    ...surveys.map((s) => ({
      elementType: 'survey' as const,
      elementId: s.id,
      title: s.title,
      timecode: s.timecode,
    })),
    // A poll has no title: its question names it.
    ...polls.map((p) => ({
      elementType: 'poll' as const,
      elementId: p.id,
      title: p.question,
      timecode: p.timecode,
    })),
  ].sort((a, b) => a.timecode - b.timecode || a.elementId - b.elementId);
}

const analyticsPeriodRoutes: FastifyPluginAsyncZod<AnalyticsPeriodOptions> = async (
  app,
  { db, events, timeZone },
) => {
  const requireVideo = createRequireVideo(db);

  const ask = createAskEventStore(app.log);

  app.addHook('onRoute', documentErrorsOfContext([503]));

  app.get(
    '/api/videos/:id/analytics/period',
    {
      onRequest: requireAdmin,
      schema: {
        params: idParams,
        querystring: periodSeriesQuerySchema,
        response: { 200: videoPeriodAnalyticsSchema },
      },
    },
    async (request) => {
      const videoId = request.params.id;
      await requireVideo(videoId, request.user);
      const zone = await ask(() => timeZone.current());
      const period = resolvePeriod(request.query, zone);
      const previous = previousPeriod(period);
      const figures = await ask(() =>
        getVideoPeriod(events, videoId, period, previous, request.query.bucket, zone),
      );
      return { period, previousPeriod: previous, ...figures };
    },
  );

  app.get(
    '/api/videos/:id/analytics/period-retention',
    {
      onRequest: requireAdmin,
      schema: {
        params: idParams,
        querystring: retentionPeriodQuerySchema,
        response: { 200: periodRetentionSchema },
      },
    },
    async (request) => {
      const videoId = request.params.id;
      await requireVideo(videoId, request.user);
      const elements = await listTimelineElements(db, videoId);
      const period = resolvePeriod(request.query, await ask(() => timeZone.current()));
      return ask(() =>
        getPeriodRetention(events, videoId, period, request.query.buckets, elements),
      );
    },
  );

  app.get(
    '/api/videos/:id/analytics/live',
    {
      onRequest: requireAdmin,
      schema: { params: idParams, response: { 200: liveViewersSchema } },
    },
    async (request) => {
      await requireVideo(request.params.id, request.user);
      return ask(() => getLiveViewers(events, request.params.id));
    },
  );

  app.get(
    '/api/analytics/videos',
    {
      onRequest: requireAdmin,
      schema: { querystring: analyticsPeriodQuerySchema, response: { 200: siteAnalyticsSchema } },
    },
    async (request) => {
      const videos = (await listVideos(db, { visibility: 'all' })).map((v) => ({
        videoId: v.id,
        title: v.title,
      }));
      const zone = await ask(() => timeZone.current());
      return ask(() => getSiteFigures(events, resolvePeriod(request.query, zone), videos, zone));
    },
  );
};

export default analyticsPeriodRoutes;
