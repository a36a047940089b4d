// GET /api/videos/:id/analytics/audience — site or embed, embedding sites, referrers, browsers,
// devices and playback quality over a period (issue 11). Admin-only; reads ClickHouse rollups
// (clickhouse/src/queries/videos/get-audience.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  analyticsPeriodQuerySchema,
  audienceAnalyticsSchema,
  periodDays,
  type AnalyticsPeriod,
  type AnalyticsPeriodQuery,
} from '@lumen/contract';
import { getAudience, type EventStore } from '@lumen/clickhouse';
import type { Database } from '@lumen/db';
import { requireAdmin } from '../plugins/auth.ts';
import { HttpError } from '../plugins/errors.ts';
import { idParams } from './params.ts';
import { createRequireVideo } from './require-video.ts';

interface AudienceOptions {
  db: Database;
  events: EventStore;
}

const DAY_MS = 86_400_000;
/** Without from/to: the last 30 UTC days, today included (analyticsPeriodQuerySchema). */
const DEFAULT_PERIOD_DAYS = 30;

function resolvePeriod(query: AnalyticsPeriodQuery, now = Date.now()): AnalyticsPeriod {
  if (query.from && query.to)
    return { from: query.from, to: query.to, days: periodDays(query.from, query.to) };
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return {
    from: day(today - (DEFAULT_PERIOD_DAYS - 1) * DAY_MS),
    to: day(today),
    days: DEFAULT_PERIOD_DAYS,
  };
}

const audienceRoutes: FastifyPluginAsyncZod<AudienceOptions> = async (app, { db, events }) => {
  const requireVideo = createRequireVideo(db);

  app.get(
    '/api/videos/:id/analytics/audience',
    {
      onRequest: requireAdmin,
      schema: {
        params: idParams,
        querystring: analyticsPeriodQuerySchema,
        response: { 200: audienceAnalyticsSchema },
      },
    },
    async (request) => {
      await requireVideo(request.params.id);
      const period = resolvePeriod(request.query);
      try {
        return await getAudience(events, request.params.id, period);
      } catch (error) {
        // The event store being away is a 503 for analytics, never a 500.
        app.log.error({ err: error }, 'audience query failed');
        throw new HttpError(503, 'Analytics are unavailable right now', { 'retry-after': '5' });
      }
    },
  );
};

export default audienceRoutes;
