// SEED=demo on a new install: generated viewing sessions of the demo videos (viewing-sessions.ts)
// go through the real pipeline, so the Analytics tab has figures to show from the start. Each
// event is stamped as the ingest stamps it (stampEvent, with its session's user agent and page)
// and queued; each quiz and survey answer is stored in Postgres and its server event made as
// response-events.ts makes it. Runs after the server listens, in batches that leave the event
// loop free in between.
import { listQuizzes, listSurveys, listVideos, schema, type Database } from '@lumen/db';
import { formatEventRow } from '@lumen/clickhouse';
import type { EventQueue } from '@lumen/workers';
import { judgeQuizAnswer, checkSurveyResponses } from '../services/answers.ts';
import { buildResponseEvent } from '../services/response-events.ts';
import { stampEvent, type RequestFacts } from '../services/tracking-events.ts';
import { readUserAgent } from '../services/user-agent.ts';
import { viewingSessions, type ViewingSession } from './viewing-sessions.ts';

export const DEMO_SESSIONS_SEED = 20261123;
export const DEMO_PERIOD_DAYS = 90;
/** Events per queue entry (one ingest batch) and sessions per database round. */
const EVENTS_PER_ENTRY = 500;
// About a thousand events a round: a few milliseconds of work between two turns of the loop.
const SESSIONS_PER_ROUND = 25;

export interface DemoSendResult {
  sessions: number;
  events: number;
  responses: number;
}

function takeSessions(from: Iterator<ViewingSession>, count: number): ViewingSession[] {
  const taken: ViewingSession[] = [];
  while (taken.length < count) {
    const next = from.next();
    if (next.done) break;
    taken.push(next.value);
  }
  return taken;
}

function factsOf(session: ViewingSession, index: number): RequestFacts {
  const { family, device, isBot } = readUserAgent(session.userAgent);
  return {
    // Documentation addresses (RFC 5737): one per viewer, never a real one.
    ip: `198.51.100.${index % 250}`,
    userAgent: session.userAgent,
    userAgentFamily: family,
    device,
    isBot,
    surface: session.surface,
  };
}

/** The demo videos with their quizzes and surveys, as the generator needs them. */
export async function readDemoVideos(db: Database) {
  const videos = await listVideos(db, {}); // the videos visitors can find
  return Promise.all(
    videos.map(async (video) => ({
      id: video.id,
      duration: video.duration ?? 0,
      quizzes: await listQuizzes(db, video.id),
      surveys: await listSurveys(db, video.id),
    })),
  );
}

/** Stores a round's answers; returns the server's completion events as rows. */
async function storeResponses(
  db: Database,
  sessions: ViewingSession[],
  facts: RequestFacts[],
  videos: Awaited<ReturnType<typeof readDemoVideos>>,
): Promise<string[]> {
  const rows: string[] = [];
  for (const [i, session] of sessions.entries()) {
    const video = videos.find((v) => v.id === session.videoId)!;
    for (const given of session.quizAnswers) {
      const quiz = video.quizzes.find((q) => q.id === given.quizId)!;
      const { answer, isCorrect } = judgeQuizAnswer(quiz, given.answer);
      const [saved] = await db
        .insert(schema.quizResponses)
        .values({
          quizId: quiz.id,
          answer,
          isCorrect,
          responseTime: null,
          sessionId: session.sessionId,
          createdAt: new Date(given.at),
        })
        .returning({ id: schema.quizResponses.id });
      const event = buildResponseEvent(
        {
          kind: 'quiz',
          responseId: saved!.id,
          videoId: video.id,
          elementId: quiz.id,
          sessionId: session.sessionId,
          pageHost: session.pageHost || undefined,
          metadata: {
            answer: Array.isArray(answer) ? answer.join(', ') : String(answer),
            isCorrect,
          },
        },
        facts[i]!,
        given.at + 50,
        given.at,
      );
      rows.push(formatEventRow(event));
    }
    for (const given of session.surveyAnswers) {
      const survey = video.surveys.find((s) => s.id === given.surveyId)!;
      const [saved] = await db
        .insert(schema.surveyResponses)
        .values({
          surveyId: survey.id,
          responses: checkSurveyResponses(survey, given.responses),
          completionTime: null,
          sessionId: survey.isAnonymous ? null : session.sessionId,
          createdAt: new Date(given.at),
        })
        .returning({ id: schema.surveyResponses.id });
      const event = buildResponseEvent(
        {
          kind: 'survey',
          responseId: saved!.id,
          videoId: video.id,
          elementId: survey.id,
          sessionId: session.sessionId,
          anonymous: survey.isAnonymous,
          metadata: {},
        },
        facts[i]!,
        given.at + 50,
        given.at,
      );
      rows.push(formatEventRow(event));
    }
  }
  return rows;
}

/**
 * Sends `count` generated sessions over the last DEMO_PERIOD_DAYS days for every video in the
 * database (the interactive demo video, with its quiz and survey, gets a larger share).
 */
export async function sendDemoViewingSessions(options: {
  db: Database;
  queue: EventQueue;
  count: number;
  now?: number;
  /** Checked between rounds: stop early when the server is stopping. */
  stopped?: () => boolean;
}): Promise<DemoSendResult> {
  const { db, queue } = options;
  const videos = await readDemoVideos(db);
  const weights = Object.fromEntries(
    videos.map((v) => [v.id, v.quizzes.length + v.surveys.length > 0 ? 6 : 1]),
  );
  const sessions = viewingSessions({
    videos,
    sessions: options.count,
    seed: DEMO_SESSIONS_SEED,
    now: options.now ?? Date.now(),
    days: DEMO_PERIOD_DAYS,
    weights,
  });
  const result: DemoSendResult = { sessions: 0, events: 0, responses: 0 };
  for (let from = 0; from < options.count; from += SESSIONS_PER_ROUND) {
    if (options.stopped?.()) break;
    const round = takeSessions(sessions, SESSIONS_PER_ROUND);
    const facts = round.map((session, i) => factsOf(session, from + i));
    const rows = round.flatMap((session, i) =>
      session.events.map((input) =>
        formatEventRow(stampEvent(input, facts[i]!, (input.timestamp ?? 0) + 50)),
      ),
    );
    const responseRows = await storeResponses(db, round, facts, videos);
    rows.push(...responseRows);
    for (let at = 0; at < rows.length; at += EVENTS_PER_ENTRY) {
      const entry = rows.slice(at, at + EVENTS_PER_ENTRY);
      await queue.enqueue(entry.join('\n'), entry.length);
    }
    result.sessions += round.length;
    result.events += rows.length;
    result.responses += responseRows.length;
    // Let requests in between rounds.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return result;
}

export interface DemoSessionsRun {
  /** Stops after the round in hand (its events are queued, so they are counted once). */
  stop(): Promise<void>;
}

/** Sends the demo sessions in the background; logs how it went, never throws. */
export function startDemoViewingSessions(options: {
  db: Database;
  queue: EventQueue;
  count: number;
  log: (level: 'info' | 'warn', data: Record<string, unknown>, message: string) => void;
}): DemoSessionsRun {
  let stopping = false;
  const started = Date.now();
  const done = sendDemoViewingSessions({ ...options, stopped: () => stopping }).then(
    (result) =>
      options.log(
        'info',
        { ...result, ms: Date.now() - started },
        stopping ? 'demo viewing sessions stopped early' : 'demo viewing sessions queued',
      ),
    (error: unknown) => options.log('warn', { err: error }, 'demo viewing sessions not sent'),
  );
  return {
    async stop() {
      stopping = true;
      await done;
    },
  };
}
