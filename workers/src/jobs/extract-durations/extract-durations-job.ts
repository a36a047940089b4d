// Extract all durations (admin spec §2, §3): every video whose duration is missing or 0 gets
// the one its source tells — a direct or local file's container header (read by range, never
// whole), a platform video's metadata. A video whose source tells nothing counts in `failed`
// with the reason and stops nothing.
import type { ExtractDurationsResponse, Video } from '@lumen/contract';
import { listVideos, updateVideo } from '@lumen/db';
import { errorMessage, type JobDefinition } from '../job-queue.ts';
import type { JobDeps } from '../job-deps.ts';

export function extractDurationsJob({
  db,
  sources,
  localMedia,
}: JobDeps): JobDefinition<'extract-durations'> {
  async function durationOf(video: Video): Promise<number> {
    const file = localMedia.pathOf(video.sourceUrl);
    if (!file && video.sourceUrl.startsWith('/'))
      throw new Error('A path on this server that is not a media folder this process reads');
    const { metadata, missing } = file
      ? await localMedia.metadata(file)
      : await sources.videoMetadata(video.sourceUrl);
    if (metadata.duration && metadata.duration > 0) return Math.round(metadata.duration);
    const why = missing.find((m) => m.field === 'duration')?.reason;
    throw new Error(why ? `No duration: ${why}` : 'No duration: the source does not tell it');
  }

  return {
    attempts: 1,
    backoffMs: 1000,
    // One run at a time: two would read the same files and write the same rows.
    concurrency: 1,
    globalConcurrency: 1,
    async handle(_payload, { reportProgress, signal }): Promise<ExtractDurationsResponse> {
      const pending = (await listVideos(db, { visibility: 'all' })).filter((v) => !v.duration);
      const result: ExtractDurationsResponse = { updated: 0, failed: 0, failures: [] };
      for (const [index, video] of pending.entries()) {
        if (signal.aborted) throw new Error('Stopped before every duration was read');
        try {
          const duration = await durationOf(video);
          await updateVideo(db, video.id, { duration });
          result.updated++;
        } catch (error) {
          result.failed++;
          result.failures.push({
            videoId: video.id,
            title: video.title,
            reason: errorMessage(error),
          });
        }
        await reportProgress(Math.floor(((index + 1) / pending.length) * 100));
      }
      return result;
    },
  };
}
