// Every job type and its payload, in one place: the API enqueues through these schemas and the
// workers check them again before a handler runs. Handlers live in `jobs/<kind>/`, and the
// registry (registry.ts) must name one for every type here, or it does not compile.
import { z } from 'zod';
import { MAX_BATCH_ANALYZE } from '@lumen/contract';

export const jobPayloadSchemas = {
  /** Single-link import: fetch what can be fetched about the link, create the video. */
  'import-url': z.object({ url: z.string().min(1).max(2048) }),
  /** Load a playlist's entries (ids and titles) for the Bulk Import tab. */
  'playlist-load': z.object({ playlistId: z.string().regex(/^[A-Za-z0-9_-]{2,64}$/) }),
  /** Import the videos of one import job (its record in Postgres holds the entries). */
  'import-playlist': z.object({ importJobId: z.number().int().positive() }),
  /** Suggest categories for these videos (one, or a batch with progress). */
  'analyze-videos': z.object({
    videoIds: z.array(z.number().int().positive()).min(1).max(MAX_BATCH_ANALYZE),
  }),
  /** Read the duration of every video whose duration is missing or 0. */
  'extract-durations': z.object({}),
  /** Transcode an upload (media_assets) to its HLS ladder, storyboard and poster. */
  'transcode-media': z.object({ mediaId: z.uuid() }),
} as const;

export type JobType = keyof typeof jobPayloadSchemas;
export type JobPayload<T extends JobType> = z.infer<(typeof jobPayloadSchemas)[T]>;
export const JOB_TYPES = Object.keys(jobPayloadSchemas) as JobType[];
