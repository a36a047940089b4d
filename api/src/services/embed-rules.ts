// Where a video's embed page may be framed, from its allow-list (contract/src/embed-settings.ts).
// The CSP frame-ancestors list is the guard the browser enforces; the Referer check only lets a
// refused site's frame say why instead of showing the browser's broken-frame page.
import type { FastifyRequest } from 'fastify';
import { PRODUCT_NAME } from '@lumen/contract/constants';
import { escapeHtml } from './page-heads.ts';

/**
 * The frame-ancestors sources of an allow-list: any site when it is empty, else this site and
 * each host on http and https at any port (an allow-list names hosts, not ports).
 */
export function frameAncestorSources(allowedHosts: readonly string[]): string[] {
  if (allowedHosts.length === 0) return ['*'];
  return ["'self'", ...allowedHosts.flatMap((host) => [`https://${host}:*`, `http://${host}:*`])];
}

/** Whether a page's host name is on the list: equal to an entry, or under a `*.` entry. */
export function hostAllowed(hostname: string, allowedHosts: readonly string[]): boolean {
  const host = hostname.toLowerCase();
  return allowedHosts.some((entry) =>
    entry.startsWith('*.') ? host.endsWith(entry.slice(1)) : host === entry,
  );
}

/**
 * Whether this request is a frame load by a page the allow-list refuses, as far as the browser
 * tells: `Sec-Fetch-Dest` says it is a frame and `Referer` names the framing page. Without
 * either the answer is no, and the CSP alone decides.
 */
export function refusedFramer(
  request: FastifyRequest,
  ownOrigin: string,
  allowedHosts: readonly string[],
): boolean {
  if (allowedHosts.length === 0) return false;
  const destination = request.headers['sec-fetch-dest'];
  if (destination !== 'iframe' && destination !== 'frame') return false;
  let framer: URL;
  try {
    framer = new URL(request.headers.referer ?? '');
  } catch {
    return false;
  }
  if (framer.origin === ownOrigin) return false;
  return !hostAllowed(framer.hostname, allowedHosts);
}

/** What a refused site's frame shows: the reason and a link to the video's own page. */
export function refusalPage(title: string, watchUrl: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>This video can't be embedded here · ${escapeHtml(PRODUCT_NAME)}</title>
<style>
  html, body { height: 100%; margin: 0; }
  body { display: flex; flex-direction: column; align-items: center; justify-content: center;
    gap: 0.5rem; padding: 1rem; box-sizing: border-box; overflow: hidden; text-align: center;
    background: #09090b; color: #e4e4e7; font: 14px/1.4 system-ui, sans-serif; }
  h1 { margin: 0; font-size: 1.125rem; color: #fff; }
  p { margin: 0; color: #a1a1aa; }
  a { color: #c4b5fd; }
</style>
</head>
<body>
<h1>This video can't be embedded here</h1>
<p>Its owner allows it only on certain sites.</p>
<p><a href="${escapeHtml(watchUrl)}" target="_blank" rel="noopener">Watch “${escapeHtml(title)}” on ${escapeHtml(PRODUCT_NAME)}</a></p>
</body>
</html>
`;
}
