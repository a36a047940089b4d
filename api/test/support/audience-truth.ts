// The audience figures a test expects, computed from generated sessions' own records (never from
// the events read back): the definitions of clickhouse/src/metrics.ts, written out again here.
import type { AudienceAnalytics } from '@lumen/contract';
import type { ViewingSession } from '../../src/demo/viewing-sessions.ts';

/** What ua-parser-js is expected to say of the generator's user agents (read off by hand). */
export const EXPECTED_USER_AGENTS: Record<string, { family: string; device: string }> = {
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36':
    { family: 'Chrome', device: 'desktop' },
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Safari/605.1.15':
    { family: 'Safari', device: 'desktop' },
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1':
    { family: 'Mobile Safari', device: 'mobile' },
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.81 Mobile Safari/537.36':
    { family: 'Chrome', device: 'mobile' },
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0': {
    family: 'Firefox',
    device: 'desktop',
  },
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0':
    { family: 'Edge', device: 'desktop' },
  'Mozilla/5.0 (iPad; CPU OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1':
    { family: 'Mobile Safari', device: 'tablet' },
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36':
    { family: 'Samsung Internet', device: 'mobile' },
};

const percent = (part: number, whole: number) =>
  whole > 0 ? Math.round(Math.min(100, (part / whole) * 100) * 10) / 10 : 0;

/** Linear interpolation between the closest ranks (R-7, Excel's PERCENTILE.INC). */
export function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const h = (sorted.length - 1) * q;
  const lo = Math.floor(h);
  return (
    sorted[lo]! + (h - lo) * ((sorted[Math.min(lo + 1, sorted.length - 1)] ?? 0) - sorted[lo]!)
  );
}

/** Playback sessions of generated sessions: each, and its attempt left before the video started. */
const sessionsOf = (s: ViewingSession) => (s.abandonedAttempt ? 2 : 1);
const countSessions = (sessions: ViewingSession[]) =>
  sessions.reduce((sum, s) => sum + sessionsOf(s), 0);

function tally(sessions: ViewingSession[], nameOf: (s: ViewingSession) => string) {
  const rows = new Map<string, { name: string; views: number; sessions: number }>();
  for (const s of sessions) {
    const name = nameOf(s);
    const row = rows.get(name) ?? { name, views: 0, sessions: 0 };
    row.views += 1; // one view per generated session
    row.sessions += sessionsOf(s);
    rows.set(name, row);
  }
  return [...rows.values()].sort(
    (a, b) => b.views - a.views || b.sessions - a.sessions || a.name.localeCompare(b.name),
  );
}

/** Seconds a session watched of a video of `duration` seconds (5 s per reported interval). */
export function watchedSeconds(session: ViewingSession, duration: number): number {
  return session.watchedIntervals.reduce(
    (sum, i) => sum + (duration > 0 ? Math.max(0, Math.min(5, duration - 5 * (i - 1))) : 5),
    0,
  );
}

export function isCompleted(session: ViewingSession, duration: number): boolean {
  const threshold = duration > 0 ? Math.max(1, Math.ceil((0.95 * duration) / 5)) : Infinity;
  return session.completed || session.watchedIntervals.some((i) => i >= threshold);
}

export function audienceTruth(
  sessions: ViewingSession[],
  duration: number,
): Omit<AudienceAnalytics, 'period'> {
  const embeds = sessions.filter((s) => s.surface === 'embed');
  const embedHosts = tally(embeds, (s) => s.pageHost).map((row) => {
    const here = embeds.filter((s) => s.pageHost === row.name);
    const judged = here.flatMap((s) => s.quizAnswers).filter((a) => a.correct !== null);
    return {
      ...row,
      watchTime: here.reduce((sum, s) => sum + watchedSeconds(s, duration), 0),
      completionRate: percent(
        here.filter((s) => isCompleted(s, duration)).length,
        countSessions(here),
      ),
      quizScore:
        judged.length > 0 ? percent(judged.filter((a) => a.correct).length, judged.length) : null,
    };
  });
  const startups = sessions.flatMap((s) => (s.startupMs === null ? [] : [s.startupMs]));
  const stalls = sessions.reduce((sum, s) => sum + s.stallsMs.length, 0);
  const errors = sessions.filter((s) => s.error).length;
  const all = countSessions(sessions);
  return {
    surfaces: (['site', 'embed', 'unknown'] as const).map((surface) => {
      const here = sessions.filter((s) => s.surface === surface);
      return { surface, views: here.length, sessions: countSessions(here) };
    }),
    embedHosts,
    bots: { views: 0, sessions: 0 },
    referrerHosts: tally(
      sessions.filter((s) => s.surface !== 'embed'),
      (s) => s.pageHost,
    ),
    browsers: tally(sessions, (s) => EXPECTED_USER_AGENTS[s.userAgent]!.family),
    devices: tally(sessions, (s) => EXPECTED_USER_AGENTS[s.userAgent]!.device),
    quality: {
      sessionsMeasured: startups.length,
      startupP50Ms: startups.length > 0 ? Math.round(percentile(startups, 0.5)) : null,
      startupP95Ms: startups.length > 0 ? Math.round(percentile(startups, 0.95)) : null,
      stallsPerSession: all > 0 ? Math.round((stalls / all) * 100) / 100 : 0,
      sessionsWithError: errors,
      errorRate: percent(errors, all),
      ...playbackTruth(sessions),
    },
  };
}

const toSeconds = (ms: number) => Math.round(ms / 100) / 10;

/** The playback figures of migration 021 (get-audience.ts's rules), from the sessions' records. */
export function playbackTruth(sessions: ViewingSession[]) {
  const entries = sessions.flatMap((s) => s.played);
  const playingMs = entries.reduce((sum, e) => sum + e.ms, 0);
  const stalledMs = sessions.reduce((sum, s) => sum + s.stallsMs.reduce((a, b) => a + b, 0), 0);
  const timeBy = <K>(keyOf: (e: (typeof entries)[number]) => K) => {
    const by = new Map<K, number>();
    for (const e of entries) by.set(keyOf(e), (by.get(keyOf(e)) ?? 0) + e.ms);
    return [...by];
  };
  const playing = sessions.filter((s) => s.played.length > 0);
  const withCaptions = (language?: string) =>
    playing.filter((s) =>
      s.played.some((e) => e.captions !== '' && (!language || e.captions === language)),
    ).length;
  const languages = [...new Set(entries.map((e) => e.captions).filter(Boolean))];
  // Every generated session asks to play and starts or fails; its earlier attempt leaves before.
  const exits = sessions.filter((s) => s.abandonedAttempt).length;
  return {
    playingSeconds: toSeconds(playingMs),
    stalledSeconds: toSeconds(stalledMs),
    rebufferPercent:
      playingMs + stalledMs > 0
        ? Math.round((stalledMs / (playingMs + stalledMs)) * 10_000) / 100
        : null,
    sessionsAskedToPlay: countSessions(sessions),
    exitsBeforeStart: exits,
    exitBeforeStartRate: percent(exits, countSessions(sessions)),
    switches: {
      auto: sessions.reduce((sum, s) => sum + s.switches.auto, 0),
      chosen: sessions.reduce((sum, s) => sum + s.switches.chosen, 0),
    },
    renditions: timeBy((e) => e.height)
      .map(([height, ms]) => ({ height, seconds: toSeconds(ms), share: percent(ms, playingMs) }))
      .sort((a, b) => b.height - a.height),
    rates: timeBy((e) => e.rate)
      .map(([rate, ms]) => ({ rate, seconds: toSeconds(ms), share: percent(ms, playingMs) }))
      .sort((a, b) => a.rate - b.rate),
    captions: {
      playingSessions: playing.length,
      sessionsWithCaptions: withCaptions(),
      share: percent(withCaptions(), playing.length),
      languages: languages
        .map((language) => ({
          language,
          sessions: withCaptions(language),
          share: percent(withCaptions(language), playing.length),
        }))
        .sort((a, b) => b.sessions - a.sessions || a.language.localeCompare(b.language)),
    },
  };
}

/** GET /api/videos/:id/analytics of one video's sessions, by the rules of metrics.ts. */
export function summaryTruth(sessions: ViewingSession[], duration: number) {
  const n = countSessions(sessions);
  const watched = sessions.reduce((sum, s) => sum + watchedSeconds(s, duration), 0);
  const shown = (s: ViewingSession, kind: 'quiz' | 'survey') =>
    new Set(s.events.filter((e) => e.eventType === `${kind}_shown`).map((e) => String(e.elementId)))
      .size;
  const quizShown = sessions.reduce((sum, s) => sum + shown(s, 'quiz'), 0);
  const quizDone = sessions.reduce(
    (sum, s) => sum + new Set(s.quizAnswers.map((a) => a.quizId)).size,
    0,
  );
  const surveyShown = sessions.reduce((sum, s) => sum + shown(s, 'survey'), 0);
  const surveyDone = sessions.reduce(
    (sum, s) => sum + new Set(s.surveyAnswers.map((a) => a.surveyId)).size,
    0,
  );
  const rates = {
    completionRate: percent(sessions.filter((s) => isCompleted(s, duration)).length, n),
    quizCompletionRate: percent(quizDone, quizShown),
    surveyCompletionRate: percent(surveyDone, surveyShown),
  };
  return {
    totalViews: sessions.length,
    sessions: n,
    avgWatchTime: n > 0 ? Math.round((watched / n) * 10) / 10 : 0,
    ...rates,
    engagementScore: Math.round(
      (rates.completionRate + rates.quizCompletionRate + rates.surveyCompletionRate) / 3,
    ),
  };
}
