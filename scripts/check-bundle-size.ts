/*
 * `npm run size` (and part of `npm test`): the JavaScript a visitor's browser downloads before the
 * landing page is interactive, brotli-compressed as the server sends it, must stay within the budget.
 * It reads the prerendered landing page the server sends (dist/client/pages/home.html), takes every
 * script and modulepreload it names (with the app entry and chunks its paint-first loader fetches), and
 * follows their static imports through Vite's manifest, so a chunk that the page imports without
 * naming it still counts. Run `vite build` first.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import { PRERENDERED_PAGES_DIR } from '../src/common/routes';

/** Issue 13: at most 100 KB of compressed JavaScript before the landing page is interactive. */
export const LANDING_JS_BUDGET_BYTES = 100_000;

type ManifestChunk = { file: string; imports?: string[] };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clientDir = path.join(root, 'dist/client');
const pagePath = path.join(clientDir, PRERENDERED_PAGES_DIR, 'home.html');

function brotliSize(file: string): number {
  // The build writes the .br the server sends; compress here only if it was not written (tiny files).
  const precompressed = `${file}.br`;
  if (existsSync(precompressed)) return readFileSync(precompressed).length;
  return brotliCompressSync(readFileSync(file), {
    params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY },
  }).length;
}

if (!existsSync(pagePath)) {
  console.error(`No ${path.relative(root, pagePath)}: run \`npx vite build\` first.`);
  process.exit(1);
}
const html = readFileSync(pagePath, 'utf8');
const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;
const keyByFile = new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, key]));

// The page's script (the paint-first loader), the app entry and chunks it loads after the first paint
// (data-app-entry, data-app-chunks), and any modulepreload link.
const named = [
  ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
  ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ...html.matchAll(/data-app-entry="([^"]+)"/g),
].map((match) => match[1] ?? '');
for (const match of html.matchAll(/data-app-chunks="([^"]*)"/g)) {
  named.push(...(match[1] ?? '').split(' ').filter(Boolean));
}
const files = new Set<string>();
const pending = [...named];
while (pending.length > 0) {
  const file = pending.pop() ?? '';
  if (files.has(file)) continue;
  files.add(file);
  const key = keyByFile.get(file);
  for (const imported of (key && manifest[key]?.imports) || []) {
    const importedFile = manifest[imported]?.file;
    if (importedFile) pending.push(`/${importedFile}`);
  }
}

const rows = [...files].map((file) => ({ file, bytes: brotliSize(path.join(clientDir, file)) }));
rows.sort((a, b) => b.bytes - a.bytes);
const total = rows.reduce((sum, row) => sum + row.bytes, 0);
for (const row of rows) console.log(`${(row.bytes / 1000).toFixed(1).padStart(7)} kB  ${row.file}`);
console.log(
  `Landing page JavaScript: ${(total / 1000).toFixed(1)} kB brotli in ${rows.length} files ` +
    `(budget ${LANDING_JS_BUDGET_BYTES / 1000} kB)`,
);
if (total > LANDING_JS_BUDGET_BYTES) {
  console.error(
    `Over budget by ${((total - LANDING_JS_BUDGET_BYTES) / 1000).toFixed(1)} kB: load the new code on demand ` +
      '(a lazy component or a dynamic import) instead of with the landing page.',
  );
  process.exit(1);
}
