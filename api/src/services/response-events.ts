// Quiz and survey responses are stored in Postgres and also become pipeline events, so the
// completion rates and the per-quiz answers include them. Each event id is derived from the
// stored response, so emitting one twice counts once — except an anonymous survey's, which must
// not lead back to its response, its session or its visitor.
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { SERVER_EVENT_SOURCE, type TrackingEvent } from '@lumen/contract';
import { formatEventRow } from '@lumen/clickhouse';
import type { EventQueue } from '@lumen/workers';
import { deriveUuid } from './derived-uuid.ts';
import { readRequestFacts, stampEvent, type RequestFacts } from './tracking-events.ts';

export interface ResponseEvent {
  kind: 'quiz' | 'survey';
  responseId: number;
  videoId: number;
  elementId: number;
  sessionId: string | null | undefined;
  /** An anonymous survey's answer: its event names no session, and its id is random. */
  anonymous?: boolean;
  /** The page around the player (a quiz's: the quiz score per embedding site). */
  pageHost?: string;
  /** A quiz's: answer, isCorrect and, when the player measured it, responseTimeMs (migration 009). */
  metadata: Record<string, unknown>;
}

export interface ResponseEvents {
  /** Enqueues the `quiz_completed` / `survey_completed` event of a stored response; never throws. */
  emitCompleted(request: FastifyRequest, response: ResponseEvent): Promise<void>;
}

/**
 * The `quiz_completed` / `survey_completed` event of a stored response, stamped with the facts
 * of the request that sent it (`timestamp`: when it was answered, for generated history).
 */
export function buildResponseEvent(
  response: ResponseEvent,
  facts: RequestFacts,
  receivedAt: number,
  timestamp?: number,
): TrackingEvent {
  const event = stampEvent(
    {
      eventId: response.anonymous
        ? randomUUID()
        : deriveUuid(`${response.kind}-response:${response.responseId}`),
      eventType: response.kind === 'quiz' ? 'quiz_completed' : 'survey_completed',
      videoId: response.videoId,
      elementId: response.elementId,
      sessionId: response.anonymous ? null : response.sessionId?.trim() || null,
      metadata: { ...response.metadata, source: SERVER_EVENT_SOURCE },
      pageHost: response.pageHost,
      timestamp,
    },
    facts,
    receivedAt,
  );
  // stampEvent would fill in a session derived from the sender's address and browser.
  return response.anonymous ? { ...event, sessionId: '' } : event;
}

export function createResponseEvents(queue: EventQueue): ResponseEvents {
  return {
    async emitCompleted(request, response) {
      const event = buildResponseEvent(response, readRequestFacts(request), Date.now());
      try {
        await queue.enqueue(formatEventRow(event), 1);
      } catch (error) {
        // The response itself is stored; only its analytics event is lost.
        request.log.warn(
          { err: error, eventType: event.eventType },
          'could not enqueue the response event',
        );
      }
    },
  };
}
