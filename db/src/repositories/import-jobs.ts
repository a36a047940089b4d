// Playlist import jobs (admin spec §3, §4): the record the Bulk Import tab shows and the
// import-playlist job updates as it goes. Only pending jobs may be removed or trimmed.
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { ImportJob, ImportJobStatus, ImportJobVideo } from '@lumen/contract';
import type { Database } from '../database.ts';
import { importJobs, videos } from '../schema.ts';

type ImportJobRow = typeof importJobs.$inferSelect;

/** Jobs still on their way: a playlist among them cannot be added again. */
const UNFINISHED: ImportJobStatus[] = ['pending', 'queued', 'processing'];

function countOf(entries: ImportJobVideo[], status: ImportJobVideo['status']): number {
  return entries.filter((v) => v.status === status).length;
}

export function toImportJob(row: ImportJobRow): ImportJob {
  const entries = row.videos;
  return {
    id: row.id,
    playlistUrl: row.playlistUrl,
    playlistId: row.playlistId,
    name: row.name,
    category: row.category,
    videoType: row.videoType,
    status: row.status as ImportJobStatus,
    progress: row.progress,
    totalVideos: entries.length,
    importedVideos: countOf(entries, 'imported'),
    skippedVideos: countOf(entries, 'skipped'),
    failedVideos: countOf(entries, 'failed'),
    stage: row.stage,
    currentVideo: row.currentVideo,
    errors: [
      ...entries.filter((v) => v.status === 'failed').map((v) => `${v.title}: ${v.error ?? ''}`),
      ...(row.error ? [row.error] : []),
    ],
    videos: entries,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listImportJobs(db: Database): Promise<ImportJob[]> {
  const rows = await db.select().from(importJobs).orderBy(asc(importJobs.id));
  return rows.map(toImportJob);
}

export async function findImportJob(db: Database, id: number): Promise<ImportJob | null> {
  const [row] = await db.select().from(importJobs).where(eq(importJobs.id, id));
  return row ? toImportJob(row) : null;
}

export async function findUnfinishedImportJob(
  db: Database,
  playlistId: string,
): Promise<ImportJob | null> {
  const [row] = await db
    .select()
    .from(importJobs)
    .where(and(eq(importJobs.playlistId, playlistId), inArray(importJobs.status, UNFINISHED)));
  return row ? toImportJob(row) : null;
}

export interface NewImportJob {
  playlistUrl: string;
  playlistId: string;
  name: string | null;
  category: string;
  videoType: string;
  entries: { youtubeId: string; title: string }[];
}

export async function insertImportJob(db: Database, job: NewImportJob): Promise<ImportJob> {
  const [row] = await db
    .insert(importJobs)
    .values({
      playlistUrl: job.playlistUrl,
      playlistId: job.playlistId,
      name: job.name,
      category: job.category,
      videoType: job.videoType,
      stage: readyStage(job.entries.length),
      videos: job.entries.map((e) => ({
        youtubeId: e.youtubeId,
        title: e.title,
        status: 'pending',
        videoId: null,
        error: null,
      })),
    })
    .returning();
  return toImportJob(row!);
}

const readyStage = (count: number) => `${count} videos ready to import`;

export type PendingChange = ImportJob | 'not-found' | 'not-pending';

/** Removes a job that has not started (spec §4: only pending jobs can be removed). */
export async function deletePendingImportJob(
  db: Database,
  id: number,
): Promise<'deleted' | 'not-found' | 'not-pending'> {
  const deleted = await db
    .delete(importJobs)
    .where(and(eq(importJobs.id, id), eq(importJobs.status, 'pending')))
    .returning({ id: importJobs.id });
  if (deleted.length) return 'deleted';
  return (await findImportJob(db, id)) ? 'not-pending' : 'not-found';
}

/** Drops one entry from a pending job; the same answer when it was not there. */
export async function removePendingImportJobVideo(
  db: Database,
  id: number,
  youtubeId: string,
): Promise<PendingChange> {
  const job = await findImportJob(db, id);
  if (!job) return 'not-found';
  const remaining = job.videos.filter((v) => v.youtubeId !== youtubeId);
  const [row] = await db
    .update(importJobs)
    .set({ videos: remaining, stage: readyStage(remaining.length), updatedAt: sql`now()` })
    .where(and(eq(importJobs.id, id), eq(importJobs.status, 'pending')))
    .returning();
  return row ? toImportJob(row) : 'not-pending';
}

/** Start Import: every pending job becomes queued, in queue order. */
export async function queuePendingImportJobs(db: Database): Promise<ImportJob[]> {
  const rows = await db
    .update(importJobs)
    .set({ status: 'queued', stage: 'Waiting to start', updatedAt: sql`now()` })
    .where(eq(importJobs.status, 'pending'))
    .returning();
  return rows.sort((a, b) => a.id - b.id).map(toImportJob);
}

/**
 * Retry: a job in error, or completed with failed videos, goes back to the queue; its failed
 * entries (and entries it never reached) run again, imported and skipped ones stay.
 */
export async function requeueImportJob(db: Database, id: number): Promise<ImportJob | null> {
  const job = await findImportJob(db, id);
  const retryable =
    job && (job.status === 'error' || (job.status === 'completed' && job.failedVideos > 0));
  if (!retryable) return null;
  const [row] = await db
    .update(importJobs)
    .set({
      status: 'queued',
      stage: 'Waiting to start',
      error: null,
      videos: job.videos.map((v) =>
        v.status === 'failed' ? { ...v, status: 'pending' as const, error: null } : v,
      ),
      updatedAt: sql`now()`,
    })
    .where(and(eq(importJobs.id, id), inArray(importJobs.status, ['error', 'completed'])))
    .returning();
  return row ? toImportJob(row) : null;
}

export interface ImportJobProgress {
  status?: ImportJobStatus;
  queueJobId?: string;
  progress?: number;
  stage?: string;
  currentVideo?: string | null;
  error?: string | null;
  videos?: ImportJobVideo[];
}

export async function updateImportJob(
  db: Database,
  id: number,
  change: ImportJobProgress,
): Promise<ImportJob | null> {
  const [row] = await db
    .update(importJobs)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(importJobs.id, id))
    .returning();
  return row ? toImportJob(row) : null;
}

/** Jobs that were started and have not finished, with the queue job that runs each. */
export async function listStartedImportJobs(
  db: Database,
): Promise<{ job: ImportJob; queueJobId: string | null }[]> {
  const rows = await db
    .select()
    .from(importJobs)
    .where(or(eq(importJobs.status, 'queued'), eq(importJobs.status, 'processing')))
    .orderBy(asc(importJobs.id));
  return rows.map((row) => ({ job: toImportJob(row), queueJobId: row.queueJobId }));
}

/** A library video with this YouTube id, or else this exact source link: imports never create it twice. */
export async function findVideoIdBySource(
  db: Database,
  source: { youtubeVideoId?: string | null; sourceUrl?: string },
): Promise<number | null> {
  const conditions = [
    ...(source.youtubeVideoId ? [eq(videos.youtubeVideoId, source.youtubeVideoId)] : []),
    ...(source.sourceUrl ? [eq(videos.sourceUrl, source.sourceUrl)] : []),
  ];
  if (!conditions.length) return null;
  const [row] = await db
    .select({ id: videos.id })
    .from(videos)
    .where(or(...conditions))
    .orderBy(asc(videos.id))
    .limit(1);
  return row?.id ?? null;
}
