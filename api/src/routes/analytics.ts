// Analytics read ClickHouse only (DESIGN §1): parse, authorise, query, return. The figures'
// definitions live in clickhouse/src/metrics.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  analyticsDaysQuerySchema,
  dailyAnalyticsSchema,
  interactionEventPageSchema,
  interactionEventsQuerySchema,
  quizAnalyticsSchema,
  retentionQuerySchema,
  retentionSchema,
  videoAnalyticsSchema,
  viewCountsQuerySchema,
  viewCountsSchema,
  VIEW_COUNTS_MAX_AGE_SECONDS,
} from '@lumen/contract';

import {
  getDailyTotals,
  getQuizAnswers,
  getRetentionCurve,
  getVideoSummary,
  getViewCounts,
  listInteractionEvents,
  type EventStore,
} from '@lumen/clickhouse';
import { watchableVideoIds, type Database } from '@lumen/db';
import { requireAdmin } from '../plugins/auth.ts';
import { createViewCountCache } from '../services/view-count-cache.ts';
import { documentErrorsOfContext } from '../plugins/error-responses.ts';
import type { AnalyticsTimeZone } from '../services/analytics-time-zone.ts';
import { createAskEventStore } from './ask-event-store.ts';
import { idParams } from './params.ts';
import { createRequireVideo, videoAudience } from './require-video.ts';

interface AnalyticsOptions {
  db: Database;
  events: EventStore;
  timeZone: AnalyticsTimeZone;
}

const analyticsRoutes: FastifyPluginAsyncZod<AnalyticsOptions> = async (
  app,
  { db, events, timeZone },
) => {
  const requireVideo = createRequireVideo(db);

  const ask = createAskEventStore(app.log);
  app.addHook('onRoute', documentErrorsOfContext([503]));

  const viewCounts = createViewCountCache({ ttlMs: VIEW_COUNTS_MAX_AGE_SECONDS * 1000 });

  // The cards' view counts: one call per page of cards, one query for all its ids,
  // each count equal to the summary's totalViews. A visitor's ids pass one primary-key read of
  // Postgres (drafts count 0, as unknown ids do), then one ClickHouse read.
  app.get(
    '/api/videos/views',
    {
      schema: {
        querystring: viewCountsQuerySchema,
        response: { 200: viewCountsSchema },
      },
    },
    async (request, reply) => {
      // Visitors get no count for a video they may not watch (it answers 0, as an unknown id).
      const ids =
        videoAudience(request.user) === 'admin'
          ? request.query.ids
          : await watchableVideoIds(db, request.query.ids);
      const counts = await ask(() =>
        viewCounts.get(ids, (missing) => getViewCounts(events, missing)),
      );
      // An admin's answer may count drafts: no shared cache keeps it.
      const scope = videoAudience(request.user) === 'admin' ? 'private' : 'public';
      void reply.header('cache-control', `${scope}, max-age=${VIEW_COUNTS_MAX_AGE_SECONDS}`);
      return {
        views: Object.fromEntries(request.query.ids.map((id) => [String(id), counts.get(id) ?? 0])),
      };
    },
  );

  app.get(
    '/api/videos/:id/analytics',
    { schema: { params: idParams, response: { 200: videoAnalyticsSchema } } },
    async (request) => {
      await requireVideo(request.params.id, request.user);
      return ask(() => getVideoSummary(events, request.params.id));
    },
  );

  app.get(
    '/api/videos/:id/analytics/daily',
    {
      onRequest: requireAdmin,
      schema: {
        params: idParams,
        querystring: analyticsDaysQuerySchema,
        response: { 200: dailyAnalyticsSchema },
      },
    },
    async (request) => {
      await requireVideo(request.params.id, request.user);
      return ask(async () =>
        getDailyTotals(events, request.params.id, request.query.days, await timeZone.current()),
      );
    },
  );

  app.get(
    '/api/videos/:id/analytics/retention',
    {
      onRequest: requireAdmin,
      schema: {
        params: idParams,
        querystring: retentionQuerySchema,
        response: { 200: retentionSchema },
      },
    },
    async (request) => {
      await requireVideo(request.params.id, request.user);
      return ask(() => getRetentionCurve(events, request.params.id, request.query.buckets));
    },
  );

  app.get(
    '/api/videos/:id/analytics/quizzes',
    {
      onRequest: requireAdmin,
      schema: { params: idParams, response: { 200: quizAnalyticsSchema } },
    },
    async (request) => {
      await requireVideo(request.params.id, request.user);
      return ask(() => getQuizAnswers(events, request.params.id));
    },
  );

  app.get(
    '/api/videos/:id/interaction-events',
    {
      onRequest: requireAdmin,
      schema: {
        params: idParams,
        querystring: interactionEventsQuerySchema,
        response: { 200: interactionEventPageSchema },
      },
    },
    async (request) => {
      await requireVideo(request.params.id, request.user);
      return ask(() => listInteractionEvents(events, request.params.id, request.query));
    },
  );
};

export default analyticsRoutes;
