// robots.txt and the sitemaps (sitemaps.org 0.9): /sitemap.xml indexes one file of the site's
// pages (home, library, collections, categories) and as many files of listed videos as the
// protocol's 50,000 URLs a file need, so a catalogue of any size is named. Only public,
// published videos: a draft, an unlisted or a scheduled video is never in a sitemap.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  countListedVideos,
  listCategories,
  listCollections,
  listSitemapVideos,
  sitemapFileStart,
  type Database,
} from '@lumen/db';
import { errorResponses } from '../plugins/error-responses.ts';
import { notFound } from '../plugins/errors.ts';
import { requestOrigin } from '../plugins/security.ts';

/** The protocol's most URLs in one sitemap file. */
export const SITEMAP_MAX_URLS = 50_000;
/** Crawlers may keep an answer this long; a new video waits at most this long to be named. */
const CACHE_CONTROL = 'public, max-age=3600';

interface Options {
  db: Database;
  publicOrigin: string | undefined;
  /** Videos per sitemap file (tests use a small number). */
  videosPerFile?: number;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`,
  );

function urlSet(entries: { loc: string; lastmod?: Date }[]): string {
  const urls = entries.map(
    ({ loc, lastmod }) =>
      `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

const fileParams = z.object({ n: z.string().regex(/^[1-9]\d{0,5}$/, 'n must be a file number') });

const sitemapRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, publicOrigin, videosPerFile = SITEMAP_MAX_URLS },
) => {
  const xml = 'application/xml; charset=utf-8';
  const answers = (description: string, type: string) => ({
    200: { description, content: { [type]: { schema: z.string() } } },
  });
  const sitemap = {
    schema: { response: answers('A sitemap (sitemaps.org 0.9)', 'application/xml') },
  };

  app.get(
    '/robots.txt',
    { schema: { response: answers('The crawling rules and the sitemap', 'text/plain') } },
    async (request, reply) => {
      const origin = requestOrigin(request, publicOrigin);
      return reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', CACHE_CONTROL)
        .send(`User-agent: *\nDisallow: /admin\n\nSitemap: ${origin}/sitemap.xml\n`);
    },
  );

  app.get('/sitemap.xml', sitemap, async (request, reply) => {
    const origin = requestOrigin(request, publicOrigin);
    const videoFiles = Math.ceil((await countListedVideos(db)) / videosPerFile);
    const files = [
      `${origin}/sitemaps/pages.xml`,
      ...Array.from({ length: videoFiles }, (_, i) => `${origin}/sitemaps/videos-${i + 1}.xml`),
    ];
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files
      .map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`)
      .join('\n')}\n</sitemapindex>\n`;
    return reply.type(xml).header('cache-control', CACHE_CONTROL).send(body);
  });

  app.get('/sitemaps/pages.xml', sitemap, async (request, reply) => {
    const origin = requestOrigin(request, publicOrigin);
    const [categories, collections] = await Promise.all([listCategories(db), listCollections(db)]);
    const body = urlSet([
      { loc: `${origin}/` },
      { loc: `${origin}/watch` },
      { loc: `${origin}/collections` },
      ...categories.map((c) => ({ loc: `${origin}/category/${encodeURIComponent(c.slug)}` })),
      ...collections.map((c) => ({ loc: `${origin}/collections/${c.id}` })),
    ]);
    return reply.type(xml).header('cache-control', CACHE_CONTROL).send(body);
  });

  app.get(
    '/sitemaps/videos-:n.xml',
    {
      schema: {
        params: fileParams,
        response: { ...sitemap.schema.response, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const origin = requestOrigin(request, publicOrigin);
      const after = await sitemapFileStart(db, Number(request.params.n) - 1, videosPerFile);
      const videos = after === null ? [] : await listSitemapVideos(db, after, videosPerFile);
      if (videos.length === 0) throw notFound('Sitemap');
      const body = urlSet(
        videos.map((v) => ({ loc: `${origin}/watch/${v.id}`, lastmod: v.publishedAt })),
      );
      return reply.type(xml).header('cache-control', CACHE_CONTROL).send(body);
    },
  );
};

export default sitemapRoutes;
