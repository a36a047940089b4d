// One job on the queue board: its id, state, progress, attempts and error, the actions its
// state allows (retry a failed job, remove one that is not running), and on demand the job in
// full: what it was given, what it answered, and its log lines.
import { ChevronDown, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { JobStateName, JobSummary } from '@lumen/contract';
import { useJobDetail, useRemoveJob, useRetryJob } from '../../../api/admin-jobs';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { cn } from '../../../lib/cn';
import { errorToast, successToast } from '../components/admin-toasts';
import { ListLoadError, ListLoading } from '../components/list-status';

export const STATE_LABELS: Record<JobStateName, string> = {
  waiting: 'Waiting',
  delayed: 'Delayed',
  active: 'Active',
  completed: 'Completed',
  failed: 'Failed',
};

const STATE_TONES: Record<JobStateName, 'neutral' | 'brand' | 'accent' | 'success' | 'danger'> = {
  waiting: 'neutral',
  delayed: 'accent',
  active: 'brand',
  completed: 'success',
  failed: 'danger',
};

const formatTime = (ms: number) =>
  new Date(ms).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

export function JobRow({ job }: { job: JobSummary }) {
  const [open, setOpen] = useState(false);
  const retry = useRetryJob({
    onSuccess: ({ id }) => successToast(`Job ${id} is queued again`),
    onError: (error, { id }) => errorToast(`Job ${id} could not be retried`, error),
  });
  const remove = useRemoveJob({
    onSuccess: ({ id }) => successToast(`Job ${id} was removed`),
    onError: (error, { id }) => errorToast(`Job ${id} could not be removed`, error),
  });
  const busy = retry.isPending || remove.isPending;
  const label = `Job ${job.id}`;

  return (
    <li
      aria-label={label}
      className="space-y-3 rounded-2xl border border-white/10 bg-zinc-900/70 p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="truncate font-mono text-sm font-semibold text-white">{job.id}</h3>
          <p className="mt-1 text-xs text-zinc-400">
            Added {formatTime(job.addedAt)}
            {job.finishedAt !== undefined && ` · finished ${formatTime(job.finishedAt)}`} ·{' '}
            <span data-testid="job-attempts">
              {job.attemptsMade} {job.attemptsMade === 1 ? 'attempt' : 'attempts'}
            </span>
          </p>
        </div>
        <div className="flex items-center gap-2">
          <Badge tone={STATE_TONES[job.state]}>{STATE_LABELS[job.state]}</Badge>
          {job.state === 'failed' && (
            <Button size="sm" variant="outline" disabled={busy} onClick={() => retry.mutate(job)}>
              <RotateCcw className="size-3.5" aria-hidden />
              Retry
            </Button>
          )}
          {job.state !== 'active' && (
            <Button
              size="sm"
              variant="ghost"
              disabled={busy}
              onClick={() => remove.mutate(job)}
              aria-label={`Remove ${label}`}
            >
              <Trash2 className="size-3.5" aria-hidden />
              Remove
            </Button>
          )}
        </div>
      </div>

      <ProgressBar label={`Progress of ${label}`} percent={job.progress} />

      {job.failedReason && (
        <p
          role="note"
          aria-label={`Error of ${label}`}
          className="text-sm break-words text-red-300"
        >
          {job.failedReason}
        </p>
      )}

      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen((was) => !was)}
        className="inline-flex items-center gap-1 text-xs font-medium text-zinc-300 hover:text-white"
      >
        <ChevronDown
          className={cn('size-3.5 transition-transform', open && 'rotate-180')}
          aria-hidden
        />
        Details and logs
      </button>
      {open && <JobDetails type={job.type} jobId={job.id} label={label} />}
    </li>
  );
}

function JobDetails({ type, jobId, label }: { type: string; jobId: string; label: string }) {
  const detail = useJobDetail(type, jobId);
  if (detail.isPending) return <ListLoading className="h-24" />;
  if (detail.isError) return <ListLoadError what="The job" error={detail.error} />;
  const job = detail.data;
  return (
    <div className="grid gap-3 text-xs lg:grid-cols-2">
      <section aria-label={`Payload of ${label}`}>
        <h4 className="mb-1 font-medium text-zinc-300">Payload</h4>
        <pre className="overflow-x-auto rounded-lg bg-black/40 p-2 text-zinc-200">
          {JSON.stringify(job.payload, null, 2)}
        </pre>
        {job.result !== undefined && (
          <>
            <h4 className="mt-2 mb-1 font-medium text-zinc-300">Result</h4>
            <pre className="max-h-60 overflow-auto rounded-lg bg-black/40 p-2 text-zinc-200">
              {JSON.stringify(job.result, null, 2)}
            </pre>
          </>
        )}
      </section>
      <section>
        <h4 className="mb-1 font-medium text-zinc-300">Logs</h4>
        {job.logs.length === 0 ? (
          <p className="text-zinc-400">No log lines.</p>
        ) : (
          <ol
            aria-label={`Logs of ${label}`}
            className="max-h-60 space-y-0.5 overflow-auto rounded-lg bg-black/40 p-2 font-mono text-zinc-200"
          >
            {job.logs.map((line, index) => (
              <li key={index} className="break-words">
                {line}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
