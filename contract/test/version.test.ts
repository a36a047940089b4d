import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PRODUCT_VERSION } from '../src/version.ts';

const versionOf = (dir: string) =>
  (
    JSON.parse(readFileSync(new URL(`../../${dir}package.json`, import.meta.url), 'utf8')) as {
      version: string;
    }
  ).version;

describe('the product version', () => {
  it('is a semver release number', () => {
    expect(PRODUCT_VERSION).toMatch(/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/);
  });

  it('is the version of every workspace too, and has its CHANGELOG entry', () => {
    for (const dir of ['contract/', 'db/', 'clickhouse/', 'workers/', 'api/', 'web/'])
      expect(versionOf(dir), dir).toBe(PRODUCT_VERSION);
    const changelog = readFileSync(new URL('../../CHANGELOG.md', import.meta.url), 'utf8');
    expect(changelog).toMatch(
      new RegExp(
        `^## \\[${PRODUCT_VERSION.replaceAll('.', '\\.')}\\] - \\d{4}-\\d{2}-\\d{2}$`,
        'm',
      ),
    );
  });
});
