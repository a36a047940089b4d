// The content archive's format: a directory holding content.json (this file's schema), uploads/
// (the uploaded images, byte for byte) and media/ (each uploaded video's folder: the original and
// what its transcode made). Rows keep their ids, so every relation (collection videos,
// interactive elements, responses, caption tracks, uploads) survives the move unchanged.
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import {
  captionCueSchema,
  captionLabel,
  captionLanguage,
  chaptersInputSchema,
  embedAllowedHosts,
  link,
  MEDIA_ID,
  mediaRenditionSchema,
  mediaStatusSchema,
  mediaStepSchema,
  SERVED_MEDIA_FILE,
  siteSettingsUpdateSchema,
  youTubeId,
} from '@lumen/contract';
import { CaptionFileError, cleanCues } from '../captions/caption-file.ts';
import { sanitizeDescription } from '../video-rules/sanitize-description.ts';
import {
  categories,
  interactiveElements,
  mediaAssets,
  playlists,
  playlistVideos,
  polls,
  quizResponses,
  quizzes,
  surveyResponses,
  siteSettings,
  surveys,
  users,
  videoCaptions,
  videos,
} from '../schema.ts';

export const ARCHIVE_FORMAT = 'lumen-content-archive';
/** 2 added caption tracks, uploaded videos (rows and media/) and the site's settings. */
export const ARCHIVE_VERSION = 2;
export const CONTENT_FILE = 'content.json';
export const UPLOADS_FOLDER = 'uploads';
export const MEDIA_FOLDER = 'media';

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
  videoCaptions,
  mediaAssets,
  playlists,
  playlistVideos,
  quizzes,
  surveys,
  polls,
  interactiveElements,
  quizResponses,
  surveyResponses,
  siteSettings,
} satisfies Record<string, PgTable>;
/** The tables a version 1 archive does not have. */
const ADDED_IN_VERSION_2 = new Set(['videoCaptions', 'mediaAssets', 'siteSettings']);
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
      case 'PgBigInt53':
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
  videoCaptions: {
    language: captionLanguage,
    label: captionLabel,
    cues: z.array(captionCueSchema).transform((cues, ctx) => {
      try {
        return cleanCues(cues);
      } catch (error) {
        if (!(error instanceof CaptionFileError)) throw error;
        ctx.addIssue({ code: 'custom', message: error.message });
        return z.NEVER;
      }
    }),
  },
  mediaAssets: {
    id: z.string().regex(MEDIA_ID, 'must be an upload id'),
    originalFile: z
      .string()
      .refine((name) => name.startsWith('original.') && SERVED_MEDIA_FILE.test(name), {
        message: 'must be original.<a video extension>',
      }),
    status: mediaStatusSchema,
    step: mediaStepSchema,
    progress: z.number().int().min(0).max(100),
    renditions: z.array(mediaRenditionSchema),
    // A cancel asked for on the old installation has no transcode to stop here.
    cancelRequested: z.boolean().transform(() => false),
  },
  siteSettings: {
    id: z.literal(1),
    ...siteSettingsUpdateSchema.shape,
  },
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

/** A file beside content.json: its path in its folder (`/` between names), size and sha256. */
export interface ArchivedFile {
  name: string;
  size: number;
  sha256: string;
}

const fileEntry = (name: z.ZodType<string>) =>
  z.strictObject({
    name,
    size: z.number().int().min(0),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
  });

// A bare file name: the archive never writes outside the uploads directory.
const uploadEntry = fileEntry(
  z
    .string()
    .regex(/^[A-Za-z0-9_-][A-Za-z0-9._-]*$/, 'must be a plain file name')
    .max(255),
);

// <upload id>/<one of the files the API serves>: nothing else lands in the media directory.
const mediaEntry = fileEntry(
  z.string().refine((name) => {
    const [id = '', ...path] = name.split('/');
    return MEDIA_ID.test(id) && SERVED_MEDIA_FILE.test(path.join('/'));
  }, 'must be <upload id>/<a media file name>'),
);

const tablesSchema = (version: number) =>
  z.strictObject({
    users: z.array(rowSchema('users')).optional(),
    ...Object.fromEntries(
      Object.keys(CONTENT_TABLES).map((name) => {
        const rows = z.array(rowSchema(name as ArchiveTableName));
        return [name, version < 2 && ADDED_IN_VERSION_2.has(name) ? rows.optional() : rows];
      }),
    ),
  });

const archiveFields = {
  format: z.literal(ARCHIVE_FORMAT),
  exportedAt: z.iso.datetime({ offset: true }),
  /** Which store it came from: for the reader, not used by the import. */
  source: z.enum(['pglite', 'postgres']),
  uploads: z.array(uploadEntry),
};

/** This version's archives, and those of version 1 (no captions, uploaded videos or settings). */
export const contentArchiveSchema = z.discriminatedUnion('version', [
  z.strictObject({
    ...archiveFields,
    version: z.literal(ARCHIVE_VERSION),
    tables: tablesSchema(ARCHIVE_VERSION),
    media: z.array(mediaEntry),
  }),
  z.strictObject({ ...archiveFields, version: z.literal(1), tables: tablesSchema(1) }),
]);

/** content.json as loaded: timestamps are SQL casts, rows ready to insert. */
export interface ContentArchive {
  format: typeof ARCHIVE_FORMAT;
  version: number;
  exportedAt: string;
  source: 'pglite' | 'postgres';
  tables: Partial<Record<ArchiveTableName, Record<string, unknown>[]>>;
  uploads: ArchivedFile[];
  /** Version 2 on: the files of the uploaded videos. */
  media?: ArchivedFile[];
}

export const tableNameOf = (name: ArchiveTableName) => getTableName(ARCHIVE_TABLES[name]);
