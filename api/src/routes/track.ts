// The thin ingest (DESIGN §4): validate with the shared contract, stamp, enqueue, 202.
// Nothing here touches Postgres or ClickHouse.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MAX_BATCH_EVENTS,
  trackProgressInputSchema,
  trackViewInputSchema,
  trackingBatchInputSchema,
  trackingEventInputSchema,
  trackAcceptedSchema,
  type TrackAccepted,
  type TrackingEventInput,
} from '@lumen/contract';
import { formatEventRow } from '@lumen/clickhouse';
import { QueueFullError, QueueUnavailableError, type EventQueue } from '@lumen/workers';
import type { FastifyRequest } from 'fastify';
import { errorResponses } from '../plugins/error-responses.ts';
import { HttpError } from '../plugins/errors.ts';
import type { AppMetrics } from '../services/metrics.ts';
import type { KnownVideos } from '../services/known-videos.ts';
import type { RateLimiter } from '../services/rate-limiter.ts';
import { compiledValidatorCompiler } from '../services/compiled-schema.ts';
import { clockWindow, readRequestFacts, stampEvent } from '../services/tracking-events.ts';
import { idParams } from './params.ts';

/** Body limits: one event, and a full batch (MAX_BATCH_EVENTS events of bounded metadata). */
const SINGLE_EVENT_BODY_LIMIT = 16 * 1024;
const BATCH_BODY_LIMIT = 1024 * 1024;

interface TrackOptions {
  queue: EventQueue;
  /** TRACK_RATE_LIMIT_PER_MINUTE: events per address. */
  limiter: RateLimiter;
  knownVideos: KnownVideos;
  /** TRACK_CLOCK_WINDOW_HOURS: how late a client may date its events. */
  clockWindowHours: number;
  countIngest: AppMetrics['countIngest'];
}

const trackRoutes: FastifyPluginAsyncZod<TrackOptions> = async (
  app,
  { queue, limiter, knownVideos, clockWindowHours, countIngest },
) => {
  const window = clockWindow(clockWindowHours);
  const tooManyEvents = (wait: number) =>
    new HttpError(429, 'Too many tracking events; slow down', { 'retry-after': String(wait) });
  // A sender already over its allowance is refused before its body (up to 1 MiB) is read or
  // parsed; the events a request carries are charged once it is (in accept).
  app.addHook('onRequest', (request, _reply, done) => {
    const wait = limiter.refusal(request.ip);
    if (wait > 0) {
      countIngest('rate_limited', 1); // its events are not read: it counts as one
      done(tooManyEvents(wait));
    } else done();
  });
  // Per-event request logs would flood the log at ingest volume: the ingest logs warnings and
  // errors only, through one logger made here. (A per-request child at a level of its own makes
  // pino rebuild its log methods on every event.) Error logs name the method and URL instead.
  const ingestLevel = ['fatal', 'error', 'silent'].includes(app.log.level) ? app.log.level : 'warn';
  const ingestLog = app.log.child({ context: 'ingest' }, { level: ingestLevel });
  app.setChildLoggerFactory(() => ingestLog);

  /** 404 when an event names a video that does not exist (after a re-read of the set). */
  async function confirmKnownVideos(reread: Promise<boolean>) {
    let known: boolean;
    try {
      known = await reread;
    } catch {
      throw new HttpError(503, 'Tracking is busy; retry later', { 'retry-after': '1' });
    }
    if (!known)
      throw new HttpError(404, 'Video not found: the events name a video that does not exist');
  }

  async function accept(
    request: FastifyRequest,
    inputs: TrackingEventInput[],
  ): Promise<TrackAccepted> {
    const facts = readRequestFacts(request);
    let wait = limiter.take(facts.ip, inputs.length);
    if (typeof wait !== 'number') wait = await wait;
    if (wait > 0) {
      countIngest('rate_limited', inputs.length);
      throw tooManyEvents(wait);
    }
    // The usual case (every video in the set) answers at once, without a promise.
    const known = knownVideos.allExist(inputs);
    if (known !== true) await confirmKnownVideos(known);
    const receivedAt = Date.now();
    const rows = inputs
      .map((input) => formatEventRow(stampEvent(input, facts, receivedAt, window)))
      .join('\n');
    try {
      await queue.enqueue(rows, inputs.length);
    } catch (error) {
      if (error instanceof QueueFullError || error instanceof QueueUnavailableError) {
        countIngest('queue_unavailable', inputs.length);
        throw new HttpError(503, 'Tracking is busy; retry later', {
          'retry-after': String(error.retryAfterSeconds),
        });
      }
      throw error;
    }
    countIngest('accepted', inputs.length);
    return { accepted: inputs.length };
  }

  // The response schemas document the answers; they leave through plain JSON.stringify, as
  // checking our own constant-shaped answer with zod on every event costs a share of the ingest's
  // CPU (docs/decisions/0009-ingest-hot-path.md).
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  // The bodies are checked by the contract's schemas compiled to one function each (zod itself
  // for a refused body, so the messages are zod's).
  app.setValidatorCompiler(compiledValidatorCompiler);
  const accepted = { 202: trackAcceptedSchema, ...errorResponses(404, 429, 503) };

  app.post(
    '/api/track/interaction',
    {
      bodyLimit: SINGLE_EVENT_BODY_LIMIT,
      schema: { body: trackingEventInputSchema, response: accepted },
    },
    async (request, reply) => reply.code(202).send(await accept(request, [request.body])),
  );

  app.post(
    '/api/track/batch',
    {
      bodyLimit: BATCH_BODY_LIMIT,
      schema: {
        description: `Up to ${MAX_BATCH_EVENTS} events, at most 1 MiB`,
        body: trackingBatchInputSchema,
        response: accepted,
      },
    },
    async (request, reply) => reply.code(202).send(await accept(request, request.body)),
  );

  app.post(
    '/api/videos/:id/track-view',
    {
      bodyLimit: SINGLE_EVENT_BODY_LIMIT,
      schema: {
        params: idParams,
        body: trackViewInputSchema.default({ source: 'unknown' }),
        response: accepted,
      },
    },
    async (request, reply) => {
      const { source, metadata, ...common } = request.body;
      const event = {
        ...common,
        eventType: 'view' as const,
        videoId: request.params.id,
        metadata: { ...metadata, source },
      };
      return reply.code(202).send(await accept(request, [event]));
    },
  );

  app.post(
    '/api/videos/:id/track-progress',
    {
      bodyLimit: SINGLE_EVENT_BODY_LIMIT,
      schema: { params: idParams, body: trackProgressInputSchema, response: accepted },
    },
    async (request, reply) => {
      const { currentTime, duration, ...common } = request.body;
      const event = {
        ...common,
        eventType: 'progress' as const,
        videoId: request.params.id,
        timecode: currentTime,
        duration,
      };
      return reply.code(202).send(await accept(request, [event]));
    },
  );
};

export default trackRoutes;
