// One job of the import queue (admin spec §2, §4): its playlist, category and type, status,
// progress, stage, current video, counts, videos and per-video errors, with the actions its
// status allows (remove the job or its videos while pending, retry after a failure).
import { RotateCcw, Trash2, X } from 'lucide-react';
import type { ImportJob, ImportJobStatus, ImportVideoStatus } from '@lumen/contract';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { cn } from '../../../lib/cn';
import { completionSummary, jobLabel } from './use-import-job-toasts';

const STATUS_LABELS: Record<ImportJobStatus, string> = {
  pending: 'Pending',
  queued: 'Queued',
  processing: 'Processing',
  completed: 'Completed',
  error: 'Error',
};

const STATUS_TONES: Record<ImportJobStatus, 'neutral' | 'brand' | 'accent' | 'success'> = {
  pending: 'neutral',
  queued: 'brand',
  processing: 'brand',
  completed: 'success',
  error: 'accent',
};

const VIDEO_STATUS_STYLES: Record<ImportVideoStatus, string> = {
  pending: 'text-zinc-400',
  creating: 'text-violet-200',
  imported: 'text-emerald-300',
  skipped: 'text-zinc-300',
  failed: 'text-red-300',
};

/** A job in error, or completed with failed videos, can run again. */
export const canRetry = (job: ImportJob) =>
  job.status === 'error' || (job.status === 'completed' && job.failedVideos > 0);

export function ImportJobCard({
  job,
  busy,
  onRemove,
  onRemoveVideo,
  onRetry,
}: {
  job: ImportJob;
  busy: boolean;
  onRemove: () => void;
  onRemoveVideo: (youtubeId: string) => void;
  onRetry: () => void;
}) {
  const label = jobLabel(job);
  const pending = job.status === 'pending';
  return (
    <li
      aria-label={label}
      className="space-y-3 rounded-2xl border border-white/10 bg-zinc-900/70 p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h4 className="truncate font-semibold text-white">{label}</h4>
          <p className="truncate text-xs text-zinc-400">{job.playlistUrl}</p>
          <p className="mt-1 text-xs text-zinc-300">
            {job.category} · {job.videoType} · {job.totalVideos}{' '}
            {job.totalVideos === 1 ? 'video' : 'videos'}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <Badge tone={STATUS_TONES[job.status]}>{STATUS_LABELS[job.status]}</Badge>
          {canRetry(job) && (
            <Button size="sm" variant="outline" disabled={busy} onClick={onRetry}>
              <RotateCcw className="size-3.5" aria-hidden />
              Retry
            </Button>
          )}
          {pending && (
            <Button
              size="sm"
              variant="ghost"
              disabled={busy}
              onClick={onRemove}
              aria-label={`Remove ${label} from the queue`}
            >
              <Trash2 className="size-3.5" aria-hidden />
              Remove
            </Button>
          )}
        </div>
      </div>

      <div className="space-y-1">
        <ProgressBar label={`Import progress of ${label}`} percent={job.progress} />
        <p className="flex flex-wrap justify-between gap-2 text-xs text-zinc-300">
          <span data-testid="import-stage">{job.stage}</span>
          <span>{job.progress}%</span>
        </p>
        {job.currentVideo && (
          <p className="truncate text-xs text-zinc-400">Current video: {job.currentVideo}</p>
        )}
        {job.status !== 'pending' && (
          <p className="text-xs text-zinc-300" data-testid="import-counts">
            {completionSummary(job)}
          </p>
        )}
      </div>

      {job.errors.length > 0 && (
        <ul aria-label={`Errors of ${label}`} className="space-y-0.5 text-xs text-red-300">
          {job.errors.map((error, index) => (
            <li key={index}>{error}</li>
          ))}
        </ul>
      )}

      {job.videos.length > 0 && (
        <details open={pending} className="text-sm">
          <summary className="cursor-pointer text-xs font-medium text-zinc-300">
            Videos ({job.videos.length})
          </summary>
          <ul aria-label={`Videos of ${label}`} className="mt-2 space-y-1">
            {job.videos.map((video) => (
              <li
                key={video.youtubeId}
                aria-label={video.title}
                className="flex items-center justify-between gap-2 rounded-lg bg-white/[0.03] px-2 py-1"
              >
                <span className="min-w-0 truncate text-zinc-200">{video.title}</span>
                <span className="flex shrink-0 items-center gap-2">
                  <span className={cn('text-xs', VIDEO_STATUS_STYLES[video.status])}>
                    {video.error ? `${video.status}: ${video.error}` : video.status}
                  </span>
                  {pending && (
                    <button
                      type="button"
                      disabled={busy}
                      onClick={() => onRemoveVideo(video.youtubeId)}
                      aria-label={`Remove ${video.title} from ${label}`}
                      className="rounded p-1 text-zinc-400 hover:bg-white/10 hover:text-white disabled:opacity-50"
                    >
                      <X className="size-3.5" aria-hidden />
                    </button>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </li>
  );
}
