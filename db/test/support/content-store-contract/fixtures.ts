// What the contract's sections share: raw SQL reads, the api's reading of errors, test data.
import { expect } from 'vitest';
import type { SQL } from 'drizzle-orm';
import type { SurveyQuestion } from '@lumen/contract';
import type { Database } from '../../../src/database.ts';
import { insertSurvey, type VideoWrite } from '../../../src/index.ts';
import journal from '../../../migrations/meta/_journal.json';

/** The migrations in db/migrations, as drizzle records them once applied. */
export const MIGRATION_COUNT = journal.entries.length;

export async function selectRows<T>(db: Database, query: SQL): Promise<T[]> {
  // node-postgres and PGlite both answer { rows }; drizzle's shared type cannot say so.
  const result = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** The SQLSTATE of a failed statement, read as the api's error handler reads it. */
export async function sqlStateOf(work: Promise<unknown>): Promise<unknown> {
  try {
    await work;
  } catch (error) {
    const failure = error as { code?: unknown; cause?: { code?: unknown } };
    return failure.cause?.code ?? failure.code;
  }
  throw new Error('the statement succeeded');
}

let made = 0;
/** The values of a new video, its title and link unlike any other's. */
export function videoValues(values: Partial<VideoWrite> = {}): VideoWrite {
  made += 1;
  return { title: `Video ${made}`, sourceUrl: `https://example.com/${made}.mp4`, ...values };
}

export const uniqueText = (label: string) => `${label}-${Date.now()}-${Math.random()}`;

/** `count` random lower-case letters: a word no other test's data holds (search words are letters). */
export const uniqueLetters = (count: number) =>
  Array.from({ length: count }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  ).join('');

/** Rolls a transaction back after `work`, so its rows never reach another test. */
class Rollback extends Error {}
export async function insideRolledBack(db: Database, work: (tx: Database) => Promise<void>) {
  await expect(
    db.transaction(async (tx) => {
      await work(tx);
      throw new Rollback();
    }),
  ).rejects.toBeInstanceOf(Rollback);
}

/** A survey asking one question of each type. */
export const surveyQuestions: SurveyQuestion[] = [
  {
    id: 'pick',
    text: 'Pick one',
    type: 'single_choice',
    options: ['Red', 'Blue'],
    required: true,
  },
  {
    id: 'many',
    text: 'Pick any',
    type: 'multiple_choice',
    options: ['X', 'Y', 'Z'],
    required: false,
  },
  { id: 'say', text: 'Say “something”', type: 'text', options: [], required: false },
  { id: 'rate', text: 'Rate', type: 'rating', options: [], required: false },
  { id: 'agree', text: 'Agree?', type: 'yes_no', options: [], required: false },
];

/** A one-question yes/no survey on a video. */
export function insertYesNoSurvey(db: Database, videoId: number) {
  return insertSurvey(
    db,
    videoId,
    {
      title: 'S',
      description: null,
      questions: [{ id: 'q', text: 'Q', type: 'yes_no', options: [], required: false }],
      isAnonymous: true,
      isRequired: false,
      timecode: 1,
    },
    true,
  );
}
