import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export type HealthChecks = Record<string, () => Promise<void>>;

const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']), checks: z.record(z.string(), z.string()) });
const CHECK_TIMEOUT_MS = 2000;

function withTimeout(check: () => Promise<void>): Promise<void> {
  return Promise.race([
    check(),
    new Promise<void>((_, reject) => setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS).unref()),
  ]);
}

/** 200 when every store answers, 503 with the failing ones named otherwise. */
const healthRoutes: FastifyPluginAsyncZod<{ checks: HealthChecks }> = async (app, { checks }) => {
  app.get('/api/health', { schema: { response: { 200: healthSchema, 503: healthSchema } } }, async (_request, reply) => {
    const entries = Object.entries(checks);
    const results = await Promise.allSettled(entries.map(([, check]) => withTimeout(check)));
    const report = Object.fromEntries(entries.map(([name], i) => [name, results[i]!.status === 'fulfilled' ? 'ok' : 'unavailable']));
    const healthy = results.every((r) => r.status === 'fulfilled');
    return reply.code(healthy ? 200 : 503).send({ status: healthy ? 'ok' : 'unavailable', checks: report });
  });
};

export default healthRoutes;
