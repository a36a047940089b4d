// Prometheus: each request's latency by route pattern, and GET /metrics, not public: who may
// scrape is the rule the worker process's /metrics follows too (workers/src/metrics/scrape-access.ts).
import type { FastifyInstance } from 'fastify';
import { mayScrapeMetrics } from '@lumen/workers';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { errorResponses } from './error-responses.ts';
import { HttpError } from './errors.ts';
import { UNMATCHED_ROUTE, type AppMetrics } from '../services/metrics.ts';

interface MetricsOptions {
  metrics: AppMetrics;
  token: string | undefined;
}

async function metricsPlugin(app: FastifyInstance, { metrics, token }: MetricsOptions) {
  app.addHook('onResponse', async (request, reply) => {
    metrics.httpDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        status_code: reply.statusCode,
      },
      reply.elapsedTime / 1000,
    );
  });

  const prometheusText = {
    description: 'The Prometheus text format',
    content: { 'text/plain': { schema: z.string() } },
  };
  const schema = { response: { 200: prometheusText, ...errorResponses(401) } };
  app.get('/metrics', { schema }, async (request, reply) => {
    const access = { remoteAddress: request.socket.remoteAddress, headers: request.headers };
    if (!mayScrapeMetrics(access, token)) {
      throw new HttpError(401, 'Metrics need METRICS_TOKEN as a Bearer token', {
        'www-authenticate': 'Bearer realm="metrics"',
      });
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}

export default fp(metricsPlugin, { name: 'metrics' });
