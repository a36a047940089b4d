import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export type HealthChecks = Record<string, () => Promise<void>>;

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded', 'unavailable']),
  checks: z.record(z.string(), z.string()),
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

/** 200 when every store answers (`degraded` naming a store the service can wait for), 503 naming the failing ones otherwise. */
const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (
  app,
  { checks, degradableChecks = {} },
) => {
  const all = [
    ...Object.entries(checks).map(([name, check]) => ({ name, check, required: true })),
    ...Object.entries(degradableChecks).map(([name, check]) => ({ name, check, required: false })),
  ];
  app.get(
    '/api/health',
    { schema: { response: { 200: healthSchema, 503: healthSchema } } },
    async (_request, reply) => {
      const results = await Promise.allSettled(all.map(({ check }) => withTimeout(check)));
      const failed = all.filter((_, i) => results[i]!.status === 'rejected');
      const report = Object.fromEntries(
        all.map(({ name }) => [name, failed.some((f) => f.name === name) ? 'unavailable' : 'ok']),
      );
      if (failed.some((f) => f.required))
        return reply.code(503).send({ status: 'unavailable', checks: report });
      return reply
        .code(200)
        .send({ status: failed.length > 0 ? 'degraded' : 'ok', checks: report });
    },
  );
};

export default healthRoutes;
