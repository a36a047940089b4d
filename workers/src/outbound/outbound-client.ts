// The one HTTP client for every server-side fetch of a user-given or platform URL (DESIGN §5,
// OWASP ASVS 5.2.6): http(s) only, a host policy per call, the address checked at connect time,
// each redirect re-checked (at most 3), one time-out over the whole call and a size cap.
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { detectLinkKind } from '@lumen/contract';
import { addressRefusal } from './address-check.ts';
import { guardedLookup, systemResolver, type Resolver } from './guarded-lookup.ts';
import {
  OutboundError,
  OutboundHttpError,
  OutboundNetworkError,
  OutboundRefusedError,
  OutboundTimeoutError,
  OutboundTooLargeError,
} from './outbound-errors.ts';

/**
 * platform: only the hosts of the video platforms (contract/src/platform.ts) and the configured
 * platform origins (API and oEmbed endpoints). any-public: any host, e.g. a direct video file.
 */
export type HostPolicy = 'platform' | 'any-public';

export interface OutboundConfig {
  timeoutMs: number;
  maxBytes: number;
  /** Origins the 'platform' policy also allows (the configured API, page and oEmbed origins). */
  platformOrigins: readonly string[];
  /** Origins that skip the address check: tests' fixture servers, an operator's intranet host. */
  trustedOrigins: readonly string[];
  /** Name resolution; tests stub it. Default: the system resolver. */
  resolve?: Resolver;
}

export interface OutboundRequest {
  policy: HostPolicy;
  headers?: Record<string, string>;
  /** Inclusive byte range (HTTP Range); the answer is 206 when the server honours it. */
  range?: { start: number; end: number };
  /** A lower cap than the client's for this call. */
  maxBytes?: number;
}

export interface OutboundResponse {
  status: number;
  headers: IncomingMessage['headers'];
  body: Buffer;
  /** The URL that answered, after redirects. */
  url: string;
}

export interface OutboundClient {
  get(url: string, request: OutboundRequest): Promise<OutboundResponse>;
}

export const MAX_REDIRECTS = 3;
const USER_AGENT = 'LumenImporter/1.0';

function originOf(url: string): string {
  return new URL(url).origin;
}

function hostPolicyRefusal(
  url: URL,
  policy: HostPolicy,
  platformOrigins: Set<string>,
): string | null {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return `refused: ${url.protocol} URLs are not fetched (http and https only)`;
  }
  if (url.username || url.password) return 'refused: URLs with credentials are not fetched';
  if (policy === 'any-public') return null;
  const kind = detectLinkKind(url.href);
  if ((kind !== null && kind !== 'direct') || platformOrigins.has(url.origin)) return null;
  return `refused: ${url.hostname} is not a platform host`;
}

/** Why the call was aborted: the time-out the client set as the reason. */
function abortReason(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return reason instanceof Error ? reason : new OutboundNetworkError('aborted');
}

/** Removes the brackets of an IPv6 literal host, as the socket sees it. */
function bareHost(url: URL): string {
  return url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
}

export function createOutboundClient(config: OutboundConfig): OutboundClient {
  const trusted = new Set(config.trustedOrigins.map(originOf));
  const platformOrigins = new Set(config.platformOrigins.map(originOf));
  const lookup = guardedLookup(config.resolve ?? systemResolver);

  /** One hop: no redirect following here. Throws OutboundRefusedError before any packet is sent. */
  function requestOnce(
    url: URL,
    request: OutboundRequest,
    maxBytes: number,
    signal: AbortSignal,
  ): Promise<OutboundResponse> {
    const refusal = hostPolicyRefusal(url, request.policy, platformOrigins);
    if (refusal) return Promise.reject(new OutboundRefusedError(refusal));
    const isTrusted = trusted.has(url.origin);
    const host = bareHost(url);
    // A literal address never reaches the lookup: check it here.
    if (!isTrusted && isIP(host) !== 0) {
      const literalRefusal = addressRefusal(host);
      if (literalRefusal) return Promise.reject(new OutboundRefusedError(literalRefusal));
    }
    const headers: Record<string, string> = { 'user-agent': USER_AGENT, ...request.headers };
    if (request.range) headers.range = `bytes=${request.range.start}-${request.range.end}`;
    const transport = url.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const req = transport.get(url, {
        headers,
        signal,
        agent: false,
        ...(isTrusted ? {} : { lookup }),
      });
      req.on('error', (error) => {
        if (signal.aborted) reject(abortReason(signal));
        else if (error instanceof OutboundError) reject(error);
        else reject(new OutboundNetworkError(`cannot reach ${url.host}: ${error.message}`));
      });
      req.on('response', (res) => {
        const status = res.statusCode ?? 0;
        const declared = Number(res.headers['content-length']);
        if (status >= 200 && status < 300 && declared > maxBytes) {
          res.destroy();
          reject(new OutboundTooLargeError(maxBytes));
          return;
        }
        const chunks: Buffer[] = [];
        let received = 0;
        res.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (received > maxBytes) {
            res.destroy();
            reject(new OutboundTooLargeError(maxBytes));
            return;
          }
          chunks.push(chunk);
        });
        res.on('error', (error) => reject(signal.aborted ? abortReason(signal) : error));
        res.on('end', () =>
          resolve({ status, headers: res.headers, body: Buffer.concat(chunks), url: url.href }),
        );
      });
    });
  }

  return {
    async get(rawUrl, request) {
      let url: URL;
      try {
        url = new URL(rawUrl);
      } catch {
        throw new OutboundRefusedError(`refused: ${rawUrl} is not a URL`);
      }
      const maxBytes = Math.min(request.maxBytes ?? config.maxBytes, config.maxBytes);
      const controller = new AbortController();
      const timer = setTimeout(
        () => controller.abort(new OutboundTimeoutError(config.timeoutMs)),
        config.timeoutMs,
      );
      try {
        for (let redirects = 0; ; redirects++) {
          const response = await requestOnce(url, request, maxBytes, controller.signal);
          if (response.status >= 200 && response.status < 300) return response;
          const location = response.headers.location;
          if (response.status < 300 || response.status >= 400 || !location) {
            throw new OutboundHttpError(response.status, url.host);
          }
          if (redirects === MAX_REDIRECTS) {
            throw new OutboundRefusedError(`refused: more than ${MAX_REDIRECTS} redirects`);
          }
          url = new URL(location, url);
        }
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
