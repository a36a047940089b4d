// The site's answers compressed for clients that accept it: brotli, else gzip. A page of videos
// or an analytics table is repetitive JSON that shrinks several times over. The library's brotli
// quality (4) keeps the CPU cost near gzip's; the SPA's own files are compressed at build time
// and sent as they are (static-files.ts). The ingest is not in this scope: its answers are tiny.
import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Smaller answers are sent as they are: compressing them saves less than its headers cost. */
const COMPRESS_FROM_BYTES = 1024;

export default fp(
  async (app) => {
    await app.register(compress, {
      encodings: ['br', 'gzip'],
      threshold: COMPRESS_FROM_BYTES,
    });
  },
  { name: 'compression' },
);
