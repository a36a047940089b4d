// Writes the content of one installation as an archive directory (archive-format.ts).
import { mkdir, readdir, rename, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { SERVED_MEDIA_FILE } from '@lumen/contract';
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
  MEDIA_FOLDER,
  UPLOADS_FOLDER,
} from './archive-format.ts';
import { copyOut } from './archive-files.ts';

export interface ExportOptions {
  source: 'pglite' | 'postgres';
  /** The installation's uploads directory (a missing one has no uploads). */
  uploadsDir: string;
  /** The installation's media directory (uploaded videos, one folder each). */
  mediaDir: string;
  /** Where the archive goes: a new or empty directory. */
  archiveDir: string;
  /** Also archive the user accounts, password hashes included. */
  withAccounts?: boolean;
}

export interface ExportSummary {
  rows: Record<string, number>;
  uploads: number;
  mediaFiles: number;
}

async function readDirIfAny(dir: string, recursive = false) {
  try {
    return await readdir(dir, { withFileTypes: true, recursive });
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

/**
 * The files of an upload that the API serves (its original and transcode), as `<id>/<path>`:
 * a transcode's scratch files stay behind.
 */
async function mediaFilesOf(mediaDir: string, id: string): Promise<string[]> {
  const folder = join(mediaDir, id);
  return (await readDirIfAny(folder, true))
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((path) => SERVED_MEDIA_FILE.test(path))
    .map((path) => `${id}/${path}`);
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

  // An upload without its original could not be restored: refuse before writing anything.
  const mediaNames: string[] = [];
  for (const { id, originalFile } of tables.mediaAssets as { id: string; originalFile: string }[]) {
    const names = await mediaFilesOf(options.mediaDir, id);
    if (!names.includes(`${id}/${originalFile}`))
      throw new ArchiveError(
        `upload ${id} has no original (${originalFile}) in ${options.mediaDir}: restore the file or delete the upload, then export again`,
      );
    mediaNames.push(...names);
  }

  await mkdir(join(options.archiveDir, UPLOADS_FOLDER), { recursive: true });
  // The upload route writes plain files only; anything else is not ours to move.
  const uploadNames = (await readDirIfAny(options.uploadsDir))
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => entry.name);
  const uploads = await copyOut(
    options.uploadsDir,
    join(options.archiveDir, UPLOADS_FOLDER),
    uploadNames,
  );
  const media = await copyOut(options.mediaDir, join(options.archiveDir, MEDIA_FOLDER), mediaNames);

  const archive = {
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    exportedAt: new Date().toISOString(),
    source: options.source,
    tables,
    uploads,
    media,
  };
  // content.json comes last and appears whole: an interrupted export is no archive at all.
  const contentPath = join(options.archiveDir, CONTENT_FILE);
  await writeFile(`${contentPath}.partial`, JSON.stringify(archive, null, 1));
  await rename(`${contentPath}.partial`, contentPath);
  return {
    rows: Object.fromEntries(Object.entries(tables).map(([n, rows]) => [n, rows.length])),
    uploads: uploads.length,
    mediaFiles: media.length,
  };
}
