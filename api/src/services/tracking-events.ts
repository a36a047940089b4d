// Turns a validated tracking call into pipeline events: fills in what old clients omit and
// stamps the server's facts (receive time, user agent family, referrer host, embed or site).
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Surface, TrackingEvent, TrackingEventInput } from '@lumen/contract';
import { deriveUuid } from './derived-uuid.ts';

export interface RequestFacts {
  ip: string;
  userAgent: string;
  userAgentFamily: string;
  referrerHost: string;
  surface: Surface;
}

const FAMILIES: [RegExp, string][] = [
  [/bot|crawl|spider|slurp|headless/i, 'Bot'],
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
  [/curl\/|Wget\/|node|undici|axios|python|Go-http-client/i, 'Tool'],
];

function readUserAgentFamily(userAgent: string): string {
  if (!userAgent) return 'Unknown';
  for (const [pattern, family] of FAMILIES) if (pattern.test(userAgent)) return family;
  return 'Other';
}

export function readRequestFacts(request: FastifyRequest): RequestFacts {
  const userAgent = (request.headers['user-agent'] ?? '').slice(0, 512);
  let referrerHost = '';
  let surface: Surface = 'unknown';
  const referrer = request.headers.referer;
  if (referrer) {
    try {
      const url = new URL(referrer);
      referrerHost = url.host.slice(0, 255);
      surface = url.pathname.startsWith('/embed/') ? 'embed' : 'site';
    } catch {
      // an unparsable referrer is no fact
    }
  }
  return {
    ip: request.ip,
    userAgent,
    userAgentFamily: readUserAgentFamily(userAgent),
    referrerHost,
    surface,
  };
}

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

export function stampEvent(
  input: TrackingEventInput,
  facts: RequestFacts,
  receivedAt: number,
): TrackingEvent {
  return {
    eventId: input.eventId ?? defaultEventId(input, facts),
    eventType: input.eventType,
    videoId: input.videoId,
    sessionId: input.sessionId ?? defaultSessionId(input.videoId, facts, receivedAt),
    visitorId: input.visitorId ?? null,
    elementId: input.elementId == null ? null : String(input.elementId),
    timecode: input.timecode ?? null,
    duration: input.duration ?? null,
    metadata: input.metadata ?? {},
    timestamp: input.timestamp ?? receivedAt,
    receivedAt,
    userAgentFamily: facts.userAgentFamily,
    referrerHost: facts.referrerHost,
    surface: facts.surface,
  };
}
