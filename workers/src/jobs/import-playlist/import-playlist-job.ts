// Playlist bulk import (admin spec §2, §3, §4, §7): creates the job's videos one after another
// with the §7 bulk fields, recording each entry's outcome on the job record as it goes, so the
// Bulk Import tab shows live progress and a job resumed after a crash or stop continues where it
// was. An entry already in the library is skipped, never created twice; one whose creation was
// under way when the process died (status 'creating') counts as this job's own if it exists.
import {
  PRODUCT_NAME,
  youTubeEmbedUrl,
  type ImportJob,
  type ImportJobVideo,
} from '@lumen/contract';
import { findImportJob, findVideoIdBySource, updateImportJob, type Database } from '@lumen/db';
import { errorMessage, type JobContext, type JobDefinition } from '../job-queue.ts';
import type { ImportSources, JobDeps } from '../job-deps.ts';
import { clip, createImportedVideo } from '../create-imported-video.ts';
import { importCategoryFor, importTypeFor } from './keyword-rules.ts';
import { NO_VIDEOS_MESSAGE } from '../../platforms/index.ts';

const watchUrl = (youtubeId: string) => `https://www.youtube.com/watch?v=${youtubeId}`;
const isDone = (v: ImportJobVideo) => v.status !== 'pending' && v.status !== 'creating';

function progressOf(entries: ImportJobVideo[]): number {
  return entries.length ? Math.floor((entries.filter(isDone).length / entries.length) * 100) : 0;
}

async function createEntryVideo(
  db: Database,
  sources: ImportSources,
  job: ImportJob,
  entry: ImportJobVideo,
): Promise<number> {
  const url = watchUrl(entry.youtubeId);
  const { metadata, missing } = await sources.videoMetadata(url);
  // Without a title nothing answered for this video (removed, private or unreachable): a
  // per-video error says so rather than a placeholder video in the library.
  if (!metadata.title)
    throw new Error(
      `Could not fetch the video's details (${missing.map((m) => `${m.field}: ${m.reason}`).join('; ') || 'no answer'})`,
    );
  const text = `${metadata.title} ${metadata.description ?? ''}`;
  const videoType = job.videoType || importTypeFor(text);
  const video = await createImportedVideo(db, {
    title: clip(metadata.title, 200)!,
    description: clip(metadata.description, 20_000),
    sourceUrl: url,
    sourceType: 'youtube',
    // 0 means unknown: Extract all durations fills it later (no invented figure).
    duration: metadata.duration ?? 0,
    language: 'en',
    thumbnailUrl: metadata.thumbnailUrl,
    author: clip(metadata.channelTitle ?? metadata.author, 200),
    publisher: PRODUCT_NAME,
    brand: PRODUCT_NAME,
    videoType,
    tags: [job.category, importCategoryFor(text), videoType, 'imported', 'youtube'].filter(Boolean),
    youtubeVideoId: entry.youtubeId,
    youtubeChannelTitle: clip(metadata.channelTitle ?? metadata.author, 200),
    youtubeEmbedUrl: youTubeEmbedUrl(entry.youtubeId),
  });
  return video.id;
}

// A stop or crash interrupts a job; each further attempt resumes it where it was.
const ATTEMPTS = 5;

export function importPlaylistJob({
  db,
  sources,
  importPauseMs,
}: JobDeps): JobDefinition<'import-playlist'> {
  // Ends early on a stop; the listener goes with the pause (one per video would pile up).
  const pause = (signal: AbortSignal) =>
    new Promise<void>((resolve) => {
      const stop = () => (clearTimeout(timer), resolve());
      const timer = setTimeout(
        () => (signal.removeEventListener('abort', stop), resolve()),
        importPauseMs,
      );
      signal.addEventListener('abort', stop, { once: true });
    });

  return {
    attempts: ATTEMPTS,
    backoffMs: 2000,
    // Spec §4: Start Import runs jobs one after another, across all worker processes too.
    concurrency: 1,
    globalConcurrency: 1,
    async handle({ importJobId }, context: JobContext) {
      try {
        return await importEntries(importJobId, context);
      } catch (error) {
        // The last attempt failed: the job says so instead of staying 'processing'.
        if (context.attempt >= ATTEMPTS)
          await updateImportJob(db, importJobId, {
            status: 'error',
            currentVideo: null,
            stage: 'Failed',
            error: `Import failed: ${errorMessage(error)}`,
          });
        throw error;
      }
    },
  };

  async function importEntries(importJobId: number, context: JobContext) {
    const job = await findImportJob(db, importJobId);
    // Removed, or already finished by an earlier attempt: nothing to do.
    if (!job || (job.status !== 'queued' && job.status !== 'processing')) return null;
    const entries = job.videos.map((v) => ({ ...v }));
    const save = async (change: Parameters<typeof updateImportJob>[2]) => {
      await updateImportJob(db, importJobId, change);
    };
    if (!entries.length) {
      await save({ status: 'error', error: NO_VIDEOS_MESSAGE, stage: 'Failed', progress: 0 });
      return null;
    }
    await save({ status: 'processing', stage: 'Starting', progress: progressOf(entries) });
    context.log('info', 'import: started', {
      importJobId,
      attempt: context.attempt,
      remaining: entries.filter((v) => !isDone(v)).length,
    });

    let created = 0;
    for (const [index, entry] of entries.entries()) {
      if (isDone(entry)) continue;
      if (context.signal.aborted)
        throw new Error('Stopped before the import finished; it resumes at the next start');
      const stage = `Importing video ${index + 1} of ${entries.length}`;
      const existing = await findVideoIdBySource(db, {
        youtubeVideoId: entry.youtubeId,
        sourceUrl: watchUrl(entry.youtubeId),
      });
      if (existing) {
        // 'creating' and present: this job created it before it was interrupted.
        entry.status = entry.status === 'creating' ? 'imported' : 'skipped';
        entry.videoId = existing;
      } else {
        if (created > 0) await pause(context.signal);
        entry.status = 'creating';
        await save({ stage, currentVideo: entry.title, videos: entries });
        try {
          entry.videoId = await createEntryVideo(db, sources, job, entry);
          entry.status = 'imported';
          created++;
        } catch (error) {
          entry.status = 'failed';
          entry.error = errorMessage(error);
          context.log('warn', 'import: video failed', {
            importJobId,
            youtubeId: entry.youtubeId,
            error: entry.error,
          });
        }
      }
      const progress = progressOf(entries);
      await save({ stage, currentVideo: entry.title, videos: entries, progress });
      await context.reportProgress(progress);
    }
    const count = (status: ImportJobVideo['status']) =>
      entries.filter((v) => v.status === status).length;
    await save({
      status: 'completed',
      progress: 100,
      currentVideo: null,
      stage: `Done: ${count('imported')} imported, ${count('skipped')} already in the library, ${count('failed')} failed`,
    });
    const outcome = {
      imported: count('imported'),
      skipped: count('skipped'),
      failed: count('failed'),
    };
    context.log('info', 'import: finished', { importJobId, ...outcome });
    return outcome;
  }
}
