// Uploaded videos: takes a finished upload (from the multipart route or tus), checks it by its
// bytes, stores it, records it and queues its transcode; removes an upload's files with it.
// Without ffmpeg the upload is still kept (its original plays as it is) and says why it is not
// transcoded.
import { randomUUID } from 'node:crypto';
import { mkdir, open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import type { MediaUploadResult } from '@lumen/contract';
import {
  deleteMediaAsset,
  insertMediaAsset,
  mediaIdsOfVideos,
  processingMediaIds,
  updateMediaProgress,
  type Database,
} from '@lumen/db';
import {
  MediaRejection,
  TRANSCODING_UNAVAILABLE,
  probeMedia,
  type JobQueue,
  type MediaProbe,
  type MediaStorage,
  type MediaTools,
} from '@lumen/workers';
import { HttpError } from '../plugins/errors.ts';

export interface MediaLibrary {
  readonly storage: MediaStorage;
  readonly maxBytes: number;
  /** Where uploads are written while they arrive (same disk as the storage: a rename moves them in). */
  readonly incomingDir: string;
  tools(): Promise<MediaTools | null>;
  /** Takes a whole uploaded file (which it moves or deletes): 201's answer, or an HttpError 4xx. */
  accept(localFile: string, originalName: string | null): Promise<MediaUploadResult>;
  /** Queues the transcode of a recorded upload. */
  enqueue(id: string): Promise<void>;
  /** Removes uploads' files and rows (their videos are gone, or they were never saved). */
  remove(ids: string[]): Promise<void>;
  /**
   * Marks failed the uploads still "processing" whose transcode job has ended or is gone (its
   * worker was killed on its last attempt), so none waits for ever: how many it marked.
   */
  failOrphanedTranscodes(): Promise<number>;
}

/** Containers accepted by their magic bytes when there is no ffprobe to read them. */
const SNIFFED_CONTAINERS = new Map([
  ['video/mp4', 'mp4'],
  ['video/quicktime', 'mov'],
  ['video/webm', 'webm'],
  ['video/x-matroska', 'mkv'],
  ['video/ogg', 'ogv'],
]);

/** Without ffprobe: the container from the file's first bytes; nothing more is known. */
async function sniff(file: string): Promise<MediaProbe> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(4100);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const type = await fileTypeFromBuffer(head.subarray(0, bytesRead));
    const extension = type && SNIFFED_CONTAINERS.get(type.mime);
    if (!type || !extension)
      throw new MediaRejection('Only MP4, MOV, WebM, Matroska or Ogg videos are accepted');
    return {
      extension,
      mimeType: type.mime,
      duration: 0,
      width: 0,
      height: 0,
      frameRate: 0,
      videoCodec: '',
      audioCodec: null,
    };
  } finally {
    await handle.close();
  }
}

export function createMediaLibrary(options: {
  db: Database;
  jobs: JobQueue;
  storage: MediaStorage;
  tools: () => Promise<MediaTools | null>;
  maxBytes: number;
  mediaDir: string;
}): MediaLibrary {
  const { db, jobs, storage } = options;
  const incomingDir = join(options.mediaDir, '.incoming');

  const jobIdOf = (mediaId: string) => `transcode-${mediaId}`;

  async function enqueue(id: string) {
    try {
      await jobs.add('transcode-media', { mediaId: id }, { jobId: jobIdOf(id) });
    } catch (error) {
      await updateMediaProgress(db, id, {
        status: 'failed',
        error: `The transcode could not be queued: ${(error as Error).message}`,
      });
      throw error;
    }
  }

  return {
    storage,
    maxBytes: options.maxBytes,
    incomingDir,
    tools: options.tools,
    async accept(localFile, originalName) {
      let probe: MediaProbe;
      const tools = await options.tools();
      try {
        probe = tools ? await probeMedia(tools, localFile) : await sniff(localFile);
      } catch (error) {
        await rm(localFile, { force: true });
        if (error instanceof MediaRejection) throw new HttpError(415, error.message);
        throw error;
      }
      const id = randomUUID();
      const originalFile = `original.${probe.extension}`;
      await mkdir(incomingDir, { recursive: true });
      try {
        await storage.adopt(id, originalFile, localFile);
        const { size } = (await storage.stat(id, originalFile))!;
        const asset = await insertMediaAsset(db, {
          id,
          originalFile,
          originalName: originalName?.slice(0, 255) || null,
          mimeType: probe.mimeType,
          size,
          duration: probe.duration,
          width: probe.width || null,
          height: probe.height || null,
          videoCodec: probe.videoCodec || null,
          audioCodec: probe.audioCodec,
          ...(tools ? {} : { status: 'failed' as const, error: TRANSCODING_UNAVAILABLE }),
        });
        if (tools) await enqueue(id);
        return { id, sourceUrl: asset.sourceUrl, status: tools ? 'processing' : 'failed' };
      } catch (error) {
        // Nothing half-stored: the row and the files go together.
        await deleteMediaAsset(db, id).catch(() => {});
        await storage.remove(id);
        await rm(localFile, { force: true });
        throw error;
      }
    },
    enqueue,
    async remove(ids) {
      for (const id of ids) {
        await storage.remove(id);
        await deleteMediaAsset(db, id);
      }
    },
    async failOrphanedTranscodes() {
      let marked = 0;
      for (const id of await processingMediaIds(db)) {
        const job = await jobs.getState('transcode-media', jobIdOf(id));
        if (job && job.state !== 'failed' && job.state !== 'completed') continue;
        const reason = job?.failedReason ?? 'its job is gone';
        await updateMediaProgress(db, id, {
          status: 'failed',
          error: `The transcode did not finish (${reason}): retry it`,
        });
        marked++;
      }
      return marked;
    },
  };
}

/**
 * Deletes videos through `remove`, then the uploads they were saved with: the rows go with the
 * videos, the files after them (a file left by a crash is unreachable, never a dangling row).
 */
export async function deleteWithMedia<T>(
  db: Database,
  media: MediaLibrary | undefined,
  videoIds: number[],
  remove: () => Promise<T>,
): Promise<T> {
  const mediaIds = media ? await mediaIdsOfVideos(db, videoIds) : [];
  const result = await remove();
  for (const id of mediaIds) await media!.storage.remove(id);
  return result;
}
