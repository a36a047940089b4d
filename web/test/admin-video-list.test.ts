// The admin Videos tab's card grid: its search, filters and sort in a real browser against
// the real server, at 1280 px and 390 px: the search narrows by title, description, tags and
// author (any case, any accents), the type and source filters narrow, each sort orders the
// cards as the API's data says it should, the URL keeps it all across a reload, and an empty
// result says so with a button that clears the filters.
import type { Video } from '@lumen/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminServer } from './admin-support/admin-server';
import { openAdminSuite } from './admin-support/admin-suite';
import { adminPage, apiGet, apiPost } from './admin-support/admin-session';
import { DESKTOP, expectNoSeriousA11yViolations, PHONE, screenshot } from './support/browser';

let browser: Browser;
let server: AdminServer;
let closeSuite: (() => Promise<void>) | undefined;

// Words that occur in one field of one probe video each, and nowhere in the demo content.
const PROBES = {
  title: { title: 'Listprobe Quokka Habits', duration: 754 },
  description: {
    title: 'Listprobe with a described word',
    description: '<p>All about the <strong>Wombatique</strong> burrow &amp; more.</p>',
    duration: 3,
  },
  tags: { title: 'Listprobe tagged', tags: ['narwhalcore', 'interview'], duration: 125 },
  author: { title: 'Listprobe authored', author: 'Ünsalovic Pérez', duration: 61 },
} satisfies Record<string, Partial<Video>>;

beforeAll(async () => {
  ({ browser, server, close: closeSuite } = await openAdminSuite());
  const page = await adminPage(browser, server);
  for (const probe of Object.values(PROBES))
    await apiPost<Video>(page, server.url, '/api/videos', {
      sourceUrl: '/media/seed/colour-bars.mp4',
      ...probe,
    });
  await page.context().close();
});
afterAll(() => closeSuite?.());

const search = (page: Page) => page.getByRole('searchbox', { name: 'Search videos' });
const typeFilter = (page: Page) => page.getByLabel('Type', { exact: true });
const sourceFilter = (page: Page) => page.getByLabel('Source', { exact: true });
const sortSelect = (page: Page) => page.getByLabel('Sort by');
const count = (page: Page) => page.getByTestId('video-count').innerText();

/** The titles of the shown cards, in order (empty when no list shows). */
function cardTitles(page: Page): Promise<string[]> {
  return page
    .locator('ul[aria-label="Videos"] > li > article')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? ''));
}

async function expectTitles(page: Page, expected: string[]): Promise<void> {
  await expect.poll(() => cardTitles(page)).toEqual(expected);
}

const titles = (videos: Video[]) => videos.map((v) => v.title);
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const byTitle = (a: Video, b: Video) => collator.compare(a.title, b.title) || a.id - b.id;
const byCreated = (a: Video, b: Video) =>
  Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id - b.id;
const hasType = (video: Video, type: string) =>
  video.videoType?.toLowerCase() === type || video.tags.some((t) => t.toLowerCase() === type);

async function openVideosTab(viewport: typeof DESKTOP, path = '/admin'): Promise<Page> {
  const page = await adminPage(browser, server, '/admin', { videosLayout: 'grid' });
  await page.setViewportSize(viewport);
  await page.goto(path);
  await page.getByRole('list', { name: 'Videos' }).or(page.getByText('No videos match')).waitFor();
  return page;
}

describe.each([
  ['1280 px', DESKTOP],
  ['390 px', PHONE],
] as const)('the admin video list at %s', (label, viewport) => {
  it('searches title, description, tags and author in any case and accents', async () => {
    const page = await openVideosTab(viewport);
    const all = await apiGet<Video[]>(page, '/api/videos');
    expect(await count(page)).toBe(`${all.length} videos`);
    await expectTitles(page, titles(all));

    const cases: [string, string][] = [
      ['quokka', PROBES.title.title],
      ['WOMBATIQUE', PROBES.description.title],
      ['narwhal', PROBES.tags.title],
      ['unsalovic perez', PROBES.author.title],
    ];
    for (const [typed, title] of cases) {
      await search(page).fill(typed);
      await expectTitles(page, [title]);
      expect(await count(page)).toBe(`1 of ${all.length} videos`);
      expect(new URL(page.url()).searchParams.get('q')).toBe(typed);
    }
    // The description's markup is not searched, only its words.
    await search(page).fill('strong');
    await expect.poll(() => count(page)).not.toBe(`1 of ${all.length} videos`);
    expect(await cardTitles(page)).not.toContain(PROBES.description.title);

    await search(page).fill('listprobe');
    await expectTitles(page, titles(all.filter((v) => v.title.startsWith('Listprobe'))));
    expect(await count(page)).toBe(`4 of ${all.length} videos`);
    await expectNoSeriousA11yViolations(page, `video list search at ${label}`);
    await page.context().close();
  });

  it('filters by type and by source; each sort orders the cards as the data says', async () => {
    const page = await openVideosTab(viewport);
    const all = await apiGet<Video[]>(page, '/api/videos');

    await typeFilter(page).selectOption('interview');
    const interviews = all.filter((v) => hasType(v, 'interview'));
    expect(interviews.map((v) => v.title)).toContain(PROBES.tags.title);
    expect(interviews.length).toBeLessThan(all.length);
    await expectTitles(page, titles(interviews));
    expect(await count(page)).toBe(`${interviews.length} of ${all.length} videos`);
    await typeFilter(page).selectOption('');

    const sources = new Set(all.map((v) => v.sourceType));
    expect(sources.size).toBeGreaterThan(1);
    for (const source of sources) {
      await sourceFilter(page).selectOption(source);
      await expectTitles(page, titles(all.filter((v) => v.sourceType === source)));
    }
    await sourceFilter(page).selectOption('');
    await expectTitles(page, titles(all));

    const orders: [string, (a: Video, b: Video) => number][] = [
      ['oldest', byCreated],
      ['title', byTitle],
      ['longest', (a, b) => b.duration - a.duration || byTitle(a, b)],
      ['shortest', (a, b) => a.duration - b.duration || byTitle(a, b)],
      ['newest', (a, b) => byCreated(b, a)],
    ];
    for (const [sort, compare] of orders) {
      await sortSelect(page).selectOption(sort);
      await expectTitles(page, titles([...all].sort(compare)));
    }
    // Newest first is the server's own order, and the default (no sort in the URL).
    expect(titles([...all].sort(orders[4]![1]))).toEqual(titles(all));
    expect(new URL(page.url()).searchParams.has('sort')).toBe(false);
    await page.context().close();
  });

  it('a reload keeps search, filters and sort; an empty result says so and clears', async () => {
    const page = await openVideosTab(viewport);
    const all = await apiGet<Video[]>(page, '/api/videos');
    await search(page).fill('listprobe');
    await typeFilter(page).selectOption('interview');
    await sortSelect(page).selectOption('longest');
    await expectTitles(page, [PROBES.tags.title]);
    await page.reload();
    await page.getByRole('list', { name: 'Videos' }).waitFor();
    expect(await search(page).inputValue()).toBe('listprobe');
    expect(await typeFilter(page).inputValue()).toBe('interview');
    expect(await sortSelect(page).inputValue()).toBe('longest');
    await expectTitles(page, [PROBES.tags.title]);

    await typeFilter(page).selectOption('');
    const probes = all.filter((v) => v.title.startsWith('Listprobe'));
    await expectTitles(page, titles([...probes].sort((a, b) => b.duration - a.duration)));

    await search(page).fill('no-such-video-anywhere');
    await page.getByRole('heading', { name: 'No videos match' }).waitFor();
    expect(await count(page)).toBe(`0 of ${all.length} videos`);
    await expectNoSeriousA11yViolations(page, `empty video list at ${label}`);
    await screenshot(page, `admin-video-list-empty-${viewport.width}`);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    // Clearing drops the search and the filters; the chosen order stays.
    await expectTitles(
      page,
      titles([...all].sort((a, b) => b.duration - a.duration || byTitle(a, b))),
    );
    expect(await search(page).inputValue()).toBe('');
    expect(await count(page)).toBe(`${all.length} videos`);
    expect([...new URL(page.url()).searchParams.keys()]).toEqual(['sort']);
    await page.context().close();
  });

  it('changes made in quick succession all stay (none is lost to a stale URL)', async () => {
    const page = await openVideosTab(viewport);
    const all = await apiGet<Video[]>(page, '/api/videos');
    const source = all.find((v) => v.title === PROBES.tags.title)!.sourceType;
    // Both selects change in one task, before React renders the first navigation.
    await page.evaluate((source: string) => {
      const changes: [string, string][] = [
        ['video-type-filter', 'interview'],
        ['video-source-filter', source],
      ];
      for (const [id, value] of changes) {
        const select = document.getElementById(id) as HTMLSelectElement;
        select.value = value;
        select.dispatchEvent(new Event('change', { bubbles: true }));
      }
    }, source);
    const both = all.filter((v) => hasType(v, 'interview') && v.sourceType === source);
    expect(both.length).toBeGreaterThan(0);
    expect(both.length).toBeLessThan(all.filter((v) => v.sourceType === source).length);
    await expectTitles(page, titles(both));
    const url = new URL(page.url());
    expect([url.searchParams.get('type'), url.searchParams.get('source')]).toEqual([
      'interview',
      source,
    ]);
    await page.context().close();
  });

  it('a link with unknown values shows every video, newest first, and the page fits', async () => {
    const page = await openVideosTab(viewport, '/admin?sort=bogus&source=vimeo&type=');
    const all = await apiGet<Video[]>(page, '/api/videos');
    await expectTitles(page, titles(all));
    expect(await sortSelect(page).inputValue()).toBe('newest');
    expect(await sourceFilter(page).inputValue()).toBe('');
    const widths = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.clientWidth,
    ]);
    expect(widths[0]).toBe(widths[1]);
    await screenshot(page, `admin-video-list-${viewport.width}`);
    await page.context().close();
  });
});
