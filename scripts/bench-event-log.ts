// bench:event-log — the embedded log (LMDB) as the ingest uses it, against the least any
// hand-written log file must do: one append and one fdatasync per event-loop turn (group commit),
// with no index, no truncation and no replay. Both make every caller wait until its event is on
// disk. Rounds alternate between the two, and medians are printed, because the disk's flush time
// varies from moment to moment on a shared machine.
import { mkdtempSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { groupCommits } from '../workers/src/group-commit.ts';
import { openLogEventQueue } from '../workers/src/log-event-queue.ts';
import { fmt, percentile } from './bench-support.ts';

const EVENTS = 50_000;
const ROUNDS = 3;
const ROW = `[${JSON.stringify('x'.repeat(290))}]`; // about one event row

interface Run {
  eventsPerSecond: number;
  p50: number;
  p99: number;
}

async function drive(enqueue: () => Promise<void>, inFlight: number): Promise<Run> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next++ < EVENTS) {
        const t = performance.now();
        await enqueue();
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return {
    eventsPerSecond: EVENTS / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

async function runLmdb(inFlight: number): Promise<Run> {
  const dir = mkdtempSync(join(tmpdir(), 'lumen-bench-log-'));
  const queue = await openLogEventQueue({ dir, maxDepth: 10_000_000, maxBytes: 2 ** 40 });
  try {
    return await drive(() => queue.enqueue(ROW, 1), inFlight);
  } finally {
    await queue.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function runAppendFile(inFlight: number): Promise<Run> {
  const dir = mkdtempSync(join(tmpdir(), 'lumen-bench-file-'));
  const file = await open(join(dir, 'events.log'), 'a');
  // One write + fdatasync at a time; the calls arriving meanwhile form the next group.
  let previous = Promise.resolve();
  const write = groupCommits((rows) => {
    const done = previous.then(async () => {
      await file.write(`${rows}\n`);
      await file.datasync();
    });
    previous = done.catch(() => {});
    return done;
  }, 1000);
  try {
    return await drive(() => write(ROW, 1), inFlight);
  } finally {
    await file.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const median = (runs: Run[], key: keyof Run) =>
  percentile(
    runs.map((r) => r[key]),
    50,
  );

async function drainLmdb(): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'lumen-bench-drain-'));
  const queue = await openLogEventQueue({ dir, maxDepth: 10_000_000, maxBytes: 2 ** 40 });
  try {
    await drive(() => queue.enqueue(ROW, 1), 200);
    const started = performance.now();
    for (let batch = await queue.read('bench', 10_000, 0); batch.count > 0;) {
      await queue.ack(batch);
      batch = await queue.read('bench', 10_000, 0);
    }
    return EVENTS / ((performance.now() - started) / 1000);
  } finally {
    await queue.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

console.log(
  `=== embedded event log: ${fmt(EVENTS)} single events per run, each caller waits for its flush; median of ${ROUNDS} alternating rounds ===`,
);
for (const inFlight of [50, 200]) {
  const lmdb: Run[] = [];
  const file: Run[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    lmdb.push(await runLmdb(inFlight));
    file.push(await runAppendFile(inFlight));
  }
  for (const [name, runs] of [
    ['LMDB log (the driver)      ', lmdb],
    ['append + fdatasync (bound) ', file],
  ] as const) {
    console.log(
      `${inFlight} in flight, ${name}: ${fmt(median(runs, 'eventsPerSecond'))} events/s, latency p50 ${fmt(median(runs, 'p50'), 2)} ms, p99 ${fmt(median(runs, 'p99'), 2)} ms`,
    );
  }
}
console.log(
  `LMDB log drained (read + remove, 10,000 per read): ${fmt(await drainLmdb())} events/s`,
);
