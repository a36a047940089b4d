// Files the server hands out: uploads, the shipped demo media and the built SPA. Client
// routes of the SPA fall back to index.html; unknown /api paths stay JSON 404s.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { SEED_MEDIA_PATH } from '@lumen/db';

interface StaticOptions {
  uploadsDir: string;
  seedMediaDir: string;
  webDistDir: string | undefined;
}

export default async function staticFiles(app: FastifyInstance, options: StaticOptions) {
  await app.register(fastifyStatic, {
    root: options.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    maxAge: '7d',
    immutable: true,
  });
  await app.register(fastifyStatic, {
    root: options.seedMediaDir,
    prefix: `${SEED_MEDIA_PATH}/`,
    decorateReply: false,
    index: false,
    maxAge: '1d',
  });

  const indexHtml = options.webDistDir && join(options.webDistDir, 'index.html');
  const hasSpa = Boolean(indexHtml && existsSync(indexHtml));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: options.webDistDir!,
      prefix: '/',
      wildcard: false,
      index: false,
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    const isPageRequest =
      request.method === 'GET' && !path.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(path);
    if (hasSpa && isPageRequest) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', options.webDistDir);
    }
    return reply.code(404).send({ message: `Not found: ${request.method} ${path}` });
  });
}
