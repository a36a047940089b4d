// Files the server hands out: uploads, the shipped demo media and the built SPA. Page paths of
// the SPA's route table get index.html; other page paths get it too, with a 404 status (the SPA
// shows its not-found page); unknown /api paths and missing files stay JSON 404s. A video,
// embed or collection page gets its own head for link previews (page-heads.ts), and a 404 when
// its id names nothing. An embed page keeps to its video's allow-list (embed-rules.ts). Every
// page's HTML carries its first paint inside #root (page-shells.ts).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { positiveId } from '@lumen/contract';
import { isEmbedPage, isSpaRoute } from '@lumen/contract/spa-routes';
import { SEED_MEDIA_PATH, findEmbedSettings, type Database } from '@lumen/db';
import { frameAncestorSources, refusedFramer, refusalPage } from '../services/embed-rules.ts';
import { fillHead, namesRecord, type PageHead, type PageHeads } from '../services/page-heads.ts';
import { fillShell, pageShell } from '../services/page-shells.ts';
import {
  createManifestReader,
  fillPreloads,
  screenPreloads,
  screenReadPreloads,
} from '../services/screen-preloads.ts';
import type { SiteSettingsService } from '../services/site-settings.ts';
import { compressPage } from './compression.ts';
import { requestOrigin } from './security.ts';

interface StaticOptions {
  db: Database;
  uploadsDir: string;
  seedMediaDir: string;
  webDistDir: string | undefined;
  pageHeads: PageHeads;
  siteSettings: SiteSettingsService;
  publicOrigin: string | undefined;
}

// Vite puts a content hash in every file name under assets/, so a URL there never changes
// content: browsers may keep it a year without asking. Everything else (index.html, public/
// files) is revalidated on each use so that a new build shows at once.
const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

const videoIdSchema = positiveId('Video id');

function spaCacheHeaders(webDistDir: string) {
  const hashedAssets = join(resolve(webDistDir), 'assets') + sep;
  return (reply: FastifyReply, filePath: string) => {
    const hashed = resolve(webDistDir, filePath).startsWith(hashedAssets);
    reply.header('cache-control', hashed ? HASHED_ASSET_CACHE : REVALIDATE);
  };
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
      // The build writes .br and .gz beside each text asset (web/scripts/precompress.mjs).
      preCompressed: true,
      cacheControl: false,
      setHeaders: spaCacheHeaders(options.webDistDir!),
    });
  }

  const readManifest = hasSpa ? createManifestReader(options.webDistDir!) : null;

  /** index.html with the page's head (a video, embed or collection page), its screen's preloads
   * and its shell. Read on each use: a rebuild while the server runs names new asset files. */
  async function pageHtml(path: string, query: string, head: PageHead | null): Promise<string> {
    const { siteName, logoUrl } = (await options.siteSettings.current()).settings;
    const indexPage = await readFile(indexHtml!, 'utf8');
    const preloads =
      screenPreloads(await readManifest!(indexPage), path) + screenReadPreloads(path, query);
    const withPreloads = fillPreloads(indexPage, preloads);
    const withHead = head ? fillHead(withPreloads, head, siteName) : withPreloads;
    const shell = pageShell(
      path,
      new URLSearchParams(query),
      { siteName, logoUrl },
      head?.image ?? null,
    );
    return fillShell(withHead, shell);
  }

  async function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    html: string,
  ) {
    reply.code(status).header('cache-control', REVALIDATE).type('text/html; charset=utf-8');
    return reply.send(await compressPage(request, reply, html));
  }

  app.setNotFoundHandler(async (request, reply) => {
    const queryAt = request.url.indexOf('?');
    const path = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
    const query = queryAt === -1 ? '' : request.url.slice(queryAt + 1);
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/');
    const isScreen = isSpaRoute(path);
    // A path with a file extension that is no screen is a missing file, not a page.
    const looksLikeFile = /\.[a-z0-9]+$/i.test(path);
    if (hasSpa && isPageRequest && namesRecord(path)) {
      const origin = requestOrigin(request, options.publicOrigin);
      const head = await options.pageHeads.headFor(path, origin);
      if (isEmbedPage(path)) {
        // Read on each load, not cached with the head: a narrowed list applies at once.
        const videoId = videoIdSchema.safeParse(path.split('/')[2]);
        const settings = videoId.success ? await findEmbedSettings(options.db, videoId.data) : null;
        const allowedHosts = settings?.allowedHosts ?? [];
        if (allowedHosts.length > 0) reply.header('vary', 'Referer, Sec-Fetch-Dest');
        // The refusal is framed by the site that asked (any site may frame it).
        if (head && refusedFramer(request, origin, allowedHosts))
          return reply
            .code(403)
            .header('cache-control', REVALIDATE)
            .type('text/html; charset=utf-8')
            .send(refusalPage(head.title, head.canonicalUrl));
        reply.frameAncestors = frameAncestorSources(allowedHosts);
      }
      // An admin may open a draft: the SPA shows it (with the generic head).
      const status = head || request.user?.role === 'admin' ? 200 : 404;
      return sendPage(request, reply, status, await pageHtml(path, query, head));
    }
    if (hasSpa && isPageRequest && (isScreen || !looksLikeFile)) {
      return sendPage(request, reply, isScreen ? 200 : 404, await pageHtml(path, query, null));
    }
    return reply.code(404).send({ message: `Not found: ${request.method} ${path}` });
  });
}
