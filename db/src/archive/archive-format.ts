// The content archive's format: a directory holding content.json (this file's schema) and
// uploads/ (the uploaded files, byte for byte). Rows keep their ids, so every relation
// (collection videos, interactive elements, responses) survives the move unchanged.
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { chaptersInputSchema, embedAllowedHosts, link, youTubeId } from '@lumen/contract';
import { sanitizeDescription } from '../video-rules/sanitize-description.ts';
import {
  categories,
  interactiveElements,
  playlists,
  playlistVideos,
  polls,
  quizResponses,
  quizzes,
  surveyResponses,
  surveys,
  users,
  videos,
} from '../schema.ts';

export const ARCHIVE_FORMAT = 'lumen-content-archive';
export const ARCHIVE_VERSION = 1;
export const CONTENT_FILE = 'content.json';
export const UPLOADS_FOLDER = 'uploads';

/** A problem with the archive or the target, worded for the person running the command. */
export class ArchiveError extends Error {
  override name = 'ArchiveError';
}

/**
 * The archived tables, parents before children (the order rows are loaded in). `users` is
 * archived only on request (password hashes); sessions, login throttle counts and import jobs
 * (queue run history) belong to one installation and never move.
 */
export const CONTENT_TABLES = {
  categories,
  videos,
  playlists,
  playlistVideos,
  quizzes,
  surveys,
  polls,
  interactiveElements,
  quizResponses,
  surveyResponses,
} satisfies Record<string, PgTable>;
export const ACCOUNT_TABLES = { users } satisfies Record<string, PgTable>;
export const ARCHIVE_TABLES = { ...ACCOUNT_TABLES, ...CONTENT_TABLES };
export type ArchiveTableName = keyof typeof ARCHIVE_TABLES;

/**
 * Columns derived from elsewhere: a trigger keeps the search document, the database generates
 * the tag and typo columns (migrations/0012), and the view counts are copied from the event
 * store (api/src/services/view-count-copy.ts).
 */
const DERIVED_COLUMNS = new Set([
  'search_vector',
  'tag_keys',
  'tag_text',
  'typo_text',
  'view_count',
]);

/** The archived columns of a table, by their drizzle field name. */
export function archivedColumns(table: PgTable): Record<string, PgColumn> {
  return Object.fromEntries(
    Object.entries(getTableColumns(table)).filter(([, c]) => !DERIVED_COLUMNS.has(c.name)),
  );
}

function valueSchema(column: PgColumn): z.ZodType {
  const base = ((): z.ZodType => {
    switch (column.columnType) {
      case 'PgSerial':
      case 'PgInteger':
        return z.number().int();
      case 'PgDoublePrecision':
        return z.number();
      case 'PgText':
        return z.string();
      case 'PgBoolean':
        return z.boolean();
      case 'PgJsonb':
        return z.json();
      case 'PgArray':
        return z.array(z.string());
      case 'PgTimestamp':
        // Kept as written (microseconds included) and cast by Postgres on insert.
        return z.iso.datetime({ offset: true }).transform((s) => sql`${s}::timestamptz`);
      default:
        throw new Error(`archive: no rule for column type ${column.columnType} (${column.name})`);
    }
  })();
  // Every column is written on export; a missing one is a damaged archive, not a default.
  return column.notNull ? base : base.nullable();
}

/**
 * The API's rules for the columns it cleans or checks on the way in (a video's description
 * sanitised, every link field judged as the forms judge it): an archive, which may come from
 * anywhere, passes the same ones.
 */
const COLUMN_RULES: Partial<Record<ArchiveTableName, Record<string, z.ZodType>>> = {
  videos: {
    description: z.string().transform(sanitizeDescription),
    sourceUrl: link('Source URL').min(1, 'Source URL is required'),
    thumbnailUrl: link('Thumbnail URL'),
    youtubeVideoId: youTubeId,
    youtubeShareUrl: link('YouTube share URL'),
    youtubeEmbedUrl: link('YouTube embed URL'),
    // Archives written before videos had these embed settings or chapters have none.
    embedAllowedHosts: embedAllowedHosts.default([]),
    embedCaptionsOn: z.boolean().default(false),
    chapters: chaptersInputSchema.default([]),
  },
  categories: { thumbnailUrl: link('Thumbnail URL') },
  playlists: { thumbnailUrl: link('Thumbnail URL') },
};

function rowSchema(name: ArchiveTableName) {
  const table = ARCHIVE_TABLES[name] as PgTable;
  const rules = COLUMN_RULES[name] ?? {};
  const shape = Object.fromEntries(
    Object.entries(archivedColumns(table)).map(([field, column]) => {
      const rule = rules[field];
      if (!rule) return [field, valueSchema(column)];
      return [field, column.notNull ? rule : rule.nullable()];
    }),
  );
  return z.strictObject(shape);
}

const uploadEntry = z.strictObject({
  // A bare file name: the archive never writes outside the uploads directory.
  name: z
    .string()
    .regex(/^[A-Za-z0-9_-][A-Za-z0-9._-]*$/, 'must be a plain file name')
    .max(255),
  size: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type UploadEntry = z.infer<typeof uploadEntry>;

const tablesSchema = z.strictObject({
  users: z.array(rowSchema('users')).optional(),
  ...Object.fromEntries(
    Object.keys(CONTENT_TABLES).map((name) => [name, z.array(rowSchema(name as ArchiveTableName))]),
  ),
});

export const contentArchiveSchema = z.strictObject({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.literal(ARCHIVE_VERSION),
  exportedAt: z.iso.datetime({ offset: true }),
  /** Which store it came from: for the reader, not used by the import. */
  source: z.enum(['pglite', 'postgres']),
  tables: tablesSchema,
  uploads: z.array(uploadEntry),
});

/** content.json as loaded: timestamps are SQL casts, rows ready to insert. */
export interface ContentArchive {
  format: typeof ARCHIVE_FORMAT;
  version: typeof ARCHIVE_VERSION;
  exportedAt: string;
  source: 'pglite' | 'postgres';
  tables: Partial<Record<ArchiveTableName, Record<string, unknown>[]>>;
  uploads: UploadEntry[];
}

export const tableNameOf = (name: ArchiveTableName) => getTableName(ARCHIVE_TABLES[name]);
