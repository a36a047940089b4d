// The thin ingest (DESIGN §4): validate with the shared contract, stamp, enqueue, 202.
// Nothing here touches Postgres or ClickHouse.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MAX_BATCH_EVENTS, trackAcceptedSchema, trackProgressInputSchema, trackViewInputSchema, trackingBatchInputSchema,
  trackingEventInputSchema, type TrackingEventInput,
} from '@lumen/contract';
import { formatEventRow } from '@lumen/clickhouse';
import { QueueFullError, QueueUnavailableError, type EventQueue } from '@lumen/workers';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../plugins/errors.ts';
import { createEventRateLimiter } from '../services/event-rate-limiter.ts';
import { readRequestFacts, stampEvent } from '../services/tracking-events.ts';
import { errorSchema } from '@lumen/contract';
import { idParams } from './params.ts';

/** Body limits: one event, and a full batch (MAX_BATCH_EVENTS events of bounded metadata). */
export const SINGLE_EVENT_BODY_LIMIT = 16 * 1024;
export const BATCH_BODY_LIMIT = 1024 * 1024;

/**
 * Options every ingest route shares. The routes live outside the site's context (see app.ts):
 * no session lookup, CSRF check or document headers. Per-event request logs would flood the
 * log at ingest volume, so only warnings and errors are logged.
 */
const INGEST_ROUTE = { logLevel: 'warn' } as const;

interface TrackOptions {
  queue: EventQueue;
  rateLimitPerMinute: number;
}

const responses = { 202: trackAcceptedSchema, 400: errorSchema, 413: errorSchema, 429: errorSchema, 503: errorSchema };

const trackRoutes: FastifyPluginAsyncZod<TrackOptions> = async (app, { queue, rateLimitPerMinute }) => {
  const limiter = createEventRateLimiter(rateLimitPerMinute);

  async function accept(request: FastifyRequest, inputs: TrackingEventInput[]): Promise<{ accepted: number }> {
    const facts = readRequestFacts(request);
    const wait = limiter.take(facts.ip, inputs.length);
    if (wait > 0) throw new HttpError(429, 'Too many tracking events; slow down', { 'retry-after': String(wait) });
    const receivedAt = Date.now();
    const rows = inputs.map((input) => formatEventRow(stampEvent(input, facts, receivedAt))).join('\n');
    try {
      await queue.enqueue(rows, inputs.length);
    } catch (error) {
      if (error instanceof QueueFullError || error instanceof QueueUnavailableError) {
        throw new HttpError(503, 'Tracking is busy; retry later', { 'retry-after': String(error.retryAfterSeconds) });
      }
      throw error;
    }
    return { accepted: inputs.length };
  }

  app.post(
    '/api/track/interaction',
    { bodyLimit: SINGLE_EVENT_BODY_LIMIT, ...INGEST_ROUTE, schema: { body: trackingEventInputSchema, response: responses } },
    async (request, reply) => reply.code(202).send(await accept(request, [request.body])),
  );

  app.post(
    '/api/track/batch',
    {
      bodyLimit: BATCH_BODY_LIMIT,
      ...INGEST_ROUTE,
      schema: { description: `Up to ${MAX_BATCH_EVENTS} events, at most 1 MiB`, body: trackingBatchInputSchema, response: responses },
    },
    async (request, reply) => reply.code(202).send(await accept(request, request.body)),
  );

  app.post(
    '/api/videos/:id/track-view',
    { bodyLimit: SINGLE_EVENT_BODY_LIMIT, ...INGEST_ROUTE, schema: { params: idParams, body: trackViewInputSchema.default({ source: 'unknown' }), response: responses } },
    async (request, reply) => {
      const { source, metadata, ...common } = request.body;
      const event = { ...common, eventType: 'view' as const, videoId: request.params.id, metadata: { ...metadata, source } };
      return reply.code(202).send(await accept(request, [event]));
    },
  );

  app.post(
    '/api/videos/:id/track-progress',
    { bodyLimit: SINGLE_EVENT_BODY_LIMIT, ...INGEST_ROUTE, schema: { params: idParams, body: trackProgressInputSchema, response: responses } },
    async (request, reply) => {
      const { currentTime, duration, ...common } = request.body;
      const event = { ...common, eventType: 'progress' as const, videoId: request.params.id, timecode: currentTime, duration };
      return reply.code(202).send(await accept(request, [event]));
    },
  );
};

export default trackRoutes;
