// The admins' job queue dashboard (bull-board) at /admin/queues, for the BullMQ job driver only:
// it reads BullMQ's queues in Redis. With the in-process driver (the embedded default) there is
// nothing for it to read, and the path answers a 404 that says why. Either way admins only (401
// anonymous, 403 non-admin), checked before anything else. The board's page loads its scripts and
// styles from its own static files here, which the site's CSP allows; its Google Fonts stylesheet
// stays blocked on purpose (no third-party request from an admin page: it falls back to system fonts).
import type { FastifyInstance } from 'fastify';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import type { JobQueue } from '@lumen/workers';
import { requireAdmin } from './auth.ts';
import { HttpError } from './errors.ts';

export const QUEUE_DASHBOARD_PATH = '/admin/queues';
export const DASHBOARD_NEEDS_REDIS =
  'The queue dashboard needs Redis: set REDIS_URL to run jobs on BullMQ.';

export default async function queueDashboard(
  app: FastifyInstance,
  options: { jobs: JobQueue | undefined },
) {
  await app.register(async (board) => {
    // A page of its own, no API: out of the OpenAPI document.
    board.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, hide: true };
    });
    board.addHook('onRequest', async (request, reply) => {
      try {
        await requireAdmin(request);
      } catch (error) {
        // The board sets an error handler of its own in its context: answer in the site's shape.
        if (!(error instanceof HttpError)) throw error;
        return reply.code(error.statusCode).send({ message: error.message });
      }
    });
    const queues = options.jobs?.bullQueues?.();
    if (!queues) {
      const needsRedis = async () => {
        throw new HttpError(404, DASHBOARD_NEEDS_REDIS);
      };
      board.all(QUEUE_DASHBOARD_PATH, needsRedis);
      board.all(`${QUEUE_DASHBOARD_PATH}/*`, needsRedis);
      return;
    }
    const serverAdapter = new FastifyAdapter().setBasePath(QUEUE_DASHBOARD_PATH);
    createBullBoard({
      queues: queues.map((queue) => new BullMQAdapter(queue)),
      serverAdapter,
      options: { uiConfig: { boardTitle: 'Lumen jobs' } },
    });
    await board.register(serverAdapter.registerPlugin(), { prefix: QUEUE_DASHBOARD_PATH });
  });
}
