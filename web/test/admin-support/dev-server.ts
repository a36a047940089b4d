// Serves a build of the SPA from OUT_DIR over the real app with a fresh demo database, for
// looking at the admin area while developing (the browser suite uses the shared setup).
//   npx vite build web --outDir /tmp/lumen-admin-dist && PORT=3101 npx tsx web/test/admin-support/dev-server.ts
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openContentStore, seedContent } from '@lumen/db';
import { buildApp } from '../../../api/src/app.ts';
import { loadConfig } from '../../../api/src/config.ts';
import { ensureAdmin } from '../../../api/src/services/ensure-admin.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'lumen-admin-dev-'));
const config = loadConfig({ DATA_DIR: dataDir, PORT: process.env.PORT ?? '3101', LOG_LEVEL: 'warn' });
const content = await openContentStore({ pgliteDir: config.pgliteDir });
await seedContent(content.db, 'demo');
await ensureAdmin(content.db, 'admin@lumen.test', 'admin-password-1');
const app = await buildApp({ config, content, webDistDir: process.env.OUT_DIR ?? '/tmp/lumen-admin-dist' });
await app.listen({ port: config.PORT, host: '127.0.0.1' });
console.log(`admin dev server on http://127.0.0.1:${config.PORT} (admin@lumen.test / admin-password-1), data ${dataDir}`);
