// Survey tallies (the question analytics) at 100,000 responses: the responses of one
// survey (a choice, a rating, yes/no and a text question) spread over the last 90 days, stored
// through the trigger that keeps their daily counts (db migration 0004); then the tallies of a
// 90-day period and the first page of its text answers, as GET /api/videos/:id/analytics/questions
// and …/text-answers read them. Embedded PGlite, or Postgres with DATABASE_URL.
// Run: npx tsx scripts/bench-survey-tallies.ts [-- --responses N]
import { sql } from 'drizzle-orm';
import type { SurveyQuestion } from '@lumen/contract';
import { listSurveyTextAnswers, openContentStore, schema, tallySurveyAnswers } from '@lumen/db';
import { fmt, measureLatency } from './bench-support.ts';

const arg = process.argv.indexOf('--responses');
const RESPONSES = Number(arg > 0 ? process.argv[arg + 1] : 100_000);
const RUNS = 40;
const QUESTIONS = [
  {
    id: 'q1',
    text: 'Colour',
    type: 'single_choice',
    options: ['A', 'B', 'C', 'D'],
    required: false,
  },
  { id: 'q2', text: 'Stars', type: 'rating', options: [], required: false },
  { id: 'q3', text: 'Again?', type: 'yes_no', options: [], required: false },
  { id: 'q4', text: 'Words', type: 'text', options: [], required: false },
] as SurveyQuestion[];

const measure = (label: string, ask: () => Promise<unknown>) =>
  measureLatency(label, ask, { runs: RUNS, width: 36 });

const databaseUrl = process.env.DATABASE_URL;
const store = await openContentStore(databaseUrl ? { databaseUrl } : {});
try {
  console.log(`=== survey tallies at ${fmt(RESPONSES)} responses (${store.kind}) ===`);
  const [video] = await store.db
    .insert(schema.videos)
    .values({ title: 'Bench', sourceUrl: 'https://example.org/bench.mp4' })
    .returning();
  const [survey] = await store.db
    .insert(schema.surveys)
    .values({ videoId: video!.id, title: 'Bench', questions: QUESTIONS, timecode: 10 })
    .returning();
  const started = Date.now();
  await store.db.execute(sql`
    INSERT INTO survey_responses (survey_id, responses, created_at)
    SELECT ${survey!.id},
      jsonb_build_object('q1', (ARRAY['A', 'B', 'C', 'D'])[1 + i % 4], 'q2', 1 + i % 5,
        'q3', CASE WHEN i % 3 = 0 THEN 'yes' ELSE 'no' END, 'q4', 'words ' || i),
      now() - (i % 90) * interval '1 day'
    FROM generate_series(1, ${RESPONSES}) AS i`);
  const elapsed = Date.now() - started;
  console.log(
    `stored ${fmt(RESPONSES)} responses in ${fmt(elapsed / 1000, 1)} s (${fmt(elapsed / RESPONSES, 2)} ms each, the trigger's counting included)`,
  );
  const DAY_MS = 86_400_000;
  const period = {
    from: new Date(Date.now() - 89 * DAY_MS).toISOString().slice(0, 10),
    to: new Date().toISOString().slice(0, 10),
  };
  const target = { id: survey!.id, questions: QUESTIONS };
  await measure('tallies, 90 days', () => tallySurveyAnswers(store.db, [target], period));
  const firstPage = () =>
    listSurveyTextAnswers(store.db, survey!.id, 'q4', period, { page: 1, pageSize: 20 });
  // Before the planner has statistics of the new rows (PGlite runs no autovacuum) and after.
  await measure('text answers, first page, no stats', firstPage);
  await store.db.execute(sql`ANALYZE survey_responses`);
  await measure('text answers, first page, analysed', firstPage);
  const [colour] = await tallySurveyAnswers(store.db, [target], period);
  console.log(
    `question 1: answered ${colour!.answered}, ${JSON.stringify(Object.fromEntries(colour!.values))}`,
  );
} finally {
  // An embedded store is in memory; a server's rows are removed (cascading to the responses).
  if (databaseUrl) await store.db.execute(sql`DELETE FROM videos WHERE title = 'Bench'`);
  await store.close();
}
