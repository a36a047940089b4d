// Run inside a private mount namespace whose DIR is a 2 MiB tmpfs (see log-full-disk.test.ts): the
// embedded log on a disk that fills. Prints one JSON line of what happened.
import { QueueUnavailableError } from '../../src/event-queue.ts';
import { openLogEventQueue } from '../../src/log-event-queue.ts';

const dir = `${process.argv[2]}/queue`;
const limits = { maxDepth: 1_000_000, maxBytes: 1024 ** 3 }; // far above the disk
const row = (i: number) => `${i}:`.padEnd(100 * 1024 - 1, 'r');

const queue = await openLogEventQueue({ dir, ...limits });
let accepted = 0;
let refusal: unknown = null;
while (refusal === null && accepted < 1000) {
  try {
    await queue.enqueue(row(accepted), 1);
    accepted++;
  } catch (error) {
    refusal = error;
  }
}
// The sink inserts and removes half of the entries: LMDB uses their pages again once no reader
// still needs them, so a client retrying as Retry-After tells it gets in.
const drained = await queue.read('sink', Math.ceil(accepted / 2), 0);
await queue.ack(drained);
let acceptedAfterDrain = false;
let attempts = 0;
for (const until = Date.now() + 20_000; !acceptedAfterDrain && Date.now() < until; attempts++) {
  try {
    await queue.enqueue(row(accepted), 1);
    acceptedAfterDrain = true;
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
// A second round, the other way about: drained to empty first, then full again, then drained
// again: the log accepts each time the space is back.
const idsOf = (batch: { rows: string[] }) =>
  batch.rows.flatMap((rows) => rows.split('\n')).map((row) => row.slice(0, row.indexOf(':')));
let secondRound = false;
let keptAfterFirstRound: string[] = [];
if (acceptedAfterDrain) {
  const left = await queue.read('sink', 1000, 0);
  keptAfterFirstRound = idsOf(left);
  await queue.ack(left);
  let refill = 0;
  for (let full = false; !full && refill < 1000;) {
    try {
      await queue.enqueue(row(1000 + refill), 1);
      refill++;
    } catch {
      full = true;
    }
  }
  await queue.ack(await queue.read('sink', 1000, 0));
  for (const until = Date.now() + 20_000; !secondRound && Date.now() < until;) {
    try {
      await queue.enqueue(row(accepted + 1), 1);
      secondRound = true;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
await queue.close();

const reopened = await openLogEventQueue({ dir, ...limits });
const kept: string[] = [];
for (let batch = await reopened.read('c', 1000, 0); batch.count > 0;) {
  kept.push(...idsOf(batch));
  batch = await reopened.read('c', 1000, 0);
}
await reopened.close();

console.log(
  JSON.stringify({
    accepted,
    refusedAsUnavailable: refusal instanceof QueueUnavailableError,
    retryAfterSeconds: (refusal as QueueUnavailableError | null)?.retryAfterSeconds,
    drained: drained.count,
    acceptedAfterDrain,
    attempts,
    secondRound,
    keptAfterFirstRound,
    kept,
  }),
);
