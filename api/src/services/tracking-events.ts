// Turns a validated tracking call into pipeline events: fills in what old clients omit and
// stamps the server's facts (receive time, browser and device family, embed or site) and the
// host of the page around the player that the client sent.
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Surface, TrackingEvent, TrackingEventInput } from '@lumen/contract';
import { deriveUuid } from './derived-uuid.ts';
import { memoizeRecent, readUserAgent } from './user-agent.ts';

export interface RequestFacts {
  ip: string;
  userAgent: string;
  userAgentFamily: string;
  device: string;
  /** The user agent is no person's browser (user-agent.ts): its events are kept apart. */
  isBot: boolean;
  surface: Surface;
}

export function readRequestFacts(request: FastifyRequest): RequestFacts {
  const userAgent = (request.headers['user-agent'] ?? '').slice(0, 512);
  // The Referer is our own page (the site or /embed/{id}): it tells the surface only. Where
  // the viewer came from is the page host the client sends (normalisePageHost).
  let surface: Surface = 'unknown';
  const referrer = request.headers.referer;
  if (referrer) {
    try {
      surface = new URL(referrer).pathname.startsWith('/embed/') ? 'embed' : 'site';
    } catch {
      // an unparsable referrer is no fact
    }
  }
  const { family, device, isBot } = readUserAgent(userAgent);
  return { ip: request.ip, userAgent, userAgentFamily: family, device, isBot, surface };
}

const PAGE_HOST_CACHE_SIZE = 1000;
const PLAIN_HOST = /^[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?$/;
const MAX_HOST_LENGTH = 253;

/**
 * The client's pageHost as a bare host name: lower case, without scheme, credentials, port, path
 * or a trailing dot; an international name in its ASCII (punycode) form. '' when none was sent
 * or it is no host name (a browser's own value never is, so nothing is lost by refusing junk).
 */
export function normalisePageHost(value: string | null | undefined): string {
  return value ? normaliseRecent(value) : '';
}

function normaliseHost(value: string): string {
  const lower = value.trim().toLowerCase();
  if (PLAIN_HOST.test(lower) && !lower.includes('..')) return lower;
  let host: string;
  try {
    host = new URL(lower.includes('://') ? lower : `http://${lower}`).hostname;
  } catch {
    return '';
  }
  host = host.replace(/\.$/, '');
  if (host.startsWith('[') && host.endsWith(']')) return host; // an IPv6 address, as URL wrote it
  return host.length <= MAX_HOST_LENGTH && PLAIN_HOST.test(host) && !host.includes('..')
    ? host
    : '';
}

/** A batch's events share their page host: most calls are a cache hit. */
const normaliseRecent = memoizeRecent(normaliseHost, PAGE_HOST_CACHE_SIZE);

/**
 * An old client's event without an eventId: when it carries its own timestamp, the id is
 * derived from the sender and the whole event as sent, so its resend is still recognised while
 * two different events of one type in the same millisecond (volume steps, seeks) stay two;
 * otherwise random.
 */
function defaultEventId(input: TrackingEventInput, facts: RequestFacts): string {
  if (input.timestamp == null) return randomUUID();
  return deriveUuid(JSON.stringify([facts.ip, facts.userAgent, input]));
}

/** Without a sessionId, one visitor's events on one video in one UTC day form one session. */
function defaultSessionId(videoId: number, facts: RequestFacts, receivedAt: number): string {
  const day = Math.floor(receivedAt / 86_400_000);
  return `anon-${createHash('sha256').update(`${facts.ip}|${facts.userAgent}|${videoId}|${day}`).digest('hex').slice(0, 24)}`;
}

/**
 * How far a client's clock may differ from the receive time: an offline queue sends events late
 * (TRACK_CLOCK_WINDOW_HOURS), and clocks drift a little ahead. Outside it a client could date its
 * events into any period, so the receive time stands instead and the event says so.
 */
export interface ClockWindow {
  pastMs: number;
  futureMs: number;
}

export const clockWindow = (pastHours: number): ClockWindow => ({
  pastMs: pastHours * 3_600_000,
  futureMs: 5 * 60_000,
});

const DEFAULT_CLOCK_WINDOW = clockWindow(24);

/** metadata key (true) of an event whose client timestamp was outside the clock window. */
export const CLOCK_REJECTED_KEY = 'clientClockRejected';

export function stampEvent(
  input: TrackingEventInput,
  facts: RequestFacts,
  receivedAt: number,
  window: ClockWindow = DEFAULT_CLOCK_WINDOW,
): TrackingEvent {
  const clockRejected =
    input.timestamp != null &&
    (input.timestamp < receivedAt - window.pastMs ||
      input.timestamp > receivedAt + window.futureMs);
  return {
    eventId: input.eventId ?? defaultEventId(input, facts),
    eventType: input.eventType,
    videoId: input.videoId,
    sessionId: input.sessionId ?? defaultSessionId(input.videoId, facts, receivedAt),
    visitorId: input.visitorId ?? null,
    elementId: input.elementId == null ? null : String(input.elementId),
    timecode: input.timecode ?? null,
    duration: input.duration ?? null,
    metadata: clockRejected
      ? { ...input.metadata, [CLOCK_REJECTED_KEY]: true }
      : (input.metadata ?? {}),
    timestamp: clockRejected ? receivedAt : (input.timestamp ?? receivedAt),
    receivedAt,
    userAgentFamily: facts.userAgentFamily,
    device: facts.device,
    referrerHost: normalisePageHost(input.pageHost),
    surface: facts.surface,
    isBot: facts.isBot,
  };
}
