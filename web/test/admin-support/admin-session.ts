// Helpers of the admin browser tests: a page signed in as the ADMIN_EMAIL admin, the open
// toast, and calls to the API with that same session (to check what was saved).
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { newContext } from '../support/browser';
import type { AdminServer } from './admin-server';

/** Which layout the Videos tab opens in: the table (its default) or the card grid. */
export interface AdminPageOptions {
  videosLayout?: 'table' | 'grid';
}

export async function adminPage(
  browser: Browser,
  server: AdminServer,
  path = '/admin',
  { videosLayout }: AdminPageOptions = {},
): Promise<Page> {
  const context = await newContext(browser, server.url);
  // The tab opens in the layout this browser last chose (use-videos-layout.ts).
  if (videosLayout)
    await context.addInitScript((layout) => {
      localStorage.setItem('lumen:admin-videos-layout', JSON.stringify(layout));
    }, videosLayout);
  const login = await context.request.post('/api/auth/login', { data: server.credentials });
  if (!login.ok()) throw new Error(`admin login failed: ${login.status()} ${await login.text()}`);
  const page = await context.newPage();
  await page.goto(path);
  await page.getByRole('heading', { name: 'Admin Panel' }).waitFor();
  return page;
}

/** Waits for a toast whose text contains `text` (10 s unless told) and returns its whole text. */
export async function expectToast(page: Page, text: string, timeout = 10_000): Promise<string> {
  const open = page.locator('.toast-root[data-state="open"]');
  const toast = open.filter({ hasText: text }).first();
  try {
    await toast.waitFor({ timeout });
  } catch (error) {
    const shown = await open.allInnerTexts();
    throw new Error(`no toast "${text}" in ${timeout} ms; open toasts: ${JSON.stringify(shown)}`, {
      cause: error,
    });
  }
  return toast.innerText();
}

export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.context().request.get(path);
  if (!response.ok()) throw new Error(`GET ${path}: ${response.status()}`);
  return (await response.json()) as T;
}

/** Creates content straight through the API (with the admin session and a same-origin Origin). */
export async function apiPost<T>(
  page: Page,
  baseUrl: string,
  path: string,
  data: unknown,
): Promise<T> {
  const response = await page.context().request.post(path, { data, headers: { origin: baseUrl } });
  if (!response.ok())
    throw new Error(`POST ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The API signed in as the admin: for tests that set content up, then visit as a viewer. */
export interface AdminApi {
  request: APIRequestContext;
  /** A POST with the admin session and a same-origin Origin; throws unless it succeeds. */
  post<T>(path: string, data: unknown): Promise<T>;
  close(): Promise<void>;
}

export async function signInApi(browser: Browser, server: AdminServer): Promise<AdminApi> {
  const context = await newContext(browser, server.url);
  const login = await context.request.post('/api/auth/login', { data: server.credentials });
  if (!login.ok()) throw new Error(`admin login failed: ${login.status()} ${await login.text()}`);
  return {
    request: context.request,
    async post<T>(path: string, data: unknown) {
      const response = await context.request.post(path, {
        data,
        headers: { origin: server.url },
      });
      if (!response.ok())
        throw new Error(`POST ${path}: ${response.status()} ${await response.text()}`);
      return (await response.json()) as T;
    },
    close: () => context.close(),
  };
}
