// The event pipeline's and the jobs' Prometheus metrics, registered in a process's registry: the
// api's (when it drains and runs jobs itself) and the worker process's alike, under one set of names.
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import type { EventQueue } from '../event-queue.ts';
import type { EventSinkObserver } from '../event-sink.ts';
import type { JobObserver } from '../jobs/observed-job-definitions.ts';

export interface PipelineMetrics {
  /** Reports the queue's depth and oldest entry's age at each scrape. */
  watchQueue: (queue: EventQueue) => void;
  /** For the event sink of this process (when it drains events here). */
  sinkObserver: EventSinkObserver;
  /** For the job workers of this process (when it runs jobs here). */
  jobObserver: JobObserver;
}

export function registerPipelineMetrics(registry: Registry): PipelineMetrics {
  const queues: EventQueue[] = [];
  new Gauge({
    name: 'lumen_event_queue_depth',
    help: 'Events waiting in the event queue or read and not yet acknowledged',
    registers: [registry],
    async collect() {
      // An unreachable queue leaves the gauge out of this scrape rather than failing it.
      const depths = await Promise.allSettled(queues.map((queue) => queue.depth()));
      this.reset();
      const known = depths.filter((d) => d.status === 'fulfilled');
      if (known.length > 0) this.set(known.reduce((sum, d) => sum + d.value, 0));
    },
  });

  new Gauge({
    name: 'lumen_event_queue_oldest_entry_age_seconds',
    help: 'Age of the oldest entry still in the event queue (waiting or in flight); 0 when empty',
    registers: [registry],
    async collect() {
      // As the depth: an unreachable queue does not fail the scrape.
      const times = await Promise.allSettled(queues.map((queue) => queue.oldestEntryTime()));
      this.reset();
      const known = times.filter((t) => t.status === 'fulfilled').map((t) => t.value);
      if (known.length === 0) return;
      const oldest = Math.min(...known.map((time) => time ?? Infinity));
      // The Redis driver's times come from the Redis server's clock: never a negative age.
      this.set(oldest === Infinity ? 0 : Math.max(0, (Date.now() - oldest) / 1000));
    },
  });

  const sinkBatchSize = new Histogram({
    name: 'lumen_event_sink_batch_events',
    help: 'Events per INSERT into the event store',
    buckets: [1, 10, 100, 1000, 5000, 10_000, 50_000, 100_000],
    registers: [registry],
  });
  const sinkInsertDuration = new Histogram({
    name: 'lumen_event_sink_insert_duration_seconds',
    help: 'Duration of a successful INSERT of a batch into the event store',
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const sinkFailures = new Counter({
    name: 'lumen_event_sink_insert_failures_total',
    help: 'Failed INSERTs of the event sink (each is retried with back-off)',
    registers: [registry],
  });

  const jobDuration = new Histogram({
    name: 'lumen_job_duration_seconds',
    help: 'Duration of a job attempt by job type and outcome (completed, retry, failed)',
    labelNames: ['type', 'outcome'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300, 900, 3600],
    registers: [registry],
  });
  const jobRetries = new Counter({
    name: 'lumen_job_retries_total',
    help: 'Job attempts that failed with a retry to come, by job type',
    labelNames: ['type'] as const,
    registers: [registry],
  });
  const jobFailures = new Counter({
    name: 'lumen_job_failures_total',
    help: 'Jobs that failed for good (their last attempt failed), by job type',
    labelNames: ['type'] as const,
    registers: [registry],
  });

  return {
    watchQueue: (queue) => void queues.push(queue),
    sinkObserver: {
      inserted(events, seconds) {
        sinkBatchSize.observe(events);
        sinkInsertDuration.observe(seconds);
      },
      insertFailed: () => sinkFailures.inc(),
    },
    jobObserver: {
      attemptFinished(type, outcome, seconds) {
        jobDuration.observe({ type, outcome }, seconds);
        if (outcome === 'retry') jobRetries.inc({ type });
        if (outcome === 'failed') jobFailures.inc({ type });
      },
    },
  };
}
