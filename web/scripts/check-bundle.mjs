// Bundle budget (measured as transferred): the JavaScript a visitor
// downloads to show the home page must stay within 200 KB as the server sends it to a browser,
// that is brotli (the .br files scripts/precompress.mjs wrote beside each chunk; a chunk
// without one is counted at its full size). The chunks are the entry, the home route and
// every chunk they import statically (what the browser fetches before the page can render),
// read from Vite's manifest. Prints the figures; exits non-zero when over budget.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const BUDGET_BYTES = 200 * 1024;
const HOME_ROUTE = 'src/app/routes/home.tsx';
const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey || !manifest[HOME_ROUTE]) {
  console.error(`check-bundle: entry or ${HOME_ROUTE} not found in the manifest`);
  process.exit(1);
}

const files = new Set();
const cssFiles = new Set();
function collect(key) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) cssFiles.add(css);
  for (const imported of chunk.imports ?? []) collect(imported);
}
collect(entryKey);
collect(HOME_ROUTE);

const size = (file) => statSync(join(dist, file)).size;
const transferred = (file) =>
  existsSync(join(dist, `${file}.br`)) ? size(`${file}.br`) : size(file);
const sum = (set, measure) => [...set].reduce((total, file) => total + measure(file), 0);
const total = sum(files, transferred);
const largest = Math.max(...[...files].map(size));

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(
  `Home page initial JS as transferred (brotli): ${kb(total)} in ${files.size} chunks ` +
    `(budget ${kb(BUDGET_BYTES)}; ${kb(sum(files, size))} uncompressed, largest chunk ` +
    `${kb(largest)}); CSS ${kb(sum(cssFiles, transferred))} brotli`,
);
const adminChunks = Object.values(manifest)
  .filter((c) => c.src?.includes('features/admin/'))
  .map((c) => c.file);
if ([...files].some((f) => adminChunks.includes(f))) {
  console.error('check-bundle: the admin bundle is part of the visitor home page');
  process.exit(1);
}
if (total > BUDGET_BYTES) {
  console.error(`check-bundle: over budget by ${kb(total - BUDGET_BYTES)}`);
  process.exit(1);
}
