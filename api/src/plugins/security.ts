// Security headers, framing rules and the CSRF origin check.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import { isEmbedPage } from '@lumen/contract/spa-routes';
import { documentErrors } from './error-responses.ts';
import { HttpError } from './errors.ts';

declare module 'fastify' {
  interface FastifyReply {
    /** The frame-ancestors sources of an embed page's answer; null: any site. */
    frameAncestors: string[] | null;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const YOUTUBE_FRAMES = ['https://www.youtube.com', 'https://www.youtube-nocookie.com'];
const HSTS = 'max-age=31536000; includeSubDomains';

/** The origin this request was made to: PUBLIC_ORIGIN when configured, else the request's own. */
export function requestOrigin(request: FastifyRequest, publicOrigin: string | undefined): string {
  // Through URL, so that a default port (":80" on http) compares equal to none.
  return new URL(publicOrigin ?? `${request.protocol}://${request.host}`).origin;
}

function originOf(header: string | undefined): string | null {
  if (!header) return null;
  try {
    return new URL(header).origin;
  } catch {
    return null;
  }
}

interface SecurityOptions {
  publicOrigin: string | undefined;
  /** COOKIE_SECURE: the site is served over HTTPS (perhaps by a proxy that does not say so). */
  cookieSecure: boolean;
}

async function securityPlugin(app: FastifyInstance, options: SecurityOptions) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://www.youtube.com', 'https://s.ytimg.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        // Any media origin, http included (an intranet or local media server): media cannot run
        // script, so allowing it adds no script-injection risk, and a blocked source would only
        // leave the viewer a black frame. The browser still blocks http media on an https page
        // (mixed content); the admin form warns about that.
        mediaSrc: ["'self'", 'blob:', 'data:', 'http:', 'https:'],
        frameSrc: ["'self'", ...YOUTUBE_FRAMES],
        // HLS streams played through hls.js are fetched (playlists and segments), not loaded by
        // the <video> element: they need the same reach as media-src. Fetched data cannot run
        // script either, and img-src already reaches any https origin.
        connectSrc: ["'self'", 'http:', 'https:'],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    // The SPA may embed YouTube, and /embed pages are framed by other sites.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // Sent below, only where HTTPS is in use: over plain http it is meaningless.
    hsts: false,
  });

  app.addHook('onRequest', async (request, reply) => {
    if (options.cookieSecure || request.protocol === 'https')
      reply.header('strict-transport-security', HSTS);
  });

  // Only a video's embed page may be framed by other sites (DESIGN §5): nothing else under
  // /embed/ (an asset, a missing page, a path a proxy would normalise) is a page to frame. The
  // page's handler narrows who may (the video's allow-list); else any site may.
  app.decorateReply('frameAncestors', null);
  app.addHook('onSend', async (request, reply) => {
    if (!isEmbedPage(request.url.split('?')[0]!)) return;
    reply.removeHeader('x-frame-options');
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string') {
      const sources = (reply.frameAncestors ?? ['*']).join(' ');
      reply.header(
        'content-security-policy',
        csp.replace("frame-ancestors 'none'", `frame-ancestors ${sources}`),
      );
    }
  });

  // A state-changing call that carries our session cookie must not come from another site.
  app.addHook('onRoute', (route) => {
    if ([route.method].flat().some((method) => STATE_CHANGING.has(method)))
      documentErrors(route, [403]);
  });
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method) || !request.cookies[app.sessions.cookieName]) return;
    if (!isSameOriginOrNonBrowser(request, requestOrigin(request, options.publicOrigin))) {
      throw new HttpError(403, 'Cross-site request refused');
    }
  });
}

/**
 * The CSRF decision, after Go's net/http CrossOriginProtection: a forged request needs a
 * browser, and browsers say where a request comes from (`Sec-Fetch-Site` since 2023, `Origin`
 * on every POST long before). So `Sec-Fetch-Site` decides when present, else `Origin` (else, for
 * browsers older still, `Referer`); a request with none of them is not a browser's (an admin's
 * curl with a session cookie) and passes.
 */
function isSameOriginOrNonBrowser(request: FastifyRequest, ownOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  const claimed = request.headers.origin ?? request.headers.referer;
  // "null" (a sandboxed frame, a data: URL) and anything unparsable are another origin.
  if (claimed !== undefined) return originOf(claimed) === ownOrigin;
  return true;
}

export default fp(securityPlugin, { name: 'security', dependencies: ['auth'] });
