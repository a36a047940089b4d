// The site's one settings row and a video's embed settings.
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '@lumen/contract';
import type { Database } from '../../../src/database.ts';
import * as schema from '../../../src/schema.ts';
import {
  findEmbedSettings,
  findSiteSettings,
  insertVideo,
  saveEmbedSettings,
  saveSiteSettings,
  type SiteSettingsValues,
} from '../../../src/index.ts';
import type { ContractContext } from './context.ts';
import { insideRolledBack, videoValues } from './fixtures.ts';

const LONG_AGO = '2020-01-01T00:00:00.000Z';

const settings = (values: Partial<SiteSettingsValues> = {}): SiteSettingsValues => ({
  ...DEFAULT_SITE_SETTINGS,
  siteName: 'Contract site',
  privacyMarkdown: '# Privacy',
  cookiesMarkdown: '# Cookies',
  ...values,
});

export function describeSettings(context: ContractContext) {
  let db: Database;
  beforeEach(() => {
    db = context.store().db;
  });

  describe('site settings', () => {
    it("answers the contract's defaults until the first save, then what was saved", async () => {
      await insideRolledBack(db, async (tx) => {
        await tx.delete(schema.siteSettings);
        expect(await findSiteSettings(tx)).toEqual({
          ...DEFAULT_SITE_SETTINGS,
          privacyUpdatedAt: null,
          cookiesUpdatedAt: null,
        });
        const saved = await saveSiteSettings(
          tx,
          settings({ logoUrl: '/uploads/logo.png', controllerName: 'Ünïcode “Ltd”' }),
        );
        expect(saved).toMatchObject({
          siteName: 'Contract site',
          logoUrl: '/uploads/logo.png',
          controllerName: 'Ünïcode “Ltd”',
          privacyUpdatedAt: expect.any(String),
          cookiesUpdatedAt: expect.any(String),
        });
        expect(await findSiteSettings(tx)).toEqual(saved);
        const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(schema.siteSettings);
        expect(row!.n).toBe(1);
      });
    });

    it("moves a legal text's date only when that text changes, and clears it when emptied", async () => {
      await saveSiteSettings(db, settings());
      await db.update(schema.siteSettings).set({
        privacyUpdatedAt: new Date(LONG_AGO),
        cookiesUpdatedAt: new Date(LONG_AGO),
      });
      const renamed = await saveSiteSettings(db, settings({ siteName: 'Renamed' }));
      expect(renamed).toMatchObject({
        siteName: 'Renamed',
        privacyUpdatedAt: LONG_AGO,
        cookiesUpdatedAt: LONG_AGO,
      });
      const rewritten = await saveSiteSettings(
        db,
        settings({ privacyMarkdown: '# Privacy, rewritten', cookiesMarkdown: '' }),
      );
      expect(Date.parse(rewritten.privacyUpdatedAt!)).toBeGreaterThan(Date.parse(LONG_AGO));
      expect(rewritten.cookiesUpdatedAt).toBeNull();
      expect(rewritten.cookiesMarkdown).toBe('');
    });
  });

  describe('embed settings', () => {
    it('stores the settings given, keeps the others, and answers null for a missing video', async () => {
      const video = await insertVideo(db, videoValues());
      // Framed by any host, captions off: the defaults the migrations give.
      expect(await findEmbedSettings(db, video.id)).toEqual({
        allowedHosts: [],
        captionsOn: false,
      });
      const hosts = ['example.com', '*.example.org'];
      expect(await saveEmbedSettings(db, video.id, { allowedHosts: hosts })).toEqual({
        allowedHosts: hosts,
        captionsOn: false,
      });
      expect(await saveEmbedSettings(db, video.id, { captionsOn: true })).toEqual({
        allowedHosts: hosts,
        captionsOn: true,
      });
      expect(await saveEmbedSettings(db, video.id, {})).toEqual(
        await findEmbedSettings(db, video.id),
      );
      expect(await findEmbedSettings(db, 2_000_000_000)).toBeNull();
      expect(await saveEmbedSettings(db, 2_000_000_000, { captionsOn: true })).toBeNull();
    });
  });
}
