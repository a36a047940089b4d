// The Prometheus metrics of one api process, in one registry per app (tests build many apps in
// one process; a global registry would mix them). /metrics (plugins/metrics.ts) serves them.
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { registerBuildInfo, registerPipelineMetrics, type PipelineMetrics } from '@lumen/workers';

/** What the ingest did with events: accepted into the queue, or refused (and why). */
export type IngestOutcome = 'accepted' | 'rate_limited' | 'queue_unavailable';

/** The pipeline's metrics (workers/src/metrics, shared with the worker process) and the api's own. */
export interface AppMetrics extends PipelineMetrics {
  registry: Registry;
  httpDuration: Histogram<'method' | 'route' | 'status_code'>;
  countIngest: (outcome: IngestOutcome, events: number) => void;
}

/** Route label of a request no route matched: a label per unknown URL would grow without end. */
export const UNMATCHED_ROUTE = '(unmatched)';

export function createMetrics(): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'lumen_' });
  registerBuildInfo(registry);

  const httpDuration = new Histogram({
    name: 'lumen_http_request_duration_seconds',
    help: 'HTTP request latency by route pattern, method and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const ingestEvents = new Counter({
    name: 'lumen_ingest_events_total',
    help: 'Tracking events the ingest accepted into the queue or refused (429 rate limit, 503 queue full or unreachable)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  for (const outcome of ['accepted', 'rate_limited', 'queue_unavailable'] as const)
    ingestEvents.inc({ outcome }, 0);

  const pipeline = registerPipelineMetrics(registry);

  return {
    registry,
    httpDuration,
    countIngest: (outcome, events) => ingestEvents.inc({ outcome }, events),
    ...pipeline,
  };
}
