import { unreadableDocumentMessage } from '../../../analyzer/documents/extract-document-text';
import { count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDocx, makeDocxZipBomb, makePdf } from '../../../analyzer/documents/make-test-documents';
import { ANALYSIS_MESSAGES, type AnalysisResponse } from '../../../common/analyses';
import { CAREFUL_SAMPLE_POLICY } from '../../../common/sample-policies';
import { policyAnalyses, usageTracking } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signUp, type TestUser } from '../../test/factories';
import { multipartBody } from '../../test/multipart';

let testApp: TestApp;
let user: TestUser;
beforeAll(async () => {
  testApp = await buildTestApp();
  user = await signUp(testApp.app, { tier: 'enterprise' });
});
afterAll(async () => testApp.close());

const POLICY = CAREFUL_SAMPLE_POLICY.slice(0, 6_000);
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

async function upload(
  file: { content: Uint8Array | string; fileName: string; type?: string },
  as: TestUser = user,
  field = 'policyFile',
) {
  const { payload, headers } = await multipartBody({ [field]: file });
  const options: InjectOptions = {
    method: 'POST',
    url: '/api/upload-policy',
    payload,
    headers: { ...headers, cookie: as.cookie },
  };
  return testApp.app.inject(options);
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

describe('POST /api/upload-policy with real files', () => {
  it('analyses a TXT, a DOCX and a PDF and keeps the file name', async () => {
    const paragraphs = POLICY.split(/\n{2,}/);
    for (const file of [
      { content: POLICY, fileName: 'lantern.txt', type: 'text/plain' },
      { content: await makeDocx(paragraphs), fileName: 'lantern.docx', type: DOCX_TYPE },
      { content: await makePdf(paragraphs), fileName: 'lantern.pdf', type: 'application/pdf' },
    ]) {
      const response = await upload(file);
      expect(response.statusCode, file.fileName).toBe(200);
      const analysis = response.json<AnalysisResponse>();
      expect(analysis.sourceName).toBe(file.fileName);
      expect(analysis.dataCollection.length).toBeGreaterThan(0);
      for (const finding of analysis.findings)
        expect(analysis.inputText.slice(finding.start, finding.end)).toBe(finding.quote);
    }
  });
});

describe('refused uploads write nothing', () => {
  const cases: Array<
    [
      string,
      () => Promise<{ content: Uint8Array | string; fileName: string; type?: string }>,
      number,
      RegExp | string,
    ]
  > = [
    [
      'a renamed executable',
      async () => ({
        content: new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...new Array<number>(200).fill(0)]),
        fileName: 'policy.txt',
        type: 'text/plain',
      }),
      415,
      ANALYSIS_MESSAGES.invalidFileDescription,
    ],
    [
      'an HTML page called .pdf',
      async () => ({
        content: '<!doctype html><html><body>Privacy</body></html>',
        fileName: 'policy.pdf',
        type: 'application/pdf',
      }),
      415,
      unreadableDocumentMessage('pdf'),
    ],
    [
      'an image',
      async () => ({
        content: new Uint8Array([
          0x89,
          0x50,
          0x4e,
          0x47,
          0x0d,
          0x0a,
          0x1a,
          0x0a,
          ...new Array<number>(64).fill(0),
        ]),
        fileName: 'policy.png',
        type: 'image/png',
      }),
      415,
      ANALYSIS_MESSAGES.invalidFileDescription,
    ],
    [
      'non-UTF-8 text',
      async () => ({
        content: Buffer.from('Politique de confidentialité: nous collectons votre adresse.', 'latin1'),
        fileName: 'policy.txt',
        type: 'text/plain',
      }),
      422,
      /UTF-8/,
    ],
    [
      'a DOCX zip bomb',
      async () => ({ content: await makeDocxZipBomb(), fileName: 'policy.docx', type: DOCX_TYPE }),
      422,
      /unreasonable size/,
    ],
    [
      'an encrypted PDF',
      async () => ({
        content: await makePdf([POLICY], { userPassword: 'secret' }),
        fileName: 'policy.pdf',
        type: 'application/pdf',
      }),
      422,
      /password/,
    ],
    [
      'a scanned PDF without text',
      async () => ({
        content: await makePdf([], { drawOnly: true }),
        fileName: 'scan.pdf',
        type: 'application/pdf',
      }),
      422,
      /scan/,
    ],
    [
      'an empty file',
      async () => ({ content: '', fileName: 'policy.txt', type: 'text/plain' }),
      422,
      /empty/,
    ],
  ];

  it.each(cases)('refuses %s with a clear message', async (_name, makeFile, status, message) => {
    const fresh = await signUp(testApp.app, { tier: 'free' });
    const response = await upload(await makeFile(), fresh);
    expect(response.statusCode).toBe(status);
    const { error } = response.json<{ error: string }>();
    if (typeof message === 'string') expect(error).toBe(message);
    else expect(error).toMatch(message);
    expect(await rowsOf(fresh.id)).toEqual({ analyses: 0, usage: 0 });
  });

  it('refuses a file over 5 MB with 413', async () => {
    const fresh = await signUp(testApp.app);
    const response = await upload(
      { content: 'a'.repeat(5 * 1024 * 1024 + 1), fileName: 'big.txt', type: 'text/plain' },
      fresh,
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: ANALYSIS_MESSAGES.fileTooLargeDescription });
    expect(await rowsOf(fresh.id)).toEqual({ analyses: 0, usage: 0 });
  });

  it("refuses a file over the plan's character limit, naming the plan", async () => {
    const fresh = await signUp(testApp.app, { tier: 'free' });
    const response = await upload({ content: POLICY, fileName: 'long.txt', type: 'text/plain' }, fresh);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: `Your Free plan allows up to 5,000 characters, but your file contains ${POLICY.trim().length.toLocaleString('en-US')} characters.`,
    });
    expect(await rowsOf(fresh.id)).toEqual({ analyses: 0, usage: 0 });
  });

  it('refuses a request without the policyFile field, and a JSON body', async () => {
    const wrongField = await upload(
      { content: POLICY, fileName: 'policy.txt', type: 'text/plain' },
      user,
      'document',
    );
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toEqual({ error: ANALYSIS_MESSAGES.noFileDescription });
    const json = await testApp.app.inject({
      method: 'POST',
      url: '/api/upload-policy',
      headers: { cookie: user.cookie },
      payload: { text: POLICY },
    });
    expect(json.statusCode).toBe(415);
  });

  it('answers 401 to a signed-out upload', async () => {
    const { payload, headers } = await multipartBody({
      policyFile: { content: POLICY, fileName: 'policy.txt', type: 'text/plain' },
    });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/upload-policy',
      payload,
      headers,
    });
    expect(response.statusCode).toBe(401);
  });
});
