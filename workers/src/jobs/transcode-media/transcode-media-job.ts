// Transcode an upload (an asset of media_assets): its HLS ladder, storyboard and poster, written
// beside the original, which is kept. The asset's row carries the live step and progress, which
// the admin polls, and a cancel asked for there, which stops ffmpeg at its next report. A failed
// or cancelled run leaves the original playable and says why on the row.
import {
  findMediaAsset,
  findVideo,
  resetMediaForRetry,
  updateMediaProgress,
  updateVideo,
} from '@lumen/db';
import type { MediaStep } from '@lumen/contract';
import { FinalJobError, errorMessage, type JobDefinition } from '../job-queue.ts';
import type { JobDeps } from '../job-deps.ts';
import { planLadder } from '../../media/ladder.ts';
import { TRANSCODING_UNAVAILABLE } from '../../media/media-tools.ts';
import {
  planStoryboard,
  transcodeLadder,
  writePoster,
  writeStoryboardVtt,
} from '../../media/transcode.ts';

/** The outputs of a run, removed again when it fails. */
const OUTPUTS = ['hls', 'poster.jpg', 'storyboard.jpg', 'storyboard.vtt'];
/** Progress is written at most this often (a DB write, and the cancel check). */
const REPORT_EVERY_MS = 1000;
export const CANCELLED_MESSAGE = 'Cancelled by an admin';

/** Where each step's progress starts, out of 100. */
const STEP_START: Record<MediaStep, number> = {
  queued: 0,
  probe: 0,
  ladder: 2,
  storyboard: 94,
  poster: 96,
  done: 100,
};

export function transcodeMediaJob({ db, media }: JobDeps): JobDefinition<'transcode-media'> {
  return {
    // A second attempt only for a run cut off by a stop or a crash: its own failures are final.
    attempts: 2,
    backoffMs: 1000,
    // ffmpeg uses every core already.
    concurrency: 1,
    async handle({ mediaId }, { reportProgress, signal, log }) {
      const asset = await findMediaAsset(db, mediaId);
      if (!asset) return { skipped: 'The upload was deleted' };
      // A run retried from the queue board starts over like a retry from the form.
      if (asset.status === 'failed') await resetMediaForRetry(db, mediaId);
      const stop = new AbortController();
      const onAbort = () => stop.abort();
      signal.addEventListener('abort', onAbort, { once: true });
      let lastReport = 0;
      const report = async (step: MediaStep, progress: number, force = false) => {
        const now = Date.now();
        if (!force && now - lastReport < REPORT_EVERY_MS) return;
        lastReport = now;
        const rounded = Math.min(100, Math.floor(progress));
        const state = await updateMediaProgress(db, mediaId, { step, progress: rounded });
        await reportProgress(rounded);
        if (!state.found || state.cancelRequested) stop.abort();
      };
      const fail = async (message: string) => {
        await media.storage.removeFiles(mediaId, OUTPUTS);
        await updateMediaProgress(db, mediaId, { status: 'failed', error: message });
      };
      try {
        const tools = await media.tools();
        if (!tools) throw new Error(TRANSCODING_UNAVAILABLE);
        await report('probe', STEP_START.probe, true);
        const folder = await media.storage.workspace(mediaId);
        const source = `${folder}/${asset.sourceUrl.split('/').pop()!}`;
        const hasAudio = asset.audioCodec !== null;
        const size = { width: asset.width ?? 0, height: asset.height ?? 0 };
        const ladder = planLadder(size, hasAudio);
        const storyboard = planStoryboard(asset.duration, size.width, size.height);
        const input = {
          tools,
          source,
          outDir: folder,
          duration: asset.duration,
          ...size,
          hasAudio,
          ladder,
          preset: media.preset,
          signal: stop.signal,
          onProgress: (fraction: number) => {
            const span = STEP_START.storyboard - STEP_START.ladder;
            report('ladder', STEP_START.ladder + fraction * span).catch((error: unknown) =>
              log('warn', 'could not record transcode progress', { error: errorMessage(error) }),
            );
          },
        };
        await report('ladder', STEP_START.ladder, true);
        await transcodeLadder(input, storyboard);
        await report('storyboard', STEP_START.storyboard, true);
        await writeStoryboardVtt(folder, storyboard, asset.duration);
        await report('poster', STEP_START.poster, true);
        await writePoster(input);
        if (stop.signal.aborted) throw new Error('stopped');
        await media.storage.commit(mediaId);
        await updateMediaProgress(db, mediaId, {
          status: 'ready',
          step: 'done',
          progress: 100,
          error: null,
          renditions: ladder,
        });
        await reportProgress(100);
        await fillVideoDuration(asset.videoId, asset.duration);
        log('info', 'transcoded', { mediaId, renditions: ladder.length });
        return { renditions: ladder };
      } catch (error) {
        const reason = stop.signal.aborted
          ? signal.aborted
            ? 'Interrupted by a stop of the worker: it starts over when the worker is back'
            : CANCELLED_MESSAGE
          : errorMessage(error) === TRANSCODING_UNAVAILABLE
            ? TRANSCODING_UNAVAILABLE
            : `Transcoding failed: ${errorMessage(error)}`;
        await fail(reason);
        // A stop of the worker leaves the job to its next start (which starts over); a cancel
        // or a failure of ffmpeg would only fail again.
        if (signal.aborted) throw new Error(reason, { cause: error });
        throw new FinalJobError(reason, { cause: error });
      } finally {
        signal.removeEventListener('abort', onAbort);
      }
    },
  };

  /** A linked video without a duration takes the one ffprobe read. */
  async function fillVideoDuration(videoId: number | null, duration: number) {
    if (videoId === null) return;
    const video = await findVideo(db, videoId);
    if (video && !video.duration)
      await updateVideo(db, videoId, { duration: Math.round(duration) });
  }
}
