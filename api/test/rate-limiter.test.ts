// The per-address limits (tracking events, responses and votes) on their own: IPv6 counted per
// /64, memory bounded however many addresses send, and one limit shared by several api
// processes through Redis (each process here is a limiter with a Redis connection of its own).
import { afterAll, describe, expect, it } from 'vitest';
import { reportStoreErrors, type StoreErrorLog } from '@lumen/workers';
import { addressKey } from '../src/services/address-key.ts';
import {
  createRateLimiter,
  WINDOW_MS,
  type RateLimiter,
  type SharedCounts,
} from '../src/services/rate-limiter.ts';
import { openRedisRateCounts } from '../src/services/redis-rate-counts.ts';
import { deleteKeys, redisUrl, testPrefix } from '../../workers/test/support/redis.ts';

const quiet: StoreErrorLog = { error: () => {}, ready: () => {} };

/** A fixed moment in the middle of a window: no test here may straddle two windows. */
const midWindow = () => 1000 * WINDOW_MS + WINDOW_MS / 2;

async function until(added: () => Promise<number[]>) {
  while ((await added()).length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** Takes one at a time from each limiter in turn, `rounds` times; how many were allowed. */
async function takeInTurn(limiters: RateLimiter[], address: string, rounds: number) {
  let allowed = 0;
  for (let round = 0; round < rounds; round++)
    for (const limiter of limiters) if ((await limiter.take(address, 1)) === 0) allowed++;
  return allowed;
}

describe('address keys', () => {
  it('count an IPv6 address under its /64 and an IPv4 address (also IPv4-mapped) under itself', () => {
    expect(addressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:DB8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('2001:0db8:0000:0042:0:8a2e:370:7334')).toBe('2001:db8:0:42::/64');
    expect(addressKey('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    // Not an address: counted under its own text, never thrown on.
    expect(addressKey('1::2::3')).toBe('1::2::3');
  });

  it('300 addresses of one /64 share one allowance; the next /64 has its own', () => {
    const limiter = createRateLimiter({ name: 'test', perMinute: 100, now: midWindow });
    const answers = Array.from({ length: 300 }, (_, i) =>
      limiter.take(`2001:db8:7:7:${i.toString(16)}::1`, 1),
    );
    expect(answers.filter((wait) => wait === 0)).toHaveLength(100);
    expect(limiter.refusal('2001:db8:7:7:ffff::9')).toBeGreaterThan(0);
    expect(limiter.take('2001:db8:7:8::1', 1)).toBe(0);
  });
});

describe('one process', () => {
  it('refusal() charges nothing, and a refused request is not charged', () => {
    const limiter = createRateLimiter({ name: 'test', perMinute: 10, now: midWindow });
    for (let i = 0; i < 20; i++) expect(limiter.refusal('198.51.100.1')).toBe(0);
    expect(limiter.take('198.51.100.1', 8)).toBe(0);
    expect(limiter.take('198.51.100.1', 5)).toBeGreaterThan(0);
    expect(limiter.refusal('198.51.100.1')).toBe(0);
    expect(limiter.take('198.51.100.1', 2)).toBe(0);
    expect(limiter.refusal('198.51.100.1')).toBeGreaterThan(0);
  });

  it('counts in windows: a new minute brings a new allowance, Retry-After is the rest of the window', () => {
    let now = 5 * WINDOW_MS + 15_000;
    const limiter = createRateLimiter({ name: 'test', perMinute: 3, now: () => now });
    expect(limiter.take('198.51.100.2', 3)).toBe(0);
    expect(limiter.take('198.51.100.2', 1)).toBe(45);
    now += 45_000;
    expect(limiter.take('198.51.100.2', 1)).toBe(0);
  });

  it('holds at most maxAddresses addresses: a flood of new ones forgets the first counted', () => {
    const limiter = createRateLimiter({
      name: 'test',
      perMinute: 1,
      maxAddresses: 1000,
      now: midWindow,
    });
    expect(limiter.take('10.0.0.1', 1)).toBe(0);
    expect(limiter.refusal('10.0.0.1')).toBeGreaterThan(0);
    for (let i = 0; i < 999; i++) expect(limiter.take(`10.1.${i >> 8}.${i & 255}`, 1)).toBe(0);
    expect(limiter.refusal('10.0.0.1')).toBeGreaterThan(0);
    expect(limiter.take('10.2.0.0', 1)).toBe(0);
    // The first address was dropped to make room: it is no longer counted at all.
    expect(limiter.refusal('10.0.0.1')).toBe(0);
    expect(limiter.refusal('10.2.0.0')).toBeGreaterThan(0);
  });
});

describe('several processes sharing counts', () => {
  /** Shared counts in this process's memory: the rule, without Redis. */
  function memoryCounts(): SharedCounts {
    const totals = new Map<string, number>();
    return {
      add: async (limit, window, keys, counts) => {
        await Promise.resolve();
        return keys.map((key, i) => {
          const id = `${limit}:${window}:${key}`;
          totals.set(id, (totals.get(id) ?? 0) + counts[i]!);
          return totals.get(id)!;
        });
      },
      close: () => Promise.resolve(),
    };
  }

  it('three processes together stay within the limit plus two tenths of it', async () => {
    const shared = memoryCounts();
    const processes = [1, 2, 3].map(() =>
      createRateLimiter({ name: 'test', perMinute: 100, shared, now: midWindow }),
    );
    const allowed = await takeInTurn(processes, '198.51.100.3', 200);
    expect(allowed).toBeGreaterThanOrEqual(100);
    expect(allowed).toBeLessThanOrEqual(100 + 2 * 10);
    await Promise.all(processes.map((p) => p.close()));
  });

  it('without shared counts each process has the whole limit (what sharing prevents)', async () => {
    const processes = [1, 2, 3].map(() =>
      createRateLimiter({ name: 'test', perMinute: 100, now: midWindow }),
    );
    expect(await takeInTurn(processes, '198.51.100.3', 200)).toBe(300);
  });
});

describe.skipIf(!redisUrl)('shared counts in Redis', () => {
  const prefix = testPrefix();
  afterAll(() => deleteKeys(redisUrl!, prefix));

  it('two processes with Redis connections of their own share one limit', async () => {
    const stores = [1, 2].map(() => openRedisRateCounts({ url: redisUrl!, prefix, errors: quiet }));
    const processes = stores.map((shared) =>
      createRateLimiter({ name: 'events', perMinute: 100, shared, now: midWindow }),
    );
    // A store not yet connected fails open: start once both answer.
    for (const store of stores) await until(() => store.add('probe', 0, ['probe'], [0]));
    const allowed = await takeInTurn(processes, '198.51.100.4', 150);
    expect(allowed).toBeGreaterThanOrEqual(100);
    expect(allowed).toBeLessThanOrEqual(110);
    // And a batch through either is refused whole once the address is over.
    expect(await processes[0]!.take('198.51.100.4', 5)).toBeGreaterThan(0);
    expect(await processes[1]!.take('198.51.100.4', 5)).toBeGreaterThan(0);
    for (const p of processes) await p.close();
    for (const s of stores) await s.close();
  });

  it('with Redis unreachable the limit fails open at once, and says so in the log', async () => {
    const lines: string[] = [];
    const errors = reportStoreErrors('redis', (_level, message) => lines.push(message));
    const shared = openRedisRateCounts({ url: 'redis://127.0.0.1:1', prefix, errors });
    const limiter = createRateLimiter({ name: 'events', perMinute: 100, shared, now: midWindow });
    const started = Date.now();
    // Past a tenth of the limit a process asks Redis first; it answers nothing, so this process
    // limits alone: all 100 allowed, then refused, none waiting long.
    expect(await takeInTurn([limiter], '198.51.100.5', 120)).toBe(100);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(lines).toContain('redis: error');
    await limiter.close();
    await shared.close();
  });
});
