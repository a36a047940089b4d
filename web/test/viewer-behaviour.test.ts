// What a visitor does on the public screens, in a real browser against the real server.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PHONE, openBrowser, newContext, screenshot } from './support/browser';

const baseUrl = inject('baseUrl');
const emptyBaseUrl = inject('emptyBaseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => browser?.close());

async function open(
  path: string,
  options: Parameters<typeof newContext>[2] = {},
  url = baseUrl,
): Promise<Page> {
  const context = await newContext(browser, url, options);
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

/** Public spec: the cookie banner appears 2 s after load. */
const COOKIE_BANNER_DELAY_MS = 2000;

interface BannerTimes {
  /** When the layout (which mounts the banner and starts its delay) first rendered. */
  layout?: number;
  /** When the banner first showed, however briefly. */
  banner?: number;
}

/** Records both moments on each page's own clock (performance.now()), from its first script on. */
async function recordBannerTimes(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const times: BannerTimes = {};
    (window as unknown as { bannerTimes: BannerTimes }).bannerTimes = times;
    new MutationObserver(() => {
      const now = performance.now();
      if (times.layout === undefined && document.getElementById('main')) times.layout = now;
      if (times.banner === undefined && document.querySelector('[data-testid="cookie-banner"]'))
        times.banner = now;
    }).observe(document, { childList: true, subtree: true });
  });
}

const bannerTimes = (page: Page) =>
  page.evaluate(() => (window as unknown as { bannerTimes: BannerTimes }).bannerTimes);

describe('cookie banner', () => {
  it('appears 2 s after load and Accept All stores every category with an ISO timestamp', async () => {
    const context = await newContext(browser, baseUrl, { consent: false });
    await recordBannerTimes(context);
    const page = await context.newPage();
    await page.goto('/');
    const banner = page.getByTestId('cookie-banner');
    await banner.waitFor({ timeout: COOKIE_BANNER_DELAY_MS + 5000 });
    const shown = await bannerTimes(page);
    // Timers may fire a millisecond or so early on the page's clock.
    expect(shown.banner! - shown.layout!).toBeGreaterThanOrEqual(COOKIE_BANNER_DELAY_MS - 20);
    await screenshot(page, 'cookie-banner-desktop');
    expect(await banner.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '/privacy',
    );
    expect(await banner.getByRole('link', { name: 'Cookie Policy' }).getAttribute('href')).toBe(
      '/cookies',
    );
    await banner.getByRole('button', { name: 'Accept All Cookies' }).click();
    expect(await banner.count()).toBe(0);
    const stored = JSON.parse(
      (await page.evaluate(() => localStorage.getItem('lumen:cookie-consent')))!,
    );
    expect(stored).toMatchObject({
      necessary: true,
      analytics: true,
      functional: true,
      marketing: true,
    });
    expect(new Date(stored.timestamp).toISOString()).toBe(stored.timestamp);
    await page.reload();
    // Well past the moment the banner would show (1 s spare for the banner's effect to run
    // after the layout rendered), it has not shown at all.
    await page.waitForFunction((delay) => {
      const { layout } = (window as unknown as { bannerTimes: BannerTimes }).bannerTimes;
      return layout !== undefined && performance.now() - layout > delay + 1000;
    }, COOKIE_BANNER_DELAY_MS);
    expect((await bannerTimes(page)).banner).toBeUndefined();
    await page.context().close();
  });

  it('detailed view lists four categories; Necessary Only stores only necessary', async () => {
    const page = await open('/', { consent: false });
    const banner = page.getByTestId('cookie-banner');
    // When it shows is the first case's check; here only what it offers.
    await banner.waitFor({ timeout: COOKIE_BANNER_DELAY_MS + 5000 });
    await banner.getByRole('button', { name: 'Customize Settings' }).click();
    for (const name of ['Necessary', 'Analytics', 'Functional', 'Marketing'])
      expect(await banner.innerText()).toContain(name);
    expect(await banner.innerText()).toContain('Always active');
    await banner.getByRole('button', { name: 'Back to Simple View' }).click();
    await banner.getByRole('button', { name: 'Customize Settings' }).click();
    await banner.getByRole('button', { name: 'Necessary Only' }).click();
    const stored = JSON.parse(
      (await page.evaluate(() => localStorage.getItem('lumen:cookie-consent')))!,
    );
    expect(stored).toMatchObject({
      necessary: true,
      analytics: false,
      functional: false,
      marketing: false,
    });
    await page.context().close();
  });

  it('the close control hides it and stores nothing, so it returns next visit', async () => {
    const page = await open('/', { consent: false });
    await page.getByTestId('cookie-banner').waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Close cookie banner' }).click();
    expect(await page.getByTestId('cookie-banner').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('lumen:cookie-consent'))).toBeNull();
    await page.reload();
    await page.getByTestId('cookie-banner').waitFor({ timeout: 10_000 });
    await page.context().close();
  });
});

describe('header search', () => {
  it('suggests after 2 characters, shows instant results and keeps recent searches', async () => {
    const page = await open('/');
    await page.getByRole('button', { name: 'Open search' }).click();
    const input = page.getByRole('combobox', { name: 'Search videos' });
    const dropdown = page.getByTestId('search-dropdown');
    const suggestions = dropdown.getByRole('region', { name: 'Suggestions' });
    // Two characters bring suggestions; back to one, they go once the typing settles.
    await input.fill('ca');
    await suggestions.waitFor();
    await input.fill('c');
    await suggestions.waitFor({ state: 'detached' });
    await input.fill('calculus');
    // The real title first; a pattern only where it finds something (web/test/search-suggestions).
    await suggestions.getByRole('button', { name: 'The essence of calculus' }).waitFor();
    const items = await suggestions.getByRole('button').allInnerTexts();
    expect(items.length).toBeLessThanOrEqual(6);
    expect(items[0]!.trim()).toBe('The essence of calculus');
    expect(items.map((s) => s.trim())).not.toContain('calculus tutorial');
    const instant = dropdown.getByRole('region', { name: 'Instant results' });
    await instant.getByRole('link', { name: /The essence of calculus/ }).waitFor();
    expect(await instant.getByRole('link').count()).toBeLessThanOrEqual(3);
    await screenshot(page, 'search-dropdown-desktop');

    await input.fill('!!');
    await dropdown.getByText('No suggestions found').waitFor();

    // Submitting navigates to /search and remembers the query.
    await input.fill('calculus');
    await input.press('Enter');
    await page.waitForURL(/\/search\?q=calculus$/);
    await page.getByRole('heading', { name: 'Search results for “calculus”' }).waitFor();
    for (const q of ['neural', 'python', 'economy', 'speak']) {
      await page.getByRole('button', { name: 'Open search' }).click();
      await page.getByRole('combobox', { name: 'Search videos' }).fill(q);
      await page.getByRole('combobox', { name: 'Search videos' }).press('Enter');
      await page.waitForURL(new RegExp(`q=${q}`));
    }
    const history = JSON.parse(
      (await page.evaluate(() => localStorage.getItem('lumen:search-history')))!,
    );
    expect(history).toEqual(['speak', 'economy', 'python', 'neural', 'calculus']);
    await page.getByRole('button', { name: 'Open search' }).click();
    await page.getByRole('combobox', { name: 'Search videos' }).focus();
    const recent = page.getByRole('region', { name: 'Recent searches' });
    await recent.waitFor();
    expect(
      (await recent.getByRole('button').allInnerTexts())
        .filter((t) => t !== 'Clear')
        .map((t) => t.trim()),
    ).toEqual(['speak', 'economy', 'python']);
    await page.context().close();
  });

  it('keeps at most 10 recent searches', async () => {
    const page = await open('/');
    await page.evaluate(() =>
      localStorage.setItem(
        'lumen:search-history',
        JSON.stringify(['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8', 'a9', 'a10']),
      ),
    );
    await page.reload();
    await page.getByRole('button', { name: 'Open search' }).click();
    await page.getByRole('combobox', { name: 'Search videos' }).fill('newest');
    await page.getByRole('combobox', { name: 'Search videos' }).press('Enter');
    await page.waitForURL(/q=newest/);
    const history = JSON.parse(
      (await page.evaluate(() => localStorage.getItem('lumen:search-history')))!,
    );
    expect(history).toHaveLength(10);
    expect(history[0]).toBe('newest');
    expect(history).not.toContain('a10');
    await page.context().close();
  });

  it('filters by type and duration into the /search URL', async () => {
    const page = await open('/');
    await page.getByRole('button', { name: 'Open search' }).click();
    await page.getByRole('button', { name: 'Search filters' }).click();
    await page.getByLabel('Video type').selectOption('lecture');
    await page.getByLabel('Duration').selectOption('900-1800');
    await page.getByRole('button', { name: 'Apply & search' }).click();
    await page.waitForURL(/\/search\?videoType=lecture&minDuration=900&maxDuration=1800$/);
    await page.getByTestId('result-count').waitFor();
    const titles = await page.locator('main h3').allInnerTexts();
    expect(titles).toEqual(
      expect.arrayContaining(['The essence of calculus', 'Do schools kill creativity?']),
    );
    expect(titles).not.toContain('Reading a Test Pattern: Colour Bars Explained');
    await page.context().close();
  });

  it('voice search: unsupported browsers get the spec message; a captured phrase searches after 0.5 s', async () => {
    const context = await newContext(browser, baseUrl);
    await context.addInitScript(() => {
      delete (window as unknown as Record<string, unknown>).SpeechRecognition;
      delete (window as unknown as Record<string, unknown>).webkitSpeechRecognition;
    });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Open search' }).click();
    await page.getByRole('button', { name: 'Search by voice' }).click();
    await page
      .getByText("Your browser doesn't support voice search. Please use a modern browser.")
      .first()
      .waitFor();
    expect(await page.getByText('Voice Search Unavailable').count()).toBeGreaterThan(0);
    await context.close();

    // A recognizer that hears what the test says, when the test says it.
    const context2 = await newContext(browser, baseUrl);
    await context2.addInitScript(() => {
      class FakeRecognition {
        lang = '';
        onresult: ((e: unknown) => void) | null = null;
        onend: (() => void) | null = null;
        onerror: (() => void) | null = null;
        start() {
          sessionStorage.setItem('voice-lang', this.lang);
          (window as unknown as { hear: (phrase: string) => void }).hear = (phrase) => {
            sessionStorage.setItem('heard-at', String(performance.timeOrigin + performance.now()));
            this.onresult?.({ results: [[{ transcript: phrase }]] });
            this.onend?.();
          };
        }
        stop() {}
      }
      for (const name of ['SpeechRecognition', 'webkitSpeechRecognition']) {
        Object.defineProperty(window, name, {
          value: FakeRecognition,
          configurable: true,
          writable: true,
        });
      }
    });
    const page2 = await context2.newPage();
    await page2.goto('/');
    await page2.getByRole('button', { name: 'Open search' }).click();
    await page2.getByRole('button', { name: 'Search by voice' }).click();
    await page2.getByRole('button', { name: 'Stop voice search' }).waitFor();
    await page2.evaluate(() =>
      (window as unknown as { hear: (phrase: string) => void }).hear('neural network'),
    );
    await page2.waitForURL(/\/search\?q=neural\+network/, { timeout: 5000 });
    expect(await page2.evaluate(() => sessionStorage.getItem('voice-lang'))).toBe('en-US');
    // The search page's navigation began 0.5 s (less a timer's early millisecond) after the phrase.
    const heardToSearchMs = await page2.evaluate(
      () => performance.timeOrigin - Number(sessionStorage.getItem('heard-at')),
    );
    expect(heardToSearchMs).toBeGreaterThanOrEqual(500 - 20);
    await context2.close();
  });
});

describe('admin login dialog', () => {
  it('validates, rejects wrong credentials, and signs an admin in and out', async () => {
    const page = await open('/');
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Admin Login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Admin Login' });
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Please enter both email and password').first().waitFor();
    await screenshot(page, 'login-dialog-desktop');

    await dialog.getByLabel('Email').fill(inject('adminEmail'));
    await dialog.getByLabel('Password').fill('wrong-password');
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Login Failed').first().waitFor();
    await page.getByText('Invalid email or password').first().waitFor();

    await dialog.getByLabel('Password').fill(inject('adminPassword'));
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Logged in successfully').first().waitFor();
    expect(await page.getByRole('dialog', { name: 'Admin Login' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Admin Panel' }).waitFor();
    expect(await page.getByTestId('admin-name').innerText()).not.toBe('');
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByText('Logged out successfully').first().waitFor();
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Admin Login' }).waitFor();
    await page.context().close();
  });

  it('/admin sends a visitor back to /', async () => {
    const page = await open('/admin');
    await page.waitForURL(`${baseUrl}/`);
    await page.context().close();
  });
});

describe('video modal', () => {
  it('opens from Watch Full Video with the full player, tracks one modal view per opening, closes on Escape and locks scroll', async () => {
    const context = await newContext(browser, baseUrl);
    const views: string[] = [];
    await context.route('**/api/videos/*/track-view', async (route) => {
      views.push(route.request().postData() ?? '');
      await route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
    });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Watch Full Video' }).click();
    const modal = page.getByTestId('video-modal');
    await modal.waitFor();
    expect(await modal.innerText()).toContain('0:40');
    expect(await modal.innerText()).toContain('Featured');
    for (const name of ['Save for Later', 'Share Video', 'Open in New Tab'])
      await modal.getByRole('button', { name }).waitFor();
    expect(
      await modal.getByRole('list', { name: 'Tags' }).getByRole('listitem').count(),
    ).toBeLessThanOrEqual(4);
    const overflow = await page.evaluate(() => getComputedStyle(document.body).overflow);
    expect(overflow).toBe('hidden');
    // The watch page's player (speed, quality and captions menus, storyboard previews), playing
    // in the modal's session: the view the modal tracked on opening is the session's only one.
    const player = modal.getByTestId('interactive-player');
    await player.waitFor();
    await modal.getByRole('button', { name: 'Player settings' }).waitFor();
    await page.waitForFunction(
      () =>
        (document.querySelector('[data-testid="video-modal"] video') as HTMLVideoElement)
          ?.currentTime > 1,
      null,
      { timeout: 20_000 },
    );
    const sessionId = await player.getAttribute('data-session-id');
    await screenshot(page, 'video-modal-desktop');
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
    expect(views.map((body) => JSON.parse(body))).toEqual([
      expect.objectContaining({ source: 'modal', sessionId }),
    ]);
    await page.getByRole('button', { name: 'Watch Full Video' }).click();
    await modal.waitFor();
    await modal.getByRole('button', { name: 'Save for Later' }).click();
    await page.getByText('Video Link Copied').first().waitFor();
    await modal.getByRole('button', { name: 'Close video' }).click();
    await modal.waitFor({ state: 'detached' });
    expect(views).toHaveLength(2);
    await context.close();
  });
});

describe('home', () => {
  it('category chips filter Latest Videos by the mapped type; All Content resets', async () => {
    const page = await open('/');
    const latest = page.getByRole('list', { name: 'Latest videos' });
    await latest.waitFor();
    const all = await latest.getByRole('listitem').count();
    expect(all).toBe(12);
    await page.getByRole('button', { name: 'Interviews' }).click();
    await expect.poll(() => latest.getByRole('listitem').count()).toBe(1);
    expect(await latest.innerText()).toContain('Steve Jobs');
    await page.getByRole('button', { name: 'Technology' }).click();
    await page.getByText('No videos available').waitFor();
    await page.getByRole('button', { name: 'All Content' }).click();
    await expect.poll(() => latest.getByRole('listitem').count()).toBe(12);
    await page.context().close();
  });
});

describe('video library (/watch)', () => {
  it('filters by category and type, follows them in the heading, toggles list view and clears', async () => {
    const page = await open('/watch');
    const heading = page.getByTestId('library-heading');
    await page.getByTestId('featured-strip').waitFor();
    expect(await page.getByTestId('featured-strip').getByRole('listitem').count()).toBe(3);
    await expect.poll(() => heading.innerText()).toBe('All Videos');
    await page.getByRole('button', { name: 'Technology' }).click();
    await expect.poll(() => heading.innerText()).toBe('Technology');
    const titles = () =>
      page.getByRole('list', { name: 'Videos', exact: true }).locator('h3').allInnerTexts();
    // The server narrows the list: the titles change once its page arrives.
    await expect
      .poll(titles)
      .toEqual(
        expect.arrayContaining([
          'Reading a Test Pattern: Colour Bars Explained',
          'But what is a neural network?',
        ]),
      );
    await page.getByRole('tab', { name: 'Video Types' }).click();
    await page.getByRole('button', { name: 'Lecture', exact: true }).click();
    await expect.poll(() => heading.innerText()).toBe('Technology · Lecture videos');
    await expect.poll(titles).toEqual(['But what is a neural network?']);
    await page.getByRole('button', { name: 'List view' }).click();
    expect(
      await page.getByRole('list', { name: 'Videos', exact: true }).getAttribute('data-view'),
    ).toBe('list');
    await page.getByRole('button', { name: /Clear all/ }).click();
    await expect.poll(() => heading.innerText()).toBe('All Videos');
    await page.context().close();
  });

  it('searches on the server from 3 characters, hides the featured strip, and offers Clear Search when empty', async () => {
    const page = await open('/watch');
    await page.getByTestId('featured-strip').waitFor();
    const searches: string[] = [];
    // Searches are pages of GET /api/videos with q.
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/videos' && url.searchParams.has('q')) searches.push(r.url());
    });
    const box = page.getByRole('searchbox', { name: 'Search the library' });
    await box.fill('ne');
    await expect
      .poll(() => page.getByTestId('library-heading').innerText())
      .toBe('Results for "ne"');
    expect(await page.getByTestId('featured-strip').count()).toBe(0);
    await box.fill('neural');
    await expect
      .poll(() => page.getByTestId('library-heading').innerText())
      .toBe('Results for "neural"');
    await expect.poll(() => searches.length).toBeGreaterThan(0);
    // Requests leave in order: one for "ne" would have been seen before the one for "neural".
    expect(searches.map((u) => new URL(u).searchParams.get('q'))).toEqual(
      searches.map(() => 'neural'),
    );
    await box.fill('zzzqqqxxx');
    await page.getByText('No videos found').waitFor();
    await page.getByRole('button', { name: 'Clear Search', exact: true }).click();
    await page.getByTestId('featured-strip').waitFor();
    await page.context().close();
  });
});

describe('category page', () => {
  it('lists tag-matched videos with a type filter, and names an unknown slug', async () => {
    const page = await open('/category/business-finance');
    await page.getByRole('heading', { level: 1, name: 'Business & Finance' }).waitFor();
    const list = page.getByRole('list', { name: 'Business & Finance videos' });
    await list.waitFor();
    const titles = await list.locator('h3').allInnerTexts();
    expect(titles.sort()).toEqual(
      ["Steve Jobs' 2005 Stanford Commencement Address", 'How the Economic Machine Works'].sort(),
    );
    const types = page.getByRole('group', { name: 'Filter by video type' });
    await types.getByRole('button', { name: 'Interview' }).click();
    // The server filters: the list changes once the filtered page has arrived.
    await expect
      .poll(() => list.locator('h3').allInnerTexts())
      .toEqual(["Steve Jobs' 2005 Stanford Commencement Address"]);
    expect(new URL(page.url()).searchParams.get('type')).toBe('interview');
    await page.goto('/category/no-such-category');
    await page.getByRole('heading', { name: 'Category Not Found' }).waitFor();
    expect(await page.getByRole('link', { name: 'Browse All Videos' }).getAttribute('href')).toBe(
      '/watch',
    );
    await page.context().close();
  });
});

describe('search results page', () => {
  it('sorts by title and duration in both directions and filters by category', async () => {
    const page = await open('/search?q=lecture');
    const list = page.getByRole('list', { name: 'Search results' });
    await list.waitFor();
    /** Does `change` and waits for the page of results it asks the server for. */
    const changeAndWait = async (query: string, change: () => Promise<unknown>) => {
      const answered = page.waitForResponse(
        (r) => r.url().includes('/api/videos?') && r.url().includes(query),
      );
      await change();
      await answered;
      await list.locator('h3').first().waitFor();
    };
    const durations = async () =>
      (await list.locator('article span.tabular-nums').allInnerTexts()).map((t) =>
        t.split(':').reduce((acc, part) => acc * 60 + Number(part), 0),
      );
    await changeAndWait('sort=duration&order=desc', () =>
      page.getByLabel('Sort by').selectOption('duration'),
    );
    // The list shows the earlier order until the new page has rendered.
    const isDescending = (values: number[]) =>
      values.length > 1 && values.join() === [...values].sort((a, b) => b - a).join();
    await expect.poll(async () => isDescending(await durations())).toBe(true);
    const desc = await durations();
    await changeAndWait('sort=duration&order=asc', () =>
      page.getByRole('button', { name: /Sort descending/ }).click(),
    );
    await expect.poll(durations).toEqual([...desc].reverse());
    await changeAndWait('sort=title&order=asc', () =>
      page.getByLabel('Sort by').selectOption('title'),
    );
    const byTitle = (titles: string[]) =>
      [...titles].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
    await expect
      .poll(async () => {
        const titles = await list.locator('h3').allInnerTexts();
        return titles.length === desc.length && titles.join('|') === byTitle(titles).join('|');
      })
      .toBe(true);
    await changeAndWait('category=technology', () =>
      page.getByLabel('Category').selectOption('Technology'),
    );
    await expect
      .poll(() => list.locator('h3').allInnerTexts())
      .toEqual(['But what is a neural network?']);
    await page.context().close();
  });

  it('prompts to start a search, ignores blank text and reports no results', async () => {
    const page = await open('/search');
    await page.getByText('Start your search').waitFor();
    await page.getByRole('searchbox', { name: 'Search query' }).fill('   ');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    expect(new URL(page.url()).search).toBe('');
    await page.getByRole('searchbox', { name: 'Search query' }).fill('qqqzzznothing');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('heading', { name: 'No results found' }).waitFor();
    await page.context().close();
  });
});

describe('collections', () => {
  it('shows order badges and the playlist view wraps around both ways', async () => {
    const collections = (await (await fetch(`${baseUrl}/api/featured-collections`)).json()) as {
      id: number;
      videoCount: number;
    }[];
    const collection = collections[0]!;
    const page = await open(`/collections/${collection.id}`);
    await page.getByText('#1', { exact: true }).waitFor();
    await page.getByText(`#${collection.videoCount}`, { exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Playlist View' }).click();
    const position = page.getByTestId('playlist-position');
    expect(await position.innerText()).toBe(`Video 1 of ${collection.videoCount}`);
    await page.getByRole('button', { name: 'Previous' }).click();
    expect(await position.innerText()).toBe(
      `Video ${collection.videoCount} of ${collection.videoCount}`,
    );
    await page.getByRole('button', { name: 'Next' }).click();
    expect(await position.innerText()).toBe(`Video 1 of ${collection.videoCount}`);
    await screenshot(page, 'playlist-view-desktop');
    await page.getByRole('button', { name: 'Watch Now' }).click();
    await page.waitForURL(/\/watch\/\d+$/);
    await page.context().close();
  });
});

describe('catalogue reads', () => {
  it('the home and watch pages read one page of the catalogue, never the whole of it', async () => {
    const context = await newContext(browser, baseUrl);
    const lists: string[] = [];
    context.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/videos') lists.push(url.search);
    });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('list', { name: 'Latest videos' }).getByRole('listitem').first().waitFor();
    const videos = (await (await fetch(`${baseUrl}/api/videos`)).json()) as { id: number }[];
    await page.goto(`/watch/${videos[0]!.id}`);
    await page.getByTestId('related-videos').getByRole('listitem').first().waitFor();
    expect(lists.length).toBeGreaterThan(0);
    for (const search of lists)
      expect(new URLSearchParams(search).get('limit'), search).not.toBeNull();
    await context.close();
  });

  it("a page preloads its screen's first API reads, URL for URL as the screen asks for them", async () => {
    const categories = (await (await fetch(`${baseUrl}/api/categories`)).json()) as {
      slug: string;
    }[];
    const videos = (await (await fetch(`${baseUrl}/api/videos`)).json()) as { id: number }[];
    const paths = ['/', '/watch', `/watch/${videos[0]!.id}`, `/category/${categories[0]!.slug}`];
    /**
     * The requests a page makes, by path and query, counted until its screen has rendered and
     * made its reads (`awaited` among them): the network falls quiet while the code runs, before
     * the screen's own reads start, so a quiet network alone does not say they are done.
     */
    async function requestsOf(path: string, withoutPreloads: boolean, awaited: string[] = []) {
      const context = await newContext(browser, baseUrl);
      if (withoutPreloads)
        await context.route(`${baseUrl}${path}`, async (route) => {
          const response = await route.fetch();
          const body = (await response.text()).replace(/<link rel="preload" as="fetch"[^>]*>/g, '');
          await route.fulfill({ response, body });
        });
      const asked = new Map<string, number>();
      context.on('request', (request) => {
        const url = new URL(request.url());
        const key = url.pathname + url.search;
        asked.set(key, (asked.get(key) ?? 0) + 1);
      });
      const page = await context.newPage();
      // Every screen asks who is signed in (never preloaded) as it first renders, with its reads.
      const signedIn = page.waitForResponse((response) =>
        response.url().endsWith('/api/auth/user'),
      );
      await page.goto(path);
      await signedIn;
      await expect
        .poll(() => awaited.filter((url) => !asked.has(url)), { timeout: 15_000 })
        .toEqual([]);
      const preloaded = await page.$$eval('link[rel="preload"][as="fetch"]', (links) =>
        links.map((link) => link.getAttribute('href')!),
      );
      await context.close();
      return { asked, preloaded };
    }
    for (const path of paths) {
      const { asked, preloaded } = await requestsOf(path, false);
      expect(preloaded, path).toContain('/api/settings');
      // Once: the screen took the preload's answer (a request made with other credentials would
      // not reuse it and would go out a second time).
      for (const url of preloaded) expect(asked.get(url), `${path}: ${url}`).toBe(1);
      // And with nothing preloaded, the screen asks for each of them itself.
      await requestsOf(path, true, preloaded);
    }
  });
});

describe('watch page', () => {
  it("shows 'No data' analytics tiles when analytics fail, and 'Video Not Found' for a missing id", async () => {
    const context = await newContext(browser, baseUrl);
    await context.route('**/api/videos/*/analytics', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' }),
    );
    const page = await context.newPage();
    const videos = (await (await fetch(`${baseUrl}/api/videos`)).json()) as { id: number }[];
    await page.goto(`/watch/${videos[1]!.id}`);
    const tiles = page.getByTestId('analytics-tiles');
    await tiles.waitFor();
    expect(await tiles.getByText('No data').count()).toBe(4);
    expect(await page.getByTestId('related-videos').getByRole('listitem').count()).toBe(8);
    await page.goto('/watch/999999');
    await page.getByRole('heading', { name: 'Video Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await context.close();
  });

  it('shows the real view count and tiles from the analytics endpoint', async () => {
    const context = await newContext(browser, baseUrl);
    const analytics = {
      totalViews: 1234,
      avgWatchTime: 75,
      completionRate: 41.6,
      quizCompletionRate: 80,
      surveyCompletionRate: 50,
    };
    await context.route('**/api/videos/*/analytics', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify(analytics),
      }),
    );
    const page = await context.newPage();
    await page.goto('/watch/2');
    await page.getByText('1,234 views').waitFor();
    const tiles = page.getByTestId('analytics-tiles');
    for (const text of ['1,234', '1:15', '42%', '80%'])
      await tiles.getByText(text, { exact: true }).waitFor();
    await context.close();
  });

  it('related videos record a view before navigating', async () => {
    const context = await newContext(browser, baseUrl);
    const views: string[] = [];
    await context.route('**/api/videos/*/track-view', async (route) => {
      views.push(route.request().postData() ?? '');
      await route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: '{"message":"nope"}',
      });
    });
    const page = await context.newPage();
    const videos = (await (await fetch(`${baseUrl}/api/videos`)).json()) as { id: number }[];
    await page.goto(`/watch/${videos[0]!.id}`);
    await page.getByTestId('related-videos').getByRole('link').first().click();
    await page.waitForURL(`${baseUrl}/watch/${videos[1]!.id}`);
    // Besides the watch page's own views (source 'watch', sent by the player), one related view.
    const bodies = views.map((v) => JSON.parse(v) as { source: string });
    expect(bodies.filter((b) => b.source !== 'watch')).toEqual([{ source: 'related' }]);
    await context.close();
  });
});

describe('mobile menu at 390 px', () => {
  it('opens, lists the nav links and closes after navigating', async () => {
    const page = await open('/', { viewport: PHONE });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.waitFor();
    await screenshot(page, 'mobile-menu-phone');
    await menu.getByRole('link', { name: 'Live' }).click();
    await page.waitForURL(/\/live$/);
    await page.getByRole('heading', { name: 'Coming Soon' }).waitFor();
    await expect.poll(() => menu.count()).toBe(0);
    await page.context().close();
  });
});

describe('empty states (no content)', () => {
  it.each([
    ['/', 'No videos available'],
    ['/watch', 'No videos found'],
    ['/category/technology', 'No videos found'],
    ['/collections', 'No Collections Available'],
    ['/watch/1', 'Video Not Found'],
    ['/collections/1', 'Collection Not Found'],
  ])('%s shows %s', async (path, text) => {
    const page = await open(path, {}, emptyBaseUrl);
    await page.getByText(text, { exact: true }).first().waitFor();
    await screenshot(page, `empty${path.replace(/\//g, '-') || '-home'}-desktop`);
    await page.context().close();
  });

  it("an empty collection shows 'Empty Collection'", async () => {
    const context = await newContext(browser, emptyBaseUrl);
    const login = await context.request.post('/api/auth/login', {
      data: { email: inject('adminEmail'), password: inject('adminPassword') },
    });
    expect(login.ok()).toBe(true);
    const created = await context.request.post('/api/featured-collections', {
      data: { name: 'Nothing yet' },
      headers: { origin: emptyBaseUrl },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const page = await context.newPage();
    await page.goto(`/collections/${id}`);
    await page.getByText('Empty Collection').waitFor();
    await context.request.delete(`/api/featured-collections/${id}`, {
      headers: { origin: emptyBaseUrl },
    });
    await context.close();
  });
});
