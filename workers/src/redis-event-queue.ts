// The Redis driver: a Redis Stream with one consumer group. The ingest calls of one event-loop
// turn are one XADD (group commit, through a Lua script that also keeps the event count and
// refuses beyond the maximum depth, in one round trip); the sink reads with XREADGROUP, acknowledges with XACK + XDEL after the
// insert, and takes over a dead consumer's entries with XAUTOCLAIM.
import type { Redis } from 'ioredis';
import type { EventQueue, QueueBatch } from './event-queue.ts';
import { QueueFullError, QueueUnavailableError, emptyBatch } from './event-queue.ts';
import { groupCommits } from './group-commit.ts';
import { connectRedis } from './redis-connection.ts';
import type { StoreErrorLog } from './store-error-log.ts';

export interface RedisQueueOptions {
  url: string;
  /** Key prefix, e.g. "lumen:" (tests use their own). */
  prefix: string;
  maxDepth: number;
  /** Where the connections' errors go while Redis is away. */
  errors?: StoreErrorLog | undefined;
}

const GROUP = 'sink';
/** Events one group-committed entry holds at most (two full batches). */
const MAX_EVENTS_PER_ENTRY = 1000;
/** Entries one XREADGROUP/XAUTOCLAIM call returns at most. */
const MAX_ENTRIES_PER_CALL = 1000;

// KEYS[1] stream, KEYS[2] depth counter; ARGV[1] rows, ARGV[2] count, ARGV[3] max depth.
// Returns the new depth, or -1 when the entry would exceed the maximum.
const ENQUEUE_SCRIPT = `
local depth = tonumber(redis.call('GET', KEYS[2]) or '0')
local count = tonumber(ARGV[2])
if depth + count > tonumber(ARGV[3]) then return -1 end
redis.call('XADD', KEYS[1], '*', 'n', ARGV[2], 'rows', ARGV[1])
return redis.call('INCRBY', KEYS[2], count)
`;

// KEYS[1] stream, KEYS[2] depth counter; ARGV[1] group, ARGV[2…] entry ids. Atomically
// acknowledges and deletes the entries still pending and takes their events off the depth, so
// two consumers acknowledging the same re-claimed entries count them once.
const ACK_SCRIPT = `
local done = 0
for i = 2, #ARGV do
  if redis.call('XACK', KEYS[1], ARGV[1], ARGV[i]) == 1 then
    local entry = redis.call('XRANGE', KEYS[1], ARGV[i], ARGV[i])[1]
    if entry then
      local fields = entry[2]
      for j = 1, #fields, 2 do
        if fields[j] == 'n' then done = done + tonumber(fields[j + 1]) end
      end
      redis.call('XDEL', KEYS[1], ARGV[i])
    end
  end
end
if done > 0 then redis.call('DECRBY', KEYS[2], done) end
return done
`;

type StreamEntry = [id: string, fields: string[]];

function toBatch(entries: StreamEntry[] | null | undefined): QueueBatch {
  const batch = emptyBatch();
  for (const [id, fields] of entries ?? []) {
    // Entries deleted after another consumer's ack come back from XAUTOCLAIM without fields.
    if (!fields) continue;
    let count = 0;
    let rows = '';
    for (let i = 0; i < fields.length; i += 2) {
      if (fields[i] === 'n') count = Number(fields[i + 1]);
      else if (fields[i] === 'rows') rows = fields[i + 1] ?? '';
    }
    batch.entryIds.push(id);
    batch.rows.push(rows);
    batch.count += count;
  }
  return batch;
}

export async function openRedisEventQueue(options: RedisQueueOptions): Promise<EventQueue> {
  const stream = `${options.prefix}events`;
  const depthKey = `${options.prefix}events:depth`;
  // Ingest calls share one auto-pipelined connection and fail fast while Redis is away.
  const commands = await connectRedis(
    options.url,
    { enableAutoPipelining: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 },
    options.errors,
  );
  commands.defineCommand('lumenEnqueue', { numberOfKeys: 2, lua: ENQUEUE_SCRIPT });
  commands.defineCommand('lumenAck', { numberOfKeys: 2, lua: ACK_SCRIPT });
  // Blocking reads get connections of their own, one per consumer.
  const readers = new Map<string, Promise<Redis>>();
  const reader = (consumer: string) => {
    let r = readers.get(consumer);
    if (!r) {
      r = connectRedis(options.url, { maxRetriesPerRequest: null }, options.errors);
      readers.set(consumer, r);
      // A reader that could not connect is made again by the next read.
      r.catch(() => readers.delete(consumer));
    }
    return r;
  };
  // Events per entry seen lately, to turn "about maxEvents events" into an entry count. Until a
  // read has shown it, read a few entries only: a group-committed or batch entry holds up to a
  // thousand events, so a first read of a long queue could otherwise be many times the batch size.
  const FIRST_READ_ENTRIES = 10;
  let eventsPerEntry: number | null = null;
  const entriesFor = (maxEvents: number) =>
    eventsPerEntry === null
      ? Math.max(1, Math.min(maxEvents, FIRST_READ_ENTRIES))
      : Math.max(1, Math.min(MAX_ENTRIES_PER_CALL, Math.floor(maxEvents / eventsPerEntry)));
  const learn = (batch: QueueBatch) => {
    if (batch.entryIds.length > 0)
      eventsPerEntry = Math.max(1, batch.count / batch.entryIds.length);
    return batch;
  };

  const createGroup = async () => {
    try {
      await commands.xgroup('CREATE', stream, GROUP, '0', 'MKSTREAM');
    } catch (error) {
      if (!String(error).includes('BUSYGROUP')) throw error;
    }
  };
  await createGroup();
  // A Redis that came back without its data (no persistence) has lost the group: made again,
  // from the stream's start, so what was queued since it came back is read.
  const withGroup = async <T>(command: () => Promise<T>): Promise<T> => {
    try {
      return await command();
    } catch (error) {
      if (!String(error).includes('NOGROUP')) throw error;
      await createGroup();
      return command();
    }
  };

  const scripts = commands as unknown as {
    lumenEnqueue(
      stream: string,
      depthKey: string,
      rows: string,
      count: number,
      max: number,
    ): Promise<number>;
    lumenAck(stream: string, depthKey: string, group: string, ...ids: string[]): Promise<number>;
  };

  const enqueue = groupCommits(async (rows, count) => {
    let depth: number;
    try {
      depth = await scripts.lumenEnqueue(stream, depthKey, rows, count, options.maxDepth);
    } catch (error) {
      throw new QueueUnavailableError(error);
    }
    if (depth < 0) throw new QueueFullError(5);
  }, MAX_EVENTS_PER_ENTRY);

  return {
    kind: 'redis',
    enqueue,
    async depth() {
      return Number((await commands.get(depthKey)) ?? 0);
    },
    async oldestEntryTime() {
      // Acknowledged entries are deleted, so the stream's first entry is the oldest one left;
      // its id starts with the Redis server's clock at XADD ("<ms>-<seq>").
      const [first] = await commands.xrange(stream, '-', '+', 'COUNT', 1);
      return first ? Number(first[0].split('-')[0]) : null;
    },
    async read(consumer, maxEvents, blockMs) {
      const redis = await reader(consumer);
      const count = entriesFor(maxEvents);
      const reply = (await withGroup(() =>
        blockMs > 0
          ? redis.xreadgroup(
              'GROUP',
              GROUP,
              consumer,
              'COUNT',
              count,
              'BLOCK',
              blockMs,
              'STREAMS',
              stream,
              '>',
            )
          : redis.xreadgroup('GROUP', GROUP, consumer, 'COUNT', count, 'STREAMS', stream, '>'),
      )) as [string, StreamEntry[]][] | null;
      return learn(toBatch(reply?.[0]?.[1]));
    },
    async reclaim(consumer, minIdleMs, maxEvents) {
      const reply = (await withGroup(() =>
        commands.xautoclaim(
          stream,
          GROUP,
          consumer,
          minIdleMs,
          '0-0',
          'COUNT',
          entriesFor(maxEvents),
        ),
      )) as [string, StreamEntry[], string[]?];
      return learn(toBatch(reply[1]));
    },
    async ack(batch) {
      if (batch.entryIds.length === 0) return;
      await scripts.lumenAck(stream, depthKey, GROUP, ...batch.entryIds);
    },
    async ping() {
      await commands.ping();
    },
    async close() {
      for (const r of readers.values()) (await r.catch(() => null))?.disconnect();
      await commands.quit().catch(() => commands.disconnect());
    },
  };
}
