// Every analytics route asks ClickHouse through this: the event store being away is a 503 with
// Retry-After (the ingest keeps accepting meanwhile), never a 500.
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../plugins/errors.ts';

export function createAskEventStore(log: FastifyBaseLogger) {
  return async function ask<T>(question: () => Promise<T>): Promise<T> {
    try {
      return await question();
    } catch (error) {
      log.error({ err: error }, 'analytics query failed');
      throw new HttpError(503, 'Analytics are unavailable right now', { 'retry-after': '5' });
    }
  };
}
