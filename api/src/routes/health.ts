import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PRODUCT_VERSION } from '@lumen/contract/version';

export type HealthChecks = Record<string, () => Promise<void>>;

const readySchema = z.object({
  status: z.enum(['ok', 'degraded', 'unavailable']),
  checks: z.record(z.string(), z.string()),
});
const healthSchema = readySchema.extend({
  /** The running release (semver), so an operator sees what each replica runs. */
  version: z.string(),
});
const CHECK_TIMEOUT_MS = 2000;

function withTimeout(check: () => Promise<void>): Promise<void> {
  return Promise.race([
    check(),
    new Promise<void>((_, reject) =>
      setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS).unref(),
    ),
  ]);
}

interface HealthOptions {
  /** Stores without which this process cannot serve: one failing is a 503. */
  checks: HealthChecks;
  /** Stores a part of the service can do without (the event store: ingest goes on into the queue): 200 `degraded`. */
  degradableChecks?: HealthChecks;
  /** /api/ready's checks, named by what they reach (postgres or pglite, clickhouse or chdb, queue). */
  readyChecks: HealthChecks;
}

/** Runs every check at once: the names of those that failed or timed out, and a report of all. */
async function runChecks(checks: HealthChecks) {
  const names = Object.keys(checks);
  const results = await Promise.allSettled(names.map((name) => withTimeout(checks[name]!)));
  const failed = new Set(names.filter((_, i) => results[i]!.status === 'rejected'));
  const report = Object.fromEntries(
    names.map((name) => [name, failed.has(name) ? 'unavailable' : 'ok']),
  );
  return { failed, report };
}

/**
 * /api/health: 200 when every store answers (`degraded` naming a store the service can wait
 * for), 503 naming the failing ones otherwise. /api/ready: 200 only when every store and the
 * queue answer, else 503 naming the failing ones, for a load balancer or orchestrator.
 */
const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (
  app,
  { checks, degradableChecks = {}, readyChecks },
) => {
  const health = { response: { 200: healthSchema, 503: healthSchema } };
  app.get('/api/health', { schema: health }, async (_request, reply) => {
    const { failed, report } = await runChecks({ ...checks, ...degradableChecks });
    const version = PRODUCT_VERSION;
    if (Object.keys(checks).some((name) => failed.has(name)))
      return reply.code(503).send({ status: 'unavailable', checks: report, version });
    const status = failed.size > 0 ? 'degraded' : 'ok';
    return reply.code(200).send({ status, checks: report, version });
  });

  const ready = { response: { 200: readySchema, 503: readySchema } };
  app.get('/api/ready', { schema: ready }, async (_request, reply) => {
    const { failed, report } = await runChecks(readyChecks);
    if (failed.size > 0) return reply.code(503).send({ status: 'unavailable', checks: report });
    return reply.code(200).send({ status: 'ok', checks: report });
  });
};

export default healthRoutes;
