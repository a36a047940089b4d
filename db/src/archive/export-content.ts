// Writes the content of one installation as an archive directory (archive-format.ts).
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { asc, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../database.ts';
import {
  ACCOUNT_TABLES,
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  ArchiveError,
  archivedColumns,
  CONTENT_FILE,
  CONTENT_TABLES,
  UPLOADS_FOLDER,
  type UploadEntry,
} from './archive-format.ts';

export interface ExportOptions {
  source: 'pglite' | 'postgres';
  /** The installation's uploads directory (a missing one has no uploads). */
  uploadsDir: string;
  /** Where the archive goes: a new or empty directory. */
  archiveDir: string;
  /** Also archive the user accounts, password hashes included. */
  withAccounts?: boolean;
}

export interface ExportSummary {
  rows: Record<string, number>;
  uploads: number;
}

async function readDirIfAny(dir: string) {
  try {
    return await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Timestamps as ISO text with Postgres's microseconds (a JS Date keeps milliseconds only). */
const isoText = (column: PgColumn) => sql<string>`to_json(${column}) #>> '{}'`;

async function selectAll(db: Database, table: PgTable) {
  const columns = archivedColumns(table);
  const fields = Object.fromEntries(
    Object.entries(columns).map(([field, c]) => [
      field,
      c.columnType === 'PgTimestamp' ? isoText(c) : c,
    ]),
  );
  const order = Object.values(columns)
    .filter((c) => c.primary || c.name.endsWith('_id'))
    .map((c) => asc(c));
  return db
    .select(fields)
    .from(table)
    .orderBy(...order);
}

export async function exportContent(db: Database, options: ExportOptions): Promise<ExportSummary> {
  if ((await readDirIfAny(options.archiveDir)).length > 0)
    throw new ArchiveError(`${options.archiveDir} is not empty: export into a new directory`);

  const tableSet = options.withAccounts ? { ...ACCOUNT_TABLES, ...CONTENT_TABLES } : CONTENT_TABLES;
  // One snapshot: rows added while exporting cannot reference rows the archive lacks.
  const tables = await db.transaction(
    async (tx) => {
      const result: Record<string, unknown[]> = {};
      for (const [name, table] of Object.entries(tableSet))
        result[name] = await selectAll(tx, table);
      return result;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );

  const uploadsOut = join(options.archiveDir, UPLOADS_FOLDER);
  await mkdir(uploadsOut, { recursive: true });
  const uploads: UploadEntry[] = [];
  for (const entry of await readDirIfAny(options.uploadsDir)) {
    // The upload route writes plain files only; anything else is not ours to move.
    if (!entry.isFile() || entry.name.startsWith('.')) continue;
    const from = join(options.uploadsDir, entry.name);
    const bytes = await readFile(from);
    await copyFile(from, join(uploadsOut, entry.name));
    uploads.push({
      name: entry.name,
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
  }
  uploads.sort((a, b) => a.name.localeCompare(b.name));

  const archive = {
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    exportedAt: new Date().toISOString(),
    source: options.source,
    tables,
    uploads,
  };
  // content.json comes last and appears whole: an interrupted export is no archive at all.
  const contentPath = join(options.archiveDir, CONTENT_FILE);
  await writeFile(`${contentPath}.partial`, JSON.stringify(archive, null, 1));
  await rename(`${contentPath}.partial`, contentPath);
  return {
    rows: Object.fromEntries(Object.entries(tables).map(([n, rows]) => [n, rows.length])),
    uploads: uploads.length,
  };
}
