// Loads an archive directory (archive-format.ts) into an installation, all or nothing: the rows
// in one transaction, the uploads and media files copied inside it and removed again if anything
// fails.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { count, getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Database } from '../database.ts';
import {
  ARCHIVE_TABLES,
  ArchiveError,
  CONTENT_FILE,
  contentArchiveSchema,
  MEDIA_FOLDER,
  UPLOADS_FOLDER,
  type ArchiveTableName,
  type ContentArchive,
} from './archive-format.ts';
import { checkListed, createCopier, missingFrom } from './archive-files.ts';
import { settleMediaRows } from './archived-media.ts';

export interface ImportOptions {
  archiveDir: string;
  /** The target installation's uploads directory. */
  uploadsDir: string;
  /** The target installation's media directory (uploaded videos). */
  mediaDir: string;
  /** Delete the target's content (and accounts, when the archive has them) first. */
  replace?: boolean;
}

export interface ImportSummary {
  rows: Record<string, number>;
  uploads: number;
  mediaFiles: number;
  /** Admins in the archive, imported as viewers: the installation's admin is ADMIN_EMAIL's. */
  adminsImportedAsViewers: string[];
}

/**
 * An archive's accounts arrive without admin rights: an archive may come from anywhere, and an
 * admin it carried would otherwise be let in silently. The api makes ADMIN_EMAIL's account an
 * admin at its next start, as on any installation.
 */
function withoutAdmins(rows: Record<string, unknown>[]) {
  const demoted: string[] = [];
  const kept = rows.map((row) => {
    if (row.role !== 'admin') return row;
    demoted.push(String(row.email));
    return { ...row, role: 'viewer' };
  });
  return { kept, demoted };
}

/** Rows per INSERT: well under Postgres's 65,535 parameters for the widest table. */
const BATCH = 500;

async function readIfExists(path: string): Promise<Buffer | undefined> {
  try {
    return await readFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Reads and checks content.json; every problem becomes an ArchiveError naming it. */
export async function readArchive(archiveDir: string): Promise<ContentArchive> {
  const text = await readIfExists(join(archiveDir, CONTENT_FILE));
  if (!text)
    throw new ArchiveError(
      `${archiveDir} has no ${CONTENT_FILE}: not a content archive (made by npm run export)`,
    );
  let json: unknown;
  try {
    json = JSON.parse(text.toString('utf8'));
  } catch (error) {
    throw new ArchiveError(`${CONTENT_FILE} is not valid JSON: ${(error as Error).message}`);
  }
  const parsed = contentArchiveSchema.safeParse(json);
  if (!parsed.success)
    throw new ArchiveError(
      `${CONTENT_FILE} is not a valid archive:\n${z.prettifyError(parsed.error)}`,
    );
  return parsed.data;
}

async function rowCounts(db: Database, names: ArchiveTableName[]) {
  const counts: [ArchiveTableName, number][] = [];
  for (const name of names) {
    const [row] = await db.select({ n: count() }).from(ARCHIVE_TABLES[name]);
    counts.push([name, row?.n ?? 0]);
  }
  return counts;
}

/** Moves every serial column's sequence past the loaded ids, so new rows do not collide. */
async function resetSequences(db: Database, table: PgTable) {
  for (const column of Object.values(getTableColumns(table))) {
    if (column.columnType !== 'PgSerial') continue;
    const name = getTableName(table);
    await db.execute(
      sql`select setval(pg_get_serial_sequence(${name}, ${column.name}),
            coalesce((select max(${sql.identifier(column.name)}) from ${sql.identifier(name)}), 0) + 1,
            false)`,
    );
  }
}

export async function importContent(db: Database, options: ImportOptions): Promise<ImportSummary> {
  const archive = await readArchive(options.archiveDir);
  const accounts = withoutAdmins(archive.tables.users ?? []);
  if (archive.tables.users) archive.tables.users = accounts.kept;
  const media = archive.media ?? [];
  const archivedUploads = join(options.archiveDir, UPLOADS_FOLDER);
  const archivedMedia = join(options.archiveDir, MEDIA_FOLDER);
  await checkListed(archivedUploads, archive.uploads, 'upload');
  await checkListed(archivedMedia, media, 'media file');
  await settleMediaRows(archivedMedia, archive.tables.mediaAssets ?? [], media);
  const uploadsToCopy = await missingFrom(options.uploadsDir, archive.uploads);
  const mediaToCopy = await missingFrom(options.mediaDir, media);
  const names = (Object.keys(ARCHIVE_TABLES) as ArchiveTableName[]).filter(
    (name) => archive.tables[name],
  );

  const copier = createCopier();
  try {
    await db.transaction(async (tx) => {
      const occupied = (await rowCounts(tx, names)).filter(([, n]) => n > 0);
      if (occupied.length > 0 && !options.replace)
        throw new ArchiveError(
          `the target already holds ${occupied.map(([t, n]) => `${n} ${t}`).join(', ')}: ` +
            'import into an empty installation, or pass --replace to delete that first',
        );
      for (const name of [...names].reverse()) await tx.delete(ARCHIVE_TABLES[name]);

      for (const name of names) {
        const table = ARCHIVE_TABLES[name] as PgTable;
        const rows = archive.tables[name]!;
        for (let start = 0; start < rows.length; start += BATCH) {
          try {
            await tx.insert(table).values(rows.slice(start, start + BATCH));
          } catch (error) {
            const cause = (error as { cause?: Error }).cause ?? (error as Error);
            throw new ArchiveError(`could not load ${name}: ${cause.message}`);
          }
        }
        await resetSequences(tx, table);
      }

      await copier.copy(archivedUploads, options.uploadsDir, uploadsToCopy);
      await copier.copy(archivedMedia, options.mediaDir, mediaToCopy);
    });
  } catch (error) {
    await copier.undo();
    throw error;
  }
  return {
    rows: Object.fromEntries(names.map((name) => [name, archive.tables[name]!.length])),
    uploads: archive.uploads.length,
    mediaFiles: media.length,
    adminsImportedAsViewers: accounts.demoted,
  };
}
