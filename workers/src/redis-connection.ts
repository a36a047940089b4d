// Every Redis connection of the queues: its errors go to the store's error log (an ioredis
// client without an error listener prints each one as a raw stack trace), and it is connected
// before it is handed out, so a start while Redis is down fails here and is retried.
import { Redis, type RedisOptions } from 'ioredis';
import type { StoreErrorLog } from './store-error-log.ts';

export const ignoreStoreErrors: StoreErrorLog = { error: () => {}, ready: () => {} };

/** A client that connects (and reconnects) in the background. */
export function createRedis(
  url: string,
  options: RedisOptions,
  errors: StoreErrorLog = ignoreStoreErrors,
): Redis {
  const redis = new Redis(url, options);
  redis.on('error', (error) => errors.error(error));
  redis.on('ready', () => errors.ready());
  return redis;
}

/** A client that is connected; rejects when Redis does not answer. */
export async function connectRedis(
  url: string,
  options: RedisOptions,
  errors: StoreErrorLog = ignoreStoreErrors,
): Promise<Redis> {
  const redis = createRedis(url, { ...options, lazyConnect: true }, errors);
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw error;
  }
  return redis;
}
