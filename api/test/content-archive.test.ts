// Backups and moving house: `npm run export` writes an embedded installation's
// content as an archive and `npm run import` loads it into another one (Postgres when
// TEST_DATABASE_URL is set), every row, upload and media file the same, all or nothing.
// (content-archive-media.test.ts moves a real transcoded video and plays it after the move.)
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { getTableName, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ArchiveError,
  cleanCues,
  exportContent,
  importContent,
  insertCaption,
  insertMediaAsset,
  insertPoll,
  insertQuizResponse,
  insertSurveyResponse,
  openContentStore,
  sanitizeDescription,
  saveSiteSettings,
  schema,
  seedContent,
  type ContentStore,
  type Database,
} from '@lumen/db';
import { createTestDatabase } from '../../db/test/support/test-database.ts';
import { openTestStore, storeKinds } from './support/stores.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const UPLOAD = 'c0ffee00-0000-4000-8000-000000000001.png';
const MEDIA_ID = 'c0ffee00-0000-4000-8000-0000000000aa';
/** An uploaded video's folder as a transcode leaves it, with a scratch file the API never serves. */
const MEDIA_FILES: Record<string, string> = {
  'original.mp4': 'mp4 bytes',
  'hls/master.m3u8':
    '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=400000,RESOLUTION=426x240\nstream_0.m3u8\n',
  'hls/stream_0.m3u8': '#EXTM3U\n#EXTINF:4.0,\nstream_0_000.ts\n#EXTINF:2.0,\nstream_0_001.ts\n',
  'hls/stream_0_000.ts': 'segment 0',
  'hls/stream_0_001.ts': 'segment 1',
  'poster.jpg': 'jpeg bytes',
  'storyboard.jpg': 'sprite bytes',
  'storyboard.vtt': 'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nstoryboard.jpg#xywh=0,0,160,90\n',
};
const SCRATCH_FILE = 'hls/ffmpeg-passlog.txt';
/** Every table the archive carries (users only with --with-accounts). */
const TABLES = [
  schema.users,
  schema.categories,
  schema.videos,
  schema.videoCaptions,
  schema.mediaAssets,
  schema.playlists,
  schema.playlistVideos,
  schema.quizzes,
  schema.surveys,
  schema.polls,
  schema.interactiveElements,
  schema.quizResponses,
  schema.surveyResponses,
  schema.siteSettings,
];

const tempDirs: string[] = [];
const tempDir = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), `lumen-${name}-`));
  tempDirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

/** Every row of every archived table as Postgres's own JSON text (microseconds, search vector). */
async function snapshot(db: Database) {
  const result: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    const name = getTableName(table);
    const answer = await db.execute(
      sql`select to_json(t)::text as row from ${sql.identifier(name)} t order by 1`,
    );
    // node-postgres and PGlite both answer { rows }; drizzle's shared type cannot say so.
    result[name] = (answer as { rows: { row: string }[] }).rows.map((r) => r.row);
  }
  return result;
}

/** A source's snapshot as the import leaves it: its admins are viewers. */
function asImported(rows: Record<string, unknown[]>) {
  return {
    ...rows,
    users: rows.users!.map((row) => String(row).replace('"role":"admin"', '"role":"viewer"')),
  };
}

/** The files under a folder (a missing one has none), by path, with their hashes. */
const filesOf = (dir: string) =>
  Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const path = join(entry.parentPath, entry.name);
        return [relative(dir, path), createHash('sha256').update(readFileSync(path)).digest('hex')];
      }),
  );

/**
 * Demo content plus what a used installation gathers: a poll, responses, an uploaded image used
 * as the site's logo, an uploaded video with its transcode and a caption track, chapters and
 * embed settings, an admin.
 */
async function fillSource(db: Database, uploadsDir: string, mediaDir: string) {
  await seedContent(db, 'demo');
  const [video] = await db.select().from(schema.videos).limit(1);
  const [quiz] = await db.select().from(schema.quizzes).limit(1);
  const [survey] = await db.select().from(schema.surveys).limit(1);
  await insertPoll(
    db,
    video!.id,
    { question: 'Best part?', options: ['Start', 'End'], timecode: 12.5 },
    true,
  );
  await insertQuizResponse(db, {
    quizId: quiz!.id,
    answer: 'A',
    isCorrect: true,
    responseTime: 1200,
    sessionId: 's-1',
  });
  await insertQuizResponse(db, { quizId: quiz!.id, answer: ['x', 'y'], isCorrect: false });
  await insertSurveyResponse(db, {
    surveyId: survey!.id,
    responses: { q1: 4, q2: 'Clear and short', q3: ['a', 'b'] },
    completionTime: 30,
    sessionId: 's-2',
  });
  writeFileSync(join(uploadsDir, UPLOAD), PNG);
  await db
    .update(schema.categories)
    .set({ thumbnailUrl: `/uploads/${UPLOAD}` })
    .where(sql`id = (select min(id) from categories)`);
  await db.insert(schema.users).values({
    email: 'admin@example.com',
    passwordHash: 'scrypt$not-a-real-hash',
    role: 'admin',
  });
  await saveSiteSettings(db, {
    siteName: 'Moved Site',
    logoUrl: `/uploads/${UPLOAD}`,
    privacyMarkdown: '# Our privacy',
    cookiesMarkdown: '',
    controllerName: 'Moved Ltd',
    controllerEmail: 'privacy@example.com',
    controllerAddress: '1 Road',
    defaultLanguage: 'es',
    analyticsTimeZone: 'UTC',
  });

  for (const [name, text] of Object.entries({ ...MEDIA_FILES, [SCRATCH_FILE]: 'scratch' })) {
    mkdirSync(dirname(join(mediaDir, MEDIA_ID, name)), { recursive: true });
    writeFileSync(join(mediaDir, MEDIA_ID, name), text);
  }
  await db
    .update(schema.videos)
    .set({
      sourceUrl: `/api/media/${MEDIA_ID}/original.mp4`,
      chapters: [
        { startTime: 0, title: 'Opening' },
        { startTime: 2, title: 'Close' },
      ],
      embedAllowedHosts: ['learn.example.org'],
      embedCaptionsOn: true,
    })
    .where(sql`id = ${video!.id}`);
  await insertMediaAsset(db, {
    id: MEDIA_ID,
    videoId: video!.id,
    originalFile: 'original.mp4',
    originalName: 'talk.mp4',
    mimeType: 'video/mp4',
    size: MEDIA_FILES['original.mp4']!.length,
    duration: 6,
    width: 426,
    height: 240,
    videoCodec: 'h264',
    audioCodec: 'aac',
  });
  await db
    .update(schema.mediaAssets)
    .set({
      status: 'ready',
      step: 'done',
      progress: 100,
      renditions: [{ width: 426, height: 240, bitrate: 400_000 }],
    })
    .where(sql`id = ${MEDIA_ID}`);
  await insertCaption(db, video!.id, {
    language: 'en',
    label: 'English',
    cues: [{ startTime: 0, endTime: 2, text: 'Hello there' }],
  });
}

/** What the export should carry of a media folder: the served files only. */
const servedMedia = (mediaDir: string) => {
  const files = filesOf(mediaDir);
  delete files[join(MEDIA_ID, SCRATCH_FILE)];
  return files;
};

describe('content archive (PGlite source)', () => {
  let source: ContentStore;
  let sourceUploads: string;
  let sourceMedia: string;
  let archiveDir: string;

  beforeAll(async () => {
    source = await openContentStore({});
    sourceUploads = tempDir('source-uploads');
    sourceMedia = tempDir('source-media');
    archiveDir = join(tempDir('archive'), 'archive');
    await fillSource(source.db, sourceUploads, sourceMedia);
    await exportContent(source.db, {
      source: 'pglite',
      uploadsDir: sourceUploads,
      mediaDir: sourceMedia,
      archiveDir,
      withAccounts: true,
    });
  });
  afterAll(async () => {
    await source?.close();
  });

  it('refuses to export into a directory that is not empty', async () => {
    await expect(
      exportContent(source.db, {
        source: 'pglite',
        uploadsDir: sourceUploads,
        mediaDir: sourceMedia,
        archiveDir,
      }),
    ).rejects.toThrow(/is not empty/);
  });

  describe.each(storeKinds)('into %s', (kind) => {
    let target: ContentStore;
    let targetUploads: string;
    let targetMedia: string;
    const into = () => ({ archiveDir, uploadsDir: targetUploads, mediaDir: targetMedia });

    beforeAll(async () => {
      target = await openTestStore(kind);
      targetUploads = tempDir('target-uploads');
      targetMedia = tempDir('target-media');
    });
    afterAll(async () => {
      await target?.close();
    });

    it('carries every row, upload and media file unchanged, but an admin account as a viewer', async () => {
      const summary = await importContent(target.db, into());
      expect(summary.uploads).toBe(1);
      expect(summary.mediaFiles).toBe(Object.keys(MEDIA_FILES).length);
      expect(summary.rows.polls).toBe(1);
      expect(summary.adminsImportedAsViewers).toEqual(['admin@example.com']);
      const before = await snapshot(source.db);
      // Each table holds something, so each comparison can fail.
      for (const [name, rows] of Object.entries(before))
        expect(rows.length, name).toBeGreaterThan(0);
      expect(await snapshot(target.db)).toEqual(asImported(before));
      expect(filesOf(targetUploads)).toEqual(filesOf(sourceUploads));
      expect(filesOf(targetMedia)).toEqual(servedMedia(sourceMedia));
    });

    it('moves the sequences past the loaded ids', async () => {
      const [{ max } = { max: 0 }] = await target.db
        .select({ max: sql<number>`max(id)::int` })
        .from(schema.videos);
      const [created] = await target.db
        .insert(schema.videos)
        .values({ title: 'After the move', sourceUrl: 'https://example.com/after.mp4' })
        .returning({ id: schema.videos.id });
      expect(created!.id).toBe(max + 1);
      const [poll] = await target.db
        .insert(schema.polls)
        .values({ videoId: created!.id, question: 'New?', options: ['y', 'n'], timecode: 1 })
        .returning({ id: schema.polls.id });
      expect(poll!.id).toBeGreaterThan(0);
    });

    it('refuses a target that holds content, changing nothing', async () => {
      const before = await snapshot(target.db);
      await expect(importContent(target.db, into())).rejects.toThrow(
        /already holds .*videos.*pass --replace/,
      );
      expect(await snapshot(target.db)).toEqual(before);
    });

    it('with --replace, puts the archive in place of what the target holds', async () => {
      await importContent(target.db, { ...into(), replace: true });
      expect(await snapshot(target.db)).toEqual(asImported(await snapshot(source.db)));
    });
  });

  describe('a damaged archive is refused, changing nothing', () => {
    let target: ContentStore;
    let targetUploads: string;
    let targetMedia: string;
    const content = () => JSON.parse(readFileSync(join(archiveDir, 'content.json'), 'utf8'));

    /** A copy of the archive with content.json (and optionally an upload) replaced. */
    function damaged(json: unknown, uploadBytes: Buffer = PNG) {
      const dir = tempDir('damaged');
      const uploads = join(dir, 'uploads');
      mkdirSync(uploads);
      writeFileSync(join(uploads, UPLOAD), uploadBytes);
      cpSync(join(archiveDir, 'media'), join(dir, 'media'), { recursive: true });
      writeFileSync(
        join(dir, 'content.json'),
        typeof json === 'string' ? json : JSON.stringify(json),
      );
      return dir;
    }

    beforeAll(async () => {
      target = await openContentStore({});
      targetUploads = tempDir('damaged-target');
      targetMedia = tempDir('damaged-target-media');
    });
    afterAll(async () => {
      await target?.close();
    });
    const from = (dir: string) => ({
      archiveDir: dir,
      uploadsDir: targetUploads,
      mediaDir: targetMedia,
    });

    async function expectRefused(dir: string, message: RegExp) {
      const error = await importContent(target.db, from(dir))
        .then(() => undefined)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ArchiveError);
      expect((error as Error).message).toMatch(message);
      for (const rows of Object.values(await snapshot(target.db))) expect(rows).toEqual([]);
      expect(readdirSync(targetUploads)).toEqual([]);
      expect(readdirSync(targetMedia)).toEqual([]);
    }

    /** Imports an archive that passes, hands the target to `check`, then empties the target. */
    async function imported(dir: string, check: () => Promise<void>) {
      try {
        await importContent(target.db, from(dir));
        await check();
      } finally {
        for (const table of [...TABLES].reverse()) await target.db.delete(table);
        rmSync(targetUploads, { recursive: true, force: true });
        rmSync(targetMedia, { recursive: true, force: true });
        mkdirSync(targetUploads);
        mkdirSync(targetMedia);
      }
    }

    it('no content.json', async () => {
      await expectRefused(tempDir('empty'), /no content\.json: not a content archive/);
    });

    it('not JSON', async () => {
      await expectRefused(damaged('{"format": "lumen-content-archive", '), /not valid JSON/);
    });

    it('another version', async () => {
      await expectRefused(damaged({ ...content(), version: 3 }), /version/);
    });

    it('a row of the wrong shape, named by its path', async () => {
      const json = content();
      json.tables.videos[1].title = 42;
      await expectRefused(damaged(json), /tables\.videos\[1\]\.title/);
    });

    it('an upload name that leaves the uploads directory', async () => {
      const json = content();
      json.uploads[0].name = '../escape.png';
      await expectRefused(damaged(json), /plain file name/);
    });

    it('an upload whose bytes changed', async () => {
      await expectRefused(damaged(content(), Buffer.from('not the png')), /damaged/);
    });

    it('an upload that would overwrite another file of the target', async () => {
      const uploadsDir = tempDir('conflict');
      writeFileSync(join(uploadsDir, UPLOAD), 'other bytes');
      await expect(
        importContent(target.db, { archiveDir, uploadsDir, mediaDir: targetMedia }),
      ).rejects.toThrow(/exists with other content/);
      expect(readFileSync(join(uploadsDir, UPLOAD), 'utf8')).toBe('other bytes');
      for (const rows of Object.values(await snapshot(target.db))) expect(rows).toEqual([]);
    });

    it('a link field the API would refuse, named by its path', async () => {
      const hostileLinks: [string, string, string, RegExp][] = [
        ['videos', 'sourceUrl', 'javascript:alert(1)', /tables\.videos\[0\]\.sourceUrl/],
        ['videos', 'thumbnailUrl', '/\\evil.example/x.png', /tables\.videos\[0\]\.thumbnailUrl/],
        ['videos', 'youtubeEmbedUrl', 'data:text/html,<script>', /youtubeEmbedUrl/],
        ['videos', 'youtubeVideoId', '"><script>', /YouTube video id/],
        [
          'categories',
          'thumbnailUrl',
          'javascript:void(0)',
          /tables\.categories\[0\]\.thumbnailUrl/,
        ],
        [
          'playlists',
          'thumbnailUrl',
          '//evil.example/x.png',
          /tables\.playlists\[0\]\.thumbnailUrl/,
        ],
      ];
      for (const [table, field, value, message] of hostileLinks) {
        const json = content();
        json.tables[table][0][field] = value;
        await expectRefused(damaged(json), message);
      }
    });

    it('a hostile description is sanitised as the API sanitises it, and an admin arrives as a viewer', async () => {
      const json = content();
      const hostile =
        '<p onclick="steal()">Hi <script>alert(1)</script><a href="javascript:alert(2)">x</a>' +
        '<img src=x onerror=alert(3)><a href="https://example.com">ok</a></p>';
      json.tables.videos[0].description = hostile;
      await imported(damaged(json), async () => {
        const accounts = await target.db
          .select({ email: schema.users.email, role: schema.users.role })
          .from(schema.users);
        expect(accounts).toEqual([{ email: 'admin@example.com', role: 'viewer' }]);
        const [video] = await target.db
          .select({ description: schema.videos.description })
          .from(schema.videos)
          .where(sql`id = ${json.tables.videos[0].id}`);
        expect(video!.description).toBe(sanitizeDescription(hostile));
        expect(video!.description).not.toMatch(/script|onclick|onerror|javascript|<img/);
        expect(video!.description).toContain('<a href="https://example.com"');
      });
    });

    it('hostile caption cues are sanitised as the caption upload sanitises them', async () => {
      const json = content();
      const cues = [
        { startTime: 0, endTime: 1, text: '<script>alert(1)</script><b onclick="x()">Hi</b>' },
        { startTime: 1, endTime: 2, text: '<img src=x onerror=alert(2)>' },
      ];
      json.tables.videoCaptions[0].cues = cues;
      await imported(damaged(json), async () => {
        const [track] = await target.db.select().from(schema.videoCaptions);
        expect(track!.cues).toEqual(cleanCues(cues));
        expect(JSON.stringify(track!.cues)).not.toMatch(/script|onclick|onerror|<img/);
      });
    });

    it('a caption track, upload or site setting the API would refuse, named by its path', async () => {
      const cases: [(json: ReturnType<typeof content>) => void, RegExp][] = [
        [
          (j) => (j.tables.videoCaptions[0].language = 'not a language!'),
          /videoCaptions\[0\]\.language/,
        ],
        [(j) => (j.tables.videoCaptions[0].cues = []), /videoCaptions\[0\]\.cues/],
        [(j) => (j.tables.mediaAssets[0].originalFile = '../../etc/passwd'), /originalFile/],
        [(j) => (j.tables.mediaAssets[0].status = 'done'), /mediaAssets\[0\]\.status/],
        [
          (j) => (j.tables.siteSettings[0].logoUrl = 'javascript:alert(1)'),
          /siteSettings\[0\]\.logoUrl/,
        ],
        [(j) => (j.tables.siteSettings[0].siteName = ' '), /siteSettings\[0\]\.siteName/],
        [(j) => (j.media[0].name = `${MEDIA_ID}/../../escape.ts`), /media\[0\]\.name/],
        [(j) => (j.media[0].name = `${MEDIA_ID}/notes.txt`), /media\[0\]\.name/],
      ];
      for (const [damage, message] of cases) {
        const json = content();
        damage(json);
        await expectRefused(damaged(json), message);
      }
    });

    it('a media file of no upload, or an upload without its original', async () => {
      const orphan = content();
      orphan.tables.mediaAssets = [];
      await expectRefused(damaged(orphan), /belongs to no upload in the archive/);
      const noOriginal = content();
      noOriginal.media = noOriginal.media.filter(
        (file: { name: string }) => !file.name.endsWith('original.mp4'),
      );
      await expectRefused(damaged(noOriginal), /has no original \(original\.mp4\)/);
    });

    it('an upload whose transcode is incomplete or unfinished arrives failed, to retry', async () => {
      const incomplete = content();
      incomplete.media = incomplete.media.filter(
        (file: { name: string }) => !file.name.endsWith('stream_0_001.ts'),
      );
      const unfinished = content();
      unfinished.tables.mediaAssets[0].status = 'processing';
      unfinished.tables.mediaAssets[0].cancelRequested = true;
      for (const [json, error] of [
        [incomplete, /did not hold all of the transcode/],
        [unfinished, /had not finished when the archive was made/],
      ] as const) {
        await imported(damaged(json), async () => {
          const [asset] = await target.db.select().from(schema.mediaAssets);
          expect(asset!.status).toBe('failed');
          expect(asset!.error).toMatch(error);
          expect(asset!.cancelRequested).toBe(false);
          expect(readdirSync(join(targetMedia, MEDIA_ID))).toContain('original.mp4');
        });
      }
    });

    it('an archive of version 1 (no captions, uploaded videos or settings) still loads', async () => {
      const json = content();
      json.version = 1;
      delete json.media;
      for (const table of ['videoCaptions', 'mediaAssets', 'siteSettings'])
        delete json.tables[table];
      await imported(damaged(json), async () => {
        const [{ n } = { n: 0 }] = await target.db
          .select({ n: sql<number>`count(*)::int` })
          .from(schema.videos);
        expect(n).toBe(json.tables.videos.length);
        expect(await target.db.select().from(schema.videoCaptions)).toEqual([]);
        expect(readdirSync(targetMedia)).toEqual([]);
      });
    });

    it('a relation to a missing row, found after earlier tables were loaded', async () => {
      const json = content();
      json.tables.quizResponses[0].quizId = 999_999;
      await expectRefused(damaged(json), /could not load quizResponses/);
    });
  });
});

describe('npm run export / import as processes (embedded install → distributed shape)', () => {
  const sourceData = tempDir('source-data');
  const targetData = tempDir('target-data');
  const archiveDir = join(tempDir('cli-archive'), 'archive');
  let targetUrl: string | undefined;
  let dropTarget = async () => {};

  /** Runs a script as `npm run` does, with only the configuration given here. */
  async function run(script: string, args: string[], env: Record<string, string>) {
    return promisify(execFile)(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH!, HOME: process.env.HOME ?? ROOT, ...env },
    })
      .then(({ stdout }) => ({ code: 0, stdout, stderr: '' }))
      .catch((e: { code: number; stdout: string; stderr: string }) => e);
  }
  const targetEnv = () => ({ DATA_DIR: targetData, ...(targetUrl && { DATABASE_URL: targetUrl }) });
  const openTarget = () =>
    openContentStore(
      targetUrl ? { databaseUrl: targetUrl } : { pgliteDir: join(targetData, 'pg') },
    );

  beforeAll(async () => {
    const source = await openContentStore({ pgliteDir: join(sourceData, 'pg') });
    mkdirSync(join(sourceData, 'uploads'));
    await fillSource(source.db, join(sourceData, 'uploads'), join(sourceData, 'media'));
    await source.close();
    if (process.env.TEST_DATABASE_URL) {
      const database = await createTestDatabase(process.env.TEST_DATABASE_URL);
      targetUrl = database.url;
      dropTarget = () => database.drop();
    }
  });
  afterAll(() => dropTarget());

  it('moves everything but the accounts, and refuses a second import', async () => {
    const exported = await run('scripts/export-content.ts', [archiveDir], { DATA_DIR: sourceData });
    expect(exported.stderr).toBe('');
    expect(exported.stdout).toMatch(/^exported to /);

    const imported = await run('scripts/import-content.ts', [archiveDir], targetEnv());
    expect(imported.stderr).toBe('');
    expect(imported.stdout).toMatch(/^imported /);

    const source = await openContentStore({ pgliteDir: join(sourceData, 'pg') });
    const target = await openTarget();
    try {
      const { users, ...content } = await snapshot(source.db);
      const { users: targetUsers, ...targetContent } = await snapshot(target.db);
      expect(users).toHaveLength(1);
      expect(targetUsers, 'accounts move only with --with-accounts').toEqual([]);
      expect(targetContent).toEqual(content);
    } finally {
      await source.close();
      await target.close();
    }
    expect(filesOf(join(targetData, 'uploads'))).toEqual(filesOf(join(sourceData, 'uploads')));
    expect(filesOf(join(targetData, 'media'))).toEqual(servedMedia(join(sourceData, 'media')));

    const again = await run('scripts/import-content.ts', [archiveDir], targetEnv());
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/already holds .*pass --replace/);
    expect(again.stderr, 'a message, not a stack').not.toMatch(/\n\s+at /);
  }, 120_000);
});
