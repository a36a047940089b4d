// The site's own settings (docs/operations.md#site-settings): every page reads the name, logo
// and default language, the privacy and cookie pages their text; admins read and replace the
// whole, and preview a text as visitors will see it. A new analytics time zone re-keys the event
// store's rollups before it is saved (services/analytics-time-zone.ts).
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LEGAL_PAGES,
  legalPageSchema,
  legalPreviewRequestSchema,
  legalPreviewSchema,
  publicSiteSettingsSchema,
  siteSettingsSchema,
  siteSettingsUpdateSchema,
  type LegalPage,
  type LegalPageContent,
} from '@lumen/contract';
import { UnknownTimeZoneError } from '@lumen/clickhouse';
import { renderLegalMarkdown } from '@lumen/db';
import { requireAdmin } from '../plugins/auth.ts';
import { errorResponses } from '../plugins/error-responses.ts';
import { HttpError, badRequest } from '../plugins/errors.ts';
import type { AnalyticsTimeZone } from '../services/analytics-time-zone.ts';
import type { CurrentSiteSettings, SiteSettingsService } from '../services/site-settings.ts';

// Browsers ask again on each load, so a save shows on the next page a visitor opens.
const REVALIDATE = 'no-cache';

function legalPage(
  { settings, privacyHtml, cookiesHtml }: CurrentSiteSettings,
  page: LegalPage,
): LegalPageContent {
  const privacy = page === 'privacy';
  return {
    html: privacy ? privacyHtml : cookiesHtml,
    updatedAt: privacy ? settings.privacyUpdatedAt : settings.cookiesUpdatedAt,
    controller: settings.controllerName
      ? {
          name: settings.controllerName,
          email: settings.controllerEmail || null,
          address: settings.controllerAddress || null,
        }
      : null,
  };
}

const siteSettingsRoutes: FastifyPluginAsyncZod<{
  siteSettings: SiteSettingsService;
  uploadsDir: string;
  /** Absent without an event store: the zone is then only saved. */
  analyticsTimeZone?: AnalyticsTimeZone;
}> = async (app, { siteSettings, uploadsDir, analyticsTimeZone }) => {
  /** Keys the event store by a newly chosen zone; nothing is saved when that fails. */
  async function keyEventStoreBy(zone: string): Promise<void> {
    try {
      await analyticsTimeZone?.keyStoreBy(zone);
    } catch (error) {
      if (error instanceof UnknownTimeZoneError)
        throw badRequest(`Analytics time zone ${zone} is not known to the event store`);
      app.log.error({ err: error }, 'keying the event store by a new analytics time zone failed');
      throw new HttpError(
        503,
        'The analytics time zone cannot change while the event store is unavailable',
        { 'retry-after': '5' },
      );
    }
  }

  app.get(
    '/api/settings',
    {
      schema: {
        description:
          "The site's name and logo (null: the built-in mark), as every page shows them, and the language the viewer side speaks to visitors whose browser asks for none it has.",
        response: { 200: publicSiteSettingsSchema },
      },
    },
    async (_request, reply) => {
      const { settings } = await siteSettings.current();
      reply.header('cache-control', REVALIDATE);
      return {
        siteName: settings.siteName,
        logoUrl: settings.logoUrl,
        defaultLanguage: settings.defaultLanguage,
      };
    },
  );

  app.get(
    '/api/settings/pages/:page',
    {
      schema: {
        description:
          "A legal page's stored text as sanitised HTML (null: the built-in text applies), when it last changed, and the data controller it names.",
        params: z.object({ page: z.enum(LEGAL_PAGES) }),
        response: { 200: legalPageSchema },
      },
    },
    async (request, reply) => {
      const current = await siteSettings.current();
      reply.header('cache-control', REVALIDATE);
      return legalPage(current, request.params.page);
    },
  );

  app.get(
    '/api/admin/settings',
    {
      onRequest: requireAdmin,
      schema: {
        description: 'The settings as stored, the legal texts as their Markdown.',
        response: { 200: siteSettingsSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return (await siteSettings.current({ fresh: true })).settings;
    },
  );

  app.put(
    '/api/admin/settings',
    {
      onRequest: requireAdmin,
      schema: {
        description:
          "Replaces the settings. An empty legal text brings back the built-in one; the logo is an image from POST /api/upload, or null; the analytics time zone, left out, stays. A bad value is a 400 naming it, and nothing is saved. A new analytics time zone re-counts the analytics' days first (503 while the event store is away). Other api processes show a save within 5 seconds.",
        body: siteSettingsUpdateSchema,
        response: { 200: siteSettingsSchema, ...errorResponses(503) },
      },
    },
    async (request) => {
      const { logoUrl } = request.body;
      if (logoUrl && !existsSync(join(uploadsDir, basename(logoUrl))))
        throw badRequest('Logo must be an image uploaded here: upload it again');
      const stored = (await siteSettings.current({ fresh: true })).settings.analyticsTimeZone;
      const zone = request.body.analyticsTimeZone ?? stored;
      if (zone !== stored) await keyEventStoreBy(zone);
      return (await siteSettings.save({ ...request.body, analyticsTimeZone: zone })).settings;
    },
  );

  app.post(
    '/api/admin/settings/preview',
    {
      onRequest: requireAdmin,
      schema: {
        description: 'Markdown of a legal text as its page will show it (sanitised HTML).',
        body: legalPreviewRequestSchema,
        response: { 200: legalPreviewSchema },
      },
    },
    async (request) => ({ html: renderLegalMarkdown(request.body.markdown) }),
  );
};

export default siteSettingsRoutes;
