// /admin/queues: the admins' queue board, on either job driver. Each job type's queue with its
// jobs counted by state; one state's jobs by pages, the most recent first, each with its
// progress, error, details and logs, and retry and remove. It reads everything again every few
// seconds. The open queue, state and page live in the URL, so a reload shows the same view.
import { ArrowLeft, ChevronLeft, ChevronRight } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { JOB_STATES, type JobQueues, type JobStateName } from '@lumen/contract';
import { JOB_BOARD_REFRESH_MS, useJobList, useJobQueues } from '../../../api/admin-jobs';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { usePageTitle } from '../../../lib/use-page-title';
import { ListLoadError, ListLoading } from '../components/list-status';
import { TabHeader } from '../components/tab-header';
import { JobRow, STATE_LABELS } from './job-row';

const PAGE_SIZE = 20;

const DRIVER_LINES: Record<JobQueues['driver'], string> = {
  'in-process': 'Jobs run in this process (the embedded job store).',
  bullmq: 'Jobs run on BullMQ (Redis), in any worker process.',
};

const isState = (value: string | null): value is JobStateName =>
  (JOB_STATES as readonly string[]).includes(value ?? '');

export default function QueueBoardPage() {
  usePageTitle('Job Queues');
  const queues = useJobQueues();
  const [params, setParams] = useSearchParams();

  const list = queues.data?.queues ?? [];
  // Without a choice, the first queue holding a failed job opens: that is what one comes for.
  const requested = list.find((queue) => queue.type === params.get('queue'));
  const queue = requested ?? list.find((q) => q.counts.failed > 0) ?? list[0];
  const stateParam = params.get('state');
  const state: JobStateName = isState(stateParam) ? stateParam : 'failed';
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);

  const open = (changes: { queue?: string; state?: JobStateName; page?: number }) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (changes.queue !== undefined) next.set('queue', changes.queue);
      if (changes.state !== undefined) next.set('state', changes.state);
      next.set('page', String(changes.page ?? 1));
      return next;
    });

  return (
    <div className="mx-auto max-w-[1400px] px-4 py-8 sm:px-6 lg:px-8">
      <div className="mb-8">
        <Link
          to="/admin"
          className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-violet-300 hover:text-violet-200 hover:underline focus-visible:outline-2 focus-visible:outline-violet-400"
        >
          <ArrowLeft className="size-4" aria-hidden />
          Admin Panel
        </Link>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-white">Job Queues</h1>
        <p className="mt-1 text-sm text-zinc-400">
          {queues.data && `${DRIVER_LINES[queues.data.driver]} `}
          Refreshes every {JOB_BOARD_REFRESH_MS / 1000} seconds.
        </p>
      </div>

      {queues.isPending ? (
        <ListLoading className="h-64" />
      ) : queues.isError ? (
        <ListLoadError what="The job queues" error={queues.error} />
      ) : (
        <div className="flex flex-col gap-8 lg:flex-row">
          <nav aria-label="Job queues" className="lg:w-64 lg:shrink-0">
            <ul className="flex gap-1 overflow-x-auto rounded-2xl border border-white/10 bg-zinc-900/60 p-2 lg:flex-col">
              {list.map((item) => {
                const active = item.type === queue?.type;
                return (
                  <li key={item.type}>
                    <button
                      type="button"
                      aria-current={active ? 'page' : undefined}
                      onClick={() => open({ queue: item.type })}
                      className={cn(
                        'flex w-full items-center justify-between gap-3 rounded-xl px-3 py-2.5 text-left text-sm font-medium whitespace-nowrap transition-colors',
                        active
                          ? 'bg-violet-600 text-white shadow-lg shadow-violet-900/30'
                          : 'text-zinc-300 hover:bg-white/5 hover:text-white',
                      )}
                    >
                      <span className="font-mono">{item.type}</span>
                      {item.counts.failed > 0 && (
                        <span
                          aria-label={`${item.counts.failed} failed`}
                          className="rounded-full bg-red-500/20 px-2 text-xs text-red-200"
                        >
                          {item.counts.failed}
                        </span>
                      )}
                    </button>
                  </li>
                );
              })}
            </ul>
          </nav>
          {queue && (
            <section aria-labelledby="queue-heading" className="min-w-0 flex-1 space-y-6">
              <TabHeader id="queue-heading" title={queue.type} />
              <div
                role="tablist"
                aria-label="Job states"
                className="flex flex-wrap gap-1 rounded-2xl border border-white/10 bg-zinc-900/60 p-1.5"
              >
                {JOB_STATES.map((name) => (
                  <button
                    key={name}
                    type="button"
                    role="tab"
                    aria-selected={name === state}
                    onClick={() => open({ state: name })}
                    className={cn(
                      'rounded-xl px-3 py-1.5 text-sm font-medium transition-colors',
                      name === state
                        ? 'bg-white/10 text-white'
                        : 'text-zinc-400 hover:bg-white/5 hover:text-white',
                    )}
                  >
                    {STATE_LABELS[name]} ({queue.counts[name]})
                  </button>
                ))}
              </div>
              <JobListPanel
                type={queue.type}
                state={state}
                page={page}
                onPage={(next) => open({ page: next })}
              />
            </section>
          )}
        </div>
      )}
    </div>
  );
}

function JobListPanel({
  type,
  state,
  page,
  onPage,
}: {
  type: string;
  state: JobStateName;
  page: number;
  onPage: (page: number) => void;
}) {
  const jobs = useJobList(type, state, (page - 1) * PAGE_SIZE, PAGE_SIZE);
  if (jobs.isPending) return <ListLoading className="h-40" />;
  if (jobs.isError) return <ListLoadError what="The jobs" error={jobs.error} />;
  const { total } = jobs.data;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (jobs.data.jobs.length === 0)
    return (
      <p className="rounded-2xl border border-dashed border-white/10 p-8 text-center text-sm text-zinc-400">
        No {STATE_LABELS[state].toLowerCase()} jobs in this queue.
      </p>
    );
  return (
    <div className="space-y-4">
      <ul aria-label={`${STATE_LABELS[state]} jobs`} className="space-y-3">
        {jobs.data.jobs.map((job) => (
          <JobRow key={job.id} job={job} />
        ))}
      </ul>
      {pages > 1 && (
        <div className="flex items-center justify-end gap-2 text-sm text-zinc-300">
          <Button
            size="sm"
            variant="outline"
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
            aria-label="Previous page"
          >
            <ChevronLeft className="size-4" aria-hidden />
          </Button>
          <span>
            Page {page} of {pages}
          </span>
          <Button
            size="sm"
            variant="outline"
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
            aria-label="Next page"
          >
            <ChevronRight className="size-4" aria-hidden />
          </Button>
        </div>
      )}
    </div>
  );
}
