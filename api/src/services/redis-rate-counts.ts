// The rate limits' shared counts in Redis: one key per limit, window and address, created with a
// TTL of two windows, all of one settle added in one script call. The connection never queues
// commands while Redis is away and gives up after COMMAND_TIMEOUT_MS, so a limiter waiting on a
// settle waits briefly and then limits alone (fail open) instead of holding a request.
import { createRedis, type StoreErrorLog } from '@lumen/workers';
import { WINDOW_MS, type SharedCounts } from './rate-limiter.ts';

const COMMAND_TIMEOUT_MS = 500;
/** Keys per script call: a settle of many addresses is a few calls, none blocking Redis long. */
const KEYS_PER_CALL = 500;

const ADD_COUNTS = `
local ttl = ARGV[1]
local totals = {}
for i, key in ipairs(KEYS) do
  local added = tonumber(ARGV[i + 1])
  local total = redis.call('INCRBY', key, added)
  if total == added then redis.call('PEXPIRE', key, ttl) end
  totals[i] = total
end
return totals`;

export interface RedisRateCountsOptions {
  url: string;
  /** REDIS_PREFIX: the keys are `{prefix}rate:{limit}:{window}:{address}`. */
  prefix: string;
  errors: StoreErrorLog;
}

export function openRedisRateCounts({ url, prefix, errors }: RedisRateCountsOptions): SharedCounts {
  const redis = createRedis(
    url,
    { enableOfflineQueue: false, maxRetriesPerRequest: 0, commandTimeout: COMMAND_TIMEOUT_MS },
    errors,
  );
  return {
    async add(limit, window, keys, counts) {
      const totals: number[] = [];
      for (let start = 0; start < keys.length; start += KEYS_PER_CALL) {
        const slice = keys.slice(start, start + KEYS_PER_CALL);
        try {
          const answer = (await redis.eval(
            ADD_COUNTS,
            slice.length,
            ...slice.map((key) => `${prefix}rate:${limit}:${window}:${key}`),
            2 * WINDOW_MS,
            ...counts.slice(start, start + KEYS_PER_CALL),
          )) as number[];
          totals.push(...answer);
        } catch (error) {
          errors.error(error);
          break;
        }
      }
      return totals;
    },
    close() {
      redis.disconnect();
      return Promise.resolve();
    },
  };
}
