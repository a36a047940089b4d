import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PRODUCT_VERSION } from '@lumen/contract/version';
import { isDirectLoopbackCall } from '@lumen/workers';

export type HealthChecks = Record<string, () => Promise<void>>;

const status = z.enum(['ok', 'degraded', 'unavailable']);
const checksReport = z.record(z.string(), z.string());
const healthSchema = z.object({
  status,
  checks: checksReport,
  /** The running release (semver), so an operator sees what each replica runs. */
  version: z.string(),
});
const readySchema = z.object({
  status,
  /** Each store by name, for an admin or a caller on this host only. */
  checks: checksReport.optional(),
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
}

interface ReadinessOptions {
  /** /api/ready's checks, named by what they reach (postgres or pglite, clickhouse or chdb, queue). */
  checks: HealthChecks;
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
 * for), 503 naming the failing ones otherwise.
 */
const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (
  app,
  { checks, degradableChecks = {} },
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
};

/**
 * /api/ready, for a load balancer or orchestrator: 200 only when every store and the queue
 * answer, else 503. Which stores the installation runs, and which failed, is for an admin or a
 * caller on this host (a container's own health check): anyone else gets the status alone.
 * Registered where sessions are read, so `request.user` is known.
 */
export const readinessRoutes: FastifyPluginAsyncZod<ReadinessOptions> = async (app, { checks }) => {
  const ready = { response: { 200: readySchema, 503: readySchema } };
  app.get('/api/ready', { schema: ready }, async (request, reply) => {
    const { failed, report } = await runChecks(checks);
    const mayKnowStores =
      request.user?.role === 'admin' ||
      isDirectLoopbackCall({
        remoteAddress: request.socket.remoteAddress,
        headers: request.headers,
      });
    const detail = mayKnowStores ? { checks: report } : {};
    if (failed.size > 0) return reply.code(503).send({ status: 'unavailable', ...detail });
    return reply.code(200).send({ status: 'ok', ...detail });
  });
};

export default healthRoutes;
