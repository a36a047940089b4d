import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openIsolatedEventStore } from '../src/isolated-event-store.ts';
import { describeEventStoreContract } from './support/event-store-contract.ts';
import { buildEvent, toRows } from './support/events.ts';

const dir = mkdtempSync(join(tmpdir(), 'lumen-chdb-child-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describeEventStoreContract('chDB in a child process', () =>
  openIsolatedEventStore({ chdbDir: dir }, { ttlDays: 30 }),
);

/** The pids of this process's chDB children. */
function storeProcesses(): number[] {
  const pids: number[] = [];
  for (const task of readdirSync(`/proc/${process.pid}/task`)) {
    const children = readFileSync(`/proc/${process.pid}/task/${task}/children`, 'utf8');
    for (const pid of children.split(' ').filter(Boolean).map(Number)) {
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (command.includes('event-store-process-main')) pids.push(pid);
    }
  }
  return pids;
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const answers = (store: { ping(): Promise<void> }) =>
  store.ping().then(
    () => true,
    () => false,
  );

describe('the supervised chDB child process', () => {
  const supervisedDir = mkdtempSync(join(tmpdir(), 'lumen-chdb-supervised-'));
  afterAll(() => rmSync(supervisedDir, { recursive: true, force: true }));

  it('outlives SIGINT and SIGTERM, is restarted when killed, and closes only when told', async () => {
    const logged: string[] = [];
    const store = await openIsolatedEventStore(
      { chdbDir: supervisedDir },
      { ttlDays: 30 },
      {
        log: (_level, message) => logged.push(message),
        restartDelay: { initialMs: 50, maxMs: 1000 },
      },
    );
    try {
      const countViews = async () => {
        const [row] = await store.query<{ n: string }>(
          'SELECT count() AS n FROM events WHERE video_id = 77',
        );
        return Number(row!.n);
      };
      await store.insertRows(toRows([buildEvent({ eventType: 'view', videoId: 77 })]), 'one');
      const [first] = storeProcesses();
      expect(first).toBeDefined();

      // Ctrl-C or `kill` to the process group: the child stays, the parent decides.
      process.kill(first!, 'SIGINT');
      process.kill(first!, 'SIGTERM');
      await store.ping();
      expect(storeProcesses()).toEqual([first]);

      process.kill(first!, 'SIGKILL');
      await waitFor(async () => !(await answers(store)));
      await waitFor(() => answers(store));
      const [second] = storeProcesses();
      expect(second).not.toBe(first);
      expect(await countViews()).toBe(1);
      expect(logged).toContain('event store process restarted');
    } finally {
      await store.close();
    }
    expect(storeProcesses()).toEqual([]);
  }, 120_000);

  it('refuses the calls made while a killed child is being reaped, without an unhandled EPIPE', async () => {
    const store = await openIsolatedEventStore(
      { chdbDir: supervisedDir },
      { ttlDays: 30 },
      { restartDelay: { initialMs: 50, maxMs: 1000 } },
    );
    try {
      // A batch large enough not to fit the socket's buffer: only such a write sees EPIPE.
      const row = toRows([buildEvent({ eventType: 'view', videoId: 78 })]);
      const rows = Array.from({ length: 100_000 }, () => row).join('\n');
      const [child] = storeProcesses();
      process.kill(child!, 'SIGKILL');
      // Dead but not yet reaped (this process's event loop has not seen its exit): a busy owner's
      // health checks and inserts arrive in exactly this window. Each is refused; none may surface
      // as an 'error' event, which would crash the owner.
      while (!/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${child}/stat`, 'utf8')));
      const inserted = await store.insertRows(rows, 'in-the-window').then(
        () => true,
        () => false,
      );
      expect(inserted).toBe(false);
      expect(await answers(store)).toBe(false);
      await waitFor(() => answers(store));
    } finally {
      await store.close();
    }
  }, 60_000);
});
