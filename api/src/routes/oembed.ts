// The oEmbed provider (oembed.com): a watch or embed link of this site pasted into WordPress,
// Notion, Ghost, Discourse or Medium becomes the player. Only this origin's video links are
// answered; JSON only (XML is the format the spec lets a provider decline with 501).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../plugins/error-responses.ts';
import { HttpError, notFound } from '../plugins/errors.ts';
import { requestOrigin } from '../plugins/security.ts';
import { EMBED_HEIGHT, EMBED_WIDTH, type PageHeads } from '../services/page-heads.ts';
import type { SiteSettingsService } from '../services/site-settings.ts';

/** The iframe's size when the consumer sets no bound: the common 640×360 of a 16:9 player. */
const DEFAULT_WIDTH = 640;
const ASPECT = EMBED_WIDTH / EMBED_HEIGHT;

const oembedQuerySchema = z.object({
  url: z.string().min(1).max(2048),
  maxwidth: z.coerce.number().int().min(1).max(10_000).optional(),
  maxheight: z.coerce.number().int().min(1).max(10_000).optional(),
  format: z.enum(['json', 'xml']).default('json'),
});

const oembedSchema = z.object({
  version: z.literal('1.0'),
  type: z.literal('video'),
  provider_name: z.string(),
  provider_url: z.string(),
  title: z.string(),
  author_name: z.string().optional(),
  html: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  thumbnail_url: z.string().optional(),
  thumbnail_width: z.number().int().optional(),
  thumbnail_height: z.number().int().optional(),
  cache_age: z.number().int(),
});

/** The largest player of the site's aspect ratio within the consumer's bounds. */
export function playerSize(maxWidth?: number, maxHeight?: number) {
  let width = Math.min(DEFAULT_WIDTH, maxWidth ?? DEFAULT_WIDTH);
  let height = Math.round(width / ASPECT);
  if (maxHeight !== undefined && height > maxHeight) {
    height = maxHeight;
    width = Math.round(height * ASPECT);
  }
  return { width, height };
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The video path of a link of this origin, or null for any other link. */
function videoPathOf(link: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const match = /^\/(?:watch|embed)\/(\d{1,9})\/?$/i.exec(url.pathname);
  return match ? `/watch/${match[1]}` : null;
}

const oembedRoutes: FastifyPluginAsyncZod<{
  pageHeads: PageHeads;
  siteSettings: SiteSettingsService;
  publicOrigin: string | undefined;
}> = async (app, { pageHeads, siteSettings, publicOrigin }) => {
  app.get(
    '/oembed',
    {
      schema: {
        description: 'oEmbed for watch and embed links of this origin (JSON; XML answers 501)',
        querystring: oembedQuerySchema,
        response: { 200: oembedSchema, ...errorResponses(404, 501) },
      },
    },
    async (request, reply) => {
      const { url, maxwidth, maxheight, format } = request.query;
      if (format === 'xml') throw new HttpError(501, 'Only format=json is provided');
      const origin = requestOrigin(request, publicOrigin);
      const path = videoPathOf(url, origin);
      const head = path === null ? null : await pageHeads.headFor(path, origin);
      if (!head?.player) throw notFound('Video');
      const { width, height } = playerSize(maxwidth, maxheight);
      const html =
        `<iframe src="${escapeAttribute(head.player.url)}" width="${width}" height="${height}" ` +
        `title="${escapeAttribute(head.title)}" frameborder="0" ` +
        `allow="autoplay; fullscreen; picture-in-picture; encrypted-media" allowfullscreen></iframe>`;
      const { siteName } = (await siteSettings.current()).settings;
      // Read by pages of any origin (an editor's preview fetches it from the browser).
      reply.header('access-control-allow-origin', '*');
      return {
        version: '1.0' as const,
        type: 'video' as const,
        provider_name: siteName,
        provider_url: `${origin}/`,
        title: head.title,
        ...(head.author && { author_name: head.author }),
        html,
        width,
        height,
        ...(head.image && {
          thumbnail_url: head.image.url,
          ...(head.image.width &&
            head.image.height && {
              thumbnail_width: head.image.width,
              thumbnail_height: head.image.height,
            }),
        }),
        cache_age: 3600,
      };
    },
  );
};

export default oembedRoutes;
