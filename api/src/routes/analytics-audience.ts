// GET /api/videos/:id/analytics/audience — site or embed, embedding sites, referrers, browsers,
// devices and playback quality over a period. Admin-only; reads ClickHouse rollups
// (clickhouse/src/queries/videos/get-audience.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  analyticsPeriodQuerySchema,
  audienceAnalyticsSchema,
  resolvePeriod,
} from '@lumen/contract';
import { getAudience, type EventStore } from '@lumen/clickhouse';
import type { Database } from '@lumen/db';
import { requireAdmin } from '../plugins/auth.ts';
import { documentErrorsOfContext } from '../plugins/error-responses.ts';
import type { AnalyticsTimeZone } from '../services/analytics-time-zone.ts';
import { createAskEventStore } from './ask-event-store.ts';
import { idParams } from './params.ts';
import { createRequireVideo } from './require-video.ts';

interface AudienceOptions {
  db: Database;
  events: EventStore;
  timeZone: AnalyticsTimeZone;
}

const audienceRoutes: FastifyPluginAsyncZod<AudienceOptions> = async (
  app,
  { db, events, timeZone },
) => {
  const requireVideo = createRequireVideo(db);
  const ask = createAskEventStore(app.log);
  app.addHook('onRoute', documentErrorsOfContext([503]));

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
      await requireVideo(request.params.id, request.user);
      const period = resolvePeriod(request.query, await ask(() => timeZone.current()));
      return ask(() => getAudience(events, request.params.id, period));
    },
  );
};

export default audienceRoutes;
