// The site's answers compressed for clients that accept it: brotli, else gzip. A page of videos
// or an analytics table is repetitive JSON that shrinks several times over. The library's brotli
// quality (4) keeps the CPU cost near gzip's; the SPA's own files are compressed at build time
// and sent as they are (static-files.ts). The ingest is not in this scope: its answers are tiny.
// The library compresses what routes answer; the pages' HTML, written by the not-found handler
// (which no route hook reaches), goes through compressPage.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Smaller answers are sent as they are: compressing them saves less than its headers cost. */
const COMPRESS_FROM_BYTES = 1024;
const ENCODINGS = ['br', 'gzip'] as const;
const BROTLI_QUALITY = 4;

const encodingOf = new Negotiator({ supportedValues: [...ENCODINGS] });
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export default fp(
  async (app) => {
    await app.register(compress, {
      encodings: [...ENCODINGS],
      threshold: COMPRESS_FROM_BYTES,
    });
  },
  { name: 'compression' },
);

/** A page's HTML as the browser accepts it (its body, with Content-Encoding and Vary set). */
export async function compressPage(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
): Promise<string | Buffer> {
  // Every page, however small (as the build's precompressed index.html always was). Vary is
  // added to what the page varies on already (an embed page's Referer).
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted ? encodingOf.negotiate(accepted) : null;
  if (!encoding) return html;
  reply.header('content-encoding', encoding);
  return encoding === 'br'
    ? brotliAsync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
    : gzipAsync(html);
}
