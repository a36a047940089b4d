// The tracking event contract (DESIGN §4), shared by the ingest (api) and the tracking client (web).
import { z } from 'zod';
import {
  CAPTIONS_LANGUAGE_PATTERN,
  MAX_BATCH_EVENTS,
  MAX_CAPTIONS_LANGUAGE_LENGTH,
  MAX_MEDIA_SECONDS,
  MAX_METADATA_BYTES,
  MAX_METADATA_KEYS,
  MAX_RENDITION_HEIGHT,
  MAX_STALL_MS,
  MAX_SUMMARY_ENTRIES,
  MAX_SUMMARY_MS,
  PLAYBACK_RATES,
  VIEW_SOURCES,
} from './constants.ts';
import { positiveId } from './ids.ts';

/** Public spec §3 event types, plus `view` and `progress` (the two dedicated tracking calls). */
export const EVENT_TYPES = [
  'view',
  'progress',
  'video_play',
  'video_pause',
  'video_completed',
  'video_seek',
  'volume_change',
  'fullscreen_enter',
  'fullscreen_exit',
  'pip_enter',
  'pip_exit',
  'interactive_enabled',
  'interactive_disabled',
  'quiz_shown',
  'quiz_completed',
  'quiz_skipped',
  'survey_shown',
  'survey_completed',
  'survey_skipped',
  // Polls: shown by the player; voted is the server's, emitted when it accepts a vote
  // (metadata.option: the option's index, metadata.optionText), so a client cannot stuff results.
  'poll_shown',
  'poll_voted',
  'featured_click',
  'page_visibility',
  'connection_lost',
  'connection_restored',
  // Playback quality: the first frame after a play request (metadata.startupMs), a
  // stall while playing (metadata.stallMs once it resumes), a media error (metadata.code).
  'playback_started',
  'playback_stalled',
  'playback_error',
  // The time played since the session's previous summary, by rendition, speed and captions
  // (metadata.played), and a change of the rendition playing (metadata.fromHeight, toHeight,
  // mode): their metadata is checked below (playbackMetadataSchemas).
  'playback_summary',
  'quality_switched',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** metadata.source of the answer events the server emits when it stores a response. */
export const SERVER_EVENT_SOURCE = 'server';

/** Client clocks outside 2000…2100 are wrong, not data. */
const MIN_TIMESTAMP_MS = Date.UTC(2000, 0, 1);
const MAX_TIMESTAMP_MS = Date.UTC(2100, 0, 1);

const videoId = positiveId('videoId');

const token = (name: string) =>
  z
    .string()
    .trim()
    .min(1, `${name} cannot be blank`)
    .max(64, `${name} must be at most 64 characters`);

const seconds = (name: string) =>
  z
    .number({ error: `${name} must be a number of seconds` })
    .min(0, `${name} cannot be negative`)
    .max(MAX_MEDIA_SECONDS, `${name} is too large`);

/** Length of the value's JSON; nesting too deep for JSON.stringify's stack is far beyond any limit. */
function jsonLength(value: unknown): number {
  try {
    return JSON.stringify(value).length;
  } catch {
    return Infinity;
  }
}

export const eventMetadataSchema = z
  .record(z.string().max(64), z.unknown())
  .refine(
    (m) => Object.keys(m).length <= MAX_METADATA_KEYS,
    `metadata may have at most ${MAX_METADATA_KEYS} keys`,
  )
  .refine(
    (m) => jsonLength(m) <= MAX_METADATA_BYTES,
    `metadata must be at most ${MAX_METADATA_BYTES} bytes of JSON`,
  )
  // The server marks the answer events it emits for stored responses (whose verdicts the quiz
  // figures trust) with source 'server'; a client may not claim it.
  .refine((m) => m.source !== SERVER_EVENT_SOURCE, {
    message: `metadata.source '${SERVER_EVENT_SOURCE}' is reserved for the server's own events`,
  });

const wholeMs = (name: string, max: number) =>
  z
    .number({ error: `${name} must be a number of milliseconds` })
    .int(`${name} must be whole milliseconds`)
    .min(0, `${name} cannot be negative`)
    .max(max, `${name} must be at most ${max} ms`);

const renditionHeight = (name: string) =>
  z
    .number({ error: `${name} must be a height in pixels` })
    .int(`${name} must be whole pixels`)
    .min(0, `${name} cannot be negative`)
    .max(MAX_RENDITION_HEIGHT, `${name} must be at most ${MAX_RENDITION_HEIGHT}`);

/** One entry of a playback summary: time played at one rendition, speed and captions choice. */
export const playedEntrySchema = z.strictObject({
  /** The rendition's height in pixels; 0 when not known (a single file, YouTube). */
  height: renditionHeight('height'),
  rate: z.literal(PLAYBACK_RATES, {
    error: `rate must be one of ${PLAYBACK_RATES.join(', ')}`,
  }),
  /** The language of the captions showing; '' when none. */
  captions: z
    .string({ error: 'captions must be a language tag or empty' })
    .max(MAX_CAPTIONS_LANGUAGE_LENGTH, 'captions must be a language tag or empty')
    .regex(CAPTIONS_LANGUAGE_PATTERN, 'captions must be a language tag or empty'),
  ms: wholeMs('ms', MAX_SUMMARY_MS).min(1, 'ms must be at least 1'),
});
export type PlayedEntry = z.infer<typeof playedEntrySchema>;

export const QUALITY_SWITCH_MODES = ['auto', 'chosen'] as const;

/**
 * The metadata the analytics read from the player's playback events, per event type: checked
 * at the ingest, so a sender cannot put unbounded numbers or made-up keys into the figures (the
 * other metadata keys stay free).
 */
const playbackMetadataSchemas: Partial<Record<EventType, z.ZodType>> = {
  playback_stalled: z.object({ stallMs: wholeMs('stallMs', MAX_STALL_MS) }),
  playback_summary: z.object({
    played: z
      .array(playedEntrySchema, { error: 'played must be a list of entries' })
      .min(1, 'played needs at least one entry')
      .max(MAX_SUMMARY_ENTRIES, `played holds at most ${MAX_SUMMARY_ENTRIES} entries`)
      .refine(
        (entries) => entries.reduce((sum, e) => sum + e.ms, 0) <= MAX_SUMMARY_MS,
        `played must add up to at most ${MAX_SUMMARY_MS} ms`,
      ),
  }),
  // Two renditions may share a height (and differ in bitrate): the heights may be equal.
  quality_switched: z.object({
    fromHeight: renditionHeight('fromHeight'),
    toHeight: renditionHeight('toHeight'),
    mode: z.enum(QUALITY_SWITCH_MODES, {
      error: `mode must be one of ${QUALITY_SWITCH_MODES.join(', ')}`,
    }),
  }),
};

/** Fields every tracking call may carry; old clients omit eventId and sessionId (the server fills them in). */
const commonFields = {
  /** Made by the client, so a resend is recognisable. */
  eventId: z.uuid('eventId must be a UUID').nullish(),
  /** One playback session. */
  sessionId: token('sessionId').nullish(),
  /** Only when the viewer gave analytics consent. */
  visitorId: token('visitorId').nullish(),
  /** Client clock, milliseconds since the epoch. */
  timestamp: z
    .number({ error: 'timestamp must be milliseconds since the epoch' })
    .int('timestamp must be whole milliseconds')
    .min(MIN_TIMESTAMP_MS, 'timestamp is out of range')
    .max(MAX_TIMESTAMP_MS, 'timestamp is out of range')
    .nullish(),
  metadata: eventMetadataSchema.nullish(),
  /**
   * The host of the page around the player, as the browser knows it: in /embed/{id}, the site
   * that framed it; on the site, the external page that sent the viewer (none when direct or
   * internal). The ingest keeps it as the event's referrerHost.
   */
  pageHost: z.string().trim().max(255, 'pageHost must be at most 255 characters').nullish(),
};

/** Body of `POST /api/track/interaction`, and one entry of `POST /api/track/batch`. */
export const trackingEventInputSchema = z
  .object({
    ...commonFields,
    eventType: z.enum(EVENT_TYPES, { error: 'eventType is not a known event type' }),
    videoId,
    elementId: z.union([token('elementId'), z.number().int().min(0).max(2_147_483_647)]).nullish(),
    timecode: seconds('timecode').nullish(),
    duration: seconds('duration').nullish(),
  })
  .superRefine((event, ctx) => {
    const schema = playbackMetadataSchemas[event.eventType];
    if (!schema) return;
    // Checked only: the metadata is kept as sent (a parse would drop its other keys).
    const checked = schema.safeParse(event.metadata ?? {});
    if (checked.success) return;
    for (const issue of checked.error.issues)
      ctx.addIssue({
        code: 'custom',
        path: ['metadata', ...issue.path],
        message: `${event.eventType} metadata: ${issue.message}`,
      });
  });
export type TrackingEventInput = z.infer<typeof trackingEventInputSchema>;

/** Body of `POST /api/track/batch`: the client's offline queue and high-volume senders. */
export const trackingBatchInputSchema = z
  .array(trackingEventInputSchema)
  .min(1, 'A batch needs at least one event')
  .max(MAX_BATCH_EVENTS, `A batch holds at most ${MAX_BATCH_EVENTS} events`);

/** Body of `POST /api/videos/:id/track-view`: `source` is one of the app's `VIEW_SOURCES`. */
export const trackViewInputSchema = z.object({
  ...commonFields,
  source: z
    .enum(VIEW_SOURCES, { error: `source must be one of ${VIEW_SOURCES.join(', ')}` })
    .default('unknown'),
});
export type TrackViewInput = z.infer<typeof trackViewInputSchema>;

/** Body of `POST /api/videos/:id/track-progress`, sent every PROGRESS_INTERVAL_SECONDS of playback. */
export const trackProgressInputSchema = z.object({
  ...commonFields,
  currentTime: seconds('currentTime'),
  duration: seconds('duration'),
});
export type TrackProgressInput = z.infer<typeof trackProgressInputSchema>;

/** Every accepted ingest call answers 202 with how many events were queued. */
export const trackAcceptedSchema = z.object({ accepted: z.number().int() });
export type TrackAccepted = z.infer<typeof trackAcceptedSchema>;

export const SURFACES = ['site', 'embed', 'unknown'] as const;
export type Surface = (typeof SURFACES)[number];

/** An event as the pipeline carries it: the client's fields, defaults filled in, server facts stamped. */
export interface TrackingEvent {
  eventId: string;
  eventType: EventType;
  videoId: number;
  sessionId: string;
  visitorId: string | null;
  elementId: string | null;
  timecode: number | null;
  duration: number | null;
  metadata: Record<string, unknown>;
  /** Client clock (ms); the receive time when the client sent none. */
  timestamp: number;
  /** Server clock (ms) when the ingest accepted it. */
  receivedAt: number;
  /** Coarse request facts: browser family, the page host the client sent, embed or site. */
  userAgentFamily: string;
  referrerHost: string;
  surface: Surface;
  /** desktop, mobile, tablet, … from the user agent; absent in events stamped before it existed. */
  device?: string;
  /** Sent by a crawler, headless browser or HTTP library: stored apart, in no figure. */
  isBot?: boolean;
}
