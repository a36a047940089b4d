// A viewer's poll vote becomes the server's poll_voted event; the event store's poll_votes
// rollup (clickhouse migration 011) counts one vote per (poll, session). The event id is
// derived from the poll and the session, so a resent vote is the same event.
import type { FastifyRequest } from 'fastify';
import { SERVER_EVENT_SOURCE, type Poll, type TrackingEvent } from '@lumen/contract';
import { formatEventRow } from '@lumen/clickhouse';
import type { EventQueue } from '@lumen/workers';
import { deriveUuid } from './derived-uuid.ts';
import { readRequestFacts, stampEvent } from './tracking-events.ts';

export function buildPollVoteEvent(
  request: FastifyRequest,
  poll: Poll,
  vote: { option: number; sessionId: string },
  receivedAt: number,
): TrackingEvent {
  return stampEvent(
    {
      eventId: deriveUuid(`poll-vote:${poll.id}:${vote.sessionId}`),
      eventType: 'poll_voted',
      videoId: poll.videoId,
      elementId: poll.id,
      sessionId: vote.sessionId,
      metadata: {
        option: vote.option,
        optionText: poll.options[vote.option],
        source: SERVER_EVENT_SOURCE,
      },
    },
    readRequestFacts(request),
    receivedAt,
  );
}

/** Enqueues the vote's event; a vote that cannot be queued is refused (it would count nowhere). */
export async function enqueuePollVote(queue: EventQueue, event: TrackingEvent): Promise<void> {
  await queue.enqueue(formatEventRow(event), 1);
}
