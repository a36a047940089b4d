// Backups and moving house: `npm run export` writes an embedded installation's
// content as an archive and `npm run import` loads it into another one (Postgres when
// TEST_DATABASE_URL is set), every row and upload the same, all or nothing.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { getTableName, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ArchiveError,
  exportContent,
  importContent,
  insertPoll,
  insertQuizResponse,
  insertSurveyResponse,
  openContentStore,
  sanitizeDescription,
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
/** Every table the archive carries (users only with --with-accounts). */
const TABLES = [
  schema.users,
  schema.categories,
  schema.videos,
  schema.playlists,
  schema.playlistVideos,
  schema.quizzes,
  schema.surveys,
  schema.polls,
  schema.interactiveElements,
  schema.quizResponses,
  schema.surveyResponses,
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

const filesOf = (dir: string) =>
  Object.fromEntries(
    readdirSync(dir).map((name) => [
      name,
      createHash('sha256')
        .update(readFileSync(join(dir, name)))
        .digest('hex'),
    ]),
  );

/** Demo content plus what a used installation gathers: a poll, responses, an upload, an admin. */
async function fillSource(db: Database, uploadsDir: string) {
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
}

describe('content archive (PGlite source)', () => {
  let source: ContentStore;
  let sourceUploads: string;
  let archiveDir: string;

  beforeAll(async () => {
    source = await openContentStore({});
    sourceUploads = tempDir('source-uploads');
    archiveDir = join(tempDir('archive'), 'archive');
    await fillSource(source.db, sourceUploads);
    await exportContent(source.db, {
      source: 'pglite',
      uploadsDir: sourceUploads,
      archiveDir,
      withAccounts: true,
    });
  });
  afterAll(async () => {
    await source?.close();
  });

  it('refuses to export into a directory that is not empty', async () => {
    await expect(
      exportContent(source.db, { source: 'pglite', uploadsDir: sourceUploads, archiveDir }),
    ).rejects.toThrow(/is not empty/);
  });

  describe.each(storeKinds)('into %s', (kind) => {
    let target: ContentStore;
    let targetUploads: string;

    beforeAll(async () => {
      target = await openTestStore(kind);
      targetUploads = tempDir('target-uploads');
    });
    afterAll(async () => {
      await target?.close();
    });

    it('carries every row and upload unchanged, but an admin account as a viewer', async () => {
      const summary = await importContent(target.db, { archiveDir, uploadsDir: targetUploads });
      expect(summary.uploads).toBe(1);
      expect(summary.rows.polls).toBe(1);
      expect(summary.adminsImportedAsViewers).toEqual(['admin@example.com']);
      const before = await snapshot(source.db);
      // Each table holds something, so each comparison can fail.
      for (const [name, rows] of Object.entries(before))
        expect(rows.length, name).toBeGreaterThan(0);
      expect(await snapshot(target.db)).toEqual(asImported(before));
      expect(filesOf(targetUploads)).toEqual(filesOf(sourceUploads));
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
      await expect(
        importContent(target.db, { archiveDir, uploadsDir: targetUploads }),
      ).rejects.toThrow(/already holds .*videos.*pass --replace/);
      expect(await snapshot(target.db)).toEqual(before);
    });

    it('with --replace, puts the archive in place of what the target holds', async () => {
      await importContent(target.db, { archiveDir, uploadsDir: targetUploads, replace: true });
      expect(await snapshot(target.db)).toEqual(asImported(await snapshot(source.db)));
    });
  });

  describe('a damaged archive is refused, changing nothing', () => {
    let target: ContentStore;
    let targetUploads: string;
    const content = () => JSON.parse(readFileSync(join(archiveDir, 'content.json'), 'utf8'));

    /** A copy of the archive with content.json (and optionally an upload) replaced. */
    function damaged(json: unknown, uploadBytes: Buffer = PNG) {
      const dir = tempDir('damaged');
      const uploads = join(dir, 'uploads');
      mkdirSync(uploads);
      writeFileSync(join(uploads, UPLOAD), uploadBytes);
      writeFileSync(
        join(dir, 'content.json'),
        typeof json === 'string' ? json : JSON.stringify(json),
      );
      return dir;
    }

    beforeAll(async () => {
      target = await openContentStore({});
      targetUploads = tempDir('damaged-target');
    });
    afterAll(async () => {
      await target?.close();
    });

    async function expectRefused(dir: string, message: RegExp) {
      const error = await importContent(target.db, { archiveDir: dir, uploadsDir: targetUploads })
        .then(() => undefined)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ArchiveError);
      expect((error as Error).message).toMatch(message);
      for (const rows of Object.values(await snapshot(target.db))) expect(rows).toEqual([]);
      expect(readdirSync(targetUploads)).toEqual([]);
    }

    it('no content.json', async () => {
      await expectRefused(tempDir('empty'), /no content\.json: not a content archive/);
    });

    it('not JSON', async () => {
      await expectRefused(damaged('{"format": "lumen-content-archive", '), /not valid JSON/);
    });

    it('another version', async () => {
      await expectRefused(damaged({ ...content(), version: 2 }), /version/);
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
      await expect(importContent(target.db, { archiveDir, uploadsDir })).rejects.toThrow(
        /exists with other content/,
      );
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
      try {
        const summary = await importContent(target.db, {
          archiveDir: damaged(json),
          uploadsDir: targetUploads,
        });
        expect(summary.adminsImportedAsViewers).toEqual(['admin@example.com']);
        const [video] = await target.db
          .select({ description: schema.videos.description })
          .from(schema.videos)
          .where(sql`id = ${json.tables.videos[0].id}`);
        expect(video!.description).toBe(sanitizeDescription(hostile));
        expect(video!.description).not.toMatch(/script|onclick|onerror|javascript|<img/);
        expect(video!.description).toContain('<a href="https://example.com"');
        const accounts = await target.db
          .select({ email: schema.users.email, role: schema.users.role })
          .from(schema.users);
        expect(accounts).toEqual([{ email: 'admin@example.com', role: 'viewer' }]);
      } finally {
        // Leave the target empty for the next case.
        for (const table of [...TABLES].reverse()) await target.db.delete(table);
        rmSync(join(targetUploads, UPLOAD), { force: true });
      }
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
    await fillSource(source.db, join(sourceData, 'uploads'));
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

    const again = await run('scripts/import-content.ts', [archiveDir], targetEnv());
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/already holds .*pass --replace/);
    expect(again.stderr, 'a message, not a stack').not.toMatch(/\n\s+at /);
  }, 120_000);
});
