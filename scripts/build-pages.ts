/*
 * Build steps after Vite's client and prerender builds (run from vite.config.ts, so `vite build` does it
 * all): the public pages are rendered to HTML, and every text asset is compressed ahead of time with
 * brotli and gzip for @fastify/static's `preCompressed`.
 */
import { readdir, readFile, stat, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { PRERENDERED_PAGES, PRERENDERED_PAGES_DIR } from '../src/common/routes.ts';

type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;
type RenderPage = (path: string) => Promise<{ html: string; title: string }>;

const ROOT_ELEMENT = '<div id="root"></div>';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The chunk of `key` and every chunk it imports statically, as /assets/... URLs. */
function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return new Set();
  seen.add(key);
  const files = new Set([`/${chunk.file}`]);
  for (const imported of chunk.imports ?? []) {
    for (const file of chunkFiles(manifest, imported, seen)) files.add(file);
  }
  return files;
}

/**
 * Writes dist/client/pages/<name>.html for each public page: the SPA shell (index.html) with the
 * page's title, the stylesheet inlined and its rendered markup inside #root. Its only script is the
 * paint-first loader (src/client/paint-first.ts), which fetches the app entry and the chunks it needs
 * (its imports and the page's own chunk, a lazy route) together once the page has painted.
 */
export async function prerenderPages({
  clientDir,
  serverEntry,
}: {
  clientDir: string;
  serverEntry: string;
}): Promise<void> {
  const shell = await readFile(path.join(clientDir, 'index.html'), 'utf8');
  if (!shell.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT} to render into`);
  const manifest = JSON.parse(
    await readFile(path.join(clientDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const { renderPage } = (await import(pathToFileURL(serverEntry).href)) as { renderPage: RenderPage };
  // The stylesheet goes inside the page: the first paint waits for no second request.
  let inlined = shell;
  for (const match of shell.matchAll(/<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g)) {
    const css = await readFile(path.join(clientDir, match[1] ?? ''), 'utf8');
    inlined = inlined.replace(match[0], () => `<style>${css}</style>`);
  }
  await mkdir(path.join(clientDir, PRERENDERED_PAGES_DIR), { recursive: true });

  const entry = manifest['index.html'];
  const loader = manifest['paint-first.ts'];
  if (!entry || !loader) throw new Error('The manifest has no index.html or paint-first.ts entry');
  const entryScript = `<script type="module" crossorigin src="/${entry.file}"></script>`;
  if (!inlined.includes(entryScript)) throw new Error(`index.html has no ${entryScript}`);
  // The shell's modulepreload links are the entry's imports: the loader fetches them after the paint.
  const withoutPreloads = inlined.replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '');

  for (const page of PRERENDERED_PAGES) {
    const { html, title } = await renderPage(page.path);
    const entryFile = `/${entry.file}`;
    const chunks = [...chunkFiles(manifest, 'index.html'), ...chunkFiles(manifest, page.module)].filter(
      (file, index, all) => file !== entryFile && all.indexOf(file) === index,
    );
    const loaderScript =
      `<script type="module" crossorigin src="/${loader.file}" data-app-entry="${entryFile}"` +
      ` data-app-chunks="${chunks.join(' ')}"></script>`;
    const document = withoutPreloads
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
      .replace(entryScript, loaderScript)
      .replace(ROOT_ELEMENT, `<div id="root">${html}</div>`);
    await writeFile(path.join(clientDir, PRERENDERED_PAGES_DIR, `${page.name}.html`), document);
  }
}

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Smaller files gain nothing worth a second request path. */
const MIN_BYTES = 1024;

async function* filesUnder(directory: string): AsyncGenerator<string> {
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '.vite') yield* filesUnder(full);
    } else {
      yield full;
    }
  }
}

/** Writes <file>.br (brotli, best quality) and <file>.gz (gzip level 9) beside every text asset. */
export async function compressAssets(clientDir: string): Promise<void> {
  const brotli = promisify(brotliCompress);
  const gzipAsync = promisify(gzip);
  const jobs: Promise<void>[] = [];
  for await (const file of filesUnder(clientDir)) {
    if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
    jobs.push(
      (async () => {
        const content = await readFile(file);
        const [br, gz] = await Promise.all([
          brotli(content, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
          gzipAsync(content, { level: 9 }),
        ]);
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      })(),
    );
  }
  await Promise.all(jobs);
}
