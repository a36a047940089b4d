import { describe, expect, it } from 'vitest';
import { groupCommits } from '../src/group-commit.ts';

function recorder(fail = false) {
  const writes: { rows: string; count: number }[] = [];
  const write = async (rows: string, count: number) => {
    writes.push({ rows, count });
    if (fail) throw new Error('queue down');
  };
  return { writes, write };
}

describe('group commit of enqueues', () => {
  it('the calls of one event-loop turn are one write, and each caller waits for it', async () => {
    const { writes, write } = recorder();
    const enqueue = groupCommits(write, 1000);
    const calls = [enqueue('a', 1), enqueue('b1\nb2', 2), enqueue('c', 1)];
    expect(writes).toEqual([]); // nothing written before the turn ends
    await Promise.all(calls);
    expect(writes).toEqual([{ rows: 'a\nb1\nb2\nc', count: 4 }]);
  });

  it('calls in later turns make later writes', async () => {
    const { writes, write } = recorder();
    const enqueue = groupCommits(write, 1000);
    await enqueue('a', 1);
    await enqueue('b', 1);
    expect(writes).toEqual([
      { rows: 'a', count: 1 },
      { rows: 'b', count: 1 },
    ]);
  });

  it('a group never grows past maxEvents (one oversized call is written alone)', async () => {
    const { writes, write } = recorder();
    const enqueue = groupCommits(write, 3);
    await Promise.all([
      enqueue('a', 1),
      enqueue('b', 2),
      enqueue('c', 1),
      enqueue('big', 5),
      enqueue('d', 1),
    ]);
    expect(writes).toEqual([
      { rows: 'a\nb', count: 3 },
      { rows: 'c', count: 1 },
      { rows: 'big', count: 5 },
      { rows: 'd', count: 1 },
    ]);
  });

  it('a failed write fails every caller of its group', async () => {
    const { write } = recorder(true);
    const enqueue = groupCommits(write, 1000);
    const results = await Promise.allSettled([enqueue('a', 1), enqueue('b', 1)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  });
});
