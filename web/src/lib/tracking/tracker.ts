// The tracking client (public spec §4 "Interaction tracking", §7): fire-and-forget sends; an
// event that fails to send goes to the offline queue, which is resent through the batch
// endpoint every 30 s, on page load, when the connection returns and when the page is left.
import { MAX_BATCH_EVENTS } from '@lumen/contract/constants';
import { dropQueued, queueEvents, readQueue } from './event-queue';
import type { OutgoingEvent } from './event';
import { postTracking } from './transport';

/** Public spec §9: the queue is resent every 30 000 ms. */
export const QUEUE_RESEND_INTERVAL_MS = 30_000;
/** The ingest takes at most 1 MiB per batch (and MAX_BATCH_EVENTS events); stay under it. */
const BATCH_MAX_BYTES = 900 * 1024;
/** Browsers allow 64 KiB of keepalive bodies in flight; stay well under it. */
const KEEPALIVE_MAX_BYTES = 48 * 1024;

/** The dedicated URL and body of an event, if it has one (views and progress); else the interaction call. */
function directCall(event: OutgoingEvent): { url: string; body: unknown } {
  const {
    eventType,
    videoId,
    metadata,
    timecode,
    duration,
    elementId: _elementId,
    ...common
  } = event;
  if (eventType === 'view') {
    const { source, ...rest } = metadata;
    return {
      url: `/api/videos/${videoId}/track-view`,
      body: { ...common, source: typeof source === 'string' ? source : 'unknown', metadata: rest },
    };
  }
  if (eventType === 'progress') {
    return {
      url: `/api/videos/${videoId}/track-progress`,
      body: { ...common, metadata, currentTime: timecode ?? 0, duration: duration ?? 0 },
    };
  }
  return { url: '/api/track/interaction', body: event };
}

/**
 * Sends one event, fire-and-forget: views to track-view, progress to track-progress, the rest to
 * track/interaction. A failure that may pass queues it; the promise never rejects.
 */
export async function sendEvent(event: OutgoingEvent): Promise<void> {
  const { url, body } = directCall(event);
  const outcome = await postTracking(url, body, { keepalive: true });
  if (outcome === 'retry') queueEvents([event]);
}

let flushing: Promise<void> | null = null;

/** Takes the oldest queued events that fit one batch. */
function nextBatch(queue: OutgoingEvent[], maxBytes: number): OutgoingEvent[] {
  const batch: OutgoingEvent[] = [];
  let bytes = 2;
  for (const event of queue) {
    const size = JSON.stringify(event).length + 1;
    if (batch.length >= MAX_BATCH_EVENTS || (batch.length > 0 && bytes + size > maxBytes)) break;
    batch.push(event);
    bytes += size;
  }
  return batch;
}

/**
 * Resends the queue through `POST /api/track/batch`, oldest first, until it is empty or a batch
 * fails. With `keepalive` (the page is being left) one batch of at most 48 KiB is sent and the
 * queue is kept until the answer arrives: if the page is gone by then, the next visit resends
 * them and the server recognises the duplicates by eventId.
 */
export function flushQueue(options: { keepalive?: boolean } = {}): Promise<void> {
  if (options.keepalive) {
    const batch = nextBatch(
      readQueue().map((q) => q.event),
      KEEPALIVE_MAX_BYTES,
    );
    if (batch.length === 0) return Promise.resolve();
    return postTracking('/api/track/batch', batch, { keepalive: true }).then((outcome) => {
      if (outcome !== 'retry') dropQueued(batch.map((e) => e.eventId));
    });
  }
  if (flushing) return flushing;
  flushing = (async () => {
    for (;;) {
      const batch = nextBatch(
        readQueue().map((q) => q.event),
        BATCH_MAX_BYTES,
      );
      if (batch.length === 0) return;
      const outcome = await postTracking('/api/track/batch', batch);
      if (outcome === 'retry') return;
      dropQueued(batch.map((e) => e.eventId));
    }
  })().finally(() => {
    // Runs after the assignment above, even when the queue was empty.
    flushing = null;
  });
  return flushing;
}

let started = false;

/**
 * Starts resending the offline queue: now (page load), every 30 s, on 'online', and with
 * keepalive when the page is hidden or left. Called once by the app shell.
 */
export function startQueueResend(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  void flushQueue();
  window.setInterval(() => void flushQueue(), QUEUE_RESEND_INTERVAL_MS);
  window.addEventListener('online', () => void flushQueue());
  window.addEventListener('pagehide', () => void flushQueue({ keepalive: true }));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void flushQueue({ keepalive: true });
  });
}
