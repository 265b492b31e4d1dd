import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';

/** A client build as `vite build` leaves it: the shell, a prerendered page and hashed assets, compressed. */
function writeClientBuild(directory: string): void {
  const write = (file: string, content: string, { compressed = false } = {}) => {
    const full = path.join(directory, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, content);
    if (compressed) {
      writeFileSync(`${full}.br`, brotliCompressSync(content));
      writeFileSync(`${full}.gz`, gzipSync(content));
    }
  };
  write('index.html', '<!doctype html><html lang="en"><body><div id="root"></div></body></html>');
  const landing = `<!doctype html><html lang="en"><body><div id="root"><h1>Prerendered landing</h1>${'<p>text</p>'.repeat(200)}</div></body></html>`;
  write('pages/home.html', landing, { compressed: true });
  write('pages/pricing.html', landing.replace('landing', 'pricing'), { compressed: true });
  write('assets/index-abc123.js', `console.log(${JSON.stringify('x'.repeat(5000))});`, { compressed: true });
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
}

let testApp: TestApp;
let clientDir: string;

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'policylens-client-'));
  writeClientBuild(clientDir);
  testApp = await buildTestApp({ clientDir });
});

afterAll(async () => {
  await testApp.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('client pages and assets', () => {
  it('sends a visitor the prerendered landing page, brotli-compressed, revalidated on each visit', async () => {
    const response = await testApp.app.inject({
      url: '/',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toMatch(/Cookie/);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<h1>Prerendered landing</h1>');
  });

  it('sends gzip to a browser without brotli, and plain HTML to a client without either', async () => {
    const gzipped = await testApp.app.inject({ url: '/pricing', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toContain('Prerendered pricing');
    const plain = await testApp.app.inject({ url: '/pricing', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('Prerendered pricing');
  });

  it('sends a signed-in browser, or a URL with a query, the empty shell the client renders', async () => {
    const signedIn = await testApp.app.inject({ url: '/', headers: { cookie: 'policylens_signed_in=1' } });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toContain('<div id="root"></div>');
    const withQuery = await testApp.app.inject({ url: '/pricing?plan=pro' });
    expect(withQuery.body).toContain('<div id="root"></div>');
  });

  it('serves pages that are not prerendered from the shell, and unknown paths with a 404', async () => {
    const history = await testApp.app.inject({ url: '/history' });
    expect(history.statusCode).toBe(200);
    expect(history.body).toContain('<div id="root"></div>');
    expect((await testApp.app.inject({ url: '/no-such-page' })).statusCode).toBe(404);
  });

  it('sends hashed assets precompressed and cacheable for good', async () => {
    const response = await testApp.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('xxxxx');
    // Files outside /assets/ keep their names across builds, so they are not cached for good.
    const favicon = await testApp.app.inject({ url: '/favicon.svg' });
    expect(favicon.headers['cache-control']).not.toMatch(/immutable/);
  });

  it('compresses API JSON over 1 KB and leaves small answers alone', async () => {
    const large = await testApp.app.inject({
      url: '/api/help/articles',
      headers: { 'accept-encoding': 'br' },
    });
    expect(large.statusCode).toBe(200);
    expect(Number(large.headers['content-length'] ?? large.rawPayload.length)).toBeGreaterThan(0);
    expect(large.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(large.rawPayload).toString())).toBeTruthy();
    const small = await testApp.app.inject({
      url: '/api/auth/methods',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ method: 'builtin' });
  });
});
