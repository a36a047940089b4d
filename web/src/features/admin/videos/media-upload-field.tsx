// Beside the Source URL: upload a video file (a picker, or a file dropped on the zone) with
// progress, pause, resume and cancel; the finished upload's path becomes the Source URL, and its
// transcode shows live (step, progress, why it failed) with cancel and retry.
import { Pause, Play, RotateCcw, Upload as UploadIcon, X } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { mediaIdOfSourceUrl, type MediaAsset, type MediaStep } from '@lumen/contract';
import { Button } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { serverMessage } from '../../../lib/api';
import { useMediaAction, useMediaAsset, useMediaCapabilities } from '../../../api/media';
import { useMediaUpload } from './use-media-upload';

const STEP_LABELS: Record<MediaStep, string> = {
  queued: 'Waiting for a worker',
  probe: 'Reading the file',
  ladder: 'Encoding the quality levels',
  storyboard: 'Making seek previews',
  poster: 'Taking the poster image',
  done: 'Done',
};

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export function MediaUploadField({
  sourceUrl,
  onUploaded,
}: {
  sourceUrl: string;
  onUploaded: (sourceUrl: string) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const capabilities = useMediaCapabilities();
  const { state, start, pause, resume, cancel } = useMediaUpload((result) =>
    onUploaded(result.sourceUrl),
  );
  const mediaId = mediaIdOfSourceUrl(sourceUrl.trim());

  function take(files: FileList | null) {
    const file = files?.[0];
    if (file) start(file);
  }
  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  }

  const busy = state.kind === 'uploading' || state.kind === 'paused';
  return (
    <div className="space-y-2">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="media-drop-zone"
        className={`flex flex-wrap items-center gap-3 rounded-lg border border-dashed px-3 py-2 text-sm ${
          dragging ? 'border-violet-400 bg-violet-500/10' : 'border-white/15'
        }`}
      >
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={() => input.current?.click()}
          aria-describedby={hintId}
        >
          <UploadIcon className="size-4" aria-hidden />
          Upload a video file
        </Button>
        <span id={hintId} className="text-xs text-zinc-400">
          or drop one here
          {capabilities.data && ` (up to ${megabytes(capabilities.data.maxBytes)})`}
        </span>
        <input
          ref={input}
          type="file"
          accept="video/*"
          className="sr-only"
          tabIndex={-1}
          aria-label="Video file to upload"
          onChange={(event) => {
            take(event.target.files);
            event.target.value = '';
          }}
        />
      </div>
      {capabilities.data && !capabilities.data.transcoding && (
        <p role="note" className="text-xs text-amber-300">
          {capabilities.data.hint}
        </p>
      )}
      {busy && (
        <div className="space-y-1.5" aria-live="polite">
          <div className="flex items-center justify-between gap-2 text-xs text-zinc-300">
            <span>
              {state.kind === 'paused' ? 'Paused' : 'Uploading'} {state.fileName}:{' '}
              {megabytes(state.sent)} of {megabytes(state.total)}
            </span>
            <span className="flex gap-1">
              {state.kind === 'uploading' ? (
                <Button variant="ghost" size="sm" onClick={pause}>
                  <Pause className="size-4" aria-hidden />
                  Pause
                </Button>
              ) : (
                <Button variant="ghost" size="sm" onClick={resume}>
                  <Play className="size-4" aria-hidden />
                  Resume
                </Button>
              )}
              <Button variant="ghost" size="sm" onClick={cancel}>
                <X className="size-4" aria-hidden />
                Cancel upload
              </Button>
            </span>
          </div>
          <ProgressBar
            label="Upload progress"
            percent={state.total ? Math.floor((state.sent / state.total) * 100) : 0}
          />
        </div>
      )}
      {state.kind === 'error' && (
        <p role="alert" className="text-xs text-red-300">
          Upload of {state.fileName} failed: {state.message}
        </p>
      )}
      {mediaId && <TranscodeStatus mediaId={mediaId} />}
    </div>
  );
}

function TranscodeStatus({ mediaId }: { mediaId: string }) {
  const asset = useMediaAsset(mediaId);
  const cancel = useMediaAction('cancel');
  const retry = useMediaAction('retry');
  const data: MediaAsset | undefined = asset.data;
  if (!data) return null;
  const actionError = serverMessage(cancel.error ?? retry.error);
  return (
    <div className="space-y-1.5 rounded-lg bg-white/[0.04] p-3 text-xs" aria-live="polite">
      {data.status === 'processing' && (
        <>
          <div className="flex items-center justify-between gap-2 text-zinc-300">
            <span>
              Transcoding: {STEP_LABELS[data.step]} ({data.progress}%)
            </span>
            <Button
              variant="ghost"
              size="sm"
              disabled={cancel.isPending}
              onClick={() => cancel.mutate(mediaId)}
            >
              <X className="size-4" aria-hidden />
              Cancel transcode
            </Button>
          </div>
          <ProgressBar label="Transcode progress" percent={data.progress} />
        </>
      )}
      {data.status === 'ready' && (
        <p className="text-emerald-300">
          Transcoded: {data.renditions.map((r) => `${r.height}p`).join(', ')}, with a poster and
          seek previews.
        </p>
      )}
      {data.status === 'failed' && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p role="alert" className="text-amber-300">
            Not transcoded: {data.error} The original file plays where the browser can play it.
          </p>
          <Button
            variant="outline"
            size="sm"
            disabled={retry.isPending}
            onClick={() => retry.mutate(mediaId)}
          >
            <RotateCcw className="size-4" aria-hidden />
            Retry transcode
          </Button>
        </div>
      )}
      {actionError && <p className="text-red-300">{actionError}</p>}
    </div>
  );
}
