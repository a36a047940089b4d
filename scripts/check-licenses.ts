// npm run check:licenses [-- <directory holding package-lock.json>]: prints each production
// dependency whose licence is missing or not on the allow-list (scripts/license-check.ts), and
// exits 1 when there is one.
import { resolve } from 'node:path';
import { ALLOWED_LICENSES, findLicenseOffenders } from './license-check.ts';

const offenders = findLicenseOffenders(resolve(process.argv[2] ?? '.'));
for (const { path, version, license, reason } of offenders)
  console.log(`${path}@${version}: ${license} (${reason})`);
if (offenders.length > 0) {
  console.log(
    `${offenders.length} production dependencies without an allowed licence (allowed: ${ALLOWED_LICENSES.join(', ')})`,
  );
  process.exit(1);
}
console.log('every production dependency has an allowed licence');
