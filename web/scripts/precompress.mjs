// Writes brotli (.br) and gzip (.gz) copies beside each text file of the build, once, at the
// highest levels, so that the server (@fastify/static `preCompressed`) sends them without
// compressing on each request. A copy that would not be smaller is not written.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;
const dist = fileURLToPath(new URL('../dist/', import.meta.url));

export const brotli = (bytes) =>
  brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
export const gzip = (bytes) => gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION });

function precompress(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    // dist/.vite holds the build manifest, which is never served.
    if (entry.isDirectory() && !entry.name.startsWith('.')) precompress(path);
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const bytes = readFileSync(path);
    for (const [extension, compress] of [
      ['.br', brotli],
      ['.gz', gzip],
    ]) {
      const compressed = compress(bytes);
      if (compressed.length < bytes.length) writeFileSync(path + extension, compressed);
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) precompress(dist);
