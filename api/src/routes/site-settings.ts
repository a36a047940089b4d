// The site's own settings (docs/operations.md#site-settings): every page reads the name, logo
// and default language, the privacy and cookie pages their text; admins read and replace the whole, and preview
// a text as visitors will see it.
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
import { renderLegalMarkdown } from '@lumen/db';
import { requireAdmin } from '../plugins/auth.ts';
import { badRequest } from '../plugins/errors.ts';
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
}> = async (app, { siteSettings, uploadsDir }) => {
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
          'Replaces the settings. An empty legal text brings back the built-in one; the logo is an image from POST /api/upload, or null. A bad value is a 400 naming it, and nothing is saved. Other api processes show a save within 5 seconds.',
        body: siteSettingsUpdateSchema,
        response: { 200: siteSettingsSchema },
      },
    },
    async (request) => {
      const { logoUrl } = request.body;
      if (logoUrl && !existsSync(join(uploadsDir, basename(logoUrl))))
        throw badRequest('Logo must be an image uploaded here: upload it again');
      return (await siteSettings.save(request.body)).settings;
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
