// The embedded log on a disk that fills up (a 2 MiB tmpfs mounted in a private mount namespace,
// so nothing of it is seen outside the test): the write that does not fit is refused as
// "unavailable" (the ingest's 503 + Retry-After), nothing written before is lost, and once the
// sink has removed entries the log accepts again. Needs root (unshare, mount).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FIXTURE = fileURLToPath(new URL('./support/full-disk-fixture.ts', import.meta.url));
const canMount = process.getuid?.() === 0 && spawnSync('unshare', ['--mount', 'true']).status === 0;
if (!canMount) {
  if (process.env.CI) throw new Error('The full-disk test needs root and unshare under CI.');
  console.warn('\n!!! Not root or no unshare: the full-disk test of the event log is SKIPPED.\n');
}

describe.skipIf(!canMount)('the embedded log on a full disk', () => {
  const dir = mkdtempSync(join(tmpdir(), 'lumen-full-disk-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses what does not fit, keeps what it accepted, and accepts again once drained, twice', () => {
    const run = spawnSync(
      'unshare',
      [
        '--mount',
        'sh',
        '-c',
        'mount -t tmpfs -o size=2m tmpfs "$1" && exec node --import tsx "$2" "$1"',
        'sh',
        dir,
        FIXTURE,
      ],
      { cwd: ROOT, encoding: 'utf8', timeout: 60_000 },
    );
    expect(run.status, run.stderr).toBe(0);
    const result = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as {
      accepted: number;
      refusedAsUnavailable: boolean;
      retryAfterSeconds: number;
      drained: number;
      acceptedAfterDrain: boolean;
      secondRound: boolean;
      keptAfterFirstRound: string[];
      kept: string[];
    };
    expect(result.accepted).toBeGreaterThan(5);
    expect(result.accepted).toBeLessThan(20); // 100 KiB entries on 2 MiB
    expect(result.refusedAsUnavailable).toBe(true);
    expect(result.retryAfterSeconds).toBeGreaterThan(0);
    expect(result.acceptedAfterDrain).toBe(true);
    // Every entry accepted and not drained is still there, in order, plus the one accepted after.
    const expected = Array.from({ length: result.accepted + 1 }, (_, i) => String(i)).slice(
      result.drained,
    );
    expect(result.keptAfterFirstRound).toEqual(expected);
    // Drained to empty, filled until refused, drained again: it accepts again, and after a
    // restart holds exactly that last entry.
    expect(result.secondRound).toBe(true);
    expect(result.kept).toEqual([String(result.accepted + 1)]);
  });
});
