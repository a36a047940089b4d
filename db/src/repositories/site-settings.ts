// The site's own settings (contract/src/site-settings.ts): the one row of site_settings, or the
// contract's defaults before the first save. A new analytics time zone re-counts the survey
// answers' days (migration 0015) in the same transaction.
import { sql, type SQLWrapper } from 'drizzle-orm';
import {
  DEFAULT_SITE_SETTINGS,
  UI_LANGUAGES,
  type SiteSettings,
  type UiLanguage,
} from '@lumen/contract';
import type { Database } from '../database.ts';
import { siteSettings } from '../schema.ts';

/** The settings a save writes: validated by the contract's update schema. */
export type SiteSettingsValues = Omit<SiteSettings, 'privacyUpdatedAt' | 'cookiesUpdatedAt'>;

const ROW_ID = 1;

/** A language the viewer side no longer speaks reads as the default one. */
const uiLanguage = (code: string): UiLanguage =>
  (UI_LANGUAGES as readonly string[]).includes(code)
    ? (code as UiLanguage)
    : DEFAULT_SITE_SETTINGS.defaultLanguage;

function toSiteSettings(row: typeof siteSettings.$inferSelect): SiteSettings {
  return {
    siteName: row.siteName,
    logoUrl: row.logoUrl,
    defaultLanguage: uiLanguage(row.defaultLanguage),
    privacyMarkdown: row.privacyMarkdown,
    cookiesMarkdown: row.cookiesMarkdown,
    controllerName: row.controllerName,
    controllerEmail: row.controllerEmail,
    controllerAddress: row.controllerAddress,
    analyticsTimeZone: row.analyticsTimeZone,
    privacyUpdatedAt: row.privacyUpdatedAt?.toISOString() ?? null,
    cookiesUpdatedAt: row.cookiesUpdatedAt?.toISOString() ?? null,
  };
}

/** The stored settings; the defaults when none were ever saved. */
export async function findSiteSettings(db: Database): Promise<SiteSettings> {
  const [row] = await db.select().from(siteSettings).limit(1);
  return row
    ? toSiteSettings(row)
    : { ...DEFAULT_SITE_SETTINGS, privacyUpdatedAt: null, cookiesUpdatedAt: null };
}

/**
 * Replaces the settings. A text's "updated" time moves only when that text changed (a new site
 * name leaves the privacy page's date alone), and is cleared when the text is emptied. A new
 * analytics time zone counts every survey response again on its day in that zone; no response
 * is written meanwhile (they wait for the lock).
 */
export function saveSiteSettings(db: Database, values: SiteSettingsValues): Promise<SiteSettings> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ zone: siteSettings.analyticsTimeZone })
      .from(siteSettings)
      .for('update');
    const newZone =
      (before?.zone ?? DEFAULT_SITE_SETTINGS.analyticsTimeZone) !== values.analyticsTimeZone;
    if (newZone) await tx.execute(sql`lock table survey_responses in share mode`);
    const saved = await upsertSettings(tx, values);
    if (newZone) await tx.execute(sql`select rebuild_survey_answer_days()`);
    return saved;
  });
}

async function upsertSettings(
  db: Pick<Database, 'insert'>,
  values: SiteSettingsValues,
): Promise<SiteSettings> {
  const changedAt = (column: SQLWrapper, updatedAt: SQLWrapper, text: string) =>
    text === ''
      ? sql`null`
      : sql`case when ${column} is distinct from ${text} then now() else ${updatedAt} end`;
  const [row] = await db
    .insert(siteSettings)
    .values({
      id: ROW_ID,
      ...values,
      privacyUpdatedAt: values.privacyMarkdown === '' ? null : sql`now()`,
      cookiesUpdatedAt: values.cookiesMarkdown === '' ? null : sql`now()`,
    })
    .onConflictDoUpdate({
      target: siteSettings.id,
      set: {
        ...values,
        privacyUpdatedAt: changedAt(
          siteSettings.privacyMarkdown,
          siteSettings.privacyUpdatedAt,
          values.privacyMarkdown,
        ),
        cookiesUpdatedAt: changedAt(
          siteSettings.cookiesMarkdown,
          siteSettings.cookiesUpdatedAt,
          values.cookiesMarkdown,
        ),
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return toSiteSettings(row!);
}
