// Issue 16, items 1, 2 and the upload parts of 7: hostile files and broken uploads, built by the test,
// through the real HTTP stack (app.inject, or a real socket where the framing matters).
import http from 'node:http';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { strToU8, unzipSync, zipSync } from 'fflate';
import {
  makeDocx,
  makeDocxForgedSizeBomb,
  makePdf,
  makePdfTextBomb,
} from '../../../analyzer/documents/make-test-documents';
import { ANALYSIS_MESSAGES, type AnalysisResponse } from '../../../common/analyses';
import { CAREFUL_SAMPLE_POLICY } from '../../../common/sample-policies';
import { policyAnalyses, usageTracking } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signUp, type TestUser } from '../../test/factories';
import { multipartBody } from '../../test/multipart';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const POLICY = CAREFUL_SAMPLE_POLICY.slice(0, 4_000).trim();
const MEGABYTE = 1024 * 1024;

// Worker threads start and read files slowly when the machine is busy; the bounds, not speed, are tested.
vi.setConfig({ testTimeout: 60_000 });

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => testApp.close());

type File = { content: Uint8Array | string; fileName: string; type?: string };

async function upload(app: TestApp['app'], file: File, as: TestUser) {
  const { payload, headers } = await multipartBody({ policyFile: file });
  return app.inject({
    method: 'POST',
    url: '/api/upload-policy',
    payload,
    headers: { ...headers, cookie: as.cookie },
  });
}

async function rowsOf(userId: string) {
  const [analyses] = await testApp.database.db
    .select({ value: count() })
    .from(policyAnalyses)
    .where(eq(policyAnalyses.userId, userId));
  const [usage] = await testApp.database.db
    .select({ value: count() })
    .from(usageTracking)
    .where(eq(usageTracking.userId, userId));
  return { analyses: analyses?.value ?? 0, usage: usage?.value ?? 0 };
}

async function expectHealthy(app: TestApp['app']) {
  const health = await app.inject({ method: 'GET', url: '/healthz' });
  expect(health.statusCode).toBe(200);
}

const rssMegabytes = () => process.memoryUsage().rss / MEGABYTE;

/** A Word document whose body is `megabytes` MB of tiny paragraphs: cheap to zip, costly to parse. */
async function makeHeavyDocx(megabytes: number): Promise<Uint8Array> {
  const entries = unzipSync(await makeDocx(['Privacy Policy']));
  const document = new TextDecoder().decode(entries['word/document.xml']);
  const paragraphs = '<w:p><w:r><w:t>a</w:t></w:r></w:p>'.repeat((megabytes * MEGABYTE) / 36);
  entries['word/document.xml'] = strToU8(document.replace('<w:body>', `<w:body>${paragraphs}`));
  return zipSync(entries);
}

describe('decompression bombs (issue 16, items 1 and 2)', () => {
  let user: TestUser;
  let baselineRss: number;
  beforeAll(async () => {
    user = await signUp(testApp.app, { tier: 'enterprise' });
    // Start the document workers (two at once) so the memory baseline includes them.
    const warmUp = await Promise.all([
      upload(testApp.app, { content: await makePdf([POLICY]), fileName: 'a.pdf' }, user),
      upload(testApp.app, { content: await makeDocx([POLICY]), fileName: 'b.docx' }, user),
    ]);
    expect(warmUp.map((response) => response.statusCode)).toEqual([200, 200]);
    baselineRss = rssMegabytes();
  });

  it('refuses a 1 MB PDF whose content stream holds 1 GiB of spaces; nothing written, server healthy', async () => {
    const bomb = makePdfTextBomb(1024);
    expect(bomb.length).toBeLessThan(1.1 * MEGABYTE);
    const fresh = await signUp(testApp.app, { tier: 'free' });
    const response = await upload(testApp.app, { content: bomb, fileName: 'policy.pdf' }, fresh);
    expect(response.statusCode).toBe(422);
    expect(response.json<{ error: string }>().error).toMatch(/unreasonable size/);
    expect(await rowsOf(fresh.id)).toEqual({ analyses: 0, usage: 0 });
    await expectHealthy(testApp.app);
    expect(rssMegabytes() - baselineRss).toBeLessThan(300);
  });

  it('refuses six concurrent DOCX bombs that declare 4 KB for 1 GiB; memory stays bounded', async () => {
    const bomb = await makeDocxForgedSizeBomb(1024);
    // Each attack is measured on its own: what the PDF bomb's worker kept (V8 does not hand its heap
    // back to the system at once) is not counted against these six.
    baselineRss = rssMegabytes();
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        upload(testApp.app, { content: bomb, fileName: 'policy.docx', type: DOCX_TYPE }, user),
      ),
    );
    for (const response of responses) {
      expect(response.statusCode).toBe(422);
      expect(response.json<{ error: string }>().error).toMatch(/unpacks to an unreasonable size/);
    }
    await expectHealthy(testApp.app);
    expect(rssMegabytes() - baselineRss).toBeLessThan(300);
    const after = await upload(testApp.app, { content: await makeDocx([POLICY]), fileName: 'ok.docx' }, user);
    expect(after.statusCode).toBe(200);
  });
});

describe('a file that kills its worker or runs out of time (issue 16, item 1)', () => {
  it('answers 422, writes nothing, and the next upload works', async () => {
    // A small heap: parsing 2 MB of paragraphs takes mammoth far more than 64 MB.
    const small = await buildTestApp({ database: testApp.database, workerLimits: { documentHeapMb: 64 } });
    try {
      const user = await signUp(small.app, { tier: 'enterprise' });
      const killer = await upload(
        small.app,
        { content: await makeHeavyDocx(2), fileName: 'heavy.docx' },
        user,
      );
      expect(killer.statusCode).toBe(422);
      expect(killer.json()).toEqual({ error: ANALYSIS_MESSAGES.fileUnreadable });
      expect(await rowsOf(user.id)).toEqual({ analyses: 0, usage: 0 });
      await expectHealthy(small.app);
      const next = await upload(small.app, { content: POLICY, fileName: 'policy.txt' }, user);
      expect(next.statusCode).toBe(200);
    } finally {
      await small.close();
    }
  });

  it('answers 422 when reading a file takes longer than its time budget', async () => {
    const hasty = await buildTestApp({
      database: testApp.database,
      workerLimits: { documentTimeoutMs: 300 },
    });
    try {
      const user = await signUp(hasty.app, { tier: 'enterprise' });
      const response = await upload(
        hasty.app,
        { content: await makeHeavyDocx(1), fileName: 'slow.docx' },
        user,
      );
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ error: ANALYSIS_MESSAGES.fileUnreadable });
      expect(await rowsOf(user.id)).toEqual({ analyses: 0, usage: 0 });
    } finally {
      await hasty.close();
    }
  });
});

describe('broken uploads and text encodings (issue 16, item 7)', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await signUp(testApp.app, { tier: 'enterprise' });
  });

  it('answers 400 to a multipart body cut off in the middle of the file', async () => {
    const { payload, headers } = await multipartBody({
      policyFile: { content: POLICY, fileName: 'policy.txt', type: 'text/plain' },
    });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/upload-policy',
      payload: payload.subarray(0, Math.floor(payload.length * 0.6)),
      headers: { ...headers, cookie: user.cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: ANALYSIS_MESSAGES.uploadIncomplete });
    expect(await rowsOf(user.id)).toEqual({ analyses: 0, usage: 0 });
  });

  it('answers 413 to a chunked upload over 5 MB, even when a chunk ends exactly at 5 MB', async () => {
    const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const boundary = 'policylens-test-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="policyFile"; filename="big.txt"\r\n` +
        'Content-Type: text/plain\r\n\r\n',
    );
    const response = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port: Number(port),
          method: 'POST',
          path: '/api/upload-policy',
          headers: {
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'transfer-encoding': 'chunked',
            cookie: user.cookie,
          },
        },
        (incoming) => {
          let body = '';
          incoming.on('data', (chunk: Buffer) => (body += chunk.toString()));
          incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body }));
        },
      );
      request.on('error', reject);
      // The first 5 MB of the file arrive on their own; the rest a moment later.
      request.write(Buffer.concat([head, Buffer.alloc(5 * MEGABYTE, 'a')]));
      setTimeout(() => {
        request.end(Buffer.concat([Buffer.alloc(1024, 'a'), Buffer.from(`\r\n--${boundary}--\r\n`)]));
      }, 200);
    });
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body)).toEqual({ error: ANALYSIS_MESSAGES.fileTooLargeDescription });
    expect(await rowsOf(user.id)).toEqual({ analyses: 0, usage: 0 });
  });

  it('decodes UTF-16 text files with a byte order mark, in either byte order', async () => {
    const littleEndian = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(POLICY, 'utf16le')]);
    const bigEndian = Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(POLICY, 'utf16le').swap16()]);
    for (const content of [littleEndian, bigEndian]) {
      const response = await upload(
        testApp.app,
        { content, fileName: 'notepad.txt', type: 'text/plain' },
        user,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json<AnalysisResponse>().inputText).toBe(POLICY);
    }
  });

  it('refuses UTF-16 without a byte order mark and binary data called .txt as not plain text', async () => {
    const fresh = await signUp(testApp.app, { tier: 'enterprise' });
    for (const content of [
      Buffer.from(POLICY, 'utf16le'),
      Buffer.from(`${POLICY.slice(0, 200)}\u0001\u0002\u0003\u001b[binary`),
    ]) {
      const response = await upload(
        testApp.app,
        { content, fileName: 'policy.txt', type: 'text/plain' },
        fresh,
      );
      expect(response.statusCode).toBe(422);
      expect(response.json<{ error: string }>().error).toMatch(/not plain text/);
    }
    expect(await rowsOf(fresh.id)).toEqual({ analyses: 0, usage: 0 });
  });
});

describe('the built-in engine in a bounded worker pool (issue 13, item 5)', () => {
  it('answers 503 with Retry-After when every worker is busy and the queue is full', async () => {
    const tight = await buildTestApp({
      database: testApp.database,
      workerLimits: { threads: 1, analysisMaxQueue: 0 },
    });
    try {
      const user = await signUp(tight.app, { tier: 'enterprise' });
      const analyse = () =>
        tight.app.inject({
          method: 'POST',
          url: '/api/simplify-policy',
          payload: { text: CAREFUL_SAMPLE_POLICY },
          headers: { cookie: user.cookie },
        });
      const responses = await Promise.all([analyse(), analyse()]);
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([200, 503]);
      const busy = responses.find((response) => response.statusCode === 503);
      expect(busy?.headers['retry-after']).toBe('5');
      expect(busy?.json()).toEqual({ error: ANALYSIS_MESSAGES.busy });
      // The refused request used no quota.
      expect((await rowsOf(user.id)).analyses).toBe(1);
      const later = await analyse();
      expect(later.statusCode).toBe(200);
    } finally {
      await tight.close();
    }
  });
});
