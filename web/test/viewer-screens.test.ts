// Every public screen at 1280 px and 390 px: it renders, it passes axe (no serious or
// critical violation), and a screenshot is written for a person to look at. The pages a visitor
// lands on most also load without moving under the reader: their layout shifts, from the
// server's first paint to the last skeleton replaced, add up to less than 0.1 (CLS's "good").
// And the viewer side in Spanish, chosen in the footer or by the site's default language.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  expectNoSeriousA11yViolations,
  openBrowser,
  newContext,
  screenshot,
} from './support/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;
let firstVideoId: number;
let firstVideoCreatedAt: string;
let collectionId: number;

beforeAll(async () => {
  browser = await openBrowser();
  const videos = (await (await fetch(`${baseUrl}/api/videos`)).json()) as {
    id: number;
    createdAt: string;
  }[];
  firstVideoId = videos[0]!.id;
  firstVideoCreatedAt = videos[0]!.createdAt;
  const collections = (await (await fetch(`${baseUrl}/api/featured-collections`)).json()) as {
    id: number;
  }[];
  collectionId = collections[0]!.id;
});
afterAll(async () => browser?.close());

const MAX_LAYOUT_SHIFT = 0.1;

/** Adds up the layout shifts Chromium reports (none counts after a person's input). */
const RECORD_LAYOUT_SHIFTS = `
  window.layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.layoutShift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
`;

const SCREENS: {
  name: string;
  path: () => string;
  heading: RegExp;
  status?: number;
  steady?: boolean;
}[] = [
  { name: 'home', path: () => '/', heading: /Welcome to Lumen/, steady: true },
  { name: 'watch-library', path: () => '/watch', heading: /Video Library/, steady: true },
  {
    name: 'watch-video',
    path: () => `/watch/${firstVideoId}`,
    heading: /Colour Bars/,
    steady: true,
  },
  { name: 'category', path: () => '/category/technology', heading: /Technology/ },
  { name: 'search', path: () => '/search?q=lecture', heading: /Search results for/ },
  {
    name: 'search-variant',
    path: () => '/search/calculus',
    heading: /Search results for “calculus”/,
  },
  { name: 'collections', path: () => '/collections', heading: /Featured Collections/ },
  { name: 'collection-detail', path: () => `/collections/${collectionId}`, heading: /.+/ },
  { name: 'live', path: () => '/live', heading: /Coming Soon/ },
  { name: 'privacy', path: () => '/privacy', heading: /Privacy Policy/ },
  { name: 'cookies', path: () => '/cookies', heading: /Cookie Policy/ },
  // The server knows the route table: a path outside it is a real 404, not a soft one.
  {
    name: 'not-found',
    path: () => '/no/such/page',
    heading: /404 Page Not Found/,
    status: 404,
  },
];

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const)('public screens at %s width', (label, viewport) => {
  it.each(SCREENS)(
    '$name renders, is accessible and is captured',
    async ({ name, path, heading, status = 200, steady = false }) => {
      const context = await newContext(browser, baseUrl, { viewport });
      await context.addInitScript(RECORD_LAYOUT_SHIFTS);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const navigation = await page.goto(path());
      expect(navigation?.status(), `${name} status`).toBe(status);
      await expect
        .poll(() => page.locator('h1').first().innerText(), { timeout: 30_000 })
        .toMatch(heading);
      await page.waitForLoadState('networkidle');
      await page.waitForFunction(
        () => !document.querySelector('[role="status"][aria-label^="Loading"]'),
      );
      if (steady) {
        const shift = Number(await page.evaluate('window.layoutShift'));
        expect(shift, `${name} layout shift`).toBeLessThan(MAX_LAYOUT_SHIFT);
      }
      await screenshot(page, `${name}-${label}`);
      await expectNoSeriousA11yViolations(page, `${name} (${label})`);
      // No horizontal scrolling at any width.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, `${name} overflows horizontally`).toBeLessThanOrEqual(1);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});

describe('the viewer side in Spanish', () => {
  const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
  const headings = (page: Page) => page.locator('h2').allInnerTexts();

  it('the footer picker shows it in Spanish, with Spanish dates and numbers, and keeps the choice', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await page.goto(`/watch/${firstVideoId}`);
    await page.getByRole('heading', { name: 'Video Analytics' }).waitFor();
    expect(await htmlLang(page)).toBe('en');

    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await page.getByRole('heading', { name: 'Analíticas del vídeo' }).waitFor();
    expect(await htmlLang(page)).toBe('es');
    expect(await headings(page)).toEqual(
      expect.arrayContaining(['Funciones interactivas', 'Vídeos relacionados']),
    );
    expect(await page.getByRole('link', { name: 'Política de privacidad' }).count()).toBe(1);
    // The date as Spanish writes it ("27 nov 2026"), and a number: the volume, "100 %".
    const spanishDate = new Date(firstVideoCreatedAt).toLocaleDateString('es', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
    });
    expect(spanishDate).toMatch(/^\d{1,2} [a-z]+\.? \d{4}$/);
    await page.getByRole('main').getByText(spanishDate, { exact: true }).waitFor();
    expect(await page.getByRole('slider', { name: 'Volumen' }).getAttribute('aria-valuetext')).toBe(
      '100\u00a0%',
    );
    await expect.poll(() => page.title()).toMatch(/ · Lumen$/);

    // The built-in privacy and cookie texts (no text stored by an admin) are Spanish too.
    for (const [path, paragraph, heading] of [
      [
        '/privacy',
        'Lumen es una plataforma de vídeo con contenido educativo seleccionado',
        'Qué recopilamos',
      ],
      [
        '/cookies',
        'Lumen usa una cookie y algunas entradas del almacenamiento local',
        'Qué se guarda',
      ],
    ] as const) {
      await page.goto(path);
      await page.getByRole('main').getByText(paragraph).waitFor();
      expect(await headings(page), path).toContain(heading);
    }

    // Kept in this browser: the next page opens in Spanish, until English is picked again.
    await page.goto('/');
    await page.getByRole('heading', { name: 'Te damos la bienvenida a Lumen' }).waitFor();
    expect(await htmlLang(page)).toBe('es');
    await expectNoSeriousA11yViolations(page, 'home in Spanish');
    await screenshot(page, 'home-spanish');
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
    await page.getByRole('heading', { name: 'Welcome to Lumen' }).waitFor();
    expect(await htmlLang(page)).toBe('en');
    await context.close();
  });

  it("the site's default language speaks to a browser whose language the site does not have", async () => {
    const admin = await newContext(browser, baseUrl);
    const login = await admin.request.post('/api/auth/login', {
      data: { email: inject('adminEmail'), password: inject('adminPassword') },
    });
    expect(login.ok()).toBe(true);
    const saved = (await (await admin.request.get('/api/admin/settings')).json()) as Record<
      string,
      unknown
    >;
    const { privacyUpdatedAt: _p, cookiesUpdatedAt: _c, ...settings } = saved;
    const save = (defaultLanguage: string) =>
      admin.request.put('/api/admin/settings', {
        data: { ...settings, defaultLanguage },
        headers: { origin: baseUrl },
      });
    try {
      expect((await save('es')).status()).toBe(200);
      const french = await newContext(browser, baseUrl, { locale: 'fr-FR' });
      const page = await french.newPage();
      await page.goto('/watch');
      await page.getByRole('heading', { name: 'Videoteca', level: 1 }).waitFor();
      expect(await htmlLang(page)).toBe('es');
      await french.close();

      // A browser that asks for English still gets English.
      const english = await newContext(browser, baseUrl);
      const englishPage = await english.newPage();
      await englishPage.goto('/watch');
      await englishPage.getByRole('heading', { name: 'Video Library', level: 1 }).waitFor();
      await english.close();
    } finally {
      expect((await save('en')).status()).toBe(200);
      await admin.close();
    }
  });
});
