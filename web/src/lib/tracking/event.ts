// One tracking event as the client sends it: the shape of `POST /api/track/interaction` and of
// one entry of `POST /api/track/batch` (contract/src/events.ts), built with the bounds the
// ingest enforces so that a well-meant event is never refused.
import type { EventType } from '@lumen/contract';
import {
  MAX_MEDIA_SECONDS,
  MAX_METADATA_BYTES,
  MAX_METADATA_KEYS,
} from '@lumen/contract/constants';
import { randomUuid } from './ids';
import { readPageHost } from './page-host';

export interface OutgoingEvent {
  eventId: string;
  eventType: EventType;
  videoId: number;
  sessionId: string;
  visitorId?: string;
  /** Client clock, ms since the epoch. */
  timestamp: number;
  metadata: Record<string, unknown>;
  elementId?: number;
  timecode?: number;
  duration?: number;
  /** The host of the page around the player (page-host.ts); absent when there is none. */
  pageHost?: string;
}

export interface EventDetails {
  elementId?: number;
  timecode?: number;
  duration?: number;
  /** Extra facts, merged after the standard ones (userAgent, timestamp, url). */
  metadata?: Record<string, unknown>;
}

function seconds(value: number | undefined): number | undefined {
  if (value === undefined || !Number.isFinite(value)) return undefined;
  return Math.min(MAX_MEDIA_SECONDS, Math.max(0, Math.round(value * 1000) / 1000));
}

/** Standard metadata of public spec §3 plus the extras, cut down to what the ingest accepts. */
export function buildMetadata(
  extra: Record<string, unknown> = {},
  now = new Date(),
): Record<string, unknown> {
  const metadata: Record<string, unknown> = {
    userAgent: navigator.userAgent.slice(0, 256),
    timestamp: now.toISOString(),
    url: window.location.href.slice(0, 512),
  };
  for (const [key, value] of Object.entries(extra)) {
    if (Object.keys(metadata).length >= MAX_METADATA_KEYS) break;
    if (value !== undefined) metadata[key.slice(0, 64)] = value;
  }
  while (JSON.stringify(metadata).length > MAX_METADATA_BYTES) {
    const last = Object.keys(metadata).pop();
    if (!last || last === 'url') {
      metadata.url = String(metadata.url).slice(0, 128);
      break;
    }
    delete metadata[last];
  }
  return metadata;
}

export function buildEvent(
  eventType: EventType,
  context: { videoId: number; sessionId: string; visitorId: string | null },
  details: EventDetails = {},
): OutgoingEvent {
  const now = new Date();
  const event: OutgoingEvent = {
    eventId: randomUuid(),
    eventType,
    videoId: context.videoId,
    sessionId: context.sessionId,
    timestamp: now.getTime(),
    metadata: buildMetadata(details.metadata, now),
  };
  if (context.visitorId) event.visitorId = context.visitorId;
  const pageHost = readPageHost();
  if (pageHost) event.pageHost = pageHost;
  if (details.elementId !== undefined) event.elementId = details.elementId;
  const timecode = seconds(details.timecode);
  if (timecode !== undefined) event.timecode = timecode;
  const duration = seconds(details.duration);
  if (duration !== undefined) event.duration = duration;
  return event;
}
