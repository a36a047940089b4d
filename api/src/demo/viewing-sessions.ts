// Generated viewing sessions for a new install's demo figures (SEED=demo), and for the
// tests that check the analytics against them. Pure and deterministic (a seeded generator):
// each session comes with the events its player would send and with its own truth — which
// 5-second intervals it watched, whether it completed, its startup time, stalls, error, the
// time it played by rendition, speed and captions, its rendition switches, an earlier attempt
// left before the video started, and its quiz and survey answers — so a test can compute every
// figure without reading the events back.
import {
  PROGRESS_INTERVAL_SECONDS,
  type EventType,
  type PlayedEntry,
  type Quiz,
  type Survey,
  type TrackingEventInput,
} from '@lumen/contract';

export interface DemoVideo {
  id: number;
  /** Seconds; 0 = unknown (the generator then assumes ten minutes). */
  duration: number;
  quizzes: Quiz[];
  surveys: Survey[];
}

export type Answer = string | number | string[];

export interface ViewingSession {
  sessionId: string;
  videoId: number;
  startedAt: number;
  userAgent: string;
  surface: 'site' | 'embed';
  /** What the player sends as pageHost: the framing site (embed) or the external referrer. */
  pageHost: string;
  /** Distinct progress intervals reported (interval i covers (5i − 5, 5i]). */
  watchedIntervals: number[];
  /** Intervals reported more than once (the viewer sought back over them). */
  rewatchedIntervals: number[];
  /** The player sent video_completed (played to the end). */
  completed: boolean;
  startupMs: number | null;
  stallsMs: number[];
  error: boolean;
  /** Every entry of the playback summaries the player sent (time played, in ms). */
  played: PlayedEntry[];
  /** Rendition switches: made by the automatic choice, and after the viewer picked one. */
  switches: { auto: number; chosen: number };
  /**
   * The session id of the same viewer's earlier attempt, which asked to play and was left
   * before the first frame (a session of its own: a play request and nothing else); null if none.
   */
  abandonedAttempt: string | null;
  quizAnswers: { quizId: number; answer: Answer; correct: boolean | null; at: number }[];
  quizSkips: number[];
  surveyAnswers: { surveyId: number; responses: Record<string, Answer>; at: number }[];
  surveySkips: number[];
  /** Every event as the player sends it, in order (the server's response events not included). */
  events: TrackingEventInput[];
}

export interface GenerateOptions {
  videos: DemoVideo[];
  sessions: number;
  /** The generator's seed: the same seed gives the same sessions, ids included. */
  seed: number;
  /** Sessions start within `days` days before `now`, and end before it. */
  now: number;
  days: number;
  /** Relative share of the sessions per video id (default: one each). */
  weights?: Record<number, number>;
}

/** Example embedding sites and referrers (reserved example domains and well-known ones). */
export const EMBED_HOSTS = ['learn.example.org', 'blog.example.com'] as const;
const REFERRERS = ['', '', '', 'www.google.com', 'duckduckgo.com', 'news.example.net'];

/** Real user agents of common browsers and devices, with their share of sessions. */
export const DEMO_USER_AGENTS: [string, number][] = [
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    30,
  ],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Safari/605.1.15',
    12,
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
    16,
  ],
  [
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.81 Mobile Safari/537.36',
    14,
  ],
  ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0', 9],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
    8,
  ],
  [
    'Mozilla/5.0 (iPad; CPU OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
    6,
  ],
  [
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
    5,
  ],
];

/** The demo's adaptive ladder, and the captions languages viewers pick. */
const RENDITIONS = [360, 720, 1080] as const;
const CAPTIONS: [string, number][] = [
  ['', 80],
  ['en', 14],
  ['es', 6],
];
const RATES: [PlayedEntry['rate'], number][] = [
  [1, 85],
  [1.25, 5],
  [1.5, 6],
  [2, 4],
];
/** The player sends a playback summary once this much playing time has gathered. */
const SUMMARY_EVERY_MS = 60_000;

const DAY_MS = 86_400_000;
/** Long videos are watched for at most this long in the demo (a viewer rarely stays for hours). */
const MAX_DEMO_WATCH_SECONDS = 600;
const TEXT_ANSWERS = ['Clear, thanks', 'A bit fast in the middle', 'More examples please'];

/** mulberry32: small, fast and good enough for demo data; deterministic for a seed. */
function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const word = () =>
    Math.floor(next() * 4_294_967_296)
      .toString(16)
      .padStart(8, '0');
  return {
    next,
    chance: (p: number) => next() < p,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    weighted: <T>(items: readonly [T, number][]): T => {
      let r = next() * items.reduce((sum, [, w]) => sum + w, 0);
      for (const [item, w] of items) if ((r -= w) < 0) return item;
      return items[items.length - 1]![0];
    },
    /** A version-4 UUID drawn from the generator (so a rerun makes the same ids). */
    uuid: () => {
      const [a, b, c, d] = [word(), word(), word(), word()];
      const variant = '89ab'[Number.parseInt(c[0]!, 16) % 4]!;
      return `${a}-${b.slice(0, 4)}-4${b.slice(5)}-${variant}${c.slice(1, 4)}-${c.slice(4)}${d}`;
    },
  };
}
type Random = ReturnType<typeof createRandom>;

function quizAnswer(quiz: Quiz, random: Random, wantCorrect: boolean): Answer {
  const correct = quiz.correctAnswer?.trim();
  if (quiz.questionType === 'rating')
    return correct && wantCorrect ? Number(correct) : random.int(1, 5);
  if (quiz.questionType === 'text')
    return correct && wantCorrect ? correct : random.pick(TEXT_ANSWERS);
  const wrong = quiz.options.filter((o) => o.trim() !== correct);
  if (correct && (wantCorrect || wrong.length === 0)) return correct;
  return random.pick(wrong.length > 0 ? wrong : quiz.options);
}

function isCorrect(quiz: Quiz, answer: Answer): boolean | null {
  const expected = quiz.correctAnswer?.trim();
  if (!expected) return null;
  const norm = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
  return norm(String(answer)) === norm(expected);
}

function surveyResponses(survey: Survey, random: Random): Record<string, Answer> {
  const responses: Record<string, Answer> = {};
  for (const question of survey.questions) {
    if (!question.required && random.chance(0.15)) continue;
    switch (question.type) {
      case 'rating':
        responses[question.id] = random.weighted([
          [5, 4],
          [4, 4],
          [3, 2],
          [2, 1],
          [1, 1],
        ]);
        break;
      case 'yes_no':
        responses[question.id] = random.chance(0.7) ? 'yes' : 'no';
        break;
      case 'single_choice':
        if (question.options.length > 0) responses[question.id] = random.pick(question.options);
        break;
      case 'multiple_choice':
        if (question.options.length > 0) responses[question.id] = [random.pick(question.options)];
        break;
      case 'text':
        responses[question.id] = random.pick(TEXT_ANSWERS);
        break;
    }
  }
  return responses;
}

/** One session: plays from 0 to where the viewer leaves, with what happens on the way. */
function generateSession(
  video: DemoVideo,
  index: number,
  options: GenerateOptions,
  random: Random,
): ViewingSession {
  const duration = video.duration > 0 ? video.duration : MAX_DEMO_WATCH_SECONDS;
  const playable = Math.min(duration, MAX_DEMO_WATCH_SECONDS);
  const surface = random.chance(0.4) ? 'embed' : 'site';
  const session: ViewingSession = {
    sessionId: `demo-${options.seed}-${index}`,
    videoId: video.id,
    startedAt: 0,
    userAgent: random.weighted(DEMO_USER_AGENTS),
    surface,
    pageHost:
      surface === 'embed'
        ? random.weighted([
            [EMBED_HOSTS[0], 65],
            [EMBED_HOSTS[1], 35],
          ])
        : random.pick(REFERRERS),
    watchedIntervals: [],
    rewatchedIntervals: [],
    completed: false,
    startupMs: null,
    stallsMs: [],
    error: false,
    played: [],
    switches: { auto: 0, chosen: 0 },
    abandonedAttempt: null,
    quizAnswers: [],
    quizSkips: [],
    surveyAnswers: [],
    surveySkips: [],
    events: [],
  };

  // Where the viewer leaves: a fifth bounce early, two fifths leave midway, the rest play on
  // to the end (or the demo's cap on long videos).
  const depth = random.next();
  let leaveAt =
    depth < 0.2
      ? playable * random.next() * 0.1
      : depth < 0.6
        ? playable * (0.1 + random.next() * 0.8)
        : playable;
  const failsAt = random.chance(0.03) ? random.next() * leaveAt : null;
  if (failsAt !== null) leaveAt = failsAt;
  const stallCount = random.chance(0.15) ? random.int(1, 3) : 0;
  const stallTimes = Array.from({ length: stallCount }, () => random.next() * leaveAt).sort(
    (a, b) => a - b,
  );
  const seekBack =
    leaveAt >= 30 && random.chance(0.25)
      ? { at: leaveAt * (0.4 + random.next() * 0.5), back: random.int(10, 30) }
      : null;

  // The session's clock: playback seconds advance the wall clock, plus pauses for questions.
  const latestStart = options.now - (leaveAt + 600) * 1000;
  const startedAt = Math.floor(latestStart - random.next() * (options.days * DAY_MS - 3_600_000));
  session.startedAt = startedAt;
  let clock = startedAt;
  const send = (eventType: EventType, fields: Partial<TrackingEventInput> = {}) => {
    session.events.push({
      eventId: random.uuid(),
      eventType,
      videoId: video.id,
      sessionId: session.sessionId,
      timestamp: Math.round(clock),
      pageHost: session.pageHost || undefined,
      metadata: {},
      ...fields,
    });
  };

  // A few viewers asked to play once before and left before the first frame.
  if (random.chance(0.04)) {
    const attempt = `${session.sessionId}-left`;
    session.abandonedAttempt = attempt;
    const at = clock;
    clock -= random.int(60_000, 1_800_000);
    send('video_play', { sessionId: attempt, timecode: 0, duration });
    clock = at;
  }
  // What the viewer sees: a rendition of the ladder (the automatic choice starts low and may
  // step up once; a few viewers pick one), a speed and captions, each for the whole session.
  let rendition: number = random.chance(0.6) ? RENDITIONS[0] : RENDITIONS[1];
  let stepUpAt = random.chance(0.7) ? random.int(5, 20) : null;
  const pick = random.chance(0.08)
    ? { at: random.int(10, 60), height: random.pick(RENDITIONS) }
    : null;
  const rate = random.weighted(RATES);
  const captions = random.weighted(CAPTIONS);
  let gathered = new Map<number, number>();
  let gatheredMs = 0;
  const summarise = (timecode: number) => {
    const played = [...gathered].map(([height, ms]) => ({ height, rate, captions, ms }));
    gathered = new Map();
    gatheredMs = 0;
    if (played.length === 0) return;
    session.played.push(...played);
    send('playback_summary', { timecode, metadata: { played } });
  };
  const switchTo = (height: number, mode: 'auto' | 'chosen', at: number) => {
    if (height === rendition) return;
    send('quality_switched', {
      timecode: at,
      metadata: { fromHeight: rendition, toHeight: height, mode },
    });
    session.switches[mode] += 1;
    rendition = height;
  };

  send('view', { metadata: { source: surface === 'embed' ? 'embed' : 'direct' } });
  clock += random.int(300, 4000);
  send('video_play', { timecode: 0, duration });
  if (failsAt === null || failsAt > 0.5) {
    // Startup: mostly fast, a tail of slow starts.
    session.startupMs = random.chance(0.9) ? random.int(120, 1200) : random.int(1200, 6000);
    clock += session.startupMs;
    send('playback_started', { timecode: 0, metadata: { startupMs: session.startupMs } });
  }

  const reported = new Map<number, number>();
  const elements = [
    ...video.quizzes.map((quiz) => ({ at: quiz.timecode, quiz, survey: null })),
    ...video.surveys.map((survey) => ({ at: survey.timecode, quiz: null, survey })),
  ].sort((a, b) => a.at - b.at);
  const shown = new Set<object>();

  const play = (from: number, to: number) => {
    for (let t = (Math.floor(from / PROGRESS_INTERVAL_SECONDS) + 1) * 5; t <= to; t += 5) {
      const seconds = t - Math.max(from, t - 5);
      clock += seconds * 1000;
      const ms = Math.round((seconds * 1000) / rate);
      gathered.set(rendition, (gathered.get(rendition) ?? 0) + ms);
      gatheredMs += ms;
      if (gatheredMs >= SUMMARY_EVERY_MS) summarise(t);
      if (stepUpAt !== null && t >= stepUpAt && !pick) {
        stepUpAt = null;
        switchTo(rendition === RENDITIONS[0] ? RENDITIONS[1] : RENDITIONS[2], 'auto', t);
      }
      if (pick && t >= pick.at) switchTo(pick.height, 'chosen', t);
      while (stallTimes.length > 0 && stallTimes[0]! <= t) {
        stallTimes.shift();
        const stallMs = random.int(300, 5000);
        clock += stallMs;
        session.stallsMs.push(stallMs);
        send('playback_stalled', { timecode: t, metadata: { stallMs } });
      }
      const interval = t / PROGRESS_INTERVAL_SECONDS;
      reported.set(interval, (reported.get(interval) ?? 0) + 1);
      send('progress', { timecode: t, duration });
      for (const element of elements) {
        if (element.at > t || element.at <= t - 5 || shown.has(element)) continue;
        shown.add(element);
        showElement(element);
      }
    }
  };

  const showElement = (element: (typeof elements)[number]) => {
    const elementId = element.quiz?.id ?? element.survey!.id;
    const kind = element.quiz ? 'quiz' : 'survey';
    send(`${kind}_shown`, { elementId, timecode: element.at });
    clock += random.int(4000, 25_000);
    if (element.quiz) {
      if (random.chance(0.15)) {
        session.quizSkips.push(elementId);
        send('quiz_skipped', { elementId, timecode: element.at });
        return;
      }
      const answer = quizAnswer(element.quiz, random, random.chance(0.65));
      const correct = isCorrect(element.quiz, answer);
      session.quizAnswers.push({ quizId: elementId, answer, correct, at: Math.round(clock) });
      send('quiz_completed', {
        elementId,
        timecode: element.at,
        metadata: {
          isCorrect: correct,
          result: correct === null ? 'saved' : correct ? 'correct' : 'incorrect',
        },
      });
    } else {
      if (random.chance(0.3)) {
        session.surveySkips.push(elementId);
        send('survey_skipped', { elementId, timecode: element.at });
        return;
      }
      const responses = surveyResponses(element.survey, random);
      session.surveyAnswers.push({ surveyId: elementId, responses, at: Math.round(clock) });
      send('survey_completed', { elementId, timecode: element.at });
    }
  };

  if (seekBack && seekBack.at < leaveAt) {
    play(0, seekBack.at);
    const to = Math.max(0, seekBack.at - seekBack.back);
    send('video_seek', { timecode: to, metadata: { from: seekBack.at, to } });
    play(to, leaveAt);
  } else {
    play(0, leaveAt);
  }
  summarise(leaveAt);
  if (failsAt !== null) {
    session.error = true;
    send('playback_error', { timecode: leaveAt, metadata: { code: random.pick([2, 3, 4]) } });
  } else if (leaveAt >= duration) {
    session.completed = true;
    send('video_completed', { timecode: duration, duration });
  } else if (random.chance(0.5)) {
    send('video_pause', { timecode: leaveAt });
  }

  session.watchedIntervals = [...reported.keys()].sort((a, b) => a - b);
  session.rewatchedIntervals = [...reported]
    .filter(([, n]) => n > 1)
    .map(([i]) => i)
    .sort((a, b) => a - b);
  return session;
}

/** The sessions one at a time, so a sender can leave the event loop free between them. */
export function* viewingSessions(options: GenerateOptions): Generator<ViewingSession> {
  const random = createRandom(options.seed);
  const weighted = options.videos.map((v): [DemoVideo, number] => [
    v,
    options.weights?.[v.id] ?? 1,
  ]);
  if (weighted.length === 0) return;
  for (let i = 0; i < options.sessions; i++)
    yield generateSession(random.weighted(weighted), i, options, random);
}

export function generateViewingSessions(options: GenerateOptions): ViewingSession[] {
  return [...viewingSessions(options)];
}
