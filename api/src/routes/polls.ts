// A video's polls: listed for viewers and managed by admins like quizzes and surveys;
// viewers vote once per playback session and see the live results, which come from the event
// store (clickhouse migration 011), not from Postgres.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  pollInputSchema,
  pollResultsSchema,
  pollSchema,
  pollUpdateSchema,
  pollVoteInputSchema,
  type Poll,
} from '@lumen/contract';
import { getPollVotes, type EventStore } from '@lumen/clickhouse';
import type { EventQueue } from '@lumen/workers';
import { deletePoll, findPoll, insertPoll, listPolls, updatePoll, type Database } from '@lumen/db';
import { requireAdmin } from '../plugins/auth.ts';
import { HttpError, badRequest, notFound } from '../plugins/errors.ts';
import { buildPollVoteEvent, enqueuePollVote } from '../services/poll-vote-events.ts';
import { tallyPoll } from '../services/poll-results.ts';
import type { ResponseThrottle } from '../services/response-throttle.ts';
import { errorResponses } from '../plugins/error-responses.ts';
import { createAskEventStore } from './ask-event-store.ts';
import { idParams, noContent } from './params.ts';
import { createRequireVideo } from './require-video.ts';

/** Results change with every vote: a short cache keeps a popular poll cheap and still live. */
const RESULTS_CACHE = 'public, max-age=5';

const resultsQuerySchema = z.object({ sessionId: z.string().trim().max(64).optional() });

interface PollRouteOptions {
  db: Database;
  /** Without the event pipeline polls can be managed but not voted on (503). */
  events?: { queue: EventQueue; store: EventStore };
  throttleVote: ResponseThrottle;
}

const pollRoutes: FastifyPluginAsyncZod<PollRouteOptions> = async (
  app,
  { db, events, throttleVote },
) => {
  const requireVideo = createRequireVideo(db);
  const ask = createAskEventStore(app.log);
  const pipeline = () => {
    if (!events) throw new HttpError(503, 'Poll results are unavailable right now');
    return events;
  };
  const findOrThrow = async (id: number): Promise<Poll> => {
    const poll = await findPoll(db, id);
    if (!poll) throw notFound('Poll');
    return poll;
  };

  app.get(
    '/api/videos/:id/polls',
    { schema: { params: idParams, response: { 200: z.array(pollSchema) } } },
    async (request) => {
      await requireVideo(request.params.id, request.user);
      return listPolls(db, request.params.id);
    },
  );

  app.post(
    '/api/videos/:id/polls',
    {
      onRequest: requireAdmin,
      schema: { params: idParams, body: pollInputSchema, response: { 201: pollSchema } },
    },
    async (request, reply) => {
      await requireVideo(request.params.id, request.user);
      const { videoId, pauseVideo, ...fields } = request.body;
      if (videoId !== undefined && videoId !== request.params.id)
        throw badRequest('videoId does not match the video in the path');
      return reply.code(201).send(await insertPoll(db, request.params.id, fields, pauseVideo));
    },
  );

  app.put(
    '/api/polls/:id',
    {
      onRequest: requireAdmin,
      schema: { params: idParams, body: pollUpdateSchema, response: { 200: pollSchema } },
    },
    async (request) => {
      const { pauseVideo, ...fields } = request.body;
      const updated = await updatePoll(db, request.params.id, fields, pauseVideo);
      if (!updated) throw notFound('Poll');
      return updated;
    },
  );

  app.delete(
    '/api/polls/:id',
    { onRequest: requireAdmin, schema: { params: idParams, response: { 204: noContent } } },
    async (request, reply) => {
      if (!(await deletePoll(db, request.params.id))) throw notFound('Poll');
      return reply.code(204).send();
    },
  );

  // The results this session sees: its own vote is named (myVote) so a returning viewer sees
  // what they chose.
  app.get(
    '/api/polls/:id/results',
    {
      schema: {
        params: idParams,
        querystring: resultsQuerySchema,
        response: { 200: pollResultsSchema, ...errorResponses(503) },
      },
    },
    async (request, reply) => {
      const poll = await findOrThrow(request.params.id);
      const { store } = pipeline();
      const stored = await ask(() => getPollVotes(store, poll.id, request.query.sessionId));
      reply.header('cache-control', request.query.sessionId ? 'private, no-store' : RESULTS_CACHE);
      return tallyPoll(poll, stored);
    },
  );

  // One vote per playback session: a session that already voted gets its recorded vote back
  // (200, nothing sent); otherwise the vote becomes a poll_voted event and the answer counts it
  // even before the pipeline has written it (201).
  app.post(
    '/api/polls/:id/votes',
    {
      onRequest: throttleVote,
      schema: {
        params: idParams,
        body: pollVoteInputSchema,
        response: { 200: pollResultsSchema, 201: pollResultsSchema, ...errorResponses(503) },
      },
    },
    async (request, reply) => {
      const poll = await findOrThrow(request.params.id);
      const { option, sessionId } = request.body;
      if (option >= poll.options.length)
        throw badRequest('option must be the index of one of the poll options');
      const { queue, store } = pipeline();
      const stored = await ask(() => getPollVotes(store, poll.id, sessionId));
      reply.header('cache-control', 'no-store');
      if (stored.sessionVote !== null) return reply.code(200).send(tallyPoll(poll, stored));
      try {
        await enqueuePollVote(queue, buildPollVoteEvent(request, poll, request.body, Date.now()));
      } catch (error) {
        request.log.error({ err: error }, 'could not enqueue a poll vote');
        throw new HttpError(503, 'Your vote could not be recorded; try again shortly', {
          'retry-after': '5',
        });
      }
      return reply.code(201).send(tallyPoll(poll, stored, option));
    },
  );
};

export default pollRoutes;
