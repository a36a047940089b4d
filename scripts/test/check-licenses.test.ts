// The licence check on a hand-made lockfile and node_modules (each way a package declares its
// licence, dev packages skipped), then the command on that tree and on this repository's own.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { findLicenseOffenders } from '../license-check.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const COMMAND = fileURLToPath(new URL('../check-licenses.ts', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'license-check-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Installed packages: folder → the package.json fields besides name and version. */
const installed: Record<string, Record<string, unknown>> = {
  'node_modules/mit': { license: 'MIT' },
  'node_modules/either': { license: '(MIT OR GPL-3.0-only)' },
  'node_modules/both': { license: 'MIT AND GPL-3.0-only' },
  'node_modules/all-allowed': { license: 'MIT AND ISC AND BSD-3-Clause' },
  'node_modules/old-array': { licenses: [{ type: 'MIT' }, { type: 'Apache-2.0' }] },
  'node_modules/old-object': { license: { type: 'ISC', url: 'https://example.test' } },
  'node_modules/none': {},
  'node_modules/see-file': { license: 'SEE LICENSE IN LICENSE.txt' },
  'node_modules/not-spdx': { license: 'Apache 2' },
  'node_modules/copyleft': { license: 'GPL-3.0-only' },
  'node_modules/mit/node_modules/nested': {},
  'node_modules/dev-tool': { license: 'GPL-3.0-only' },
};
const lockEntries: Record<string, Record<string, unknown>> = {
  '': { name: 'fixture', license: 'MIT' },
  'node_modules/@scope/workspace': { link: true, resolved: 'workspace' },
  workspace: { version: '1.0.0', license: 'MIT' },
  ...Object.fromEntries(Object.keys(installed).map((path) => [path, { version: '1.2.3' }])),
  'node_modules/dev-tool': { version: '1.2.3', dev: true },
  // Not installed on this platform: only the lockfile tells its licence.
  'node_modules/other-platform': { version: '2.0.0', license: 'MIT', optional: true },
  'node_modules/other-platform-unlicensed': { version: '2.0.0', optional: true },
};
writeFileSync(
  join(dir, 'package-lock.json'),
  JSON.stringify({ name: 'fixture', lockfileVersion: 3, packages: lockEntries }),
);
for (const [path, fields] of Object.entries(installed)) {
  mkdirSync(join(dir, path), { recursive: true });
  writeFileSync(
    join(dir, path, 'package.json'),
    JSON.stringify({ name: path.split('/').pop(), version: '1.2.3', ...fields }),
  );
}

describe('the licence check', () => {
  it('names each production package without an allowed licence, and why', () => {
    expect(findLicenseOffenders(dir)).toEqual([
      {
        path: 'node_modules/both',
        version: '1.2.3',
        license: 'MIT AND GPL-3.0-only',
        reason: 'not on the allow-list',
      },
      {
        path: 'node_modules/none',
        version: '1.2.3',
        license: '(none)',
        reason: 'no licence declared',
      },
      {
        path: 'node_modules/see-file',
        version: '1.2.3',
        license: 'SEE LICENSE IN LICENSE.txt',
        reason: 'not an SPDX expression',
      },
      {
        path: 'node_modules/not-spdx',
        version: '1.2.3',
        license: 'Apache 2',
        reason: 'not an SPDX expression',
      },
      {
        path: 'node_modules/copyleft',
        version: '1.2.3',
        license: 'GPL-3.0-only',
        reason: 'not on the allow-list',
      },
      {
        path: 'node_modules/mit/node_modules/nested',
        version: '1.2.3',
        license: '(none)',
        reason: 'no licence declared',
      },
      {
        path: 'node_modules/other-platform-unlicensed',
        version: '2.0.0',
        license: '(none)',
        reason: 'no licence declared',
      },
    ]);
  });

  it('as a command: prints the offenders and exits 1; on this repository, exits 0', async () => {
    const run = promisify(execFile);
    const failed = await run(process.execPath, ['--import', 'tsx', COMMAND, dir]).then(
      () => null,
      (error: { code: number; stdout: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stdout).toContain(
      'node_modules/both@1.2.3: MIT AND GPL-3.0-only (not on the allow-list)',
    );
    expect(failed?.stdout).toContain('7 production dependencies without an allowed licence');

    const passed = await run(process.execPath, ['--import', 'tsx', COMMAND], { cwd: ROOT });
    expect(passed.stdout).toBe('every production dependency has an allowed licence\n');
  });
});
