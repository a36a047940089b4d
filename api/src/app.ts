// Builds the Fastify app from stores it is given; it never reads config or listens itself,
// so tests drive it with app.inject().
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ContentStore } from '@lumen/db';
import type { Config } from './config.ts';
import authPlugin from './plugins/auth.ts';
import errorsPlugin from './plugins/errors.ts';
import securityPlugin from './plugins/security.ts';
import staticFiles from './plugins/static-files.ts';
import authRoutes from './routes/auth.ts';
import categoryRoutes from './routes/categories.ts';
import collectionRoutes from './routes/collections.ts';
import healthRoutes, { type HealthChecks } from './routes/health.ts';
import interactiveRoutes from './routes/interactive.ts';
import uploadRoutes from './routes/uploads.ts';
import videoRoutes from './routes/videos.ts';
import { SEED_MEDIA_DIR } from './paths.ts';

export interface AppDeps {
  config: Config;
  content: ContentStore;
  /** Stores beyond the content store whose health /api/health reports. */
  healthChecks?: HealthChecks;
  /** The built SPA; omitted when only the API is needed. */
  webDistDir?: string;
  logger?: boolean | { level: string };
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, content } = deps;
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    // Never let a client-supplied request id into logs unchecked.
    genReqId: () => crypto.randomUUID(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const db = content.db;
  await app.register(errorsPlugin);
  await app.register(authPlugin, { db, cookieSecure: config.COOKIE_SECURE, sessionTtlMs: config.sessionTtlMs });
  await app.register(securityPlugin, { publicOrigin: config.PUBLIC_ORIGIN });

  await app.register(healthRoutes, { checks: { content: content.ping, ...deps.healthChecks } });
  await app.register(authRoutes, { db, maxFailures: config.LOGIN_MAX_FAILURES, windowMs: config.loginWindowMs });
  await app.register(videoRoutes, { db, publicOrigin: config.PUBLIC_ORIGIN });
  await app.register(categoryRoutes, { db });
  await app.register(collectionRoutes, { db });
  await app.register(interactiveRoutes, { db });
  await app.register(uploadRoutes, { uploadsDir: config.uploadsDir, maxBytes: config.UPLOAD_MAX_BYTES });
  await app.register(staticFiles, { uploadsDir: config.uploadsDir, seedMediaDir: SEED_MEDIA_DIR, webDistDir: deps.webDistDir });
  return app;
}
