// The offline event queue (public spec §3, §9): events that could not be sent, each with the
// time it was stored, under the product-prefixed key `lumen:event-queue`. Resent later by
// tracker.ts; the server recognises a resend by its eventId, so sending one twice is harmless.
import { readStored, removeStored, writeStored } from '../storage';
import type { OutgoingEvent } from './event';

export const QUEUE_KEY = 'event-queue';
/** Oldest events are dropped beyond this many, so a long offline spell cannot fill the storage. */
export const MAX_QUEUED_EVENTS = 1000;

export interface QueuedEvent {
  event: OutgoingEvent;
  /** Milliseconds since the epoch when the event was queued. */
  storedAt: number;
}

function isQueued(value: unknown): value is QueuedEvent {
  const entry = value as Partial<QueuedEvent> | null;
  const event = entry?.event as Partial<OutgoingEvent> | undefined;
  return Boolean(
    entry &&
    typeof entry.storedAt === 'number' &&
    event &&
    typeof event.eventType === 'string' &&
    typeof event.videoId === 'number' &&
    typeof event.eventId === 'string',
  );
}

/** The queued events, oldest first (entries that are not events are ignored). */
export function readQueue(): QueuedEvent[] {
  const stored = readStored<unknown>(QUEUE_KEY);
  return Array.isArray(stored) ? stored.filter(isQueued) : [];
}

export function queueEvents(events: OutgoingEvent[], now = Date.now()): void {
  if (events.length === 0) return;
  const known = new Set(readQueue().map((q) => q.event.eventId));
  const added = events
    .filter((e) => !known.has(e.eventId))
    .map((event) => ({ event, storedAt: now }));
  writeQueue([...readQueue(), ...added].slice(-MAX_QUEUED_EVENTS));
}

function writeQueue(entries: QueuedEvent[]): void {
  if (entries.length === 0) removeStored(QUEUE_KEY);
  else writeStored(QUEUE_KEY, entries);
}

/** Removes the events with these ids (the ones the server accepted). */
export function dropQueued(eventIds: Iterable<string>): void {
  const sent = new Set(eventIds);
  writeQueue(readQueue().filter((q) => !sent.has(q.event.eventId)));
}
