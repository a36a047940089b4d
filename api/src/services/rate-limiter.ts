// A per-address allowance per minute (tracking events; quiz and survey responses and poll votes),
// in fixed windows aligned to the clock. Each process counts in memory, so the ingest's hot path
// does no I/O. With shared counts (Redis, when several api processes run) every process adds what
// it accepted to the shared totals every SETTLE_EVERY_MS and reads the other processes' counts
// back. A process lets at most a tenth of a limit per address go unsettled: a request that would
// leave more waits for a settle first, so all processes together exceed a limit by at most
// (processes − 1) × that tenth (or one batch, when a batch is larger). When the shared counts
// cannot be reached, each process goes on limiting alone: the limit fails open, events keep flowing.
import { addressKey } from './address-key.ts';

export const WINDOW_MS = 60_000;
const SETTLE_EVERY_MS = 200;
/** The share of a limit a process may accept for one address before it settles. */
const UNSETTLED_SHARE = 10;
/**
 * Addresses one window counts at most. Beyond, the first one counted is forgotten: at worst it
 * gets a fresh allowance, which only a sender of this many addresses (each with its own) can cause.
 */
const MAX_ADDRESSES = 100_000;

/** Counts shared by every api process (Redis); a process adds its own and reads the totals. */
export interface SharedCounts {
  /**
   * Adds `counts[i]` to `keys[i]`'s total in the limit's window; resolves to the new totals, in
   * order: fewer than the keys when the store failed part-way (it reports its own failures).
   */
  add(limit: string, window: number, keys: string[], counts: number[]): Promise<number[]>;
  close(): Promise<void>;
}

export interface RateLimiter {
  /** Seconds until the window ends when the address has used its allowance, else 0. Charges nothing. */
  refusal(address: string): number;
  /**
   * Charges `count` to the address: 0 when allowed, else the seconds to wait (and nothing is
   * charged). A promise only when the shared counts must be settled first.
   */
  take(address: string, count: number): number | Promise<number>;
  /** Stops settling, after a last settle of what is unsettled. */
  close(): Promise<void>;
}

export interface RateLimiterOptions {
  /** The limit's name in the shared counts. */
  name: string;
  /** 0 turns the limit off. */
  perMinute: number;
  shared?: SharedCounts | undefined;
  now?: () => number;
  maxAddresses?: number;
}

interface Count {
  /** The shared total as of this process's last settle (its own settled counts included). */
  settled: number;
  /** Accepted here since. */
  unsettled: number;
}

export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const { name, perMinute, shared, now = Date.now, maxAddresses = MAX_ADDRESSES } = options;
  const unsettledCap = Math.max(1, Math.ceil(perMinute / UNSETTLED_SHARE));
  let window = -1;
  let counts = new Map<string, Count>();
  let settling: Promise<void> | null = null;
  let sharedReachable = true;

  function currentCounts(): Map<string, Count> {
    const current = Math.floor(now() / WINDOW_MS);
    if (current !== window) {
      window = current;
      counts = new Map();
    }
    return counts;
  }

  function countOf(key: string): Count {
    const map = currentCounts();
    let count = map.get(key);
    if (!count) {
      if (map.size >= maxAddresses) map.delete(map.keys().next().value!);
      count = { settled: 0, unsettled: 0 };
      map.set(key, count);
    }
    return count;
  }

  const secondsLeft = () => Math.max(1, Math.ceil(((window + 1) * WINDOW_MS - now()) / 1000));

  function charge(count: Count, events: number): number {
    if (count.settled + count.unsettled + events > perMinute) return secondsLeft();
    count.unsettled += events;
    return 0;
  }

  async function settle(sharedCounts: SharedCounts): Promise<void> {
    const settledWindow = window;
    const keys: string[] = [];
    const entries: Count[] = [];
    const sent: number[] = [];
    for (const [key, count] of counts) {
      if (count.unsettled === 0) continue;
      keys.push(key);
      entries.push(count);
      sent.push(count.unsettled);
    }
    if (keys.length === 0) return;
    const totals = await sharedCounts.add(name, settledWindow, keys, sent);
    totals.forEach((total, i) => {
      const count = entries[i]!;
      count.unsettled -= sent[i]!;
      count.settled = Math.max(count.settled, total);
    });
    // Until the shared counts answer again, this process limits alone.
    sharedReachable = totals.length === keys.length;
  }

  /** One settle at a time; a caller arriving during one waits for it. */
  function settleNow(sharedCounts: SharedCounts): Promise<void> {
    settling ??= settle(sharedCounts).finally(() => (settling = null));
    return settling;
  }

  const timer =
    shared && perMinute > 0 ? setInterval(() => void settleNow(shared), SETTLE_EVERY_MS) : null;
  timer?.unref();

  return {
    refusal(address) {
      if (perMinute === 0) return 0;
      const count = currentCounts().get(addressKey(address));
      return count && count.settled + count.unsettled >= perMinute ? secondsLeft() : 0;
    },
    take(address, events) {
      if (perMinute === 0) return 0;
      const key = addressKey(address);
      const count = countOf(key);
      if (count.settled + count.unsettled + events > perMinute) return secondsLeft();
      if (!shared || !sharedReachable || count.unsettled + events <= unsettledCap)
        return charge(count, events);
      return settleNow(shared).then(() => charge(countOf(key), events));
    },
    async close() {
      if (timer) clearInterval(timer);
      if (shared) await settleNow(shared);
    },
  };
}
