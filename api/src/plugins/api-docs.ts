// The OpenAPI 3 document, generated from the routes' zod schemas, at /api/docs/json, and a
// browsable Swagger UI at /api/docs. The generator sees only routes registered after it, so app.ts
// registers it first, at the root; the UI goes in the site's context, under its security headers
// and sessions: its files are served from /api/docs/static (scripts and styles of our own origin),
// which the site's CSP already allows. The document lists every admin route, so by default only an
// admin may read it (API_DOCS=public opens it).
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { PRODUCT_VERSION } from '@lumen/contract/version';
import { requireAdmin } from './auth.ts';

export const API_DOCS_PATH = '/api/docs';

async function openApiPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Lumen API',
        description: 'The video platform’s HTTP API (see README, "API").',
        version: PRODUCT_VERSION,
      },
    },
    transform: jsonSchemaTransform,
  });
}

export const openApi = fp(openApiPlugin, { name: 'openapi' });

export type ApiDocsAccess = 'admin' | 'public';

/** The admin check as the UI plugin takes its hooks: callback style. */
const adminOnly: onRequestHookHandler = (request, _reply, done) => {
  requireAdmin(request).then(() => done(), done);
};

export async function apiDocsUi(app: FastifyInstance, { access }: { access: ApiDocsAccess }) {
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PATH,
    ...(access === 'admin' && { uiHooks: { onRequest: adminOnly } }),
  });
}
