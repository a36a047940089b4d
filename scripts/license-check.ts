// Every production dependency (the lockfile's packages that `npm ci --omit=dev` installs) must
// carry a licence from the allow-list below, or an SPDX expression the list satisfies ("MIT OR
// GPL-3.0" passes, "MIT AND GPL-3.0" does not). The licence is read from the installed package's
// package.json (`license`, or the old `licenses` array), else from the lockfile (a package for
// another platform is not installed). scripts/check-licenses.ts is its command.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import satisfies from 'spdx-satisfies';

/**
 * Permissive licences, each compatible with shipping Lumen under MIT. Copyleft licences are left
 * out on purpose, the weak ones (MPL-2.0, LGPL) too: each brings duties for whoever ships the
 * image, so adding one is a decision to take in review, not a default.
 */
export const ALLOWED_LICENSES = [
  'MIT',
  'ISC',
  'Apache-2.0',
  'BSD-2-Clause',
  'BSD-3-Clause',
  '0BSD',
  'BlueOak-1.0.0',
  'CC0-1.0',
  'Unlicense',
  'Python-2.0',
] as const;

/**
 * Packages whose package.json declares no licence while their own files state one, as read by a
 * person (name@version, so a new version is read again).
 */
export const LICENSES_STATED_ELSEWHERE: Record<string, string> = {
  // The "License" section of its Readme.md (tus-js-client uses it).
  'combine-errors@3.0.3': 'MIT',
};

interface LockEntry {
  version?: string;
  license?: string;
  dev?: boolean;
  link?: boolean;
}

interface Manifest {
  name?: string;
  version?: string;
  license?: unknown;
  licenses?: unknown;
}

export interface Offender {
  /** The package's folder, as the lockfile names it. */
  path: string;
  version: string;
  license: string;
  reason: string;
}

const typeOf = (value: unknown) =>
  typeof value === 'object' && value !== null && 'type' in value && typeof value.type === 'string'
    ? value.type
    : undefined;

/** The SPDX expression a manifest declares: the old `licenses` array means any one of them. */
function declaredLicense(manifest: Manifest): string | undefined {
  if (typeof manifest.license === 'string') return manifest.license;
  const single = typeOf(manifest.license);
  if (single) return single;
  if (Array.isArray(manifest.licenses)) {
    const types = manifest.licenses.map(typeOf);
    if (types.length > 0 && types.every((type) => type !== undefined)) return types.join(' OR ');
  }
  return undefined;
}

function judge(license: string | undefined): string | null {
  if (license === undefined || license.trim() === '') return 'no licence declared';
  try {
    return satisfies(license, ALLOWED_LICENSES) ? null : 'not on the allow-list';
  } catch {
    return 'not an SPDX expression';
  }
}

/** The production packages of `root`'s lockfile whose licence is missing or not allowed. */
export function findLicenseOffenders(root: string): Offender[] {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockEntry>;
  };
  const offenders: Offender[] = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    // Dev-only packages are not shipped; a link's target (a workspace) has an entry of its own.
    if (entry.dev || entry.link) continue;
    const file = join(root, path, 'package.json');
    const manifest: Manifest = existsSync(file)
      ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest)
      : { version: entry.version, license: entry.license };
    const name = manifest.name ?? path.split('node_modules/').pop();
    const version = manifest.version ?? entry.version;
    const license = declaredLicense(manifest) ?? LICENSES_STATED_ELSEWHERE[`${name}@${version}`];
    const reason = judge(license);
    if (reason) {
      offenders.push({
        path: path === '' ? '(root)' : path,
        version: manifest.version ?? entry.version ?? '?',
        license: license ?? '(none)',
        reason,
      });
    }
  }
  return offenders;
}
