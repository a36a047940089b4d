// Bundle budget (issue 4): the JavaScript a visitor downloads to show the home page, gzipped,
// must stay within 200 KB. That is the entry chunk, the home route chunk and every chunk they
// import statically (what the browser fetches before the page can render), read from Vite's
// manifest. Prints the figure; exits non-zero when over budget.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
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

const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
let total = 0;
for (const file of files) total += gz(file);
let css = 0;
for (const file of cssFiles) css += gz(file);

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(
  `Home page initial JS: ${kb(total)} gzip in ${files.size} chunks (budget ${kb(BUDGET_BYTES)}); CSS ${kb(css)} gzip`,
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
