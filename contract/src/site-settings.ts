// The site's own settings (docs/operations.md#site-settings): its name, logo and default
// language, the text of its privacy and cookie pages with the data controller they name, and the
// time zone its analytics count days in. One schema for the API's validation and the admin's
// Settings tab, so both judge a value the same way.
import { z } from 'zod';
import { DEFAULT_ANALYTICS_TIME_ZONE, isTimeZone } from './analytics-period.ts';
import { PRODUCT_NAME, UI_LANGUAGES } from './constants.ts';

export const SITE_NAME_MAX = 60;
/** Longest privacy or cookie text, in characters of Markdown (a long policy is ~15,000). */
export const LEGAL_TEXT_MAX = 50_000;
export const CONTROLLER_NAME_MAX = 200;
export const CONTROLLER_ADDRESS_MAX = 500;

/** The pages whose text an admin may replace. */
export const LEGAL_PAGES = ['privacy', 'cookies'] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];

/** What a fresh install has: today's name, no logo, English, the built-in texts, no controller. */
export const DEFAULT_SITE_SETTINGS = {
  siteName: PRODUCT_NAME,
  logoUrl: null,
  defaultLanguage: UI_LANGUAGES[0],
  privacyMarkdown: '',
  cookiesMarkdown: '',
  controllerName: '',
  controllerEmail: '',
  controllerAddress: '',
  analyticsTimeZone: DEFAULT_ANALYTICS_TIME_ZONE,
} as const;

/** An image stored by POST /api/upload, as that answers it: `/uploads/<uuid>.<png|jpg|webp|gif>`. */
export const UPLOADED_IMAGE_PATH = /^\/uploads\/[0-9a-f-]{36}\.(?:png|jpg|webp|gif)$/;

const legalText = (label: string) =>
  z
    .string()
    .max(
      LEGAL_TEXT_MAX,
      `${label} must be at most ${LEGAL_TEXT_MAX.toLocaleString('en')} characters`,
    )
    // Only blank lines at the ends go: Markdown's meaning lives in leading spaces.
    .transform((text) => text.replace(/^\s*\n/, '').trimEnd());

/** PUT /api/admin/settings: the whole settings object. */
export const siteSettingsUpdateSchema = z.object({
  siteName: z
    .string()
    .trim()
    .min(1, 'Site name is required')
    .max(SITE_NAME_MAX, `Site name must be at most ${SITE_NAME_MAX} characters`),
  /** An uploaded image, or empty (null) for the built-in mark. */
  logoUrl: z
    .string()
    .trim()
    .nullable()
    .refine(
      (url) => !url || UPLOADED_IMAGE_PATH.test(url),
      'Logo must be an image uploaded here (PNG, JPEG, WebP or GIF)',
    )
    .transform((url) => url || null),
  /** The viewer side's language for visitors whose browser asks for none of UI_LANGUAGES. */
  defaultLanguage: z
    .enum(UI_LANGUAGES, { error: `Default language must be one of ${UI_LANGUAGES.join(', ')}` })
    .default(UI_LANGUAGES[0]),
  /** Markdown; empty: the built-in Privacy Policy. */
  privacyMarkdown: legalText('Privacy text'),
  /** Markdown; empty: the built-in Cookie Policy. */
  cookiesMarkdown: legalText('Cookie text'),
  controllerName: z
    .string()
    .trim()
    .max(
      CONTROLLER_NAME_MAX,
      `Data controller name must be at most ${CONTROLLER_NAME_MAX} characters`,
    ),
  controllerEmail: z
    .string()
    .trim()
    .max(254, 'Contact email must be at most 254 characters')
    .refine(
      (email) => email === '' || z.email().safeParse(email).success,
      'Contact email must be an email address',
    ),
  /** Postal address, one line per line. */
  controllerAddress: z
    .string()
    .trim()
    .max(
      CONTROLLER_ADDRESS_MAX,
      `Postal address must be at most ${CONTROLLER_ADDRESS_MAX} characters`,
    ),
  /**
   * The IANA time zone whose days every analytics figure counts (Intl's names, such as
   * 'Europe/Berlin'); left out, it stays as it is.
   */
  analyticsTimeZone: z
    .string()
    .trim()
    .refine(isTimeZone, 'Analytics time zone must be a time zone such as Europe/Berlin or UTC')
    .optional(),
});
export type SiteSettingsUpdate = z.input<typeof siteSettingsUpdateSchema>;

/** GET and PUT /api/admin/settings: the settings as stored, the texts as their Markdown. */
export const siteSettingsSchema = z.object({
  siteName: z.string(),
  logoUrl: z.string().nullable(),
  defaultLanguage: z.enum(UI_LANGUAGES),
  privacyMarkdown: z.string(),
  cookiesMarkdown: z.string(),
  controllerName: z.string(),
  controllerEmail: z.string(),
  controllerAddress: z.string(),
  analyticsTimeZone: z.string(),
  /** When the privacy or cookie text last changed (ISO time); null while built-in. */
  privacyUpdatedAt: z.string().nullable(),
  cookiesUpdatedAt: z.string().nullable(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** GET /api/settings: what every page needs (the header, the footer, the titles, the language). */
export const publicSiteSettingsSchema = z.object({
  siteName: z.string(),
  logoUrl: z.string().nullable(),
  defaultLanguage: z.enum(UI_LANGUAGES),
});
export type PublicSiteSettings = z.infer<typeof publicSiteSettingsSchema>;

/** Who answers for visitors' data, as the privacy and cookie pages name them. */
export const dataControllerSchema = z.object({
  name: z.string(),
  email: z.string().nullable(),
  address: z.string().nullable(),
});
export type DataController = z.infer<typeof dataControllerSchema>;

/** GET /api/settings/pages/{page}: a legal page's stored text, rendered and sanitised. */
export const legalPageSchema = z.object({
  /** Sanitised HTML of the stored Markdown; null: the built-in text applies. */
  html: z.string().nullable(),
  /** When the stored text last changed (ISO time); null with the built-in text. */
  updatedAt: z.string().nullable(),
  /** Null until a controller's name is set. */
  controller: dataControllerSchema.nullable(),
});
export type LegalPageContent = z.infer<typeof legalPageSchema>;

/** POST /api/admin/settings/preview: Markdown as a legal page would show it. */
export const legalPreviewRequestSchema = z.object({
  markdown: z
    .string()
    .max(LEGAL_TEXT_MAX, `Text must be at most ${LEGAL_TEXT_MAX.toLocaleString('en')} characters`),
});
export const legalPreviewSchema = z.object({ html: z.string() });
