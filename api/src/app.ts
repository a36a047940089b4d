// Builds the Fastify app from stores it is given; it never reads config or listens itself,
// so tests drive it with app.inject().
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { SEED_MEDIA_DIR, type ContentStore } from '@lumen/db';
import type { EventStore } from '@lumen/clickhouse';
import {
  createLocalMediaStorage,
  locateMediaTools,
  toolsOnce,
  type EventQueue,
  type JobQueue,
  type MediaTools,
} from '@lumen/workers';
import type { Config } from './config.ts';
import { apiDocsUi, openApi } from './plugins/api-docs.ts';
import authPlugin from './plugins/auth.ts';
import compression from './plugins/compression.ts';
import errorResponses from './plugins/error-responses.ts';
import errorsPlugin, { replyToFrameworkError } from './plugins/errors.ts';
import metricsPlugin from './plugins/metrics.ts';
import requestGuardPlugin from './plugins/request-guard.ts';
import securityPlugin from './plugins/security.ts';
import staticFiles from './plugins/static-files.ts';
import adminJobRoutes from './routes/admin-jobs.ts';
import analyticsRoutes from './routes/analytics.ts';
import analyticsPeriodRoutes from './routes/analytics-period.ts';
import audienceRoutes from './routes/analytics-audience.ts';
import questionAnalyticsRoutes from './routes/analytics-questions.ts';
import authRoutes from './routes/auth.ts';
import captionRoutes from './routes/captions.ts';
import categoryRoutes from './routes/categories.ts';
import bulkVideoRoutes from './routes/bulk-videos.ts';
import collectionRoutes from './routes/collections.ts';
import importRoutes from './routes/imports.ts';
import analysisRoutes from './routes/analysis.ts';
import healthRoutes, { readinessRoutes, type HealthChecks } from './routes/health.ts';
import interactiveElementRoutes from './routes/interactive-elements.ts';
import oembedRoutes from './routes/oembed.ts';
import sitemapRoutes from './routes/sitemap.ts';
import pollRoutes from './routes/polls.ts';
import quizRoutes from './routes/quizzes.ts';
import responseRoutes from './routes/responses.ts';
import surveyRoutes from './routes/surveys.ts';
import uploadRoutes from './routes/uploads.ts';
import trackRoutes from './routes/track.ts';
import videoRoutes from './routes/videos.ts';
import embedSettingsRoutes from './routes/embed-settings.ts';
import siteSettingsRoutes from './routes/site-settings.ts';
import mediaRoutes from './routes/media.ts';
import { createMediaLibrary, type MediaLibrary } from './services/media-library.ts';
import { createKnownVideos } from './services/known-videos.ts';
import type { LoginDelay } from './services/login-throttle.ts';
import { createMetrics, type AppMetrics } from './services/metrics.ts';
import { createPageHeads } from './services/page-heads.ts';
import { OneLinePerRequest } from './services/request-log.ts';
import { createResponseEvents } from './services/response-events.ts';
import { startViewCountCopy } from './services/view-count-copy.ts';
import { createRateLimiter, type SharedCounts } from './services/rate-limiter.ts';
import { createResponseThrottle } from './services/response-throttle.ts';
import { createAnalyticsTimeZone } from './services/analytics-time-zone.ts';
import { createSiteSettings } from './services/site-settings.ts';

export interface AppDeps {
  config: Config;
  content: ContentStore;
  /** The event pipeline: ingest enqueues, analytics read the event store. */
  events?: { queue: EventQueue; store: EventStore };
  /** The job queue imports enqueue on (whoever runs the jobs). */
  jobs?: JobQueue;
  /** Stores beyond the content store whose health /api/health reports. */
  healthChecks?: HealthChecks;
  /** The process's metrics (main.ts shares them with the event sink); a fresh set when omitted. */
  metrics?: AppMetrics;
  /** The built SPA; omitted when only the API is needed. */
  webDistDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** The process's own logger (main.ts), instead of one made from `logger`'s options. */
  loggerInstance?: FastifyBaseLogger;
  /** Waits out the login throttle's delays; a real timer when omitted. */
  loginDelay?: LoginDelay;
  /** Where the rate limits' counts are shared with the other api processes (Redis); else in memory. */
  sharedRateCounts?: SharedCounts;
  /** Finds ffmpeg and ffprobe (the PATH, else an npm package); tests may say there are none. */
  locateMediaTools?: () => Promise<MediaTools | null>;
  /** How long this process may show the site settings it read before reading them again. */
  siteSettingsMaxAgeMs?: number;
}

/**
 * Fastify's trustProxy from TRUST_PROXY. A hop count trusts that many hops nearest the server,
 * whatever their address (Fastify's own numeric option trusts none).
 */
function trustedProxies(setting: Config['TRUST_PROXY']): FastifyServerOptions['trustProxy'] {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, content } = deps;
  const app = Fastify({
    ...(deps.loggerInstance
      ? { loggerInstance: deps.loggerInstance }
      : { logger: deps.logger ?? false }),
    logController: new OneLinePerRequest(),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: trustedProxies(config.TRUST_PROXY),
    // Never let a client-supplied request id into logs unchecked.
    genReqId: () => crypto.randomUUID(),
    frameworkErrors: replyToFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  const rateLimiter = (name: string, perMinute: number) => {
    const limiter = createRateLimiter({ name, perMinute, shared: deps.sharedRateCounts });
    app.addHook('onClose', () => limiter.close());
    return limiter;
  };
  app.setSerializerCompiler(serializerCompiler);

  const db = content.db;
  // First: the OpenAPI generator sees only the routes registered after it.
  await app.register(openApi);
  await app.register(errorResponses);
  await app.register(errorsPlugin);
  const metrics = deps.metrics ?? createMetrics();
  await app.register(metricsPlugin, { metrics, token: config.METRICS_TOKEN });
  // Hostile request lines and NUL characters are refused for every route, the ingest included.
  await app.register(requestGuardPlugin);

  // The event ingest lives in a lean context of its own: high-volume, anonymous JSON calls
  // that need none of the site's cookies, sessions, CSRF check or document headers, so none
  // of their hooks run on its hot path.
  // Without the event store only analytics stop: ingest goes on into the queue (degraded).
  const events = deps.events;
  if (events) metrics.watchQueue(events.queue);
  await app.register(healthRoutes, {
    checks: {
      content: () => content.ping(),
      ...(events && { queue: () => events.queue.ping() }),
      ...deps.healthChecks,
    },
    degradableChecks: events && { events: () => events.store.ping() },
  });
  if (events) {
    const viewCountCopy = startViewCountCopy(
      db,
      events.store,
      config.VIEW_COUNT_COPY_SECONDS * 1000,
      (error) => app.log.warn({ err: error }, 'copying view counts into the catalogue failed'),
    );
    app.addHook('onClose', () => viewCountCopy.stop());
  }
  const knownVideos = events && createKnownVideos(db);
  if (knownVideos) app.addHook('onClose', async () => knownVideos.close());
  if (deps.events && knownVideos) {
    await app.register(trackRoutes, {
      queue: deps.events.queue,
      limiter: rateLimiter('events', config.TRACK_RATE_LIMIT_PER_MINUTE),
      knownVideos,
      clockWindowHours: config.TRACK_CLOCK_WINDOW_HOURS,
      countIngest: metrics.countIngest,
    });
  }

  // Everything a browser or an admin talks to: sessions, CSRF check, security headers.
  await app.register(async (site) => {
    await site.register(compression);
    await site.register(authPlugin, {
      db,
      cookieSecure: config.COOKIE_SECURE,
      sessionMaxMs: config.sessionMaxMs,
      sessionIdleMs: config.sessionIdleMs,
    });
    await site.register(securityPlugin, {
      publicOrigin: config.PUBLIC_ORIGIN,
      cookieSecure: config.COOKIE_SECURE,
    });
    await site.register(apiDocsUi, { access: config.API_DOCS });
    await site.register(readinessRoutes, {
      checks: {
        [content.kind]: () => content.ping(),
        ...(events && {
          [events.store.kind === 'chdb' ? 'chdb' : 'clickhouse']: () => events.store.ping(),
          queue: () => events.queue.ping(),
        }),
        ...deps.healthChecks,
      },
    });
    await site.register(authRoutes, {
      db,
      maxFailures: config.LOGIN_MAX_FAILURES,
      windowMs: config.loginWindowMs,
      loginDelay: deps.loginDelay,
    });
    // Uploads need the job queue their transcodes run on.
    const media: MediaLibrary | undefined =
      deps.jobs &&
      createMediaLibrary({
        db,
        jobs: deps.jobs,
        storage: createLocalMediaStorage(config.mediaDir),
        tools: toolsOnce(deps.locateMediaTools ?? (() => locateMediaTools(config.PATH))),
        maxBytes: config.MEDIA_MAX_BYTES,
        mediaDir: config.mediaDir,
      });
    if (media) {
      // After the job queue has settled the jobs an earlier run left (a killed worker's).
      const orphaned = await media.failOrphanedTranscodes().catch((error: unknown) => {
        app.log.error({ err: error }, 'could not check the transcodes an earlier run left');
        return 0;
      });
      if (orphaned > 0)
        app.log.warn({ orphaned }, 'transcodes a stop or crash cut off marked failed');
    }
    await site.register(videoRoutes, {
      db,
      publicOrigin: config.PUBLIC_ORIGIN,
      knownVideos,
      media,
    });
    await site.register(embedSettingsRoutes, { db });
    await site.register(captionRoutes, { db });
    await site.register(categoryRoutes, { db });
    await site.register(collectionRoutes, { db });
    await site.register(bulkVideoRoutes, { db, media });
    await site.register(quizRoutes, { db });
    await site.register(surveyRoutes, { db });
    await site.register(interactiveElementRoutes, { db });
    // Quiz and survey responses and poll votes share one limit per address.
    const throttleResponse = createResponseThrottle(
      rateLimiter('responses', config.RESPONSE_RATE_LIMIT_PER_MINUTE),
    );
    await site.register(responseRoutes, {
      db,
      responseEvents: deps.events && createResponseEvents(deps.events.queue),
      throttleResponse,
    });
    await site.register(pollRoutes, { db, events: deps.events, throttleVote: throttleResponse });
    const siteSettings = createSiteSettings(db, { maxAgeMs: deps.siteSettingsMaxAgeMs });
    const analyticsTimeZone = deps.events
      ? createAnalyticsTimeZone({
          store: deps.events.store,
          siteSettings,
          exclusively: content.exclusively,
          ttlDays: config.EVENT_TTL_DAYS,
        })
      : undefined;
    if (deps.events && analyticsTimeZone) {
      const analytics = { db, events: deps.events.store, timeZone: analyticsTimeZone };
      await site.register(analyticsRoutes, analytics);
      await site.register(analyticsPeriodRoutes, analytics);
      await site.register(audienceRoutes, analytics);
      await site.register(questionAnalyticsRoutes, analytics);
    }
    if (deps.jobs) {
      const jobRoutes = { db, jobs: deps.jobs, waitMs: config.IMPORT_WAIT_MS };
      await site.register(importRoutes, jobRoutes);
      await site.register(analysisRoutes, jobRoutes);
      await site.register(adminJobRoutes, { jobs: deps.jobs });
    }
    if (media) await site.register(mediaRoutes, { db, library: media });
    await site.register(uploadRoutes, {
      uploadsDir: config.uploadsDir,
      maxBytes: config.UPLOAD_MAX_BYTES,
    });
    await site.register(siteSettingsRoutes, {
      siteSettings,
      uploadsDir: config.uploadsDir,
      analyticsTimeZone,
    });
    const pageHeads = createPageHeads({
      db,
      uploadsDir: config.uploadsDir,
      seedMediaDir: SEED_MEDIA_DIR,
    });
    await site.register(oembedRoutes, {
      pageHeads,
      siteSettings,
      publicOrigin: config.PUBLIC_ORIGIN,
    });
    await site.register(sitemapRoutes, { db, publicOrigin: config.PUBLIC_ORIGIN });
    await site.register(staticFiles, {
      db,
      uploadsDir: config.uploadsDir,
      seedMediaDir: SEED_MEDIA_DIR,
      webDistDir: deps.webDistDir,
      pageHeads,
      siteSettings,
      publicOrigin: config.PUBLIC_ORIGIN,
    });
  });
  return app;
}
