// Migrated stores made once for the whole api project and copied by each test file
// (support/stores.ts, support/event-pipeline.ts): PGlite as a dump, Postgres as a template
// database, chDB as a data directory.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { writeChdbTemplate } from '../../clickhouse/test/support/chdb-template.ts';
import {
  createPostgresTemplate,
  writePgliteTemplate,
} from '../../db/test/support/store-templates.ts';
import { loadConfig } from '../src/config.ts';
import type { StoreTemplates } from './support/store-templates.ts';

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'lumen-api-templates-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const templates: StoreTemplates = {
    pglite: join(dir, 'pglite.tar'),
    chdb: join(dir, 'clickhouse'),
    postgres: null,
  };
  const [postgres] = await Promise.all([
    adminUrl ? createPostgresTemplate(adminUrl) : null,
    writePgliteTemplate(templates.pglite),
    writeChdbTemplate(templates.chdb, loadConfig({ DATA_DIR: dir }).EVENT_TTL_DAYS),
  ]);
  templates.postgres = postgres?.name ?? null;
  project.provide('storeTemplates', templates);
  return async () => {
    await postgres?.drop();
    rmSync(dir, { recursive: true, force: true });
  };
}
